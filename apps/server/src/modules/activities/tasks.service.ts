import type { CallOutput } from '@panalo/contract/call-map'
import type { Task } from '@panalo/contract/calls/tasks'
import { and, eq, inArray } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { taskVisits } from '../../db/schema/activities.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaDay, manilaMidnight, manilaWeekStart } from '../../platform/manila-time.ts'
import { claimAward } from '../rewards/award-engine.service.ts'
import { grantedKeys } from '../rewards/award-records.service.ts'
import type { PaidDepositsTotal } from '../deposits/deposits.service.ts'
import { turnoverDaysOf } from '../turnover/turnover.service.ts'
import { newcomerFacts } from './player-facts.ts'
import { readTasks } from './task-settings.ts'

/**
 * The task centre (docs/decisions/031-tasks.md). Progress is read, never stored: newcomer facts from
 * the account, wallet totals and game rounds; daily and weekly figures from the turnover projector's
 * days and the deposits paid in the Manila day or week; a visit task from the row finishTask wrote.
 * A claim is one grant of the award engine, source `task`, keyed by the task and its period
 * (`newcomer-<id>`, `daily-<id>-<day>`, `weekly-<id>-<Monday>`), so it pays once however claims come.
 */

export interface TaskService {
  /** A guest (null) sees every task with no progress (decision 068). */
  list(userId: number | null): Promise<CallOutput<'getTaskUser'>>
  finish(userId: number, taskId: number): Promise<CallOutput<'finishTask'>>
  claim(userId: number, taskId: number): Promise<CallOutput<'receiveTaskAward'>>
}

type Period = { today: string; week: string }

function periodOf(task: Task, { today, week }: Period): string {
  return task.group === 'newcomer' ? 'once' : task.group === 'daily' ? today : week
}

const claimKey = (task: Task, period: Period): string =>
  task.group === 'newcomer' ? `newcomer-${task.id}` : `${task.group}-${task.id}-${periodOf(task, period)}`

