import type { UserInfo } from '@panalo/contract/user-info'

import type { Executor } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import { lotteryCouponsHeld } from '../lottery/lottery.service.ts'
import type { VipFiguresReader } from '../vip/vip.types.ts'
import type { WalletFiguresReader } from '../wallet/wallet.types.ts'
import { presentUserInfo } from './user-info.presenter.ts'
import { findUserById, hasUserOther, linkedSocialAccounts } from './users.queries.ts'

export interface UserInfoDeps {
  /** The wallet figures of a player; the wallet area supplies them. */
  walletFigures: WalletFiguresReader
  vipFigures: VipFiguresReader
  identityVerified: (executor: Executor, userId: number) => Promise<boolean>
  now: () => Date
}

/** The user info of SPEC.md §3, read through `executor` (the caller's transaction, if any). */
export async function readUserInfo(
  { walletFigures, vipFigures, identityVerified, now }: UserInfoDeps,
  executor: Executor,
  userId: number,
): Promise<UserInfo> {
  const user = await findUserById(executor, userId)
  if (!user) throw new AppError('SIGNED_OUT')
  // One after the other: the executor may be a transaction, whose one connection runs one query at
  // a time (pg queues a second one, and pg 9 will refuse it).
  const social = await linkedSocialAccounts(executor, userId)
  const other = await hasUserOther(executor, userId)
  const wallet = await walletFigures(executor, userId)
  const vip = await vipFigures(executor, userId)
  const lottery = await lotteryCouponsHeld(executor, userId)
  const hasKyc = await identityVerified(executor, userId)
  return presentUserInfo({ user, social, hasUserOther: other, hasKyc, wallet, vip, lottery, now: now() })
}
