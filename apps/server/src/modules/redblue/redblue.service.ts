import type { CallOutput } from '@panalo/contract/call-map'
import type { Camp } from '@panalo/contract/calls/redblue'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaDay, manilaMidnight } from '../../platform/manila-time.ts'
import { wageringRuleOf } from '../rewards/award-engine.service.ts'
import {
  campFigures,
  contributionOf,
  currentOrNextPeriod,
  entryOf,
  insertEntry,
  lastSettledPeriod,
  lockRunningPeriod,
  sharedTotal,
  turnoverOnDay,
} from './redblue.queries.ts'

/**
 * Red versus blue, /activity/redpkblue (docs/decisions/054-red-versus-blue.md): the period running,
 * both camps' live scores read from the turnover projector, and joining a camp once per period. The
 * pool is paid by the `redblue-settle` job (redblue-settle.service.ts).
 */

/** The award engine's source of the pool: its wagering rule is shown before joining. */
export const PK_AWARD_SOURCE = 'activity'

async function wageringOf(executor: Executor) {
  const rule = await wageringRuleOf(executor, PK_AWARD_SOURCE)
  return {
    multiple: rule.multiple,
    expiryDays: rule.expiryDays,
    heldUntilFirstDeposit: rule.heldUntilFirstDeposit,
  }
}

export function createRedBlueService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function currentView(userId: number | null, today: string) {
    const period = await currentOrNextPeriod(db, today)
    if (!period) return { period: null, me: userId === null ? null : { camp: null, contribution: 0 } }
    const running = period.startsOn <= today
    const figures = running
      ? await campFigures(db, period.id)
      : { scores: { red: 0, blue: 0 }, members: { red: 0, blue: 0 } }
    const mine = userId === null ? undefined : await contributionOf(db, period.id, userId)
    return {
      period: {
        id: period.id,
        state: running ? ('running' as const) : ('upcoming' as const),
        startsAt: manilaMidnight(period.startsOn).toISOString(),
        endsAt: manilaMidnight(addDays(period.endsOn, 1)).toISOString(),
        pool: period.pool,
        minContribution: period.minContribution,
        ...figures,
      },
      me: userId === null ? null : { camp: mine?.camp ?? null, contribution: mine?.contribution ?? 0 },
    }
  }

  async function lastView(userId: number | null) {
    const last = await lastSettledPeriod(db)
    if (!last) return null
    const entry = userId === null ? undefined : await entryOf(db, last.id, userId)
    const paid = await sharedTotal(db, last.id)
    return {
      id: last.id,
      endsAt: manilaMidnight(addDays(last.endsOn, 1)).toISOString(),
      outcome: last.outcome ?? 'none',
      scores: { red: last.redScore ?? 0, blue: last.blueScore ?? 0 },
      pool: last.pool,
      paid,
      myCamp: entry?.camp ?? null,
      myShare: entry?.share ?? 0,
    }
  }

  return {
    async data(userId: number | null): Promise<CallOutput<'pkData'>> {
      const today = manilaDay(now())
      const [current, last, wagering] = await Promise.all([
        currentView(userId, today),
        lastView(userId),
        wageringOf(db),
      ])
      return { ...current, last, wagering }
    },

    /**
     * Joins a camp for the running period. The row's key refuses a second join, the same camp or the
     * other; the baseline is the day's turnover so far, so only play after joining counts.
     */
    async signUp(userId: number, camp: Camp): Promise<CallOutput<'pkSignUp'>> {
      return inTransaction(db, async (tx) => {
        const today = manilaDay(now())
        const period = await lockRunningPeriod(tx, today)
        if (!period) throw new AppError('PK_NO_PERIOD')
        const baseline = await turnoverOnDay(tx, userId, today)
        const joined = await insertEntry(tx, { periodId: period.id, userId, camp, joinedOn: today, baseline })
        if (!joined) {
          const existing = await entryOf(tx, period.id, userId)
          throw new AppError(existing?.camp === camp ? 'PK_ALREADY_JOINED' : 'PK_CAMP_LOCKED')
        }
        return { camp, periodId: period.id }
      })
    },
  }
}

export type RedBlueService = ReturnType<typeof createRedBlueService>
