import { chmod, unlink } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import readline from 'node:readline'

import { cliOperator } from '../modules/audit/audit.service.ts'
import { unstorableTextInJson } from '../platform/storable-text.ts'

/**
 * PGlite lives inside the server process, so while the server runs, no other process may open its
 * data folder. The server therefore listens on a Unix socket in that folder, readable only by its
 * owner, and the operator CLI sends it command lines to run. The socket also stops a second server
 * from opening the same folder. On PostgreSQL the CLI opens the database itself, unless
 * PANALO_CONTROL_SOCKET gives a server a socket too. Messages are JSON lines: `{argv, operator}` in; `{line}`… then `{done, ok}` out.
 */
export { controlSocketPath } from '../config.ts'

type Runner = (argv: readonly string[], print: (line: string) => void, operator: string) => Promise<boolean>

export async function startControlSocket(socketPath: string, run: Runner): Promise<() => Promise<void>> {
  if (await isAnswering(socketPath)) {
    throw new Error(`Another Panalo server is using ${path.dirname(socketPath)}; stop it first.`)
  }
  await unlink(socketPath).catch(() => undefined)
  const server = net.createServer((socket) => {
    const lines = readline.createInterface({ input: socket })
    lines.once('line', (line) => {
      lines.close()
      void handle(line, socket, run)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => resolve())
  })
  await chmod(socketPath, 0o600)
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      void unlink(socketPath).catch(() => undefined)
    })
}

async function handle(line: string, socket: net.Socket, run: Runner): Promise<void> {
  const send = (message: object) => socket.write(`${JSON.stringify(message)}\n`)
  try {
    const message: unknown = JSON.parse(line)
    const { argv, operator } = message as { argv?: unknown; operator?: unknown }
    if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string'))
      throw new Error('argv must be strings')
    // Commands write what they are given to the database, which cannot store these.
    const unstorable = unstorableTextInJson(line, message)
    if (unstorable) throw new Error(`${unstorable.path}: ${unstorable.message}`)
    // An older CLI sends no operator; the audit chain still records the command, as cli:unnamed.
    const who = typeof operator === 'string' && /^cli:[^\s]{1,64}$/.test(operator) ? operator : 'cli:unnamed'
    const ok = await run(argv, (text) => send({ line: text }), who)
    send({ done: true, ok })
  } catch (error) {
    send({ line: `Failed: ${error instanceof Error ? error.message : String(error)}` })
    send({ done: true, ok: false })
  }
  socket.end()
}

/** Sends a command line to a running server. Answers undefined when no server is listening. */
export async function sendToControlSocket(
  socketPath: string,
  argv: readonly string[],
  print: (line: string) => void,
  operator = cliOperator(),
): Promise<boolean | undefined> {
  let socket: net.Socket
  try {
    socket = await connect(socketPath)
  } catch {
    return undefined
  }
  socket.write(`${JSON.stringify({ argv, operator })}\n`)
  let ok = false
  for await (const line of readline.createInterface({ input: socket })) {
    const message = JSON.parse(line) as { line?: string; done?: boolean; ok?: boolean }
    if (message.line !== undefined) print(message.line)
    if (message.done) ok = message.ok === true
  }
  return ok
}

async function isAnswering(socketPath: string): Promise<boolean> {
  try {
    const socket = await connect(socketPath)
    socket.destroy()
    return true
  } catch {
    return false
  }
}

function connect(socketPath: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath)
    socket.once('connect', () => resolve(socket))
    socket.once('error', reject)
  })
}
