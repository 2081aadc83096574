import { z } from 'zod'

import { awardListSchema, claimAnswerSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'
import { GAME_TYPES } from '../enums.ts'
import { MAX_VIP_LEVEL } from './vip.ts'

/**
 * VIP tasks (SPEC.md §7 receiveVipTask, receiveVipTaskUnReceiveBonus; docs/decisions/029-vip-tasks.md):
 * weekly goals by VIP level, their progress read from what the player really did this Manila week.
 */

/** What a task counts: valid turnover (of one game type, or all), days played, or deposits paid. */
export const VIP_TASK_KINDS = ['turnover', 'playDays', 'deposit'] as const
export type VipTaskKind = (typeof VIP_TASK_KINDS)[number]

export const vipTaskSchema = z
  .object({
    id: z.number().int().min(1).max(9_999),
    kind: z.enum(VIP_TASK_KINDS),
    gameType: z.enum(GAME_TYPES).optional().describe('turnover only: count one game type.'),
    target: z
      .number()
      .int()
      .min(1)
      .describe('Hundredths for turnover and deposit; a number of Manila days for playDays.'),
    minLevel: z.number().int().min(0).max(MAX_VIP_LEVEL).describe('The VIP level the task opens at.'),
    award: awardListSchema,
  })
  .refine((task) => task.gameType === undefined || task.kind === 'turnover', {
    message: 'Only a turnover task names a game type',
  })
export type VipTask = z.infer<typeof vipTaskSchema>

export const VIP_TASK_STATES = ['locked', 'inProgress', 'claimable', 'claimed'] as const

const claimAnswer = claimAnswerSchema

export const vipTaskCalls = defineCalls({
  getVipTaskList: {
    access: 'public',
    description:
      'This Manila week’s VIP tasks with the player’s progress and state, and the tasks completed last week but not claimed (claimable until this week ends).',
    request: z.object({}),
    response: z.object({
      vip: z.number().int(),
      week: z.string().describe('The Monday that starts this Manila week, YYYY-MM-DD.'),
      endsAt: z.string().describe('When this week’s tasks close, ISO 8601 (Monday 00:00 Manila).'),
      tasks: z.array(
        z.object({
          task: vipTaskSchema,
          progress: z.number().int().describe('In the target’s unit, capped at the target.'),
          state: z.enum(VIP_TASK_STATES),
        }),
      ),
      unclaimedLastWeek: z
        .array(vipTaskSchema)
        .describe('Tasks completed last week and not claimed: receiveVipTaskUnReceiveBonus pays them.'),
    }),
  },
  receiveVipTask: {
    access: 'user',
    description: 'Claims the award of one of this week’s VIP tasks, once it is complete.',
    request: z.object({ id: z.number().int().min(1).max(9_999) }),
    response: claimAnswer,
  },
  receiveVipTaskUnReceiveBonus: {
    access: 'user',
    description:
      'Claims every completed VIP task not yet claimed: this week’s and last week’s, in one answer.',
    request: z.object({}),
    response: claimAnswer,
  },
})
