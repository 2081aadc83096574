import type { LimitKind, LimitPeriod } from '@panalo/contract/self-limits'
import { LIMIT_PERIODS } from '@panalo/contract/self-limits'
import { and, between, eq, gte, inArray, isNull, sql } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import {
  rgDepositReservations,
  rgLimits,
  rgPlayCounters,
  rgPlayers,
} from '../../db/schema/responsible-gaming.ts'
import { periodStart, windowStart } from './rg-windows.ts'

export type RgPlayerRow = typeof rgPlayers.$inferSelect
export type RgLimitRow = typeof rgLimits.$inferSelect

/**
 * Takes the player's responsible-gaming row lock (creating the row on first use) and answers the
 * row. Everything that checks a limit starts here, so one player's checks run one at a time.
 */
export async function lockPlayer(tx: Tx, userId: number): Promise<RgPlayerRow> {
  // A plain row lock in the common case: no write (an upsert would write a row version per bet).
  const [row] = await tx.select().from(rgPlayers).where(eq(rgPlayers.userId, userId)).for('update')
  if (row) return row
  const [created] = await tx
    .insert(rgPlayers)
    .values({ userId })
    .onConflictDoUpdate({ target: rgPlayers.userId, set: { userId: sql`excluded.user_id` } })
    .returning()
  if (!created) throw new Error('rg_players upsert returned no row')
  return created
}

/**
 * The fast path of lockPlayer for a bet: takes the row lock and reads the player's limits of `kinds`
 * in one round trip, but only if the lock is free at once (SKIP LOCKED); answers null when the row is
 * locked by another transaction or does not exist yet, and the caller then takes the slow path
 * (lockPlayer, then playerLimits). Not waiting matters: a statement that waited for the lock would
 * still read the limits as of before the wait, and miss a limit the lock holder had just saved.
 */
export async function lockFreePlayerWithLimits(
  tx: Tx,
  userId: number,
  kinds: LimitKind[],
): Promise<{ player: RgPlayerRow; limits: RgLimitRow[] } | null> {
  const rows = await tx
    .select({ player: rgPlayers, limit: rgLimits })
    .from(rgPlayers)
    .leftJoin(rgLimits, and(eq(rgLimits.userId, rgPlayers.userId), inArray(rgLimits.kind, kinds)))
    .where(eq(rgPlayers.userId, userId))
    .for('update', { of: rgPlayers, skipLocked: true })
  const first = rows[0]
  if (!first) return null
  return { player: first.player, limits: rows.flatMap((row) => (row.limit ? [row.limit] : [])) }
}

/** The player's row without locking it, or undefined before first use. */
export async function findPlayer(db: Executor, userId: number): Promise<RgPlayerRow | undefined> {
  const [row] = await db.select().from(rgPlayers).where(eq(rgPlayers.userId, userId))
  return row
}

export async function updatePlayer(
  tx: Executor,
  userId: number,
  values: Partial<Omit<RgPlayerRow, 'userId'>>,
): Promise<void> {
  await tx
    .update(rgPlayers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(rgPlayers.userId, userId))
}

export async function playerLimits(db: Executor, userId: number, kinds?: LimitKind[]): Promise<RgLimitRow[]> {
  return db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.userId, userId), kinds ? inArray(rgLimits.kind, kinds) : undefined))
}

export async function saveLimit(
  tx: Executor,
  row: Pick<RgLimitRow, 'userId' | 'kind' | 'period' | 'amount' | 'pendingAmount' | 'pendingAt'>,
): Promise<void> {
  await tx
    .insert(rgLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [rgLimits.userId, rgLimits.kind, rgLimits.period],
      set: {
        amount: row.amount,
        pendingAmount: row.pendingAmount,
        pendingAt: row.pendingAt,
        updatedAt: sql`now()`,
      },
    })
}

export interface PeriodPlay {
  stakes: number
  wins: number
}

/**
 * Stakes and wins of the day, week and month that hold `at`. Only days are counted (one row per player
 * and Manila day, so a bet writes one counter); a week or a month is the sum of its days.
 */
