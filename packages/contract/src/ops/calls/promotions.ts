import { z } from 'zod'

import { activitySchema } from '../../activity.ts'
import { MAX_BODY_BYTES } from '../../constants.ts'
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
      'Saves a reward area’s settings, checked with its schema, in force from its next period (audited, before and after).',
    request: z.object({ area: rewardAreaField, value: z.unknown() }),
    response: z.object({ from: z.string(), preview: rewardPreviewSchema }),
  },
})
