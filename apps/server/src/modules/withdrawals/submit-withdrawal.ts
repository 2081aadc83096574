import type { Withdrawal } from '@panalo/contract/calls/withdrawals'
import { ERRORS, type ErrorName } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { withdrawalRefusals, withdrawals } from '../../db/schema/withdrawals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
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
  findWithdrawalRefusal,
  presentWithdrawal,
  type WithdrawalRefusalRow,
  type WithdrawalRow,
} from './withdrawals.queries.ts'

/** A per-player lock for the rules that count (daily limit): submissions of one player go one by one. */
const WITHDRAWAL_LOCK = 7_266_150

/**
 * The refusals a request id keeps for ever: what the withdrawal rules answered about this player's
 * money at that moment. Anything else (a malformed request, a lost connection, a bug) leaves the id
 * unused, so that a retry can still succeed.
 */
const FINAL_REFUSALS: ReadonlySet<ErrorName> = new Set<ErrorName>([
  'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
  'NOT_FOUND',
  'RECEIVING_ACCOUNT_ON_HOLD',
  'KYC_REQUIRED',
  'WITHDRAWAL_DAILY_LIMIT',
  'WITHDRAWAL_DAILY_AMOUNT_LIMIT',
  'WITHDRAWAL_TURNOVER_NOT_MET',
  'INSUFFICIENT_BALANCE',
])

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

/** A refusal to answer once its transaction has committed (it is kept under the request id). */
class Refused {
  readonly error: AppError
  constructor(error: AppError) {
    this.error = error
  }
}

/**
 * Submits a withdrawal: checks the rules and moves the amount from coin to the player's hold in
 * one transaction. A requestId has one outcome for ever: the same id answers the first withdrawal
 * and moves nothing more, or the first refusal, even once the balance or the rules would allow it.
 */
export async function submitWithdrawal(
  deps: Deps,
  userId: number,
  input: WithdrawalRequest,
): Promise<Withdrawal> {
  const { db } = deps
  const earlier = await earlierOutcome(db, userId, input)
  if (earlier) return answer(earlier)
  const outcome = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAWAL_LOCK}, ${userId})`)
    const again = await earlierOutcome(tx, userId, input)
    if (again) return again
    try {
      // A savepoint: a refusal undoes the withdrawal row and its hold, and keeps the refusal.
      return await tx.transaction((savepoint) => submitUnderLock(deps, savepoint, userId, input))
    } catch (error) {
      if (!(error instanceof AppError) || !FINAL_REFUSALS.has(error.errorName)) throw error
      await tx.insert(withdrawalRefusals).values({
        userId,
        requestId: input.requestId,
        bankId: input.bankId,
        amount: input.amount,
        refusal: { errorName: error.errorName, message: error.message, data: error.data },
      })
      return new Refused(error)
    }
  })
  return answer(outcome)
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

/** The first outcome of this request id, if it has one: the withdrawal, or the refusal. */
async function earlierOutcome(
  db: Executor,
  userId: number,
  input: WithdrawalRequest,
): Promise<Withdrawal | Refused | undefined> {
  const withdrawal = await findWithdrawalByRequest(db, userId, input.requestId)
  if (withdrawal) return sameRequest(withdrawal, input)
  const refusal = await findWithdrawalRefusal(db, userId, input.requestId)
  return refusal && sameRequest(refusal, input)
}

function sameRequest(row: WithdrawalRow, input: WithdrawalRequest): Withdrawal
function sameRequest(row: WithdrawalRefusalRow, input: WithdrawalRequest): Refused
function sameRequest(
  row: WithdrawalRow | WithdrawalRefusalRow,
  input: WithdrawalRequest,
): Withdrawal | Refused {
  if (row.bankId !== input.bankId || row.amount !== input.amount)
    throw new AppError('CONFLICT', 'This request id was used for a different withdrawal.')
  return 'refusal' in row ? new Refused(storedRefusal(row)) : presentWithdrawal(row)
}

const storedRefusalSchema = z.object({
  errorName: z.string().refine((name): name is ErrorName => name in ERRORS),
  message: z.string(),
  data: z.unknown(),
})

function storedRefusal(row: WithdrawalRefusalRow): AppError {
  const stored = storedRefusalSchema.parse(row.refusal)
  return new AppError(stored.errorName as ErrorName, stored.message, stored.data ?? null)
}

function answer(outcome: Withdrawal | Refused): Withdrawal {
  if (outcome instanceof Refused) throw outcome.error
  return outcome
}
