import { AWARD_ITEM } from '@panalo/contract/award-items'
import { vipTaskSchema, type VipTask } from '@panalo/contract/calls/vip-tasks'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

/**
 * The weekly VIP tasks (docs/decisions/029-vip-tasks.md), kept in the settings table; `vip:tasks`
 * shows them and replaces them. A task's id is part of its claim key, so an id is never reused for
 * another task: change a task's figures under its id, retire an id by removing it.
 */
export const VIP_TASKS_SETTING = 'vip.tasks'

export const vipTaskListSchema = z
  .array(vipTaskSchema)
  .max(50)
  .refine((tasks) => new Set(tasks.map((task) => task.id)).size === tasks.length, {
    message: 'Each task needs its own id',
  })

const coins = (pesos: number) => ({ id: AWARD_ITEM.coin, count: pesos * 100 })
const points = (count: number) => ({ id: AWARD_ITEM.points, count })

/**
 * The seeded week: one task open to everyone, the rest from VIP 1 up, sized so a level's tasks pay
 * about 0.2–0.3 % of the turnover they ask for, on top of the rebate (decision 027).
 */
export const DEFAULT_VIP_TASKS: VipTask[] = [
  { id: 1, kind: 'playDays', target: 3, minLevel: 0, award: [points(20)] },
  { id: 2, kind: 'turnover', gameType: 'slots', target: 2_000_00, minLevel: 1, award: [coins(5)] },
  { id: 3, kind: 'deposit', target: 500_00, minLevel: 1, award: [coins(8), points(30)] },
  { id: 4, kind: 'turnover', target: 10_000_00, minLevel: 3, award: [coins(28)] },
  { id: 5, kind: 'turnover', gameType: 'live', target: 5_000_00, minLevel: 4, award: [coins(12)] },
  { id: 6, kind: 'playDays', target: 6, minLevel: 5, award: [coins(38), points(100)] },
  { id: 7, kind: 'turnover', target: 100_000_00, minLevel: 6, award: [coins(238)] },
]

export async function readVipTasks(db: Executor): Promise<VipTask[]> {
  const stored = vipTaskListSchema.safeParse(await readSetting(db, VIP_TASKS_SETTING))
  return stored.success ? stored.data : DEFAULT_VIP_TASKS
}

export async function writeVipTasks(db: Executor, tasks: VipTask[]): Promise<void> {
  await writeSetting(db, VIP_TASKS_SETTING, vipTaskListSchema.parse(tasks))
}
