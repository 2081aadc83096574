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
    defineHandler(vipCalls.getVipInfo, async (context) =>
      vip.info((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(vipCalls.receiveVipBonusUser, (context, input) =>
      vip.claimLevelGift(context.user.userId, input.level),
    ),
    defineHandler(vipCalls.appVipUserReceiveDaily, (context) => vip.claimDaily(context.user.userId)),
    defineHandler(vipCalls.appVipUserReceiveSignInAward, (context) => vip.claimWeekly(context.user.userId)),
    defineHandler(vipCalls.getVipLevelAudit, (context) => vip.audit(context.user.userId)),
    defineHandler(rebateCalls.betBonus, async (context, input) =>
      rebates.status((await context.resolveOptionalUser())?.userId ?? null, input.type),
    ),
    defineHandler(rebateCalls.betBonusReceive, (context) => rebates.claim(context.user.userId)),
    defineHandler(rebateCalls.betBonusByTypeReceive, (context, input) =>
      rebates.claim(context.user.userId, input.type),
    ),
    defineHandler(rebateCalls.betBonusLog, (context, input) => rebates.log(context.user.userId, input)),
    defineHandler(vipTaskCalls.getVipTaskList, async (context) =>
      vipTasks.list((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(vipTaskCalls.receiveVipTask, (context, input) =>
      vipTasks.claim(context.user.userId, input.id),
    ),
    defineHandler(vipTaskCalls.receiveVipTaskUnReceiveBonus, (context) =>
      vipTasks.claimUnclaimed(context.user.userId),
    ),
  ]
}
