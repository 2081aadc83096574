import type { z } from 'zod'

import { appCalls } from './calls/app.ts'
import { authCalls } from './calls/auth.ts'
import { depositCalls } from './calls/deposits.ts'
import { gameCalls } from './calls/games.ts'
import { originalsCalls } from './calls/originals.ts'
import { playCalls } from './calls/play.ts'
import { agentCalls } from './calls/agent.ts'
import { inviteSpinCalls } from './calls/invite-spin.ts'
import { liveCalls } from './calls/live.ts'
import { serviceCalls } from './calls/service.ts'
import { pointsCalls } from './calls/points.ts'
import { promotionCalls } from './calls/promotions.ts'
import { profileCalls } from './calls/profile.ts'
import { rankCalls } from './calls/rank.ts'
import { mailCalls } from './calls/mail.ts'
import { feedbackCalls } from './calls/feedback.ts'
import { kycCalls } from './calls/kyc.ts'
import { rewardCalls } from './calls/rewards.ts'
import { safeboxCalls } from './calls/safebox.ts'
import { selfLimitCalls } from './calls/self-limits.ts'
import { activityCalls } from './calls/activities.ts'
import { signInCalls } from './calls/sign-in.ts'
import { taskCalls } from './calls/tasks.ts'
import { rebateCalls, vipCalls } from './calls/vip.ts'
import { vipTaskCalls } from './calls/vip-tasks.ts'
import { walletCalls } from './calls/wallet.ts'
import { withdrawalCalls } from './calls/withdrawals.ts'
import { diamondCalls } from './calls/diamonds.ts'
import { jackpotCalls } from './calls/jackpot.ts'
import { lotteryCalls } from './calls/lottery.ts'
import { spinCalls } from './calls/spin.ts'
import { pkCalls } from './calls/redblue.ts'
import { drawProofCalls } from './calls/draw-proof.ts'

/**
 * Every call of the product, by name. The server registers exactly these (a test checks that each has
 * one handler); the web client's `api.call(name, input)` is typed from this map.
 */
export const CALLS = {
  ...appCalls,
  ...authCalls,
  ...gameCalls,
  ...profileCalls,
  ...selfLimitCalls,
  ...originalsCalls,
  ...playCalls,
  ...withdrawalCalls,
  ...safeboxCalls,
  ...walletCalls,
  ...depositCalls,
  ...rewardCalls,
  ...vipCalls,
  ...rebateCalls,
  ...vipTaskCalls,
  ...signInCalls,
  ...taskCalls,
  ...activityCalls,
  ...pointsCalls,
  ...agentCalls,
  ...inviteSpinCalls,
  ...liveCalls,
  ...promotionCalls,
  ...rankCalls,
  ...mailCalls,
  ...feedbackCalls,
  ...kycCalls,
  ...diamondCalls,
  ...jackpotCalls,
  ...lotteryCalls,
  ...spinCalls,
  ...serviceCalls,
  ...pkCalls,
  ...drawProofCalls,
}

export type CallMap = typeof CALLS
export type CallName = keyof CallMap
/** What the client sends (before the automatic fields are added). */
export type CallInput<Name extends CallName> = z.input<CallMap[Name]['request']>
/** What the server's handler receives after validation. */
export type CallParsedInput<Name extends CallName> = z.output<CallMap[Name]['request']>
/** The `data` of a successful answer. */
export type CallOutput<Name extends CallName> = z.output<CallMap[Name]['response']>

export function isCallName(name: string): name is CallName {
  return Object.hasOwn(CALLS, name)
}
