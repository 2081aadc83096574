import { randomBytes } from 'node:crypto'

import pg from 'pg'

/**
 * A PostgreSQL database of its own for one browser-test server, so the test can fund players the way
 * a sandbox deposit would: one deposit-shaped journal through ledger.post, from HOUSE.gateway('sandbox')
 * to the player's coins. (The real sandbox deposit flow is another area's.)
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

  // The server owns migrations and the seed; the ledger module is only loaded once it has run them.
  const open = async () => {
    const [{ openDatabase }, ledger, { HOUSE }] = await Promise.all([
      import('../../../server/src/db/client.ts'),
      import('../../../server/src/modules/ledger/ledger.service.ts'),
      import('../../../server/src/modules/ledger/ledger-accounts.types.ts'),
    ])
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })
    return { database, ledger, HOUSE }
  }
  let opened: Awaited<ReturnType<typeof open>> | null = null
  const handle = async () => (opened ??= await open())

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
      const { database, ledger, HOUSE } = await handle()
      const player = await userId(account)
      const gateway = { house: HOUSE.gateway('sandbox'), asset: 'PHP' as const }
      await ledger.openHouseAccount(database.db, { code: gateway.house, asset: gateway.asset })
      await ledger.post(database.db, {
        idempotencyKey: `e2e-deposit:${player}:${randomBytes(4).toString('hex')}`,
        kind: 'deposit',
        postings: [
          { account: { userId: player, kind: 'coin' }, amount },
          { account: gateway, amount: -amount },
        ],
      })
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
      await opened?.database.close()
      const client = new pg.Client({ connectionString: E2E_POSTGRES })
      await client.connect()
      await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
      await client.end()
    },
  }
}
