import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { Task } from '@panalo/contract/calls/tasks'
import { taskListSchema } from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * The task centre's tasks (docs/decisions/031-tasks.md), kept in the settings table; `tasks:list`
 * shows them and `tasks:list load <file.json>` replaces them at once; the console saves a change for
 * the next Manila Monday (decision 103). A task's id is part of its claim key: an id is never given
 * to another task.
 */
export const TASKS_SETTING = 'activities.tasks'

export { taskListSchema }

const coins = (pesos: number) => ({ id: AWARD_ITEM.coin, count: pesos * 100 })
const points = (count: number) => ({ id: AWARD_ITEM.points, count })

/**
 * Newcomer tasks that teach the app (a number to recover the account, a password, the fairness page,
 * the self-limits) and pay mostly points; daily and weekly tasks on play and deposits, small next to
 * the turnover they ask for (about 0.1–0.2 %), on top of rebates and VIP tasks.
 */
export const DEFAULT_TASKS: Task[] = [
  { id: 101, group: 'newcomer', kind: 'bindPhone', target: 1, award: [points(50)] },
  { id: 102, group: 'newcomer', kind: 'setPassword', target: 1, award: [points(50)] },
  { id: 103, group: 'newcomer', kind: 'visit', page: '/fair', target: 1, award: [points(30)] },
  { id: 104, group: 'newcomer', kind: 'visit', page: '/member/self-limited', target: 1, award: [points(30)] },
  { id: 105, group: 'newcomer', kind: 'firstDeposit', target: 1, award: [coins(10), points(100)] },
  { id: 106, group: 'newcomer', kind: 'playGames', target: 3, award: [coins(5)] },
  { id: 107, group: 'newcomer', kind: 'verifyIdentity', target: 1, award: [points(100)] },
  { id: 201, group: 'daily', kind: 'rounds', target: 20, award: [points(10)] },
  { id: 202, group: 'daily', kind: 'turnover', target: 1_000_00, award: [coins(1)] },
  { id: 203, group: 'daily', kind: 'deposit', target: 200_00, award: [points(20)] },
  { id: 301, group: 'weekly', kind: 'turnover', target: 10_000_00, award: [coins(15)] },
  { id: 302, group: 'weekly', kind: 'rounds', gameType: 'slots', target: 200, award: [points(100)] },
]

export async function readTasks(db: Executor): Promise<Task[]> {
  const stored = taskListSchema.safeParse(await readSettingInForce(db, TASKS_SETTING))
  return stored.success ? stored.data : DEFAULT_TASKS
}

export async function writeTasks(db: Executor, tasks: Task[]): Promise<void> {
  await writeSettingNow(db, TASKS_SETTING, taskListSchema.parse(tasks))
}
