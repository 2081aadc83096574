import { rewardCalls } from '@panalo/contract/calls/rewards'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { RewardsService } from './rewards.service.ts'

/** The reward record and bonus progress (decision 025). */
export function rewardCallHandlers({ rewards }: { rewards: RewardsService }): CallHandler[] {
  return [
    defineHandler(rewardCalls.activityAwardGetLog, (context, input) =>
      rewards.records(context.user.userId, input),
    ),
    defineHandler(rewardCalls.bonusWageringList, (context) => rewards.bonuses(context.user.userId)),
  ]
}
