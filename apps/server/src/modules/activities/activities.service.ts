import { ACTIVITY_ID, type Activity, type ActivityResponse, type AwardFlags } from '@panalo/contract/activity'
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { activities } from '../../db/schema/activities.ts'

/**
 * The activity platform (docs/decisions/032-activity-platform.md): the activities live now, as the
 * home page, the bonus centre and the start-up popups read them, and the award flags behind the red
 * dots. An area not built yet keeps its flag false.
 */

/** What a signed-in player's activity answer and award flags read from the other areas. */
export interface ActivityPlayerReads {
  totalRecharge(executor: Executor, userId: number): Promise<number>
  signInCanReceive(userId: number): Promise<boolean>
  taskAwardFlag(userId: number): Promise<boolean>
  vipAwardFlag(userId: number): Promise<boolean>
  /** A jackpot draw can be made: a chance held or earned (decision 040). */
  canReceiveDrawChance(userId: number): Promise<boolean>
  /** A spin of the wheel waits today (decision 042). */
  spinAwardFlag(userId: number): Promise<boolean>
}

export interface ActivitiesService {
  /** The live activities, for a guest (totalRecharge 0, no sign-in to claim). */
  forGuest(): Promise<ActivityResponse>
  /** The live activities with the player's own figures (inside getAfterLoginInfoWeb). */
  forPlayer(userId: number): Promise<ActivityResponse>
  awardFlags(userId: number): Promise<AwardFlags>
}

type ActivityRow = typeof activities.$inferSelect

function present(row: ActivityRow): Activity {
  return {
    id: row.id,
    sort: row.sort,
    type: row.type,
    themeUrl: row.themeUrl,
    clickAction: row.clickAction,
    clickType: row.clickType,
    unloginShowStatus: row.unloginShowStatus === 1 ? 1 : 0,
    homeFloatShowStatus: row.homeFloatShowStatus === 1 ? 1 : 0,
    texts: row.texts,
    endsAt: row.endsAt?.toISOString() ?? null,
  }
}

/** Live activities at an instant, by sort then id. */
export async function liveActivities(executor: Executor, at: Date): Promise<Activity[]> {
  const rows = await executor
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.status, 'live'),
        or(isNull(activities.startsAt), lte(activities.startsAt, at)),
        or(isNull(activities.endsAt), gt(activities.endsAt, at)),
      ),
    )
    .orderBy(asc(activities.sort), asc(activities.id))
  return rows.map(present)
}

export function createActivitiesService({
  db,
  reads,
  now = () => new Date(),
}: {
  db: Db
  reads: ActivityPlayerReads
  now?: () => Date
}): ActivitiesService {
  async function response(figures: { totalRecharge: number; loginBonus3CanReceive: boolean }) {
    const live = await liveActivities(db, now())
    return {
      activityMap: Object.fromEntries(live.map((activity) => [String(activity.id), activity])),
      activityIds: live.map((activity) => activity.id),
      // The spin wheel is live (decision 042).
      hasTurntable: live.some((activity) => activity.id === ACTIVITY_ID.spinWheel),
      ...figures,
    }
  }
  return {
    forGuest: () => response({ totalRecharge: 0, loginBonus3CanReceive: false }),
    async forPlayer(userId) {
      const [totalRecharge, loginBonus3CanReceive] = await Promise.all([
        reads.totalRecharge(db, userId),
        reads.signInCanReceive(userId),
      ])
      return response({ totalRecharge, loginBonus3CanReceive })
    },
    async awardFlags(userId) {
      const [signInFlag, taskAwardFlag, vipAwardFlag, canReceiveDrawChance, spinAwardFlag] =
        await Promise.all([
          reads.signInCanReceive(userId),
          reads.taskAwardFlag(userId),
          reads.vipAwardFlag(userId),
          reads.canReceiveDrawChance(userId),
          reads.spinAwardFlag(userId),
        ])
      return {
        spinAwardFlag,
        taskAwardFlag,
        agent5AwardFlag: false,
        vipAwardFlag,
        signInFlag,
        emailAwardFlag: false,
        canReceiveDrawChance,
        diamondMallRedDot: false,
      }
    },
  }
}
