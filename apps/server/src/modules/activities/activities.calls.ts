import { activityCalls } from '@panalo/contract/calls/activities'
import { rankCalls } from '@panalo/contract/calls/rank'
import { signInCalls } from '@panalo/contract/calls/sign-in'
import { taskCalls } from '@panalo/contract/calls/tasks'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { ActivitiesService } from './activities.service.ts'
import type { RankService } from './rank.service.ts'
import type { SignInService } from './sign-in.service.ts'
import type { TaskService } from './tasks.service.ts'

/** Activities (SPEC.md §7 "Tasks and activities"): the platform, the daily sign-in and the task centre. */
export function activityCallHandlers({
  activities,
  rank,
  signIn,
  tasks,
}: {
  activities: ActivitiesService
  rank: RankService
  signIn: SignInService
  tasks: TaskService
}): CallHandler[] {
  return [
    defineHandler(activityCalls.getActivityIds, () => activities.forGuest()),
    defineHandler(activityCalls.activityGetStatusList, (context) =>
      activities.awardFlags(context.user.userId),
    ),
    defineHandler(rankCalls.getRankList, (context) => rank.weekly(context.user.userId)),
    defineHandler(signInCalls.loginBonus3User, async (context) =>
      signIn.status((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(signInCalls.loginBonus3UserReceive, (context) => signIn.receive(context.user.userId)),
    defineHandler(taskCalls.getTaskUser, async (context) =>
      tasks.list((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(taskCalls.finishTask, (context, input) => tasks.finish(context.user.userId, input.id)),
    defineHandler(taskCalls.receiveTaskAward, (context, input) => tasks.claim(context.user.userId, input.id)),
  ]
}
