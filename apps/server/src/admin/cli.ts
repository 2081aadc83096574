import pino from 'pino'

import { createServices } from '../create-services.ts'
import { loadConfig, SCHEMA_FOLDERS } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { applyMigrations } from '../db/migrate.ts'
import { controlSocketPath, sendToControlSocket } from './control-socket.ts'
import { runAdminCommand } from './run-command.ts'

/**
 * `npm run admin -- <command> [args]`. With the embedded database and a running server, the command
 * runs inside the server (see control-socket.ts); otherwise it opens the database itself.
 */
const argv = process.argv.slice(2)
const print = (line: string) => console.log(line)
const config = loadConfig()

let ok = config.dataDir
  ? await sendToControlSocket(controlSocketPath(config.dataDir), argv, print)
  : undefined
if (ok === undefined) {
  const database = await openDatabase(config.database)
  try {
    await applyMigrations(database, SCHEMA_FOLDERS)
    const log = pino({ level: 'warn' })
    ok = await runAdminCommand(createServices(database, config, log), argv, print)
  } finally {
    await database.close()
  }
}
process.exitCode = ok ? 0 : 1
