import { randomBytes } from 'node:crypto'

import type { TestProject } from 'vitest/node'

import { seedDatabase } from '../src/seed/seed.ts'
import {
  dropRunDatabases,
  prepareSeededTemplate,
  prepareTemplateDatabase,
  SEEDED_TEMPLATE,
  TEST_DATABASE_URL,
  TEST_RUN,
} from './helpers/test-database.ts'

/**
 * Vitest global setup for the server tests: on PostgreSQL, build the migrated template once and this
 * run's seeded copy of it, and when the run is over drop the databases its files made.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const run = randomBytes(4).toString('hex')
  project.provide(TEST_RUN, run)
  project.provide(SEEDED_TEMPLATE, '')
  if (!TEST_DATABASE_URL) return undefined
  const serverUrl = TEST_DATABASE_URL
  await prepareTemplateDatabase(serverUrl)
  project.provide(
    SEEDED_TEMPLATE,
    await prepareSeededTemplate(serverUrl, run, async (database) => {
      await seedDatabase(database.db)
    }),
  )
  return () => dropRunDatabases(serverUrl, run)
}
