import type { ReceivingAccount, Withdrawal, WithdrawalState } from '@panalo/contract/calls/withdrawals'
import { maskPhone } from '@panalo/contract/phone'
import { and, asc, count, desc, eq, gte, notInArray, sql, sum, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { receivingAccounts, withdrawals } from '../../db/schema/withdrawals.ts'

export type ReceivingAccountRow = typeof receivingAccounts.$inferSelect
export type WithdrawalRow = typeof withdrawals.$inferSelect

export const RECORDS_PAGE_SIZE = 20

export function maskAccountNumber(kind: string, accountNumber: string): string {
  if (kind === 'gcash' || kind === 'maya') return maskPhone(accountNumber)
  return `•••• ${accountNumber.slice(-4)}`
}

export function presentReceivingAccount(row: ReceivingAccountRow): ReceivingAccount {
  return {
    bankId: row.bankId,
    kind: row.kind as ReceivingAccount['kind'],
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    maskedNumber: maskAccountNumber(row.kind, row.accountNumber),
    holderName: row.holderName,
    updatedAt: row.updatedAt.toISOString(),
    usableAt: row.usableAt.toISOString(),
  }
}

export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    requestId: row.requestId,
    state: row.state as WithdrawalState,
    amount: row.amount,
    fee: row.fee,
    payout: row.amount - row.fee,
    bankId: row.bankId,
    kind: row.kind as Withdrawal['kind'],
    bankName: row.bankName,
    maskedNumber: maskAccountNumber(row.kind, row.accountNumber),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

export async function listReceivingAccounts(db: Executor, userId: number): Promise<ReceivingAccountRow[]> {
  return db
    .select()
    .from(receivingAccounts)
    .where(eq(receivingAccounts.userId, userId))
    .orderBy(asc(receivingAccounts.bankId))
}

/** The account numbers of the player's receiving accounts (the bonus centre's receiving-account bonus). */
export async function receivingAccountNumbers(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ accountNumber: receivingAccounts.accountNumber })
    .from(receivingAccounts)
    .where(eq(receivingAccounts.userId, userId))
  return rows.map((row) => row.accountNumber)
}

/**
 * Receiving accounts (columns account_number, user_id) holding one of these numbers, or a player's, as
 * a subquery for another area's set-based SQL (the bank bonus's "rewarded to another holder"); by the
 * table's number and player indexes.
 */
export function receivingAccountsSql(where: { accountNumbers: readonly string[] } | { userId: number }): SQL {
  const condition =
    'userId' in where
      ? sql`user_id = ${where.userId}`
      : sql`account_number in (${sql.join(
          where.accountNumbers.map((accountNumber) => sql`${accountNumber}`),
          sql`, `,
        )})`
  return sql`select account_number, user_id from receiving_accounts where ${condition}`
}

export async function findReceivingAccount(
  db: Executor,
  userId: number,
  bankId: number,
): Promise<ReceivingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(receivingAccounts)
    .where(and(eq(receivingAccounts.userId, userId), eq(receivingAccounts.bankId, bankId)))
  return row
}

export async function findWithdrawalByRequest(
  db: Executor,
  userId: number,
  requestId: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)))
  return row
}

export async function findWithdrawal(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<WithdrawalRow | undefined> {
  const query = db.select().from(withdrawals).where(eq(withdrawals.id, id))
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** Withdrawals counted against the daily limit: submitted since Manila midnight and not returned. */
export async function countToday(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        notInArray(withdrawals.state, ['rejected', 'failed']),
        gte(withdrawals.createdAt, sql`date_trunc('day', now() + interval '8 hours') - interval '8 hours'`),
      ),
    )
  return row?.n ?? 0
}

/** The amount of the player's withdrawals this Manila day, rejected and failed ones not counted. */
export async function amountToday(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(withdrawals.amount).mapWith(Number) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        notInArray(withdrawals.state, ['rejected', 'failed']),
        gte(withdrawals.createdAt, sql`date_trunc('day', now() + interval '8 hours') - interval '8 hours'`),
      ),
    )
  return row?.total ?? 0
}

export async function heldTotal(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(withdrawals.amount).mapWith(Number) })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), sql`${withdrawals.state} in ('pending', 'processing')`))
  return row?.total ?? 0
}

export async function withdrawalPage(
  db: Executor,
  query: { userId?: number; state?: WithdrawalState | undefined; page: number; pageSize: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = and(
    query.userId === undefined ? undefined : eq(withdrawals.userId, query.userId),
    query.state ? eq(withdrawals.state, query.state) : undefined,
  )
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [totals] = await db.select({ n: count() }).from(withdrawals).where(where)
  return { rows, total: totals?.n ?? 0 }
}
