import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'

/**
 * The ledger's invariants, proved from the data with SQL (`npm run admin -- ledger:check`, and the
 * tests after every scenario). Each check answers rows that break it; an empty answer is a pass.
 * Every check reads the whole ledger: on a large one, run it against a replica.
 */
const CHECKS: readonly { name: string; query: SQL }[] = [
  {
    name: 'journal postings sum to zero per asset',
    query: sql`select 'journal ' || p.journal_id || ' ' || a.asset || ' sums to ' || sum(p.amount)
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      group by p.journal_id, a.asset having sum(p.amount) <> 0`,
  },
  {
    name: 'journals are posted with postings, or rejected with a reason and none',
    query: sql`select 'journal ' || j.id || ' is ' || j.status
        || case when j.rejection is null then '' else ' (rejected: ' || j.rejection::text || ')' end
        || ' with ' || count(p.leg) || ' postings'
      from ledger_journals j left join ledger_postings p on p.journal_id = j.id
      group by j.id
      having not ((j.status = 'posted' and j.rejection is null and count(p.leg) >= 2)
               or (j.status = 'rejected' and j.rejection is not null and count(p.leg) = 0))`,
  },
  {
    name: 'idempotency keys have 1 to 255 characters',
    query: sql`select 'journal ' || id || ' has a key of ' || length(idempotency_key) || ' characters'
      from ledger_journals where length(idempotency_key) not between 1 and 255`,
  },
  {
    name: 'postings move a non-zero amount',
    query: sql`select 'journal ' || journal_id || ' leg ' || leg || ' moves nothing'
      from ledger_postings where amount = 0`,
  },
  {
    name: 'postings belong to a posted journal and name an account, with a shard exactly when it is a house account',
    query: sql`select 'journal ' || p.journal_id || ' leg ' || p.leg || case
          when j.id is null then ' has no journal'
          when j.status <> 'posted' then ' belongs to a ' || j.status || ' journal'
          when a.id is null then ' names missing account ' || p.account_id
          else ' names ' || a.holder || ' account ' || a.id || coalesce(' with shard ' || p.shard, ' without a shard')
        end
      from ledger_postings p
      left join ledger_journals j on j.id = p.journal_id
      left join ledger_accounts a on a.id = p.account_id
      where j.id is null or j.status <> 'posted' or a.id is null or (a.holder = 'house') <> (p.shard is not null)`,
  },
  {
    name: 'player balances equal the sum of their postings',
    query: sql`select 'account ' || a.id || ' (user ' || a.owner_user_id || ' ' || a.kind || ') caches '
        || coalesce(b.balance::text, 'no balance') || ', postings sum to ' || coalesce(s.total, 0)
      from ledger_accounts a
      left join ledger_player_balances b on b.account_id = a.id
      left join (select account_id, sum(amount) as total from ledger_postings group by account_id) s
        on s.account_id = a.id
      where a.holder = 'player' and b.balance is distinct from coalesce(s.total, 0)`,
  },
  {
    name: 'balance rows belong to an account of their kind',
    query: sql`select 'balance row of account ' || b.account_id || ' has no player account'
        from ledger_player_balances b left join ledger_accounts a on a.id = b.account_id and a.holder = 'player'
       where a.id is null
      union all
      select 'shard ' || h.shard || ' of account ' || h.account_id || ' has no house account with that many shards'
        from ledger_house_shards h left join ledger_accounts a on a.id = h.account_id and a.holder = 'house'
       where a.id is null or h.shard not between 0 and a.shard_count - 1
      union all
      select 'house account ' || a.id || ' has ' || count(h.shard) || ' of its ' || a.shard_count || ' shards'
        from ledger_accounts a left join ledger_house_shards h on h.account_id = a.id
       where a.holder = 'house' group by a.id having count(h.shard) <> a.shard_count`,
  },
  {
    name: 'house shard balances equal the sum of their postings',
    query: sql`select 'house account ' || coalesce(h.account_id, s.account_id) || ' shard '
        || coalesce(h.shard, s.shard) || ' caches ' || coalesce(h.balance::text, 'nothing')
        || ', postings sum to ' || coalesce(s.total, 0)
      from ledger_house_shards h
      full join (select account_id, shard, sum(amount) as total from ledger_postings
                  where shard is not null group by account_id, shard) s
        on s.account_id = h.account_id and s.shard = h.shard
      where h.balance is distinct from coalesce(s.total, 0)`,
  },
  {
    // Journal ids follow the order in which a player's row was locked: ledger_post takes the id after
    // the lock (and the sequence has no per-session cache).
    name: 'player balance_after follows the postings in order',
    query: sql`select 'account ' || account_id || ' journal ' || journal_id || ' says balance after '
        || balance_after || ', running sum is ' || running
      from (select account_id, journal_id, balance_after,
                   sum(amount) over (partition by account_id order by journal_id) as running
              from ledger_postings where shard is null) p
      where balance_after is distinct from running`,
  },
  {
    name: 'no player balance is negative',
    query: sql`select 'account ' || a.id || ' (user ' || a.owner_user_id || ' ' || a.kind || ') is at ' || b.balance
      from ledger_accounts a join ledger_player_balances b on b.account_id = a.id where b.balance < 0`,
  },
  {
    name: 'all balances together sum to zero per asset',
    query: sql`select asset || ' balances sum to ' || sum(balance)
      from (select a.asset, b.balance from ledger_player_balances b join ledger_accounts a on a.id = b.account_id
            union all
            select a.asset, h.balance from ledger_house_shards h join ledger_accounts a on a.id = h.account_id) b
      group by asset having sum(balance) <> 0`,
  },
]

/** At most this many violations are listed per check. */
const LIST_LIMIT = 100

export interface LedgerCheckResult {
  ok: boolean
  /** One line per violation, prefixed with the check it breaks. */
  violations: string[]
  counts: { journals: number; postings: number; accounts: number }
}

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) })
const countsSchema = z.object({
  rows: z.tuple([
    z.object({ journals: z.coerce.number(), postings: z.coerce.number(), accounts: z.coerce.number() }),
  ]),
})

export async function checkLedger(db: Executor): Promise<LedgerCheckResult> {
  const violations: string[] = []
  for (const check of CHECKS) {
    const { rows } = rowsSchema.parse(await db.execute(sql`${check.query} limit ${LIST_LIMIT + 1}`))
    const lines = rows.map((row) => String(Object.values(row)[0]))
    for (const line of lines.slice(0, LIST_LIMIT)) violations.push(`${check.name}: ${line}`)
    if (lines.length > LIST_LIMIT) violations.push(`${check.name}: … and more`)
  }
  const counts = countsSchema.parse(
    await db.execute(sql`select (select count(*) from ledger_journals) as journals,
      (select count(*) from ledger_postings) as postings, (select count(*) from ledger_accounts) as accounts`),
  ).rows[0]
  return { ok: violations.length === 0, violations, counts }
}
