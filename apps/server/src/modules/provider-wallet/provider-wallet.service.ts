import type { Db, Executor } from '../../db/client.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { PlayPolicy } from '../responsible-gaming/play-policy.types.ts'
import { DEFAULT_JACKPOT_SHARES, type JackpotShares } from './jackpot-accrual.service.ts'
import { createBetPlacer } from './place-bet.ts'
import type { ProviderWallet } from './provider-wallet.types.ts'
import { rollBack } from './roll-back.ts'
import { settleWin } from './settle-win.ts'
import { coinBalance, createCallRunner } from './wallet-rules.ts'

/**
 * The seamless wallet over the ledger (docs/decisions/017-provider-wallet-and-launch.md). Each call
 * is one database transaction:
 *
 * 1. claim (provider, transaction id) in game_provider_transactions; a row already there is a replay
 *    (same request hash → its stored answer), a tombstone (a bet a rollback came before → refused),
 *    or a different request under the same id (→ DUPLICATE_TRANSACTION);
 * 2. the responsible-gaming policy (bets: assertMayBet, then recordStake; wins: recordWin;
 *    rollbacks: recordRollback);
 * 3. one ledger journal, key `provider:<providerId>:<transactionId>`: a bet debits the player's coins,
 *    credits HOUSE.provider(providerId) with the stake less its jackpot share and HOUSE.jackpotAccrual
 *    with the share, which the jackpot sweep moves on to the pools (jackpot-accrual.service.ts); a win is the
 *    reverse without the jackpot; a rollback is the exact reverse of its bet's journal;
 * 4. the round (game_rounds) and the stored answer.
 *
 * Only answers that moved value (or settled for good: a rollback of a bet never seen) are stored. A
 * refusal — policy, insufficient funds, unknown round or player — rolls the whole transaction back,
 * so it changes nothing and the same id may be tried again once the reason is gone.
 */

export interface ProviderWalletOptions {
  db: Db
  playPolicy: PlayPolicy
  jackpotShares?: JackpotShares
}

export type ProviderWalletService = ProviderWallet & {
  /** Opens HOUSE.provider(providerId) if needed; the calls do it on first use anyway. */
  openProvider(providerId: string, executor?: Executor): Promise<void>
}

export function createProviderWallet(options: ProviderWalletOptions): ProviderWalletService {
  const { db, playPolicy } = options
  const shares = Object.entries(options.jackpotShares ?? DEFAULT_JACKPOT_SHARES).filter(([, bp]) => bp > 0)
  const openProviders = new Set<string>()
  const runner = createCallRunner(db)
  const placeBet = createBetPlacer({ db, playPolicy, shares, ...runner })

  /**
   * Opens the house accounts a provider's calls move, once per process. Inside a caller's
   * transaction it uses that transaction: a second connection, while the caller holds locks others
   * queue behind with theirs, could wait for ever for a free one.
   */
  async function openProvider(providerId: string, executor: Executor = db): Promise<void> {
    if (openProviders.has(providerId)) return
    await ledger.openHouseAccount(executor, { code: HOUSE.provider(providerId), asset: 'PHP' })
    for (const [tier] of shares)
      await ledger.openHouseAccount(executor, { code: HOUSE.jackpot(tier), asset: 'PHP' })
    await ledger.openHouseAccount(executor, { code: HOUSE.jackpotAccrual, asset: 'PHP' })
    openProviders.add(providerId)
  }

  return {
    openProvider,

    async balance({ userId }) {
      const { known, balance } = await coinBalance(db, userId)
      return known
        ? { status: 'OK', balance, journalId: null }
        : { status: 'UNKNOWN_PLAYER', balance: 0, journalId: null }
    },

    async bet(call, within) {
      await openProvider(call.providerId, within)
      return placeBet(call, within)
    },

    async win(call, within) {
      await openProvider(call.providerId, within)
      return settleWin({ ...runner, playPolicy }, call, within)
    },

    async rollback(call) {
      await openProvider(call.providerId)
      return rollBack({ ...runner, playPolicy }, call)
    },
  }
}
