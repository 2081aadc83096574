import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

/** The built operator CLI: the web reaches the server as an operator does, never by importing it. */
const ADMIN_ENTRY = path.join(
  fileURLToPath(new URL('../../../..', import.meta.url)),
  'apps/server/dist/admin.js',
)

/**
 * A PostgreSQL database of its own for one browser-test server, so the test can fund players as an
 * operator would: `wallet:credit` through the built operator CLI (which connects to a PostgreSQL
 * server directly), one journal through the ledger to the player's coins, under its own key.
 */
export const E2E_POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface FundingDatabase {
  url: string
  /** Posts a deposit of `amount` hundredths to the player with this account name or mobile. */
  fund(account: string, amount: number): Promise<void>
  /** The player's coin balance in the ledger, hundredths. */
  coins(account: string): Promise<number>
  drop(): Promise<void>
}

export async function createFundingDatabase(): Promise<FundingDatabase> {
  const name = `panalo_e2e_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: E2E_POSTGRES })
  await admin.connect()
  await admin.query(`create database ${pg.escapeIdentifier(name)}`)
  await admin.end()
  const url = new URL(E2E_POSTGRES)
  url.pathname = `/${name}`

  /** Runs an operator command against this database (the server has migrated and seeded it). */
  function operator(argv: string[]): Promise<string> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' }
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [ADMIN_ENTRY, ...argv], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('error', reject)
      child.on('exit', (code) =>
        code === 0 ? resolve(output) : reject(new Error(`admin ${argv.join(' ')} failed: ${output}`)),
      )
    })
  }

  const reader = new pg.Pool({ connectionString: url.toString(), max: 1 })
  // A connection the server ends (drop's `with (force)` reaching one whose pool.end() has resolved
  // but whose socket has not closed yet) errors on the pool, or on the client; unheard, either ends
  // the test run with an uncaught exception. The pool replaces a lost connection on the next read.
  reader.on('error', () => undefined)
  reader.on('connect', (client) => client.on('error', () => undefined))

  async function userId(account: string): Promise<number> {
    const result = await reader.query<{ id: string }>(
      'select id from users where account = $1 or mobile = $1 limit 1',
      [account],
    )
    const id = result.rows[0]?.id
    if (id === undefined) throw new Error(`no player ${account}`)
    return Number(id)
  }

  return {
    url: url.toString(),
    async fund(account, amount) {
      const pesos = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`
      const key = `e2e-funding:${randomBytes(6).toString('hex')}`
      await operator(['wallet:credit', account, pesos, '--key', key, '--reason', 'browser test funding'])
    },
    async coins(account) {
      const player = await userId(account)
      const result = await reader.query<{ balance: string }>(
        `select coalesce(sum(p.amount), 0)::bigint as balance from ledger_postings p
         join ledger_accounts a on a.id = p.account_id
         where a.owner_user_id = $1 and a.kind = 'coin'`,
        [player],
      )
      return Number(result.rows[0]?.balance ?? 0)
    },
    async drop() {
      await reader.end()
      const client = new pg.Client({ connectionString: E2E_POSTGRES })
      await client.connect()
      await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
      await client.end()
    },
  }
}
