import { rebateCalls, vipCalls } from '@panalo/contract/calls/vip'
import { vipTaskCalls } from '@panalo/contract/calls/vip-tasks'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { RebateService } from './rebate.service.ts'
import type { VipService } from './vip.service.ts'
import type { VipTaskService } from './vip-tasks.service.ts'

/** VIP (SPEC.md §7): the level and ladder, the level gifts, the daily and weekly awards, the audit, rebates, tasks. */
export function vipCallHandlers({
  vip,
  rebates,
  vipTasks,
}: {
  vip: VipService
  rebates: RebateService
  vipTasks: VipTaskService
}): CallHandler[] {
  return [
    defineHandler(vipCalls.getVipInfo, (context) => vip.info(context.user.userId)),
    defineHandler(vipCalls.receiveVipBonusUser, (context, input) =>
      vip.claimLevelGift(context.user.userId, input.level),
    ),
    defineHandler(vipCalls.appVipUserReceiveDaily, (context) => vip.claimDaily(context.user.userId)),
    defineHandler(vipCalls.appVipUserReceiveSignInAward, (context) => vip.claimWeekly(context.user.userId)),
    defineHandler(vipCalls.getVipLevelAudit, (context) => vip.audit(context.user.userId)),
    defineHandler(rebateCalls.betBonus, (context, input) => rebates.status(context.user.userId, input.type)),
    defineHandler(rebateCalls.betBonusReceive, (context) => rebates.claim(context.user.userId)),
    defineHandler(rebateCalls.betBonusByTypeReceive, (context, input) =>
      rebates.claim(context.user.userId, input.type),
    ),
    defineHandler(rebateCalls.betBonusLog, (context, input) => rebates.log(context.user.userId, input)),
    defineHandler(vipTaskCalls.getVipTaskList, (context) => vipTasks.list(context.user.userId)),
    defineHandler(vipTaskCalls.receiveVipTask, (context, input) =>
      vipTasks.claim(context.user.userId, input.id),
    ),
    defineHandler(vipTaskCalls.receiveVipTaskUnReceiveBonus, (context) =>
      vipTasks.claimUnclaimed(context.user.userId),
    ),
  ]
}
