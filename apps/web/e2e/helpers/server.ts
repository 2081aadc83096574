import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

import pg from 'pg'
import { inject } from 'vitest'

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js')
const ADMIN_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/admin.js')

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each browser-test server's own database is copied from ('' when none). */
    e2eTemplateDatabase: string
  }
}

/** The key under which the browser tests' global setup provides that template's name. */
export const TEMPLATE_DATABASE = 'e2eTemplateDatabase'

/**
 * The real server, built for production, started as its own process on a fresh embedded database:
 * exactly what `npm start` runs. Operator commands go through its control socket, as they would for
 * an operator.
 */
export interface TestServer {
  url: string
  dataDir: string
  /** The server's own PostgreSQL database, when it has one (not on the embedded database). */
  databaseUrl: string | undefined
  admin(...argv: string[]): Promise<string>
  stop(): Promise<void>
}

export interface StartOptions {
  /**
   * Where the server keeps its data. `auto` (the default): a fresh database of its own on the PostgreSQL
   * server of TEST_DATABASE_URL when that is set (as in CI), else the embedded PGlite that `npm start`
   * uses. PGlite runs PostgreSQL in WebAssembly on one thread; on a two-core machine a browser flow spends
   * most of its time waiting on it, so CI runs the flows on the real server and keeps a few on `embedded`
   * to prove the embedded path end to end. `postgres`: a database of its own on the PostgreSQL server
   * even without TEST_DATABASE_URL (that of E2E_POSTGRES_URL, else the local one), for flows that read
   * the ledger beside the app (helpers/funding.ts).
   */
  database?: 'auto' | 'embedded' | 'postgres'
}

/** Where the test servers' Node keeps compiled code between starts (NODE_COMPILE_CACHE). */
const COMPILE_CACHE = path.join(tmpdir(), 'panalo-e2e-compile-cache')

/** The PostgreSQL server of flows that need one though TEST_DATABASE_URL is unset. */
const LOCAL_POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('The server is not built: run npm run build first')
  const dataDir = await mkdtemp(path.join(tmpdir(), 'panalo-e2e-'))
  const port = await freePort()
  const postgresServer =
    options.database === 'postgres'
      ? (process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES)
      : options.database !== 'embedded'
        ? process.env.TEST_DATABASE_URL
        : undefined
  const ownDatabase =
    env.DATABASE_URL === undefined && postgresServer
      ? await createDatabase(postgresServer, inject(TEMPLATE_DATABASE))
      : null
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PANALO_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Sign-in providers send the browser back here, on the same origin the tests use.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    // Node keeps the compiled code of the built server here, shared by the run's some 55 server starts
    // and CLI runs: compiling its modules was about half a second of each start's 2.5–3 s of CPU.
    NODE_COMPILE_CACHE: COMPILE_CACHE,
  }
  delete baseEnv.DATABASE_URL
  if (ownDatabase) {
    baseEnv.DATABASE_URL = ownDatabase.url
    // Operator commands run inside the server, as on the embedded database, rather than each loading
    // the whole server into a CLI process of its own (about 2 s of CPU each).
    baseEnv.PANALO_CONTROL_SOCKET = path.join(dataDir, 'admin.sock')
  }
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilHealthy(url, child, () => stderr)
  } catch (error) {
    // A server that did not come up is not left running, nor its database behind.
    await stopChild(child)
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    dataDir,
    databaseUrl: ownDatabase?.url ?? env.DATABASE_URL,
    admin: (...argv) => runAdmin(argv, { ...baseEnv, ...env }, dataDir),
    async stop() {
      await stopChild(child)
      await rm(dataDir, { recursive: true, force: true })
      await ownDatabase?.dropUnlessTemplated()
    },
  }
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, copied from the run's migrated
 * template, dropped with the template when the run ends. Without a template (TEST_DATABASE_URL unset,
 * a `postgres` flow) an empty one the server migrates, dropped when the server stops.
 */
async function createDatabase(
  serverUrl: string,
  template: string,
): Promise<{ url: string; dropUnlessTemplated(): Promise<void> }> {
  // Named after the run's template, whose teardown drops them all (global-setup.ts).
  const name = template
    ? `${template}_${randomBytes(6).toString('hex')}`
    : `panalo_e2e_${randomBytes(6).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(
    template
      ? `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`
      : `create database ${pg.escapeIdentifier(name)}`,
  )
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    // A templated one is not dropped here: a DROP DATABASE makes PostgreSQL write a checkpoint of the
    // whole server, about a second with other flows writing; the run drops them once it is over.
    dropUnlessTemplated: async () => {
      if (!template) await run(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
    },
  }
}

/**
 * An operator command, through the server's control socket as `admin.js` sends it (one JSON line with
 * the words and the operator, then lines of output and a last `done`), without a Node process of its
 * own: a browser run sends some 200 commands, and each CLI process cost about 0.7 s of CPU. A server
 * whose socket does not answer gets the CLI itself. The client is the protocol's, not an import of
 * the server's `sendToControlSocket` (admin/control-socket.ts), which would load the audit module and
 * the database schema into the test process; the browser tests reach the server only from outside.
 */
async function runAdmin(argv: string[], env: NodeJS.ProcessEnv, dataDir: string): Promise<string> {
  const socketPath = env.PANALO_CONTROL_SOCKET ?? path.join(dataDir, 'admin.sock')
  const operator = `cli:${env.PANALO_OPERATOR ?? env.USER ?? 'operator'}`
  const answer = await sendToControlSocket(socketPath, argv, operator)
  if (answer === undefined) return spawnAdmin(argv, env)
  if (!answer.ok) throw new Error(`admin ${argv.join(' ')} failed: ${answer.output}`)
  return answer.output
}

/** The control socket's answer, or undefined when nothing listens there. */
async function sendToControlSocket(
  socketPath: string,
  argv: string[],
  operator: string,
): Promise<{ ok: boolean; output: string } | undefined> {
  const socket = connect(socketPath)
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true))
    socket.once('error', () => resolve(false))
  })
  if (!connected) return undefined
  socket.write(`${JSON.stringify({ argv, operator })}\n`)
  let output = ''
  let ok = false
  for await (const line of createInterface({ input: socket })) {
    const message = JSON.parse(line) as { line?: string; done?: boolean; ok?: boolean }
    if (message.line !== undefined) output += `${message.line}\n`
    if (message.done) ok = message.ok === true
  }
  return { ok, output }
}

function spawnAdmin(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ADMIN_ENTRY, ...argv], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`admin ${argv.join(' ')} failed: ${output}`)),
    )
  })
}

async function waitUntilHealthy(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${stderr()}`)
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not start: ${stderr()}`)
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
