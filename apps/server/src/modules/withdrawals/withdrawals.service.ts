import type { WithdrawalState } from '@panalo/contract/calls/withdrawals'

import type { Db } from '../../db/client.ts'
import type { Principal } from '../../platform/call-handler.ts'
import type { WalletFiguresReader } from '../wallet/wallet.types.ts'
import { approveWithdrawal, rejectWithdrawal, settlePayout, type PayoutOutcome } from './decide-withdrawal.ts'
import { exchangeInfo } from './exchange-info.ts'
import type { KycStatus } from './kyc-status.ts'
import type { DailyAmountLimit } from './withdrawals.types.ts'
import type { PayoutAdapter } from './payout-adapter.ts'
import {
  addReceivingAccount,
  changeReceivingAccount,
  receivingAccountList,
  releaseReceivingAccount,
  type BankInfoInput,
  type ProofInput,
  type ProveFresh,
} from './receiving-accounts.ts'
import { submitWithdrawal, type WithdrawalRequest } from './submit-withdrawal.ts'
import { RECORDS_PAGE_SIZE, presentWithdrawal, withdrawalPage } from './withdrawals.queries.ts'

export interface WithdrawalsDeps {
  db: Db
  kyc: KycStatus
  /** Payout adapters by id; the settings name the one in use. */
  payouts: readonly PayoutAdapter[]
  /** Confirms a fresh proof of identity (the accounts service). */
  proveFresh: ProveFresh
  /** The player's wallet figures (the wallet area). */
  walletFigures: WalletFiguresReader
  /** The player's daily withdrawal amount (the VIP area: the level's withdrawDailyLimit). */
  dailyAmountLimit: DailyAmountLimit
}

/**
 * Withdrawals (docs/decisions/015): the amount is held at submission, then paid through the payout
 * adapter or returned to coin. Each operation is its own file; this binds them to one server.
 */
export function createWithdrawalsService({
  db,
  kyc,
  payouts,
  proveFresh,
  walletFigures,
  dailyAmountLimit,
}: WithdrawalsDeps) {
  /** The withdrawals this server is approving right now (approveWithdrawal). */
  const approving = new Set<number>()
  return {
    info: (userId: number) => exchangeInfo({ db, kyc, walletFigures, dailyAmountLimit }, userId),
    bankInfoList: (userId: number) => receivingAccountList(db, userId),
    addBankInfo: (principal: Principal, input: BankInfoInput & ProofInput, ip: string) =>
      addReceivingAccount({ db, proveFresh }, principal, input, ip),
    modifyBankInfo: (principal: Principal, input: BankInfoInput & ProofInput, ip: string) =>
      changeReceivingAccount({ db, proveFresh }, principal, input, ip),
    /** Operator: ends a receiving account's hold early. */
    releaseAccount: (userId: number, bankId: number) => releaseReceivingAccount(db, userId, bankId),
    submit: (userId: number, input: WithdrawalRequest) =>
      submitWithdrawal({ db, kyc, walletFigures, dailyAmountLimit }, userId, input),

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
    list: (state: WithdrawalState | undefined, page = 1) => withdrawalPage(db, { state, page, pageSize: 50 }),
    approve: (id: number, operator: string) => approveWithdrawal({ db, payouts, approving }, id, operator),
    settlePayout: (id: number, outcome: PayoutOutcome) => settlePayout(db, id, outcome),
    reject: (id: number, operator: string, reason: string) => rejectWithdrawal(db, id, operator, reason),
  }
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>

// The players desk reads a player's withdrawals and the four-eyes amount the way this area does.
export { readFourEyesAbove } from './withdrawal-desk.ts'
export {
  maskAccountNumber,
  receivingAccountNumbers,
  receivingAccountsSql,
  withdrawalPage,
} from './withdrawals.queries.ts'
