import { z } from 'zod'

import {
  ACTIVITY_CLICK,
  ACTIVITY_RULES_MAX,
  ACTIVITY_SUMMARY_MAX,
  ACTIVITY_TITLE_MAX,
  activitySchema,
} from '../../activity.ts'
import { LOCALES, MAX_BODY_BYTES } from '../../constants.ts'
import { REWARD_AREA_NAMES, rewardPreviewSchema } from '../reward-settings.ts'
import { defineOpsCalls } from '../define-ops-call.ts'

/**
 * The promotions desk (issue 42; decisions 097 and 098): the activities (state, schedule, order, art)
 * and the reward settings, each area edited with its contract schema and previewed before saving.
 */

/** Where an activity stands now: paused by the operator, or live before, inside or after its window. */
export const ACTIVITY_STATES = ['scheduled', 'live', 'paused', 'ended'] as const
export type ActivityState = (typeof ACTIVITY_STATES)[number]

export const deskActivitySchema = activitySchema.extend({
  status: z.enum(['live', 'paused']).describe('What the operator set.'),
  state: z.enum(ACTIVITY_STATES).describe('What a player sees now.'),
  startsAt: z.string().nullable(),
  updatedAt: z.string(),
})
export type DeskActivity = z.infer<typeof deskActivitySchema>

const activityIdField = z.number().int().min(1).max(999_999)
const instantField = z.iso.datetime({ offset: true }).nullable()

/** Where a tap on an activity goes when it is a route of the app: a path, with an optional query. */
export const ACTIVITY_ROUTE_PATTERN = /^\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_-]*)?$/
/** Activities made in the console get ids from here up (SPEC.md's and Panalo's own are below). */
export const CONSOLE_ACTIVITY_FIRST_ID = 1001

const activityTextInput = z.object({
  title: z.string().trim().min(1).max(ACTIVITY_TITLE_MAX),
  summary: z.string().trim().min(1).max(ACTIVITY_SUMMARY_MAX).describe('The description players read.'),
})
export const activityTextsInput = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, activityTextInput])) as Record<
    (typeof LOCALES)[number],
    typeof activityTextInput
  >,
)
export type ActivityTextsInput = z.infer<typeof activityTextsInput>

/**
 * An activity's rules (decision 109): plain text per language, trimmed, lines kept. Both empty: no
 * rules (stored null); one language without the other is refused, as the texts are.
 */
export const activityRulesInput = z
  .object(
    Object.fromEntries(
      LOCALES.map((locale) => [locale, z.string().trim().max(ACTIVITY_RULES_MAX)]),
    ) as Record<(typeof LOCALES)[number], z.ZodString>,
  )
  .refine((rules) => LOCALES.every((l) => rules[l] === '') || LOCALES.every((l) => rules[l] !== ''), {
    message: 'Rules in every language, or none',
  })
export type ActivityRulesInput = z.infer<typeof activityRulesInput>

const flag = z.union([z.literal(0), z.literal(1)]).default(0)

/** A new activity: its texts and where a tap goes (a page of the app it shares with its kind, or https). */
export const activityDraftSchema = z
  .object({
    texts: activityTextsInput,
    rules: activityRulesInput.optional().describe('Its rules; absent or both empty: none.'),
    clickType: z.union([z.literal(ACTIVITY_CLICK.route), z.literal(ACTIVITY_CLICK.external)]),
    clickAction: z.string().trim().min(1).max(300),
    type: flag.describe('1 shows it as a start-up popup.'),
    unloginShowStatus: flag.describe('1: guests see it too.'),
    homeFloatShowStatus: flag.describe('1: the floating bubble on the home page.'),
  })
  .refine(
    (draft) =>
      draft.clickType === ACTIVITY_CLICK.route
        ? ACTIVITY_ROUTE_PATTERN.test(draft.clickAction)
        : /^https:\/\/[^\s]+$/.test(draft.clickAction),
    {
      message: 'Where a tap goes: a path of the app (such as /activity/spin) or an https address',
      path: ['clickAction'],
    },
  )
export type ActivityDraft = z.input<typeof activityDraftSchema>

const rewardAreaField = z.enum(REWARD_AREA_NAMES as [string, ...string[]])

export const promotionDeskCalls = defineOpsCalls({
  activityList: {
    roles: ['marketing', 'admin'],
    description: 'Every activity with its state (scheduled, live, paused, ended), window and order.',
    request: z.object({}),
    response: z.object({ list: z.array(deskActivitySchema) }),
  },
  activityUpdate: {
    roles: ['marketing', 'admin'],
    description:
      'Pauses or resumes an activity and sets its window, as `activities set` does (audited, before and after). An activity without art cannot go live.',
    request: z.object({
      id: activityIdField,
      status: z.enum(['live', 'paused']).optional(),
      startsAt: instantField.optional(),
      endsAt: instantField.optional(),
    }),
    response: z.object({ activity: deskActivitySchema }),
  },
  activityReorder: {
    roles: ['marketing', 'admin'],
    description: 'Puts the activities in this order (every id once), as players see them (audited).',
    request: z.object({ ids: z.array(activityIdField).min(1).max(500) }),
    response: z.object({ list: z.array(deskActivitySchema) }),
  },
  activityUploadArt: {
    roles: ['marketing', 'admin'],
    description:
      'Uploads an activity’s art, base64 in `image` (JPEG, PNG or WebP read from the bytes, re-encoded without metadata, as players’ uploads are) and makes it the activity’s art (audited).',
    request: z.object({
      id: activityIdField,
      image: z
        .string()
        .min(1)
        .max(MAX_BODY_BYTES)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64'),
    }),
    response: z.object({ activity: deskActivitySchema }),
  },
  activityCreate: {
    roles: ['marketing', 'admin'],
    description:
      'Creates an activity, paused and without art, last in the order: its texts (and rules, optional) in every language and where a tap goes (audited). It goes live once it has art and is resumed.',
    request: activityDraftSchema,
    response: z.object({ activity: deskActivitySchema }),
  },
  activityEditTexts: {
    roles: ['marketing', 'admin'],
    description:
      'Replaces an activity’s title and description in every language, and its rules when `rules` is given (both empty: none); each audited with before and after; players read them at once.',
    request: z.object({
      id: activityIdField,
      texts: activityTextsInput,
      rules: activityRulesInput.optional().describe('Absent: the rules stay as they are.'),
    }),
    response: z.object({ activity: deskActivitySchema }),
  },
  rewardSettingsGet: {
    roles: ['marketing', 'admin'],
    description:
      'A reward area’s settings in force, its preview, and a change saved for the next period if one waits.',
    request: z.object({ area: rewardAreaField }),
    response: z.object({
      area: z.string(),
      value: z.unknown(),
      preview: rewardPreviewSchema,
      pending: z.object({ value: z.unknown(), from: z.string(), preview: rewardPreviewSchema }).nullable(),
    }),
  },
  rewardSettingsSave: {
    roles: ['marketing', 'admin'],
    description:
      'Saves a reward area’s settings, checked with its schema, in force from its next period (audited, before and after). `shown` is the value the editor opened with: a figure that moves by itself meanwhile (the diamond shop’s stock, lowered by each purchase) takes the operator’s change from it instead of the figure typed, so a sale made while the editor was open is never undone.',
    request: z.object({ area: rewardAreaField, value: z.unknown(), shown: z.unknown().optional() }),
    response: z.object({ from: z.string(), preview: rewardPreviewSchema }),
  },
})
