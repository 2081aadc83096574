import { randomBytes } from 'node:crypto'

import type { TestProject } from 'vitest/node'

import {
  dropRunDatabases,
  prepareTemplateDatabase,
  TEST_DATABASE_URL,
  TEST_RUN,
} from './helpers/test-database.ts'

/**
 * Vitest global setup for the server tests: on PostgreSQL, build the migrated template once, and when
 * the run is over drop the databases its files made.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const run = randomBytes(4).toString('hex')
  project.provide(TEST_RUN, run)
  if (!TEST_DATABASE_URL) return undefined
  const serverUrl = TEST_DATABASE_URL
  await prepareTemplateDatabase(serverUrl)
  return () => dropRunDatabases(serverUrl, run)
}
