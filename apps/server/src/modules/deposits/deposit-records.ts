import type { DepositRecord } from '@panalo/contract/calls/deposits'

import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import type { DepositPolicy } from '../responsible-gaming/deposit-policy.types.ts'
import { endUnpaid, OPEN_STATES, SWEEP_BATCH } from './deposit-states.ts'
import {
  depositRecordPage,
  dueDepositIds,
  findDepositForUser,
  type DepositRow,
  type RecordFilter,
} from './deposits.queries.ts'

export interface DepositRecordsDeps {
  db: Db
  depositPolicy: DepositPolicy
  now: () => number
}

/** One of the player's deposits, expired first if its time is up. */
export async function depositStatus(
  deps: DepositRecordsDeps,
  userId: number,
  orderId: string,
): Promise<DepositRecord> {
  const row = await findDepositForUser(deps.db, userId, orderId)
  if (!row) throw new AppError('NOT_FOUND', 'There is no such deposit.')
  return presentDeposit(await expireIfDue(deps, row))
}

/** A page of the player's deposits. */
export async function depositRecords(deps: DepositRecordsDeps, userId: number, filter: RecordFilter) {
  const { db, now } = deps
  // Expire this player's overdue deposits first, so the list never shows a stale "pending".
  for (const id of await dueDepositIds(db, new Date(now()), SWEEP_BATCH, userId))
    await inTransaction(db, (tx) => endUnpaid(deps, tx, id, 'expired'))
  const page = await depositRecordPage(db, userId, filter)
  return {
    list: page.rows.map(presentDeposit),
    total: page.total,
    pageNum: filter.pageNum,
    pages: Math.ceil(page.total / filter.pageSize),
  }
}

async function expireIfDue(deps: DepositRecordsDeps, row: DepositRow): Promise<DepositRow> {
  if (!OPEN_STATES.includes(row.state) || row.expiresAt.getTime() > deps.now()) return row
  await inTransaction(deps.db, (tx) => endUnpaid(deps, tx, row.id, 'expired'))
  return (await findDepositForUser(deps.db, row.userId, row.id)) ?? row
}

function presentDeposit(row: DepositRow): DepositRecord {
  const open = OPEN_STATES.includes(row.state)
  return {
    orderId: row.id,
    rechargeTypeId: row.rechargeTypeId,
    channelName: row.channelName,
    bankId: row.bankId,
    amount: row.amount,
    currency: 'PHP',
    bonusType: row.bonusType,
    bonusAmount: row.bonusAmount,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    checkoutUrl: open ? row.checkoutUrl : null,
  }
}
