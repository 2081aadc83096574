import { ACTIVITY_ID } from '@panalo/contract/activity'
import { SIGN_IN_CYCLE_DAYS } from '@panalo/contract/calls/sign-in'
import type { CallOutput } from '@panalo/contract/call-map'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaDay } from '../../platform/manila-time.ts'
import { claimAward, readWageringSettings } from '../rewards/award-engine.service.ts'
import { grantsOf } from '../rewards/award-records.service.ts'
import { liveActivities } from './activities.service.ts'
import { readSignInDays } from './sign-in-settings.ts'

/**
 * Daily sign-in (docs/decisions/030-daily-sign-in.md). A sign-in is one grant of the award engine,
 * source `sign-in`, keyed by the Manila day, so a day pays once however the claims come. Nothing else
 * is stored: the streak is the run of consecutive days signed in before today, read back from those
 * grants, and today's cycle day is the streak modulo seven, plus one. A day missed starts again at 1.
 */

const SIGNED_TODAY = 'You have already signed in today.'

/** Grants read back to count a streak: a year of days, a whole number of cycles. */
const STREAK_SCAN = 52 * SIGN_IN_CYCLE_DAYS + 1

export interface SignInService {
  /** A guest (null) sees the cycle from day 1 with nothing to claim (decision 068). */
  status(userId: number | null): Promise<CallOutput<'loginBonus3User'>>
  receive(userId: number): Promise<CallOutput<'loginBonus3UserReceive'>>
}

export function createSignInService({
  db,
  now = () => new Date(),
}: {
  db: Db
  now?: () => Date
}): SignInService {
  /** Today, whether it is signed, and the streak of days signed before it. */
  async function streakOf(executor: Executor, userId: number) {
    const today = manilaDay(now())
    const rows = await grantsOf(executor, { source: 'sign-in', userId, limit: STREAK_SCAN })
    const signed = new Set(rows.map((row) => row.key))
    let before = 0
    for (let day = addDays(today, -1); signed.has(day); day = addDays(day, -1)) before += 1
    return { today, signedToday: signed.has(today), before, cycleDay: (before % SIGN_IN_CYCLE_DAYS) + 1 }
  }

  /** The daily sign-in activity (FreeSign) is live: while the operator pauses it, nothing is claimed (decision 097). */
  async function isOpen(executor: Executor): Promise<boolean> {
    return (await liveActivities(executor, now())).some((activity) => activity.id === ACTIVITY_ID.freeSign)
  }

  return {
    async status(userId) {
      const { today, signedToday, before, cycleDay } =
        userId === null
          ? { today: manilaDay(now()), signedToday: false, before: 0, cycleDay: 1 }
          : await streakOf(db, userId)
      const days = await readSignInDays(db)
      const rule = (await readWageringSettings(db))['sign-in']
      return {
        today,
        cycleDay,
        signedToday,
        canReceive: userId !== null && !signedToday && (await isOpen(db)),
        streak: before + (signedToday ? 1 : 0),
        days: days.map((entry) => ({
          ...entry,
          state:
            entry.day < cycleDay || (entry.day === cycleDay && signedToday)
              ? ('signed' as const)
              : entry.day === cycleDay
                ? ('today' as const)
                : ('upcoming' as const),
        })),
        wagering: {
          multiple: rule.multiple,
          expiryDays: rule.expiryDays,
          heldUntilFirstDeposit: rule.heldUntilFirstDeposit,
        },
      }
    },
    receive(userId) {
      return inTransaction(db, async (tx) => {
        const { today, signedToday, before, cycleDay } = await streakOf(tx, userId)
        if (signedToday) throw new AppError('REWARD_ALREADY_CLAIMED', SIGNED_TODAY)
        if (!(await isOpen(tx))) throw new AppError('ACTIVITY_PAUSED')
        const award = (await readSignInDays(tx))[cycleDay - 1]?.award ?? []
        const grant = await claimAward(
          tx,
          { source: 'sign-in', key: today, userId, items: award },
          SIGNED_TODAY,
        )
        return { cycleDay, streak: before + 1, items: grant.items, heldCoins: grant.heldCoins }
      })
    },
  }
}
