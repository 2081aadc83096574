/**
 * Activity constants without zod, so the app shell can read them without the schemas
 * (docs/decisions/032-activity-platform.md).
 */

/** Ids SPEC.md §3 names; the activities area seeds each (docs/decisions/032-activity-platform.md). */
export const ACTIVITY_ID = {
  bind: 4,
  vip: 8,
  points: 9,
  signUpBonus: 15,
  fund: 16,
  inviteUserSpin: 20,
  followRewards: 21,
  freeSign: 36,
  firstDeposit: 44,
  luckyJackpot: 47,
  live: 61,
} as const

/** clickType: 1 opens a route of the app (clickAction is its path), 2 an outside address. */
export const ACTIVITY_CLICK = { route: 1, external: 2 } as const