export async function playCounters(
  db: Executor,
  userId: number,
  at: Date,
): Promise<Record<LimitPeriod, PeriodPlay>> {
  const starts = Object.fromEntries(
    LIMIT_PERIODS.map((period) => [period, periodStart(period, at)]),
  ) as Record<LimitPeriod, string>
  const earliest = starts.week < starts.month ? starts.week : starts.month
  const rows = await db
    .select({
      periodStart: rgPlayCounters.periodStart,
      stakes: rgPlayCounters.stakes,
      wins: rgPlayCounters.wins,
    })
    .from(rgPlayCounters)
    .where(and(eq(rgPlayCounters.userId, userId), between(rgPlayCounters.periodStart, earliest, starts.day)))
  const result = { day: { stakes: 0, wins: 0 }, week: { stakes: 0, wins: 0 }, month: { stakes: 0, wins: 0 } }
  for (const row of rows)
    for (const period of LIMIT_PERIODS)
      if (row.periodStart >= starts[period]) {
        result[period].stakes += row.stakes
        result[period].wins += row.wins
      }
  return result
}

/**
 * Adds stakes and wins (either may be negative, for a rollback) to the current day. Days never go
 * below zero: a rollback today of yesterday's bet may leave a week counting more than was staked,
 * which errs on the side of the limit.
 */
export async function addToCounters(
  tx: Tx,
  userId: number,
  at: Date,
  change: { stakes: number; wins: number },
): Promise<void> {
  await tx
    .insert(rgPlayCounters)
    .values({
      userId,
      periodStart: periodStart('day', at),
      stakes: Math.max(0, change.stakes),
      wins: Math.max(0, change.wins),
    })
    .onConflictDoUpdate({
      target: [rgPlayCounters.userId, rgPlayCounters.periodStart],
      set: {
        stakes: sql`greatest(0, ${rgPlayCounters.stakes} + ${change.stakes})`,
        wins: sql`greatest(0, ${rgPlayCounters.wins} + ${change.wins})`,
      },
    })
}

/**
 * Counts a stake in its Manila day for the play limits: rg_record_stakes
 * (db/functions/rg_record_stakes.sql), the same function the bets use.
 */
export async function addStake(tx: Tx, userId: number, at: Date, stake: number): Promise<void> {
  await tx.execute(
    sql`select rg_record_stakes(array[${userId}]::bigint[], array[${periodStart('day', at)}]::date[], array[${stake}]::bigint[])`,
  )
}

/** Deposit amounts still reserved in the day, week and month that hold `at`. */
export async function reservedDeposits(
  db: Executor,
  userId: number,
  at: Date,
): Promise<Record<LimitPeriod, number>> {
  const day = windowStart('day', at)
  const week = windowStart('week', at)
  const month = windowStart('month', at)
  const earliest = week < month ? week : month
  const [row] = await db
    .select({
      day: sql<number>`coalesce(sum(${rgDepositReservations.amount}) filter (where ${rgDepositReservations.createdAt} >= ${day.toISOString()}), 0)::bigint`,
      week: sql<number>`coalesce(sum(${rgDepositReservations.amount}) filter (where ${rgDepositReservations.createdAt} >= ${week.toISOString()}), 0)::bigint`,
      month: sql<number>`coalesce(sum(${rgDepositReservations.amount}) filter (where ${rgDepositReservations.createdAt} >= ${month.toISOString()}), 0)::bigint`,
    })
    .from(rgDepositReservations)
    .where(
      and(
        eq(rgDepositReservations.userId, userId),
        isNull(rgDepositReservations.releasedAt),
        gte(rgDepositReservations.createdAt, earliest),
      ),
    )
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) }
}

export async function findReservation(tx: Executor, reference: string) {
  const [row] = await tx
    .select({ reference: rgDepositReservations.reference })
    .from(rgDepositReservations)
    .where(eq(rgDepositReservations.reference, reference))
  return row
}

export async function insertReservation(
  tx: Tx,
  reservation: { reference: string; userId: number; amount: number; createdAt: Date },
): Promise<void> {
  await tx.insert(rgDepositReservations).values(reservation)
}

export async function releaseReservation(tx: Tx, reference: string, at: Date): Promise<void> {
  await tx
    .update(rgDepositReservations)
    .set({ releasedAt: at })
    .where(and(eq(rgDepositReservations.reference, reference), isNull(rgDepositReservations.releasedAt)))
}
