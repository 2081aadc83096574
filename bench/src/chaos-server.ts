import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  addChaosGame,
  chaosServerEnv,
  ChaosClient,
  enrolPlayers,
  openOperator,
  PlayerOperations,
  Tally,
  type ChaosSecrets,
  type Operator,
  type Player,
} from './chaos-load.ts'
import { freePort, SERVER_ENTRY, waitForHttp } from './processes.ts'

export interface ChaosServer {
  /** http://127.0.0.1:<port> */
  base: string
  databaseUrl: string
  /** The run's own folder (uploads, and the server's files when `dataDir` was asked for). */
  dataDir: string
  /** What the server runs with beyond the process's own environment; the operator reads it too. */
  env: NodeJS.ProcessEnv
  /**
   * Starts the built server (again, on the same port and database); `ready` waits for it. Its output
   * goes to `stdio`: by default its errors through, the rest dropped.
   */
  spawn(stdio?: StdioOptions): ChildProcess
  ready(): Promise<void>
}

/**
 * The built server as the chaos runs and hostile start it: chaos's environment (chaosServerEnv) on a
 * database of the run's, a free port, and a temporary folder of its own for uploads.
 */
export async function chaosServer(options: {
  secrets: ChaosSecrets
  databaseUrl: string
  /** Names the temporary folder (panalo-<name>-…). */
  name: string
  /** Whether the server keeps its files (PANALO_DATA_DIR) in that folder too. */
  dataDir?: boolean
  /** Settings beyond chaosServerEnv's. */
  env?: NodeJS.ProcessEnv
  /** A port of the caller's (beside other engineers' runs); a free one when left out. */
  port?: number
}): Promise<ChaosServer> {
  const port = options.port ?? (await freePort())
  const base = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(tmpdir(), `panalo-${options.name}-`))
  const env = {
    ...chaosServerEnv(options.secrets),
    DATABASE_URL: options.databaseUrl,
    ...(options.dataDir ? { PANALO_DATA_DIR: dataDir } : {}),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    ...options.env,
  }
  return {
    base,
    databaseUrl: options.databaseUrl,
    dataDir,
    env,
    spawn: (stdio = ['ignore', 'ignore', 'inherit']) =>
      spawn(process.execPath, [SERVER_ENTRY], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio,
      }),
    ready: () => waitForHttp(`${base}/health`, 120_000),
  }
}

export interface ChaosPlayers {
  operator: Operator
  gameId: number
  client: ChaosClient
  players: Player[]
  operations: PlayerOperations
}

/**
 * The operator's connection beside the server, the chaos game, and `count` players enrolled through
 * it (enrolPlayers), with the money operations they drive counted in `tally`.
 */
export async function chaosPlayers(
  server: ChaosServer,
  secrets: ChaosSecrets,
  options: { count: number; client?: ChaosClient; tally?: Tally },
): Promise<ChaosPlayers> {
  const operator = await openOperator(server.databaseUrl, { ...process.env, ...server.env })
  const gameId = await addChaosGame(operator.db, secrets.providerId)
  const client = options.client ?? new ChaosClient(server.base, secrets)
  const players = await enrolPlayers(client, operator, {
    count: options.count,
    gameId,
    providerId: secrets.providerId,
  })
  const tally = options.tally ?? new Tally()
  const operations = new PlayerOperations(client, tally, await PlayerOperations.depositChannel(client))
  return { operator, gameId, client, players, operations }
}
