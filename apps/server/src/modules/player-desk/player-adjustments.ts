import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { Adjustment, AdjustmentKind } from '@panalo/contract/ops/calls/players'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { playerAdjustments } from '../../db/schema/player-desk.ts'
import { inTransaction } from '../../db/transaction.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { AppError } from '../../platform/app-error.ts'
import { OpsError } from '../../platform/ops-error.ts'
import { appendAudit, type AuditActor } from '../audit/audit.service.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import { playerBalances } from '../ledger/ledger-balances.service.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { grantAwards, grantCredit } from '../rewards/award-engine.service.ts'
import { readFourEyesAbove } from '../withdrawals/withdrawals.service.ts'

type AdjustmentRow = typeof playerAdjustments.$inferSelect

export interface AdjustmentRequest {
  userId: number
  requestId: string
  kind: AdjustmentKind
  amount: number
  multiple?: number | undefined
  reason: string
}

/** Who asks or decides: a staff account in the console, `cli:<operator>` at the command line. */
export type AdjustmentActor = AuditActor

const ADJUSTMENTS = { house: HOUSE.adjustments, asset: 'PHP' } as const

function present(row: AdjustmentRow): Adjustment {
  return {
    id: row.id,
    requestId: row.requestId,
    userId: row.userId,
    kind: row.kind,
    amount: row.amount,
    multiple: row.multiple,
    reason: row.reason,
    requestedBy: row.requestedBy,
    state: row.state,
    decidedBy: row.decidedBy,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
  }
}

const sameRequest = (row: AdjustmentRow, request: AdjustmentRequest) =>
  row.userId === request.userId &&
  row.kind === request.kind &&
  row.amount === request.amount &&
  row.multiple === (request.kind === 'bonus' ? (request.multiple ?? null) : null) &&
  row.reason === request.reason

async function coinBalance(db: Executor, userId: number): Promise<number> {
  return (await playerBalances(db, userId)).coin
}

/**
 * Moves the value of an adjustment, in the caller's transaction: a bonus through the award engine
 * (an operator's grant with the chosen multiple), cash through it too (a `credit` from the adjustments
 * account, decision 110), a debit back to that account. The request id keys both, so a replay never moves twice; the ledger refuses a debit that would
 * take the coins below zero (INSUFFICIENT_BALANCE).
 */
async function move(tx: Tx, row: AdjustmentRow, approvedBy: string): Promise<number | null> {
  const metadata = { reason: row.reason, requestedBy: row.requestedBy, approvedBy, adjustment: row.id }
  if (row.kind === 'bonus') {
    const grant = await grantAwards(tx, {
      source: 'operator',
      key: `desk-${row.requestId}`,
      userId: row.userId,
      items: [{ id: AWARD_ITEM.coin, count: row.amount }],
      reason: row.reason,
      by: row.requestedBy,
      multiple: row.multiple ?? 0,
    })
    return grant.journalId
  }
  if (row.kind === 'cash') {
    // A cash credit is an award of source `credit` (decision 110): in the reward record, 0× by default.
    const grant = await grantCredit(tx, {
      userId: row.userId,
      key: `desk-${row.requestId}`,
      amount: row.amount,
      reason: row.reason,
      by: row.requestedBy,
      metadata,
    })
    return grant.journalId
  }
  await ledger.openHouseAccount(tx, { code: ADJUSTMENTS.house, asset: 'PHP' })
  const journal = await ledger.post(tx, {
    idempotencyKey: `adjustment:desk-${row.requestId}`,
    kind: 'adjustment',
    postings: [
      { account: { userId: row.userId, kind: 'coin' }, amount: -row.amount },
      { account: ADJUSTMENTS, amount: row.amount },
    ],
    metadata,
  })
  return journal.journalId
}

/**
 * Staff credits and debits of a player's coins (decision 081). Above the four-eyes amount (the
 * withdrawals desk's, one number for what one person may move alone) the request waits for a second,
 * different person; at or under it, it moves at once. Every step is on the audit chain.
 */
