import type { WalletBalances } from '@panalo/contract/calls/wallet'

import type { Db } from '../../db/client.ts'
import { playerBalances } from '../ledger/ledger-balances.service.ts'
import type { TransferWallet } from './provider-wallets.ts'

/**
 * Where a player's money is (retrieve balance): the ledger's player accounts, and the balance each
 * transfer-wallet provider holds. Seamless providers hold nothing: their bets debit coin directly.
 */
export function createWalletBalancesService({
  db,
  transferWallets,
}: {
  db: Db
  transferWallets: readonly TransferWallet[]
}) {
  async function balances(userId: number): Promise<WalletBalances> {
    const ledger = await playerBalances(db, userId)
    const providers = await Promise.all(
      transferWallets.map(async (wallet) => {
        const balance = await wallet.balance(userId)
        return { providerId: wallet.providerId, name: wallet.name, balance, retrievable: balance > 0 }
      }),
    )
    return { coin: ledger.coin, safebox: ledger.safebox, held: ledger.hold, bonus: ledger.bonus, providers }
  }

  return {
    balances,
    /** Pulls every provider balance back to coin, one provider after another; answers the balances after. */
    async retrieve(userId: number, requestId: string): Promise<WalletBalances> {
      for (const wallet of transferWallets) {
        if ((await wallet.balance(userId)) > 0)
          await wallet.pullBack(db, userId, `${requestId}:${wallet.providerId}`)
      }
      return balances(userId)
    },
  }
}

export type WalletBalancesService = ReturnType<typeof createWalletBalancesService>
