import { z } from 'zod'

import { LOCALES } from './constants.ts'

export { ACTIVITY_CLICK, ACTIVITY_ID } from './enums.ts'

export const ACTIVITY_TITLE_MAX = 60
export const ACTIVITY_SUMMARY_MAX = 200
/** An activity's rules (decision 109): plain text, lines kept, per language. */
export const ACTIVITY_RULES_MAX = 4000

const activityTextSchema = z.object({
  title: z.string().min(1).max(ACTIVITY_TITLE_MAX),
  summary: z.string().min(1).max(ACTIVITY_SUMMARY_MAX),
})

/** An activity as SPEC.md §3 lists it, with its title and summary in each language of the app. */
export const activitySchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  type: z.number().int().describe('1 shows as a start-up popup.'),
  themeUrl: z.string().describe('Its art: a path of the app or an https address.'),
  clickAction: z.string().describe('Where a tap goes: a path of the app, or an https address.'),
  clickType: z.number().int().describe('1 a route of the app, 2 an outside address.'),
  unloginShowStatus: z.union([z.literal(0), z.literal(1)]).describe('1: guests may open it too.'),
  homeFloatShowStatus: z.union([z.literal(0), z.literal(1)]).describe('1: shows the floating bubble.'),
  texts: z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, activityTextSchema])) as Record<
      (typeof LOCALES)[number],
      typeof activityTextSchema
    >,
  ),
  endsAt: z.string().nullable().describe('ISO 8601; null: no end.'),
  rules: z
    .object(
      Object.fromEntries(LOCALES.map((locale) => [locale, z.string().max(ACTIVITY_RULES_MAX)])) as Record<
        (typeof LOCALES)[number],
        z.ZodString
      >,
    )
    .nullable()
    .describe('Its rules in each language (plain text, lines kept); null: none beyond the summary.'),
})
export type Activity = z.infer<typeof activitySchema>

/** SPEC.md §3 "Activity response". */
export const activityResponseSchema = z.object({
  activityMap: z.record(z.string(), activitySchema),
  activityIds: z.array(z.number().int()).describe('The live activities, in their sort order.'),
  hasTurntable: z.boolean().describe('A spin wheel is live.'),
  totalRecharge: z.number().int().describe('Hundredths the player has deposited; 0 for a guest.'),
  loginBonus3CanReceive: z.boolean().describe('Today’s sign-in is still to claim; false for a guest.'),
})
export type ActivityResponse = z.infer<typeof activityResponseSchema>

/** SPEC.md §3 "Award-flag set": what is waiting for the player, for the red dots. */
export const awardFlagsSchema = z.object({
  spinAwardFlag: z.boolean(),
  taskAwardFlag: z.boolean(),
  agent5AwardFlag: z.boolean(),
  vipAwardFlag: z.boolean(),
  signInFlag: z.boolean(),
  emailAwardFlag: z.boolean(),
  canReceiveDrawChance: z.boolean(),
  diamondMallRedDot: z.boolean(),
  // Beyond SPEC.md's set: its red dots for the sign-up bonus, the fund and free bonuses (decision 050).
  signUpBonusFlag: z.boolean().describe('The sign-up bonus can be claimed.'),
  fundAwardFlag: z.boolean().describe('A growth-fund milestone is reached and unclaimed.'),
  freeBonusFlag: z.boolean().describe('A free gift waits: the receiving-account bonus.'),
  // Beyond SPEC.md: an agent's reply in the chat is unread (decision 057).
  serviceReplyFlag: z.boolean().describe('An agent’s chat reply is unread.'),
})
export type AwardFlags = z.infer<typeof awardFlagsSchema>
