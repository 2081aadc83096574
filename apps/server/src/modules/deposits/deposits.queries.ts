import type { DepositState } from '@panalo/contract/recharge-rules'
import { and, count, desc, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import { depositEvents, deposits } from '../../db/schema/deposits.ts'
import type { GatewayEvent } from './gateways/payment-gateway.ts'
import { LOCK_SPACES } from '../../platform/lock-spaces.ts'

export type DepositRow = typeof deposits.$inferSelect
type NewDeposit = Omit<typeof deposits.$inferInsert, 'state' | 'createdAt' | 'updatedAt'>

export interface RecordFilter {
  pageNum: number
  pageSize: number
  state?: DepositState | undefined
  /** Days in Philippine time, YYYY-MM-DD, both included. */
  from?: string | undefined
  to?: string | undefined
}

const PLAYER_TIME_ZONE = 'Asia/Manila'

/** A transaction-scoped lock on one player's deposit openings. */
export async function lockPlayerDeposits(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES.deposit}::int, ${userId}::int)`)
}

/** Deposits still waiting for their payment (not past their expiry). */
export async function openDepositCount(tx: Tx, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        inArray(deposits.state, ['created', 'pending']),
        sql`${deposits.expiresAt} > ${now}`,
      ),
    )
  return row?.n ?? 0
}

export async function insertDeposit(tx: Tx, deposit: NewDeposit): Promise<void> {
  await tx.insert(deposits).values(deposit)
}

/** Records the gateway's checkout; created → pending, unless a webhook already moved the deposit on. */
export async function markDepositPending(
  db: Executor,
  id: string,
  checkout: { gatewayRef: string; checkoutUrl: string },
): Promise<DepositState> {
  const [row] = await db
    .update(deposits)
    .set({
      gatewayRef: checkout.gatewayRef,
      checkoutUrl: checkout.checkoutUrl,
      state: sql`case when ${deposits.state} = 'created' then 'pending' else ${deposits.state} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(deposits.id, id))
    .returning({ state: deposits.state })
  if (!row) throw new Error(`deposit ${id} vanished`)
  return row.state
}

/** Moves a deposit from one of `from` to `to`; false when it was in none of them (nothing changes). */
export async function closeDeposit(
  tx: Tx,
  id: string,
  from: readonly DepositState[],
  to: DepositState,
  heldReason: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(deposits)
    .set({ state: to, heldReason, updatedAt: sql`now()` })
    .where(and(eq(deposits.id, id), inArray(deposits.state, [...from])))
    .returning({ id: deposits.id })
  return rows.length === 1
}

/** Open → paid, with the payment, its journal and the bonus actually credited. */
export async function markDepositPaid(
  tx: Tx,
  id: string,
  paid: { paymentId: string; journalId: number; bonusAmount: number },
): Promise<void> {
  const rows = await tx
    .update(deposits)
    .set({ state: 'paid', ...paid, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(deposits.id, id), inArray(deposits.state, ['created', 'pending'])))
    .returning({ id: deposits.id })
  if (rows.length !== 1) throw new Error(`deposit ${id} was not open when paid`)
}

/** The newest payment a gateway reported for a deposit (what a held deposit was paid with). */
export async function latestPaidEvent(tx: Tx, depositId: string) {
  const [row] = await tx
    .select()
    .from(depositEvents)
    .where(
      and(
        eq(depositEvents.depositId, depositId),
        eq(depositEvents.kind, 'paid'),
        sql`${depositEvents.paymentId} is not null`,
      ),
    )
    .orderBy(desc(depositEvents.id))
    .limit(1)
  return row
}

/** Held → paid by an operator, with what the gateway actually took. */
export async function markHeldPaid(
  tx: Tx,
  id: string,
  paid: { amount: number; paymentId: string; journalId: number },
): Promise<void> {
  const rows = await tx
    .update(deposits)
    .set({ state: 'paid', ...paid, bonusAmount: 0, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(deposits.id, id), eq(deposits.state, 'held')))
    .returning({ id: deposits.id })
  if (rows.length !== 1) throw new Error(`deposit ${id} was not held`)
}

/** Whether a gateway payment already paid another deposit. */
export async function paymentUsedElsewhere(
  tx: Tx,
  gateway: string,
  paymentId: string,
  depositId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.gateway, gateway), eq(deposits.paymentId, paymentId), ne(deposits.id, depositId)))
    .limit(1)
  return rows.length > 0
}

