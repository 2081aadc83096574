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

/**
 * The user info of SPEC.md §3, read through `executor` (the caller's transaction, if any). `pooled`:
 * the executor is the pool, so the reads go out together (refreshData, every page's refresh).
 */
export async function readUserInfo(
  { walletFigures, vipFigures, identityVerified, now }: UserInfoDeps,
  executor: Executor,
  userId: number,
  pooled = false,
): Promise<UserInfo> {
  const reads = [
    () => findUserById(executor, userId),
    () => linkedSocialAccounts(executor, userId),
    () => hasUserOther(executor, userId),
    () => walletFigures(executor, userId),
    () => vipFigures(executor, userId),
    () => lotteryCouponsHeld(executor, userId),
    () => identityVerified(executor, userId),
  ] as const
  // In a transaction one after the other: its one connection runs one query at a time (pg queues a
  // second one, and pg 9 will refuse it).
  const [user, social, other, wallet, vip, lottery, hasKyc] = pooled
    ? await Promise.all([reads[0](), reads[1](), reads[2](), reads[3](), reads[4](), reads[5](), reads[6]()])
    : [
        await reads[0](),
        await reads[1](),
        await reads[2](),
        await reads[3](),
        await reads[4](),
        await reads[5](),
        await reads[6](),
      ]
  if (!user) throw new AppError('SIGNED_OUT')
  return presentUserInfo({ user, social, hasUserOther: other, hasKyc, wallet, vip, lottery, now: now() })
}
