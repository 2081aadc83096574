import { vipCalls } from '@panalo/contract/calls/vip'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { VipService } from './vip.service.ts'

/** VIP (SPEC.md §7): the level and ladder, the level gifts, the daily and weekly awards, the audit. */
export function vipCallHandlers({ vip }: { vip: VipService }): CallHandler[] {
  return [
    defineHandler(vipCalls.getVipInfo, (context) => vip.info(context.user.userId)),
    defineHandler(vipCalls.receiveVipBonusUser, (context, input) =>
      vip.claimLevelGift(context.user.userId, input.level),
    ),
    defineHandler(vipCalls.appVipUserReceiveDaily, (context) => vip.claimDaily(context.user.userId)),
    defineHandler(vipCalls.appVipUserReceiveSignInAward, (context) => vip.claimWeekly(context.user.userId)),
    defineHandler(vipCalls.getVipLevelAudit, (context) => vip.audit(context.user.userId)),
  ]
}
