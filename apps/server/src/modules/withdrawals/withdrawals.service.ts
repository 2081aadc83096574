import type {
  ExchangeInfo,
  ReceivingAccount,
  Withdrawal,
  WithdrawalState,
} from '@panalo/contract/calls/cashout'
import { normalizePhilippineMobile } from '@panalo/contract/phone'
import { eq, sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { receivingAccounts, withdrawals } from '../../db/schema/cashout.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { validation } from '../../platform/validation.ts'
import { HOUSE } from '../ledger/ledger-accounts.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { walletFigures } from '../wallet/wallet-players.queries.ts'
import type { KycStatus } from './kyc-status.ts'
import type { PayoutAdapter } from './payout-adapter.ts'
import { readWithdrawalSettings, withdrawalFee, type WithdrawalSettings } from './withdrawal-settings.ts'
import {
  countToday,
  findReceivingAccount,
  findWithdrawal,
  findWithdrawalByRequest,
  heldTotal,
  listReceivingAccounts,
  presentReceivingAccount,
  presentWithdrawal,
  RECORDS_PAGE_SIZE,
  withdrawalPage,
  type WithdrawalRow,
} from './withdrawals.queries.ts'

export interface WithdrawalsDeps {
  db: Db
  kyc: KycStatus
  /** Payout adapters by id; the settings name the one in use. */
  payouts: readonly PayoutAdapter[]
  /** Confirms a fresh proof of identity (the accounts service). */
  proveFresh: (
    principal: Principal,
    input: { currentPassword?: string | undefined; proofCode?: string | undefined },
  ) => Promise<void>
}

export interface BankInfoInput {
  bankId: number
  accountNumber: string
  holderName?: string | undefined
}

/** A per-player lock for the rules that count (daily limit): submissions of one player go one by one. */
const WITHDRAWAL_LOCK = 7_266_150

const HOLD = (userId: number) => ({ userId, kind: 'hold' as const })
const COIN = (userId: number) => ({ userId, kind: 'coin' as const })
const PAYOUTS = { house: HOUSE.payouts, asset: 'PHP' as const }
const FEES = { house: HOUSE.withdrawalFees, asset: 'PHP' as const }

export function createWithdrawalsService({ db, kyc, payouts, proveFresh }: WithdrawalsDeps) {
  function checkBankInfo(settings: WithdrawalSettings, input: BankInfoInput) {
    const bank = settings.banks.find((candidate) => candidate.bankId === input.bankId)
    if (!bank) throw validation('bankId', 'Choose a bank from the list')
    const holderName = (input.holderName ?? '').trim().replace(/\s+/g, ' ')
    if (bank.kind === 'gcash' || bank.kind === 'maya') {
      const phone = normalizePhilippineMobile(input.accountNumber)
      if (!phone) throw validation('accountNumber', 'Enter a Philippine mobile number, like 0917 123 4567')
      return { bank, accountNumber: phone, holderName }
    }
    const digits = input.accountNumber.replace(/[\s-]/g, '')
    const { min, max } = settings.bankAccountDigits
    if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max)
      throw validation('accountNumber', `Use ${min} to ${max} digits`)
    if (holderName.length < 2 || holderName.length > 80 || !/^[\p{L} .,'-]+$/u.test(holderName))
      throw validation('holderName', 'Enter the account holder’s name as the bank has it')
    return { bank, accountNumber: digits, holderName }
  }

  async function info(userId: number): Promise<ExchangeInfo> {
    const settings = await readWithdrawalSettings(db)
    const [figures, held, usedToday, kycVerified, accounts] = [
      await walletFigures(db, userId),
      await heldTotal(db, userId),
      await countToday(db, userId),
      await kyc.isVerified(db, userId),
      await listReceivingAccounts(db, userId),
    ]
    return {
      coin: figures.coin,
      safebox: figures.safebox,
      exchange: figures.exchange,
      bet: figures.bet,
      held,
      limits: {
        min: settings.min,
        max: settings.max,
        dailyCount: settings.dailyCount,
        usedToday,
        feeBasisPoints: settings.feeBasisPoints,
        feeFixed: settings.feeFixed,
      },
      kycRequired: settings.kycRequired,
      kycVerified,
      banks: settings.banks,
      accounts: accounts.map(presentReceivingAccount),
    }
  }

  function sameRequest(row: WithdrawalRow, input: { bankId: number; amount: number }): Withdrawal {
    if (row.bankId !== input.bankId || row.amount !== input.amount)
      throw new AppError('CONFLICT', 'This request id was used for a different withdrawal.')
    return presentWithdrawal(row)
  }

  /** Moves the held amount on: paid to the house payouts (less the fee), or back to coin. */
  async function settle(tx: Tx, row: WithdrawalRow, outcome: 'paid' | 'returned'): Promise<void> {
    if (outcome === 'paid') {
      const payout = row.amount - row.fee
      await ledger.post(tx, {
        idempotencyKey: `withdrawal:${row.id}:paid`,
        kind: 'withdrawal.paid',
        postings: [
          { account: HOLD(row.userId), amount: -row.amount },
          { account: PAYOUTS, amount: payout },
          ...(row.fee > 0 ? [{ account: FEES, amount: row.fee }] : []),
        ],
        metadata: { withdrawalId: row.id },
      })
    } else {
      await ledger.post(tx, {
        idempotencyKey: `withdrawal:${row.id}:returned`,
        kind: 'withdrawal.returned',
        postings: [
          { account: HOLD(row.userId), amount: -row.amount },
          { account: COIN(row.userId), amount: row.amount },
        ],
        metadata: { withdrawalId: row.id },
      })
    }
  }

  function adapterFor(id: string): PayoutAdapter {
    const adapter = payouts.find((candidate) => candidate.id === id)
    if (!adapter) throw new Error(`The payout adapter ${id} is not available here; nothing was approved`)
    return adapter
  }

  return {
    info,

    async bankInfoList(userId: number) {
      const settings = await readWithdrawalSettings(db)
      return {
        list: (await listReceivingAccounts(db, userId)).map(presentReceivingAccount),
        banks: settings.banks,
      }
    },

    async addBankInfo(userId: number, input: BankInfoInput): Promise<ReceivingAccount> {
      const settings = await readWithdrawalSettings(db)
      const checked = checkBankInfo(settings, input)
      const [row] = await db
        .insert(receivingAccounts)
        .values({
          userId,
          bankId: checked.bank.bankId,
          kind: checked.bank.kind,
          bankName: checked.bank.name,
          accountNumber: checked.accountNumber,
          holderName: checked.holderName,
        })
        .onConflictDoNothing()
        .returning()
      if (!row) throw new AppError('RECEIVING_ACCOUNT_EXISTS')
      return presentReceivingAccount(row)
    },

    async modifyBankInfo(
      principal: Principal,
      input: BankInfoInput & { currentPassword?: string | undefined; proofCode?: string | undefined },
    ): Promise<ReceivingAccount> {
      const settings = await readWithdrawalSettings(db)
      const checked = checkBankInfo(settings, input)
      if (!(await findReceivingAccount(db, principal.userId, checked.bank.bankId)))
        throw new AppError('NOT_FOUND', 'There is no saved account for this bank yet.')
      await proveFresh(principal, input)
      const [row] = await db
        .update(receivingAccounts)
        .set({
          bankName: checked.bank.name,
          kind: checked.bank.kind,
          accountNumber: checked.accountNumber,
          holderName: checked.holderName,
          updatedAt: sql`now()`,
        })
        .where(
          sql`${receivingAccounts.userId} = ${principal.userId} and ${receivingAccounts.bankId} = ${checked.bank.bankId}`,
        )
        .returning()
      if (!row) throw new AppError('NOT_FOUND', 'There is no saved account for this bank yet.')
      return presentReceivingAccount(row)
    },

    /**
     * Submits a withdrawal: checks the rules and moves the amount from coin to the player's hold in
     * one transaction. The same requestId answers the first result and moves nothing more.
     */
    async submit(
      userId: number,
      input: { requestId: string; bankId: number; amount: number },
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
      if (settings.kycRequired && !(await kyc.isVerified(db, userId))) throw new AppError('KYC_REQUIRED')

      return inTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAWAL_LOCK}, ${userId})`)
        const again = await findWithdrawalByRequest(tx, userId, input.requestId)
        if (again) return sameRequest(again, input)
        if ((await countToday(tx, userId)) >= settings.dailyCount)
          throw new AppError('WITHDRAWAL_DAILY_LIMIT')
        const figures = await walletFigures(tx, userId)
        if (figures.bet > 0)
          throw new AppError('WITHDRAWAL_TURNOVER_NOT_MET', undefined, { bet: figures.bet })
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
        await ledger.post(tx, {
          idempotencyKey: `withdrawal:${row.id}:hold`,
          kind: 'withdrawal.hold',
          postings: [
            { account: COIN(userId), amount: -row.amount },
            { account: HOLD(userId), amount: row.amount },
          ],
          metadata: { withdrawalId: row.id },
        })
        return presentWithdrawal(row)
      })
    },

    async records(userId: number, query: { page: number; state?: WithdrawalState | undefined }) {
      const { rows, total } = await withdrawalPage(db, { userId, ...query, pageSize: RECORDS_PAGE_SIZE })
      return {
        list: rows.map(presentWithdrawal),
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / RECORDS_PAGE_SIZE)),
        total,
      }
    },

    /** Operator: all withdrawals of a state (default pending), oldest first page of 50. */
    async list(state: WithdrawalState | undefined, page = 1) {
      return withdrawalPage(db, { state, page, pageSize: 50 })
    },

    /**
     * Operator approval: the payout adapter pays. A payment it confirms at once is journalled hold →
     * payouts now; one it answers `processing` waits for settlePayout.
     */
    async approve(id: number, operator: string): Promise<Withdrawal> {
      const settings = await readWithdrawalSettings(db)
      const adapter = adapterFor(settings.payoutAdapter)
      const claimed = await inTransaction(db, async (tx) => {
        const row = await findWithdrawal(tx, id, true)
        if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${id}`)
        if (row.state !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING')
        const [updated] = await tx
          .update(withdrawals)
          .set({ state: 'processing', decidedAt: sql`now()`, decidedBy: operator, payoutAdapter: adapter.id })
          .where(eq(withdrawals.id, id))
          .returning()
        return updated ?? row
      })
      const result = await adapter.pay({
        withdrawalId: claimed.id,
        amount: claimed.amount - claimed.fee,
        kind: claimed.kind,
        bankName: claimed.bankName,
        accountNumber: claimed.accountNumber,
        holderName: claimed.holderName,
      })
      if (result.status === 'processing') {
        await db.update(withdrawals).set({ payoutReference: result.reference }).where(eq(withdrawals.id, id))
        return presentWithdrawal({ ...claimed, payoutReference: result.reference })
      }
      return this.settlePayout(
        id,
        result.status === 'paid'
          ? { paid: true, reference: result.reference }
          : { paid: false, reason: result.reason },
      )
    },

    /** The payout's outcome (at once from the sandbox, later from a real gateway's callback). */
    async settlePayout(
      id: number,
      outcome: { paid: true; reference: string } | { paid: false; reason: string },
    ): Promise<Withdrawal> {
      return inTransaction(db, async (tx) => {
        const row = await findWithdrawal(tx, id, true)
        if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${id}`)
        if (row.state !== 'processing') return presentWithdrawal(row)
        await settle(tx, row, outcome.paid ? 'paid' : 'returned')
        const [updated] = await tx
          .update(withdrawals)
          .set(
            outcome.paid
              ? { state: 'paid', paidAt: sql`now()`, payoutReference: outcome.reference }
              : { state: 'failed', reason: outcome.reason },
          )
          .where(eq(withdrawals.id, id))
          .returning()
        return presentWithdrawal(updated ?? row)
      })
    },

    /** Operator rejection: the held amount returns to the player's coins. */
    async reject(id: number, operator: string, reason: string): Promise<Withdrawal> {
      return inTransaction(db, async (tx) => {
        const row = await findWithdrawal(tx, id, true)
        if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${id}`)
        if (row.state !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING')
        await settle(tx, row, 'returned')
        const [updated] = await tx
          .update(withdrawals)
          .set({ state: 'rejected', reason, decidedAt: sql`now()`, decidedBy: operator })
          .where(eq(withdrawals.id, id))
          .returning()
        return presentWithdrawal(updated ?? row)
      })
    },
  }
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>
