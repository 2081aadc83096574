import { SOCIAL_LOGIN } from '@panalo/contract/enums'
import type { UserInfo } from '@panalo/contract/user-info'

import type { VipFigures } from '../vip/vip.types.ts'
import type { WalletFigures } from '../wallet/wallet.types.ts'
import type { LinkedSocial, UserRow } from './users.queries.ts'

/** A new player's wallet: empty. */
export const EMPTY_WALLET: WalletFigures = {
  coin: 0,
  safebox: 0,
  totalRecharge: 0,
  bet: 0,
  exchange: 0,
  hasSafeboxPassword: false,
}

export interface UserInfoParts {
  user: UserRow
  social: readonly LinkedSocial[]
  hasUserOther: boolean
  /** Identity verified (KYC approved). */
  hasKyc?: boolean
  wallet: WalletFigures
  vip?: VipFigures
  /** Lottery coupons held (decision 053). */
  lottery?: number
  now?: Date
}

/** The user info of SPEC.md §3 from the player's rows. */
export function presentUserInfo({
  user,
  social,
  hasUserOther,
  hasKyc = false,
  wallet,
  vip,
  lottery = 0,
  now = new Date(),
}: UserInfoParts): UserInfo {
  const link = (provider: number) => social.find((candidate) => candidate.provider === provider)
  const facebook = link(SOCIAL_LOGIN.facebook)
  const google = link(SOCIAL_LOGIN.google)
  const line = link(SOCIAL_LOGIN.line)
  return {
    id: user.id,
    uuid: user.uuid,
    account: user.account ?? '',
    accountType: user.accountType,
    nickname: user.nickname,
    avatar: user.avatar,
    avatarOther: '',
    mobile: user.mobile ?? '',
    hasPassword: user.passwordHash !== null,
    facebookAccount: facebook ? (facebook.email ?? facebook.subject) : '',
    googleAccount: google ? (google.email ?? google.subject) : '',
    lineAccount: line ? (line.email ?? line.subject) : '',
    facebookName: facebook?.displayName ?? '',
    googleName: google?.displayName ?? '',
    lineName: line?.displayName ?? '',
    hasKyc,
    hasUserOther,
    ...wallet,
    lottery,
    vip: vip?.vip ?? 0,
    vipExp: vip?.vipExp ?? 0,
    userLevel: vip?.vip ?? 0,
    pid: user.invitedBy ?? '',
    regPeriod: Math.floor((now.getTime() - user.createdAt.getTime()) / 86_400_000),
  }
}
