import { prepareTemplateDatabase, TEST_DATABASE_URL } from './helpers/test-database.ts'

/** Vitest global setup for the server tests: build the migrated PostgreSQL template once. */
export default async function setup(): Promise<void> {
  if (TEST_DATABASE_URL) await prepareTemplateDatabase(TEST_DATABASE_URL)
}
