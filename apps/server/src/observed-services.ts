import type { DepositsService } from './modules/deposits/deposits.service.ts'
import type { ProviderWalletService } from './modules/provider-wallet/provider-wallet.service.ts'
import type { WalletAnswer } from './modules/provider-wallet/provider-wallet.types.ts'
import type { WithdrawalsService } from './modules/withdrawals/withdrawals.service.ts'
import { metrics, timed } from './platform/metrics.ts'

/*
 * The services whose work /metrics counts, each wrapped by createServices so that every caller (the
 * HTTP calls, the jobs, the operator CLI) is counted the same way.
 */

/** The seamless wallet, with each bet, win and rollback counted and timed in /metrics. */
export function observedWallet(wallet: ProviderWalletService): ProviderWalletService {
  const record =
    (action: 'bet' | 'win' | 'rollback') => (answer: WalletAnswer | undefined, seconds: number) =>
      metrics.walletCall(action, answer?.status ?? 'ERROR', seconds)
  return {
    ...wallet,
    bet: timed(wallet.bet, record('bet')),
    win: timed(wallet.win, record('win')),
    rollback: timed(wallet.rollback, record('rollback')),
  }
}

/** Deposits, with what each opening, webhook and expiry did counted in /metrics. */
export function observedDeposits(deposits: DepositsService): DepositsService {
  return {
    ...deposits,
    create: timed(deposits.create, (opened) => opened && metrics.depositEvent('opened')),
    applyEvent: timed(deposits.applyEvent, (applied) => {
      if (applied && !applied.replayed) metrics.depositEvent(applied.outcome)
    }),
    expireDue: timed(deposits.expireDue, (expired) => metrics.depositEvent('expired', expired ?? 0)),
  }
}

/** Withdrawals, with each submission and decision counted in /metrics by the state it reached. */
export function observedWithdrawals(withdrawals: WithdrawalsService): WithdrawalsService {
  const record = (withdrawal: { state: string } | undefined) =>
    withdrawal && metrics.withdrawalEvent(withdrawal.state)
  return {
    ...withdrawals,
    submit: timed(withdrawals.submit, record),
    approve: timed(withdrawals.approve, record),
    reject: timed(withdrawals.reject, record),
  }
}
