import { AWARD_ITEM, type AwardItem, type AwardSource } from '@panalo/contract/award-items'
import { and, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { awardGrants } from '../../db/schema/rewards.ts'

/**
 * The award engine's read APIs (docs/decisions/110-award-engine-owns-its-records.md): what other
 * areas ask of the grants — "granted?", "claimed when?", "how much so far" (what is left is theirs
 * to compute from it), "which grants" — without reading `award_grants` or building its keys. A key
 * here is always the source's own part (`2026-11-26`, `commission-2026-11-26`, `desk-<id>`); the
 * engine alone knows how it is stored.
 */

/** The key a grant is stored under: unique per source, player and the source's own key. */
export const awardGrantKey = (source: AwardSource, userId: number, key: string) =>
  `award:${source}:${userId}:${key}`

/** `%` and `_` are LIKE's wildcards; a key prefix means them literally. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

interface GrantFilter {
  source: AwardSource
  userId: number
  /** Only keys starting with this (`commission-`). */
  keyPrefix?: string | undefined
  /** Granted at or after. */
  since?: Date | undefined
  /** Granted before. */
  before?: Date | undefined
}

function whereOf(filter: GrantFilter): SQL | undefined {
  return and(
    eq(awardGrants.userId, filter.userId),
    eq(awardGrants.source, filter.source),
    like(awardGrants.key, likePrefix(awardGrantKey(filter.source, filter.userId, filter.keyPrefix ?? ''))),
    filter.since ? gte(awardGrants.createdAt, filter.since) : undefined,
    filter.before ? lt(awardGrants.createdAt, filter.before) : undefined,
  )
}

/** "Granted?": which of these keys a player has received from a source. */
export async function grantedKeys(
  executor: Executor,
  request: { source: AwardSource; userId: number; keys: readonly string[] },
): Promise<Set<string>> {
  if (request.keys.length === 0) return new Set()
  const prefix = awardGrantKey(request.source, request.userId, '')
  const rows = await executor
    .select({ key: awardGrants.key })
    .from(awardGrants)
    .where(
      and(
        eq(awardGrants.userId, request.userId),
        inArray(
          awardGrants.key,
          request.keys.map((key) => prefix + key),
        ),
      ),
    )
  return new Set(rows.map((row) => row.key.slice(prefix.length)))
}

/** "Claimed when?": when the key was granted, or null. */
export async function grantedAt(
  executor: Executor,
  request: { source: AwardSource; userId: number; key: string },
): Promise<Date | null> {
  const [row] = await executor
    .select({ createdAt: awardGrants.createdAt })
    .from(awardGrants)
    .where(eq(awardGrants.key, awardGrantKey(request.source, request.userId, request.key)))
  return row?.createdAt ?? null
}

export interface GrantSummary {
  grantId: number
  /** The source's own key. */
  key: string
  items: AwardItem[]
  createdAt: Date
}

/** A player's grants of a source (optionally by key prefix and time), newest first; a page when limited. */
export async function grantsOf(
  executor: Executor,
  filter: GrantFilter & { limit?: number | undefined; offset?: number | undefined },
): Promise<GrantSummary[]> {
  const prefix = awardGrantKey(filter.source, filter.userId, '')
  const query = executor
    .select({
      grantId: awardGrants.id,
      key: awardGrants.key,
      items: awardGrants.items,
      createdAt: awardGrants.createdAt,
    })
    .from(awardGrants)
    .where(whereOf(filter))
    .orderBy(desc(awardGrants.id))
    .$dynamic()
  const rows = await (filter.limit === undefined
    ? query
    : query.limit(filter.limit).offset(filter.offset ?? 0))
  return rows.map((row) => ({ ...row, key: row.key.slice(prefix.length) }))
}

/** How many grants match (a page's total; the tasks a day's spins count). */
export async function countGrants(executor: Executor, filter: GrantFilter): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(awardGrants).where(whereOf(filter))
  return row?.n ?? 0
}

/** "How much so far": the coins (hundredths) the matching grants gave; what is left is due − this. */
export async function coinsGranted(executor: Executor, filter: GrantFilter): Promise<number> {
  const [row] = await executor
    .select({
      total: sql<number>`coalesce(sum((select sum((item ->> 'count')::bigint)
          from jsonb_array_elements(${awardGrants.items}) item
         where (item ->> 'id')::int = ${AWARD_ITEM.coin})), 0)`.mapWith(Number),
    })
    .from(awardGrants)
    .where(whereOf(filter))
  return row?.total ?? 0
}

/** The items of these grants, by grant id (a log showing what a grant bought). */
export async function grantItems(
  executor: Executor,
  grantIds: readonly number[],
): Promise<Map<number, AwardItem[]>> {
  if (grantIds.length === 0) return new Map()
  const rows = await executor
    .select({ id: awardGrants.id, items: awardGrants.items })
    .from(awardGrants)
    .where(inArray(awardGrants.id, [...grantIds]))
  return new Map(rows.map((row) => [row.id, row.items]))
}

/**
 * "Granted?" inside another area's set-based SQL: a condition true when the player (a column or
 * value) has the source's grant of the key (an SQL text expression, e.g. `'redblue-' || e.period_id`).
 * One index probe on the grant's unique key per row; the table and the key's shape stay the engine's.
 */
export function grantedCondition(request: { source: AwardSource; userId: SQL; key: SQL }): SQL {
  return sql`exists (select 1 from award_grants award_grant
    where award_grant.key = ${`award:${request.source}:`} || (${request.userId})::text || ':' || (${request.key}))`
}

/**
 * The figures' bonus cost of a span: per source, how many bonuses were credited in [from, to) and their
 * coins (columns `source`, `grants`, `amount`; decision 084).
 */
export function bonusesCreditedSql(span: { from: SQL; to: SQL }): SQL {
  return sql`select bonus_type as source, count(*) as grants, sum(amount) as amount from bonus_grants
    where credited_at >= ${span.from} and credited_at < ${span.to}
    group by bonus_type`
}

/**
 * The sources of the bonuses granted to a player (a column) in (after, atOrBefore], one row each
 * (column `source`): a subquery for the figures' first-deposit attribution (decision 096), read by
 * the bonuses' user index.
 */
export function bonusSourcesGrantedSql(request: { userId: SQL; after: SQL; atOrBefore: SQL }): SQL {
  return sql`select distinct bonus_grant.bonus_type as source from bonus_grants bonus_grant
    where bonus_grant.user_id = ${request.userId} and bonus_grant.created_at <= ${request.atOrBefore}
      and bonus_grant.created_at > ${request.after}`
}
