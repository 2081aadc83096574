import { z } from 'zod'

import { awardListSchema, claimAnswerSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'
import { GAME_TYPES } from '../enums.ts'

/**
 * The task centre (SPEC.md §7 getTaskUser, finishTask, receiveTaskAward; /bonus/tasks;
 * docs/decisions/031-tasks.md): newcomer tasks done once, daily and weekly tasks by Manila day and
 * week, each checked on the server from what the player really did.
 */

export const TASK_GROUPS = ['newcomer', 'daily', 'weekly'] as const
export type TaskGroup = (typeof TASK_GROUPS)[number]

/**
 * What a task counts. Newcomer facts: a mobile number bound, a password set, a first deposit, games
 * played (distinct games with a real bet), identity verified (KYC approved). Period figures: valid
 * turnover (hundredths, of one game type or all), bets, deposits paid (hundredths). `visit`: a page of
 * the app opened (finishTask).
 */
export const TASK_KINDS = [
  'bindPhone',
  'setPassword',
  'firstDeposit',
  'playGames',
  'verifyIdentity',
  'turnover',
  'rounds',
  'deposit',
  'visit',
] as const
export type TaskKind = (typeof TASK_KINDS)[number]

/** The pages a `visit` task may send a player to: what a newcomer should read. */
export const TASK_VISIT_PAGES = ['/fair', '/member/self-limited', '/faq', '/vip'] as const

export const taskSchema = z
  .object({
    id: z.number().int().min(1).max(9_999),
    group: z.enum(TASK_GROUPS),
    kind: z.enum(TASK_KINDS),
    target: z.number().int().min(1).describe('Hundredths for turnover and deposit; a count otherwise.'),
    gameType: z.enum(GAME_TYPES).optional().describe('turnover and rounds: count one game type.'),
    page: z.enum(TASK_VISIT_PAGES).optional().describe('visit: the page to open.'),
    award: awardListSchema,
  })
  .refine((task) => (task.kind === 'visit') === (task.page !== undefined), {
    message: 'A visit task, and only a visit task, names a page',
  })
  .refine((task) => task.gameType === undefined || ['turnover', 'rounds'].includes(task.kind), {
    message: 'Only a turnover or rounds task names a game type',
  })
  .refine(
    (task) =>
      task.group === 'newcomer'
        ? !['turnover', 'rounds', 'deposit'].includes(task.kind)
        : !['bindPhone', 'setPassword', 'firstDeposit', 'playGames', 'verifyIdentity'].includes(task.kind),
    { message: 'Newcomer tasks count facts; daily and weekly tasks count figures of their period' },
  )
export type Task = z.infer<typeof taskSchema>

export const TASK_STATES = ['inProgress', 'claimable', 'claimed'] as const

const claimAnswer = claimAnswerSchema

export const taskCalls = defineCalls({
  getTaskUser: {
    access: 'public',
    description:
      'Every task with the player’s progress and state: newcomer tasks (once), today’s daily tasks and this week’s weekly tasks (Manila time), and when those reset.',
    request: z.object({}),
    response: z.object({
      tasks: z.array(
        z.object({
          task: taskSchema,
          progress: z.number().int().describe('In the target’s unit, capped at the target.'),
          state: z.enum(TASK_STATES),
        }),
      ),
      dailyEndsAt: z.string().describe('ISO 8601: the next Manila midnight.'),
      weeklyEndsAt: z.string().describe('ISO 8601: the next Monday 00:00 Manila.'),
      taskAwardFlag: z.boolean().describe('A task’s award is waiting (the red dot).'),
    }),
  },
  finishTask: {
    access: 'user',
    description:
      'Records that the player opened a visit task’s page; other tasks finish by themselves from what the player does.',
    request: z.object({ id: z.number().int().min(1).max(9_999) }),
    response: z.object({ id: z.number().int(), progress: z.number().int(), state: z.enum(TASK_STATES) }),
  },
  receiveTaskAward: {
    access: 'user',
    description:
      'Claims a finished task’s award: a newcomer task once, a daily task once a day, a weekly once a week.',
    request: z.object({ id: z.number().int().min(1).max(9_999) }),
    response: claimAnswer,
  },
})
