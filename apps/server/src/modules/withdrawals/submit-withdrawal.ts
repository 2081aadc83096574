import type { Withdrawal } from '@panalo/contract/calls/withdrawals'
import { sql } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { withdrawals } from '../../db/schema/withdrawals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import type { WalletFiguresReader } from '../wallet/wallet.types.ts'
import { holdAmount } from './hold-journals.ts'
import type { KycStatus } from './kyc-status.ts'
import { readWithdrawalSettings, withdrawalFee } from './withdrawal-settings.ts'
import {
  countToday,
  findReceivingAccount,
  findWithdrawalByRequest,
  presentWithdrawal,
  type WithdrawalRow,
} from './withdrawals.queries.ts'

/** A per-player lock for the rules that count (daily limit): submissions of one player go one by one. */
const WITHDRAWAL_LOCK = 7_266_150

export interface WithdrawalRequest {
  requestId: string
  bankId: number
  amount: number
}

/**
 * Submits a withdrawal: checks the rules and moves the amount from coin to the player's hold in
 * one transaction. The same requestId answers the first result and moves nothing more.
 */
export async function submitWithdrawal(
  { db, kyc, walletFigures }: { db: Db; kyc: KycStatus; walletFigures: WalletFiguresReader },
  userId: number,
  input: WithdrawalRequest,
): Promise<Withdrawal> {
  const earlier = await findWithdrawalByRequest(db, userId, input.requestId)
  if (earlier) return sameRequest(earlier, input)
  const settings = await readWithdrawalSettings(db)
  if (input.amount < settings.min || input.amount > settings.max)
    throw new AppError('WITHDRAWAL_AMOUNT_OUT_OF_RANGE', undefined, {
      min: settings.min,
      max: settings.max,
    })
  const account = await findReceivingAccount(db, userId, input.bankId)
  if (!account) throw new AppError('NOT_FOUND', 'Add this receiving account first.')
  if (account.usableAt.getTime() > Date.now())
    throw new AppError('RECEIVING_ACCOUNT_ON_HOLD', undefined, { until: account.usableAt.toISOString() })
  if (settings.kycRequired && !(await kyc.isVerified(db, userId))) throw new AppError('KYC_REQUIRED')

  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAWAL_LOCK}, ${userId})`)
    const again = await findWithdrawalByRequest(tx, userId, input.requestId)
    if (again) return sameRequest(again, input)
    if ((await countToday(tx, userId)) >= settings.dailyCount) throw new AppError('WITHDRAWAL_DAILY_LIMIT')
    const figures = await walletFigures(tx, userId)
    if (figures.bet > 0) throw new AppError('WITHDRAWAL_TURNOVER_NOT_MET', undefined, { bet: figures.bet })
    if (input.amount > figures.exchange) throw new AppError('INSUFFICIENT_BALANCE')
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId,
        requestId: input.requestId,
        amount: input.amount,
        fee: withdrawalFee(settings, input.amount),
        bankId: account.bankId,
        kind: account.kind,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        holderName: account.holderName,
      })
      .returning()
    if (!row) throw new Error('withdrawal insert returned no row')
    // The ledger is the judge of the balance: a concurrent bet may have spent it since the read.
    await holdAmount(tx, row)
    return presentWithdrawal(row)
  })
}

function sameRequest(row: WithdrawalRow, input: { bankId: number; amount: number }): Withdrawal {
  if (row.bankId !== input.bankId || row.amount !== input.amount)
    throw new AppError('CONFLICT', 'This request id was used for a different withdrawal.')
  return presentWithdrawal(row)
}
