import pino from 'pino'

import { createServices } from '../create-services.ts'
import { SCHEMA_FOLDERS, type Config } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { applyMigrations } from '../db/migrate.ts'
import { runAdminCommand } from './run-command.ts'

/** Runs one command line with the CLI's own connection to the database (no server to send it to). */
export async function runWithOwnDatabase(
  config: Config,
  argv: readonly string[],
  print: (line: string) => void,
): Promise<boolean> {
  const database = await openDatabase(config.database)
  try {
    await applyMigrations(database, SCHEMA_FOLDERS)
    const log = pino({ level: 'warn' })
    return await runAdminCommand(createServices(database, config, log), argv, print)
  } finally {
    await database.close()
  }
}
