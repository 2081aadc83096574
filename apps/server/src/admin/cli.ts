import { loadConfig } from '../config.ts'
import { sendToControlSocket } from './control-socket.ts'

/**
 * `npm run admin -- <command> [args]`. When a running server listens on the operator socket (the
 * embedded database's, or PANALO_CONTROL_SOCKET's), the command runs inside it (see control-socket.ts);
 * otherwise it opens the database itself. The server's code is imported only in that second case, so a
 * command sent to a running server costs this process a socket rather than loading every module.
 */
const argv = process.argv.slice(2)
const print = (line: string) => console.log(line)
const config = loadConfig()

let ok = config.controlSocket ? await sendToControlSocket(config.controlSocket, argv, print) : undefined
if (ok === undefined) {
  const { runWithOwnDatabase } = await import('./run-with-own-database.ts')
  ok = await runWithOwnDatabase(config, argv, print)
}
process.exitCode = ok ? 0 : 1