/** The deposit an event is about, locked for the rest of the transaction. */
export async function lockDeposit(
  tx: Tx,
  gateway: string,
  depositId: string | null,
  gatewayRef: string | null,
): Promise<DepositRow | undefined> {
  const matches: SQL[] = []
  if (depositId) matches.push(eq(deposits.id, depositId))
  if (gatewayRef) matches.push(eq(deposits.gatewayRef, gatewayRef))
  if (matches.length === 0) return undefined
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.gateway, gateway), or(...matches)))
    .limit(1)
    .for('update')
  return row
}

export type RecordedEvent =
  | { recorded: number }
  /** The event id was recorded before: its outcome, and whether this delivery says the same. */
  | { earlier: { outcome: string; samePayload: boolean } }

/** Records an event once; a repeated delivery gets the first delivery's record instead. */
export async function recordEvent(
  tx: Tx,
  gateway: string,
  event: GatewayEvent,
  depositId: string | null,
): Promise<RecordedEvent> {
  const values = {
    gateway,
    eventId: event.eventId,
    depositId,
    kind: event.kind,
    amount: event.amount,
    currency: event.currency,
    paymentId: event.paymentId,
  }
  const [row] = await tx
    .insert(depositEvents)
    .values({ ...values, outcome: 'received' })
    .onConflictDoNothing({ target: [depositEvents.gateway, depositEvents.eventId] })
    .returning({ id: depositEvents.id })
  if (row) return { recorded: row.id }
  // The conflicting insert waited for the first delivery's transaction, so its outcome is final.
  const [earlier] = await tx
    .select()
    .from(depositEvents)
    .where(and(eq(depositEvents.gateway, gateway), eq(depositEvents.eventId, event.eventId)))
  if (!earlier) throw new Error(`event ${event.eventId} vanished`)
  const samePayload =
    earlier.depositId === values.depositId &&
    earlier.kind === values.kind &&
    earlier.amount === values.amount &&
    earlier.currency === values.currency &&
    earlier.paymentId === values.paymentId
  return { earlier: { outcome: earlier.outcome, samePayload } }
}

export async function setEventOutcome(tx: Tx, eventRowId: number, outcome: string): Promise<void> {
  await tx.update(depositEvents).set({ outcome }).where(eq(depositEvents.id, eventRowId))
}

export async function findDepositForUser(
  db: Executor,
  userId: number,
  id: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.userId, userId)))
  return row
}

/** Open deposits past their expiry, oldest first (one player's when `userId` is given). */
export async function dueDepositIds(
  db: Executor,
  now: Date,
  limit: number,
  userId?: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        inArray(deposits.state, ['created', 'pending']),
        lte(deposits.expiresAt, now),
        userId === undefined ? undefined : eq(deposits.userId, userId),
      ),
    )
    .orderBy(deposits.expiresAt)
    .limit(limit)
  return rows.map((row) => row.id)
}

export async function depositRecordPage(
  db: Executor,
  userId: number,
  filter: RecordFilter,
): Promise<{ rows: DepositRow[]; total: number }> {
  const where = and(
    eq(deposits.userId, userId),
    filter.state ? eq(deposits.state, filter.state) : undefined,
    filter.from
      ? sql`${deposits.createdAt} >= (${filter.from}::date)::timestamp at time zone ${PLAYER_TIME_ZONE}`
      : undefined,
    filter.to
      ? sql`${deposits.createdAt} < (${filter.to}::date + 1)::timestamp at time zone ${PLAYER_TIME_ZONE}`
      : undefined,
  )
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(where)
      // NULLS LAST as the index deposits_user_created has it (a plain DESC is another order).
      .orderBy(sql`${deposits.createdAt} desc nulls last`, desc(deposits.id))
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize),
    db.select({ total: count() }).from(deposits).where(where),
  ])
  return { rows, total: totals?.total ?? 0 }
}

export async function heldDeposits(db: Executor): Promise<DepositRow[]> {
  return db.select().from(deposits).where(eq(deposits.state, 'held')).orderBy(deposits.updatedAt)
}

/** Hundredths a player's deposits paid in [from, to) brought in (the deposit itself, not its bonus). */
export async function paidDepositsTotal(
  executor: Executor,
  userId: number,
  range: { from: Date; to: Date },
): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${deposits.amount}), 0)`.mapWith(Number) })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        eq(deposits.state, 'paid'),
        sql`${deposits.paidAt} >= ${range.from}`,
        sql`${deposits.paidAt} < ${range.to}`,
      ),
    )
  return row?.total ?? 0
}
