import type { ExchangeInfo } from '@panalo/contract/calls/withdrawals'

import type { Db } from '../../db/client.ts'
import type { WalletFiguresReader } from '../wallet/wallet.types.ts'
import type { KycStatus } from './kyc-status.ts'
import { readWithdrawalSettings } from './withdrawal-settings.ts'
import type { DailyAmountLimit } from './withdrawals.types.ts'
import {
  amountToday,
  countToday,
  heldTotal,
  listReceivingAccounts,
  presentReceivingAccount,
} from './withdrawals.queries.ts'

/** What the withdraw panel shows: the player's figures, today's use of the limits, banks and accounts. */
export async function exchangeInfo(
  {
    db,
    kyc,
    walletFigures,
    dailyAmountLimit,
  }: { db: Db; kyc: KycStatus; walletFigures: WalletFiguresReader; dailyAmountLimit: DailyAmountLimit },
  userId: number,
): Promise<ExchangeInfo> {
  const settings = await readWithdrawalSettings(db)
  const [figures, held, usedToday, dailyAmount, amountUsed, kycVerified, accounts] = [
    await walletFigures(db, userId),
    await heldTotal(db, userId),
    await countToday(db, userId),
    await dailyAmountLimit(db, userId),
    await amountToday(db, userId),
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
      dailyAmount,
      amountToday: amountUsed,
      feeBasisPoints: settings.feeBasisPoints,
      feeFixed: settings.feeFixed,
    },
    kycRequired: settings.kycRequired,
    kycVerified,
    banks: settings.banks,
    accounts: accounts.map(presentReceivingAccount),
  }
}
