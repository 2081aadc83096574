import type { Withdrawal } from '@panalo/contract/calls/withdrawals'
import { sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { withdrawals } from '../../db/schema/withdrawals.ts'
import { AppError } from '../../platform/app-error.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import type { WalletFiguresReader } from '../wallet/wallet.types.ts'
import { holdAmount } from './hold-journals.ts'
import type { KycStatus } from './kyc-status.ts'
import type { DailyAmountLimit } from './withdrawals.types.ts'
import { readWithdrawalSettings, withdrawalFee } from './withdrawal-settings.ts'
import {
  amountToday,
  countToday,
  findReceivingAccount,
  findWithdrawalByRequest,
  presentWithdrawal,
} from './withdrawals.queries.ts'
import { LOCK_SPACES } from '../../platform/lock-spaces.ts'

export interface WithdrawalRequest {
  requestId: string
  bankId: number
  amount: number
}

interface Deps {
  db: Db
  kyc: KycStatus
  walletFigures: WalletFiguresReader
  dailyAmountLimit: DailyAmountLimit
}

/**
 * Submits a withdrawal: checks the rules and moves the amount from coin to the player's hold in
 * one transaction. A requestId has one outcome for ever (oncePerRequest, decisions 060 and 089): the
 * same id answers the first withdrawal and moves nothing more, or the first refusal, even once the
 * balance or the rules would allow it; another withdrawal under it is REQUEST_ID_REUSED.
 */
export async function submitWithdrawal(
  deps: Deps,
  userId: number,
  input: WithdrawalRequest,
): Promise<Withdrawal> {
  const body = { requestId: input.requestId, bankId: input.bankId, amount: input.amount }
  return oncePerRequest(
    deps.db,
    { userId, scope: 'exchange', requestId: input.requestId, body },
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES.withdrawal}, ${userId})`)
      // A withdrawal made before the request store (decision 089) answers its retry itself.
      const earlier = await findWithdrawalByRequest(tx, userId, input.requestId)
      if (earlier) {
        if (earlier.bankId !== input.bankId || earlier.amount !== input.amount)
          throw new AppError('REQUEST_ID_REUSED')
        return presentWithdrawal(earlier)
      }
      return submitUnderLock(deps, tx, userId, input)
    },
  )
}

async function submitUnderLock(
  { kyc, walletFigures, dailyAmountLimit }: Deps,
  tx: Tx,
  userId: number,
  input: WithdrawalRequest,
): Promise<Withdrawal> {
  const settings = await readWithdrawalSettings(tx)
  if (input.amount < settings.min || input.amount > settings.max)
    throw new AppError('WITHDRAWAL_AMOUNT_OUT_OF_RANGE', undefined, {
      min: settings.min,
      max: settings.max,
    })
  const account = await findReceivingAccount(tx, userId, input.bankId)
  if (!account) throw new AppError('NOT_FOUND', 'Add this receiving account first.')
  if (account.usableAt.getTime() > Date.now())
    throw new AppError('RECEIVING_ACCOUNT_ON_HOLD', undefined, { until: account.usableAt.toISOString() })
  if (settings.kycRequired && !(await kyc.isVerified(tx, userId))) throw new AppError('KYC_REQUIRED')
  if ((await countToday(tx, userId)) >= settings.dailyCount) throw new AppError('WITHDRAWAL_DAILY_LIMIT')
  const limit = await dailyAmountLimit(tx, userId)
  const used = await amountToday(tx, userId)
  if (used + input.amount > limit)
    throw new AppError('WITHDRAWAL_DAILY_AMOUNT_LIMIT', undefined, {
      limit,
      usedToday: used,
      remaining: Math.max(0, limit - used),
    })
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
}
