import { execFile } from 'node:child_process'
import { chmod, chown, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { freePort } from './processes.ts'

const run = promisify(execFile)

/** How pg_ctl stops a server: `fast` ends sessions cleanly, `immediate` is a crash (recovery at start). */
export type StopMode = 'smart' | 'fast' | 'immediate'

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  port: number
  dataDir: string
  /** The connection string of another database on this server. */
  databaseUrl(name: string): string
  createDatabase(name: string): Promise<void>
  stop(mode?: StopMode): Promise<void>
  start(): Promise<void>
  restart(mode?: StopMode): Promise<void>
  /** Ends every client backend (pg_terminate_backend) but the caller's; answers how many were ended. */
  terminateBackends(database?: string): Promise<number>
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>
}

export interface ThrowawayOptions {
  /** Extra postgresql.conf lines, e.g. `max_connections = 300`. */
  settings?: string[]
  /** Where the cluster's folder goes (default the system's temporary folder; /dev/shm for a tmpfs). */
  parent?: string
  /** The port to listen on (default a free one). */
  port?: number
}

/** The folder of the newest installed PostgreSQL's programs (Debian keeps them out of PATH). */
export async function postgresBinDir(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).map(Number).filter(Number.isFinite)
  if (versions.length === 0) throw new Error('PostgreSQL is not installed under /usr/lib/postgresql')
  return `/usr/lib/postgresql/${Math.max(...versions)}/bin`
}

/**
 * A PostgreSQL cluster of its own (initdb and pg_ctl on a free port under a temporary folder), for
 * scripts that restart, crash or fill a server: never the machine's own service. As root it runs as
 * the `postgres` user, since PostgreSQL refuses to run as root. Trust authentication, local only.
 */
export async function startThrowawayPostgres(options: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  const bin = await postgresBinDir()
  const port = options.port ?? (await freePort())
  const root = await mkdtemp(path.join(options.parent ?? tmpdir(), 'panalo-pg-'))
  const dataDir = path.join(root, 'data')
  const asRoot = userInfo().uid === 0
  const pgUser = asRoot ? await postgresUser() : null
  if (pgUser) await chown(root, pgUser.uid, pgUser.gid)
  await chmod(root, 0o700)

  async function as(command: string, args: string[]): Promise<void> {
    const program = path.join(bin, command)
    await (pgUser ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args))
  }

  await as('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
  const conf = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${root}'`,
    'max_connections = 200',
    'shared_buffers = 256MB',
    ...(options.settings ?? []),
  ]
  await writeFile(path.join(dataDir, 'postgresql.auto.conf'), conf.join('\n') + '\n')
  if (pgUser) await chown(path.join(dataDir, 'postgresql.auto.conf'), pgUser.uid, pgUser.gid)
  const logFile = path.join(root, 'server.log')

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  function databaseUrl(name: string): string {
    const address = new URL(url)
    address.pathname = `/${name}`
    return address.toString()
  }
  async function query(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await client.query(text, values)
    } finally {
      await client.end()
    }
  }

  async function start(): Promise<void> {
    await as('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'])
  }
  async function stop(mode: StopMode = 'fast'): Promise<void> {
    await as('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop'])
  }

  await start()
  let destroyed = false
  return {
    url,
    port,
    dataDir,
    databaseUrl,
    async createDatabase(name) {
      await query(`create database ${pg.escapeIdentifier(name)}`)
    },
    stop,
    start,
    async restart(mode = 'fast') {
      await stop(mode)
      await start()
    },
    async terminateBackends(database) {
      const { rows } = await query(
        `select count(*) filter (where pg_terminate_backend(pid))::int as ended
           from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid()
            and ($1::text is null or datname = $1)`,
        [database ?? null],
      )
      return (rows[0] as { ended: number }).ended
    },
    async destroy() {
      if (destroyed) return
      destroyed = true
      await stop('immediate').catch(() => undefined)
      await rm(root, { recursive: true, force: true })
    },
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', 'postgres'])
  const { stdout: gid } = await run('id', ['-g', 'postgres'])
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
}