export function createTaskService({
  db,
  paidDepositsTotal,
  now = () => new Date(),
}: {
  db: Db
  paidDepositsTotal: PaidDepositsTotal
  now?: () => Date
}): TaskService {
  function currentPeriod(): Period {
    const at = now()
    return { today: manilaDay(at), week: manilaWeekStart(at) }
  }

  /** Each task's progress now, in its target's unit and capped at the target; reads only what the tasks need. */
  async function progressOf(
    executor: Executor,
    userId: number,
    tasks: readonly Task[],
    period: Period,
  ): Promise<Map<number, number>> {
    const needs = (kinds: readonly Task['kind'][]) => tasks.some((task) => kinds.includes(task.kind))
    const facts = needs(['bindPhone', 'setPassword', 'firstDeposit', 'playGames', 'verifyIdentity'])
      ? await newcomerFacts(executor, userId)
      : undefined
    const days = needs(['turnover', 'rounds'])
      ? await turnoverDaysOf(executor, userId, { from: period.week, to: addDays(period.week, 6) })
      : []
    const deposited = async (from: string, days: number) =>
      paidDepositsTotal(executor, userId, {
        from: manilaMidnight(from),
        to: manilaMidnight(addDays(from, days)),
      })
    const depositTasks = tasks.filter((task) => task.kind === 'deposit')
    const depositedToday = depositTasks.some((task) => task.group === 'daily')
      ? await deposited(period.today, 1)
      : 0
    const depositedWeek = depositTasks.some((task) => task.group === 'weekly')
      ? await deposited(period.week, 7)
      : 0
    const visitIds = tasks.filter((task) => task.kind === 'visit').map((task) => task.id)
    const visited =
      visitIds.length === 0
        ? []
        : await executor
            .select({ taskId: taskVisits.taskId, period: taskVisits.period })
            .from(taskVisits)
            .where(and(eq(taskVisits.userId, userId), inArray(taskVisits.taskId, visitIds)))

    const progress = new Map<number, number>()
    for (const task of tasks) {
      const inPeriod = days.filter(
        (day) =>
          (task.group === 'weekly' || day.day === period.today) &&
          (task.gameType === undefined || day.gameType === task.gameType),
      )
      const counted = (() => {
        switch (task.kind) {
          case 'bindPhone':
            return facts?.phoneBound ? 1 : 0
          case 'setPassword':
            return facts?.passwordSet ? 1 : 0
          case 'firstDeposit':
            return (facts?.deposited ?? 0) > 0 ? 1 : 0
          case 'playGames':
            return facts?.gamesPlayed ?? 0
          case 'verifyIdentity':
            return facts?.identityVerified ? 1 : 0
          case 'turnover':
            return inPeriod.reduce((sum, day) => sum + day.stake, 0)
          case 'rounds':
            return inPeriod.reduce((sum, day) => sum + day.bets, 0)
          case 'deposit':
            return task.group === 'daily' ? depositedToday : depositedWeek
          case 'visit':
            return visited.some((row) => row.taskId === task.id && row.period === periodOf(task, period))
              ? 1
              : 0
        }
      })()
      progress.set(task.id, Math.min(counted, task.target))
    }
    return progress
  }

  async function findTask(executor: Executor, taskId: number): Promise<Task> {
    const task = (await readTasks(executor)).find((candidate) => candidate.id === taskId)
    if (!task) throw new AppError('NOT_FOUND', 'There is no task with that id.')
    return task
  }

  async function stateOf(executor: Executor, userId: number, task: Task, progress: number, period: Period) {
    const claimed = await grantedKeys(executor, { source: 'task', userId, keys: [claimKey(task, period)] })
    return claimed.size > 0
      ? ('claimed' as const)
      : progress >= task.target
        ? ('claimable' as const)
        : ('inProgress' as const)
  }

  return {
    async list(userId) {
      const period = currentPeriod()
      const tasks = await readTasks(db)
      // A guest sees every task with no progress (decision 068).
      const progress =
        userId === null ? new Map<number, number>() : await progressOf(db, userId, tasks, period)
      const claimed =
        userId === null
          ? new Set<string>()
          : await grantedKeys(db, {
              source: 'task',
              userId,
              keys: tasks.map((task) => claimKey(task, period)),
            })
      const list = tasks.map((task) => {
        const reached = progress.get(task.id) ?? 0
        return {
          task,
          progress: reached,
          state: claimed.has(claimKey(task, period))
            ? ('claimed' as const)
            : reached >= task.target
              ? ('claimable' as const)
              : ('inProgress' as const),
        }
      })
      return {
        tasks: list,
        dailyEndsAt: manilaMidnight(addDays(period.today, 1)).toISOString(),
        weeklyEndsAt: manilaMidnight(addDays(period.week, 7)).toISOString(),
        taskAwardFlag: list.some((entry) => entry.state === 'claimable'),
      }
    },
    async finish(userId, taskId) {
      const period = currentPeriod()
      const task = await findTask(db, taskId)
      if (task.kind !== 'visit')
        throw new AppError('VALIDATION', 'This task finishes by itself when you do what it asks.')
      await db
        .insert(taskVisits)
        .values({ userId, taskId, period: periodOf(task, period) })
        .onConflictDoNothing()
      const progress = (await progressOf(db, userId, [task], period)).get(task.id) ?? 0
      return { id: task.id, progress, state: await stateOf(db, userId, task, progress, period) }
    },
    claim(userId, taskId) {
      return inTransaction(db, async (tx) => {
        const period = currentPeriod()
        const task = await findTask(tx, taskId)
        const progress = (await progressOf(tx, userId, [task], period)).get(task.id) ?? 0
        if (progress < task.target) throw new AppError('REWARD_NOT_DUE')
        const grant = await claimAward(tx, {
          source: 'task',
          key: claimKey(task, period),
          userId,
          items: task.award,
        })
        return { items: grant.items, heldCoins: grant.heldCoins }
      })
    },
  }
}
