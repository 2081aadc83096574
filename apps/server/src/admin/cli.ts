import pino from 'pino'

import { createServices } from '../create-services.ts'
import { loadConfig, SCHEMA_FOLDERS } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { applyMigrations } from '../db/migrate.ts'
import { sendToControlSocket } from './control-socket.ts'
import { runAdminCommand } from './run-command.ts'

/**
 * `npm run admin -- <command> [args]`. When a running server listens on the operator socket (the
 * embedded database's, or PANALO_CONTROL_SOCKET's), the command runs inside it (see control-socket.ts);
 * otherwise it opens the database itself.
 */
const argv = process.argv.slice(2)
const print = (line: string) => console.log(line)
const config = loadConfig()

let ok = config.controlSocket ? await sendToControlSocket(config.controlSocket, argv, print) : undefined
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
