import { randomBytes } from 'node:crypto'

import pg from 'pg'

import type { TestServer } from './server.ts'

/**
 * Funding players as an operator would, and reading their coins in the ledger beside the app, for a
 * test server started with `{ database: 'postgres' }` (a PostgreSQL database of its own, copied from
 * the run's migrated template in CI). Funding is `wallet:credit` through the server's control socket:
 * one journal through the ledger to the player's coins, under its own key.
 */
export interface Funding {
  /** Posts a deposit of `amount` hundredths to the player with this account name or mobile. */
  fund(account: string, amount: number): Promise<void>
  /** The player's coin balance in the ledger, hundredths. */
  coins(account: string): Promise<number>
  /** Ends the ledger reader's connection; the server's stop drops the database. */
  close(): Promise<void>
}

export function fundingOf(server: TestServer): Funding {
  if (!server.databaseUrl)
    throw new Error("funding reads the ledger: start the server with { database: 'postgres' }")
  const reader = new pg.Pool({ connectionString: server.databaseUrl, max: 1 })
  // A connection the server ends (a drop's `with (force)` reaching one whose pool.end() has resolved
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
    async fund(account, amount) {
      const pesos = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`
      const key = `e2e-funding:${randomBytes(6).toString('hex')}`
      await server.admin('wallet:credit', account, pesos, '--key', key, '--reason', 'browser test funding')
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
    close: () => reader.end(),
  }
}
