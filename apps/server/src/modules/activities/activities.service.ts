import { ACTIVITY_ID, type Activity, type ActivityResponse, type AwardFlags } from '@panalo/contract/activity'
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { activities } from '../../db/schema/activities.ts'
import type { PromotionFlags } from '../promotions/promotions.service.ts'

/**
 * The activity platform (docs/decisions/032-activity-platform.md): the activities live now, as the
 * home page, the bonus centre and the start-up popups read them, and the award flags behind the red
 * dots, each read from the area that owns it.
 */

/** What a signed-in player's activity answer and award flags read from the other areas. */
export interface ActivityPlayerReads {
  totalRecharge(executor: Executor, userId: number): Promise<number>
  signInCanReceive(userId: number): Promise<boolean>
  taskAwardFlag(userId: number): Promise<boolean>
  vipAwardFlag(userId: number): Promise<boolean>
  /** The sign-up bonus, growth fund and free-bonus dots (decision 050). */
  promotionFlags(userId: number): Promise<PromotionFlags>
  /** A commission or an invite reward waits (decision 051). */
  agentAwardFlag(userId: number): Promise<boolean>
  emailAwardFlag(userId: number): Promise<boolean>
  /** An agent's chat reply the player has not read (decision 057). */
  serviceReplyFlag(userId: number): Promise<boolean>
  /** The diamond shop's dot (decision 045): an unscratched card, or new diamonds that buy something. */
  diamondMallRedDot(userId: number): Promise<boolean>
  /** A jackpot draw can be made: a chance held or earned (decision 040). */
  canReceiveDrawChance(userId: number): Promise<boolean>
  /** A spin of the wheel waits today (decision 042), or an invite spin waits (decision 058). */
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

/** An activity as the player's calls answer it; the console's desk adds its state to it. */
export function presentActivity(row: ActivityRow): Activity {
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
    rules: row.rules ?? null,
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
  return rows.map(presentActivity)
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
      const [
        signInFlag,
        taskAwardFlag,
        vipAwardFlag,
        emailAwardFlag,
        agent5AwardFlag,
        diamondMallRedDot,
        canReceiveDrawChance,
        spinAwardFlag,
        promotionFlags,
        serviceReplyFlag,
      ] = await Promise.all([
        reads.signInCanReceive(userId),
        reads.taskAwardFlag(userId),
        reads.vipAwardFlag(userId),
        reads.emailAwardFlag(userId),
        reads.agentAwardFlag(userId),
        reads.diamondMallRedDot(userId),
        reads.canReceiveDrawChance(userId),
        reads.spinAwardFlag(userId),
        reads.promotionFlags(userId),
        reads.serviceReplyFlag(userId),
      ])
      return {
        spinAwardFlag,
        taskAwardFlag,
        agent5AwardFlag,
        vipAwardFlag,
        signInFlag,
        emailAwardFlag,
        canReceiveDrawChance,
        diamondMallRedDot,
        ...promotionFlags,
        serviceReplyFlag,
      }
    },
  }
}