export function createPlayerAdjustments(db: Db) {
  async function find(id: number): Promise<AdjustmentRow> {
    const [row] = await db.select().from(playerAdjustments).where(eq(playerAdjustments.id, id))
    if (!row) throw new AppError('NOT_FOUND', `No adjustment ${id}`)
    return row
  }

  return {
    async request(
      actor: AdjustmentActor,
      request: AdjustmentRequest,
    ): Promise<{ adjustment: Adjustment; replayed: boolean }> {
      if (request.kind === 'bonus' && request.multiple === undefined)
        throw new AppError('VALIDATION', 'A bonus needs its wagering multiple (0 for none)')
      if (request.kind !== 'bonus' && request.multiple !== undefined)
        throw new AppError('VALIDATION', 'Only a bonus has a wagering multiple')
      const [existing] = await db
        .select()
        .from(playerAdjustments)
        .where(eq(playerAdjustments.requestId, request.requestId))
      if (existing) {
        if (!sameRequest(existing, request))
          throw new AppError('CONFLICT', 'This request id was used for another adjustment')
        return { adjustment: present(existing), replayed: true }
      }
      const [player] = await db
        .select({ id: playerDirectory.id })
        .from(playerDirectory)
        .where(eq(playerDirectory.id, request.userId))
      if (!player) throw new AppError('NOT_FOUND', `No player ${request.userId}`)
      const fourEyesAbove = await readFourEyesAbove(db)
      const needsSecond = request.amount > fourEyesAbove
      if (request.kind === 'debit') {
        const coin = await coinBalance(db, request.userId)
        if (coin < request.amount)
          throw new AppError(
            'INSUFFICIENT_BALANCE',
            `The player has ₱${(coin / 100).toFixed(2)} in coins: a debit never takes them below zero.`,
          )
      }
      const row = await inTransaction(db, async (tx) => {
        const [inserted] = await tx
          .insert(playerAdjustments)
          .values({
            requestId: request.requestId,
            userId: request.userId,
            kind: request.kind,
            amount: request.amount,
            multiple: request.kind === 'bonus' ? (request.multiple ?? 0) : null,
            reason: request.reason,
            requestedBy: actor.staff,
            state: needsSecond ? 'pending' : 'done',
            ...(needsSecond ? {} : { decidedBy: actor.staff, decidedAt: new Date() }),
          })
          .onConflictDoNothing({ target: playerAdjustments.requestId })
          .returning()
        // A concurrent request under the same id won: answer it as a replay below.
        if (!inserted) return null
        let journalId: number | null = null
        if (!needsSecond) {
          journalId = await move(tx, inserted, actor.staff)
          await tx.update(playerAdjustments).set({ journalId }).where(eq(playerAdjustments.id, inserted.id))
        }
        await appendAudit(tx, actor, {
          action: `player.${request.kind === 'debit' ? 'debit' : 'credit'}`,
          target: `user:${request.userId}`,
          before: needsSecond ? null : { coin: await coinBeforeOf(tx, inserted, journalId) },
          after: {
            adjustment: inserted.id,
            kind: request.kind,
            amount: request.amount,
            multiple: inserted.multiple,
            reason: request.reason,
            state: inserted.state,
            ...(needsSecond ? { fourEyesAbove } : { journalId, coin: await coinBalance(tx, request.userId) }),
          },
        })
        return { ...inserted, journalId }
      })
      if (!row) return this.request(actor, request)
      return { adjustment: present(row), replayed: false }
    },

    /** The second person's decision on a waiting adjustment: approve moves it, reject closes it. */
    async decide(actor: AdjustmentActor, id: number, approve: boolean, reason: string) {
      const decided = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(playerAdjustments)
          .where(eq(playerAdjustments.id, id))
          .for('update')
        if (!row) throw new AppError('NOT_FOUND', `No adjustment ${id}`)
        if (row.state !== 'pending')
          throw new OpsError('DESK_REFUSED', `Adjustment ${id} is ${row.state} already.`)
        if (row.requestedBy === actor.staff)
          throw new OpsError(
            'FOUR_EYES_SAME_STAFF',
            'You asked for this adjustment: a second person must approve or reject it.',
          )
        const coinBefore = await coinBalance(tx, row.userId)
        const journalId = approve ? await move(tx, row, actor.staff) : null
        const [updated] = await tx
          .update(playerAdjustments)
          .set({
            state: approve ? 'done' : 'rejected',
            decidedBy: actor.staff,
            decisionReason: reason,
            decidedAt: new Date(),
            journalId,
          })
          .where(eq(playerAdjustments.id, id))
          .returning()
        if (!updated) throw new Error(`adjustment ${id} vanished`)
        await appendAudit(tx, actor, {
          action: approve ? 'player.adjustApprove' : 'player.adjustReject',
          target: `user:${row.userId}`,
          before: { adjustment: id, state: 'pending', requestedBy: row.requestedBy, coin: coinBefore },
          after: {
            state: updated.state,
            kind: row.kind,
            amount: row.amount,
            reason,
            journalId,
            coin: await coinBalance(tx, row.userId),
          },
        })
        return updated
      })
      return { adjustment: present(decided) }
    },

    async list(query: {
      userId?: number | undefined
      state: 'pending' | 'done' | 'rejected' | 'all'
      pageNum: number
      pageSize: number
    }) {
      const conditions: SQL[] = []
      if (query.userId !== undefined) conditions.push(eq(playerAdjustments.userId, query.userId))
      if (query.state !== 'all') conditions.push(eq(playerAdjustments.state, query.state))
      const where = conditions.length > 0 ? and(...conditions) : undefined
      const [rows, [total], fourEyesAbove] = await Promise.all([
        db
          .select()
          .from(playerAdjustments)
          .where(where)
          .orderBy(desc(playerAdjustments.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(playerAdjustments).where(where),
        readFourEyesAbove(db),
      ])
      return { list: rows.map(present), total: total?.n ?? 0, fourEyesAbove }
    },

    find,
  }
}

/** The coins before a journal that just moved them: the balance now less what it moved. */
async function coinBeforeOf(tx: Tx, row: AdjustmentRow, journalId: number | null): Promise<number> {
  const now = await coinBalance(tx, row.userId)
  if (journalId === null) return now
  return row.kind === 'debit' ? now + row.amount : now - row.amount
}

export type PlayerAdjustments = ReturnType<typeof createPlayerAdjustments>
