import { mergeAwardItems, type AwardItem } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import type { VipTask } from '@panalo/contract/calls/vip-tasks'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaMidnight, manilaWeekStart } from '../../platform/manila-time.ts'
import { claimAward } from '../rewards/award-engine.service.ts'
import { grantedKeys } from '../rewards/award-records.service.ts'
import type { PaidDepositsTotal } from '../deposits/deposits.service.ts'
import { turnoverDaysOf } from '../turnover/turnover.service.ts'
import { readVipTasks } from './vip-task-settings.ts'
import { vipStatus } from './vip.service.ts'

/**
 * Weekly VIP tasks (docs/decisions/029-vip-tasks.md). Progress is read, never stored: valid turnover
 * and days played from the turnover projector's figures, deposits from the deposits paid, both over
 * the Manila week (Monday 00:00 to Monday 00:00, UTC+8). A task's award is one grant of the award
 * engine keyed `task-<id>-<Monday>`, so it pays once per week however the claims come. What was
 * completed last week and not claimed stays claimable until this week ends.
 */

type ClaimAnswer = CallOutput<'receiveVipTask'>
type TaskList = CallOutput<'getVipTaskList'>

export interface VipTaskService {
  /** A guest (null) sees this week's tasks from level 0, no progress (decision 068). */
  list(userId: number | null): Promise<TaskList>
  claim(userId: number, taskId: number): Promise<ClaimAnswer>
  claimUnclaimed(userId: number): Promise<ClaimAnswer>
}

const taskKey = (task: VipTask, week: string): string => `task-${task.id}-${week}`

export function createVipTaskService({
  db,
  paidDepositsTotal,
  now = () => new Date(),
}: {
  db: Db
  paidDepositsTotal: PaidDepositsTotal
  now?: () => Date
}): VipTaskService {
  /** Each task's progress over one Manila week, in the target's unit and capped at the target. */
  async function progressOf(
    executor: Executor,
    userId: number,
    tasks: readonly VipTask[],
    week: string,
  ): Promise<Map<number, number>> {
    const days = await turnoverDaysOf(executor, userId, { from: week, to: addDays(week, 6) })
    const deposited = tasks.some((task) => task.kind === 'deposit')
      ? await paidDepositsTotal(executor, userId, {
          from: manilaMidnight(week),
          to: manilaMidnight(addDays(week, 7)),
        })
      : 0
    const progress = new Map<number, number>()
    for (const task of tasks) {
      const counted =
        task.kind === 'deposit'
          ? deposited
          : task.kind === 'playDays'
            ? new Set(days.filter((day) => day.stake > 0).map((day) => day.day)).size
            : days
                .filter((day) => task.gameType === undefined || day.gameType === task.gameType)
                .reduce((sum, day) => sum + day.stake, 0)
      progress.set(task.id, Math.min(counted, task.target))
    }
    return progress
  }

  /** This week's and last week's tasks of the player's level, each with its progress and claim key. */
  async function weeks(executor: Executor, userId: number) {
    const { vip } = await vipStatus(executor, userId)
    const tasks = await readVipTasks(executor)
    const week = manilaWeekStart(now())
    const lastWeek = addDays(week, -7)
    const open = tasks.filter((task) => task.minLevel <= vip).sort((a, b) => a.id - b.id)
    // One after another: `executor` may be a transaction, one connection.
    const progress = await progressOf(executor, userId, open, week)
    const lastProgress = await progressOf(executor, userId, open, lastWeek)
    const claimed = await grantedKeys(executor, {
      source: 'vip',
      userId,
      keys: open.flatMap((task) => [taskKey(task, week), taskKey(task, lastWeek)]),
    })
    const done = (task: VipTask, figures: Map<number, number>) => (figures.get(task.id) ?? 0) >= task.target
    return {
      vip,
      week,
      tasks,
      progress,
      dueThisWeek: open.filter((task) => done(task, progress) && !claimed.has(taskKey(task, week))),
      dueLastWeek: open.filter((task) => done(task, lastProgress) && !claimed.has(taskKey(task, lastWeek))),
      claimed: (task: VipTask) => claimed.has(taskKey(task, week)),
      lastWeek,
    }
  }

  /** Grants each task's award under its week's key; a key already granted means a racing claim won. */
  async function grant(
    tx: Tx,
    userId: number,
    due: readonly { task: VipTask; week: string }[],
  ): Promise<ClaimAnswer> {
    let heldCoins = 0
    const granted: AwardItem[][] = []
    for (const { task, week } of due) {
      const answer = await claimAward(tx, {
        source: 'vip',
        key: taskKey(task, week),
        userId,
        items: task.award,
      })
      heldCoins += answer.heldCoins
      granted.push(answer.items)
    }
    return { items: mergeAwardItems(granted), heldCoins }
  }

  return {
    async list(userId) {
      if (userId === null) {
        const week = manilaWeekStart(now())
        return {
          vip: 0,
          week,
          endsAt: manilaMidnight(addDays(week, 7)).toISOString(),
          tasks: (await readVipTasks(db)).map((task) => ({
            task,
            progress: 0,
            state: task.minLevel > 0 ? ('locked' as const) : ('inProgress' as const),
          })),
          unclaimedLastWeek: [],
        }
      }
      const { vip, week, tasks, progress, dueThisWeek, dueLastWeek, claimed } = await weeks(db, userId)
      return {
        vip,
        week,
        endsAt: manilaMidnight(addDays(week, 7)).toISOString(),
        tasks: tasks.map((task) => {
          const reached = progress.get(task.id) ?? 0
          return {
            task,
            progress: reached,
            state:
              task.minLevel > vip
                ? ('locked' as const)
                : claimed(task)
                  ? ('claimed' as const)
                  : dueThisWeek.includes(task)
                    ? ('claimable' as const)
                    : ('inProgress' as const),
          }
        }),
        unclaimedLastWeek: dueLastWeek,
      }
    },
    claim(userId, taskId) {
      return inTransaction(db, async (tx) => {
        const { vip, week, tasks, dueThisWeek, claimed } = await weeks(tx, userId)
        const task = tasks.find((candidate) => candidate.id === taskId)
        if (!task) throw new AppError('NOT_FOUND', 'There is no VIP task with that id.')
        if (task.minLevel > vip) throw new AppError('VIP_LEVEL_NOT_REACHED')
        if (claimed(task)) throw new AppError('REWARD_ALREADY_CLAIMED')
        if (!dueThisWeek.includes(task)) throw new AppError('REWARD_NOT_DUE')
        return grant(tx, userId, [{ task, week }])
      })
    },
    claimUnclaimed(userId) {
      return inTransaction(db, async (tx) => {
        const { week, lastWeek, dueThisWeek, dueLastWeek } = await weeks(tx, userId)
        // Oldest first and by id, the same order in every claim, so racing claims meet on the same first key.
        const due = [
          ...dueLastWeek.map((task) => ({ task, week: lastWeek })),
          ...dueThisWeek.map((task) => ({ task, week })),
        ]
        if (due.length === 0) throw new AppError('REWARD_NOT_DUE')
        return grant(tx, userId, due)
      })
    },
  }
}
