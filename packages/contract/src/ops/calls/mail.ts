import { z } from 'zod'

import { awardItemSchema, MAX_AWARD_ITEMS } from '../../award-items.ts'
import { MAIL_BODY_MAX, MAIL_TITLE_MAX } from '../../calls/mail.ts'
import { defineOpsCalls } from '../define-ops-call.ts'

/** The most player ids a pasted list may hold. */
export const BROADCAST_MAX_PLAYERS = 10_000
/** How far ahead a broadcast may be scheduled. */
export const BROADCAST_SCHEDULE_MAX_DAYS = 90
/** `sending`: part delivered; the mail-broadcasts job sends the rest in batches (decision 105). */
export const BROADCAST_STATES = ['scheduled', 'sending', 'sent', 'cancelled'] as const
export type BroadcastState = (typeof BROADCAST_STATES)[number]

const daySchema = z.iso.date()
const dayRange = z
  .object({ from: daySchema, to: daySchema })
  .refine((range) => range.to >= range.from, { message: 'The last day is before the first', path: ['to'] })

/**
 * Who a broadcast goes to (decision 095): every player, the players at some VIP levels, those who
 * registered or bet (valid turnover) between two Manila days (inclusive), or a list of player ids.
 */
export const broadcastAudienceSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ vipLevels: z.array(z.number().int().min(0).max(100)).min(1).max(101) }).strict(),
  z.object({ registered: dayRange }).strict(),
  z.object({ active: dayRange }).strict(),
  z
    .object({
      userIds: z
        .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
        .min(1)
        .max(BROADCAST_MAX_PLAYERS),
    })
    .strict(),
])
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>

const textSchema = z.object({
  title: z.string().trim().min(1).max(MAIL_TITLE_MAX),
  body: z.string().trim().min(1).max(MAIL_BODY_MAX),
})

export const broadcastSchema = z.object({
  id: z.number().int(),
  state: z.enum(BROADCAST_STATES),
  texts: z.object({ 'en-US': textSchema, 'fil-PH': textSchema }),
  attachments: z.array(awardItemSchema),
  wageringMultiple: z.number().int().nullable().describe('Null: the mail source’s rule.'),
  audience: z.record(z.string(), z.unknown()).describe('The audience as composed (broadcastAudienceSchema).'),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  sentBy: z.string(),
  createdAt: z.string(),
  /** Mails delivered (0 until sent). */
  received: z.number().int(),
  deliveredBeforeCancel: z
    .number()
    .int()
    .nullable()
    .describe('A cancelled broadcast: how many players it had been delivered to (0 if none); else null.'),
  read: z.number().int(),
  claimed: z.number().int(),
})
export type DeskBroadcast = z.infer<typeof broadcastSchema>

const MAIL_WRITERS = ['marketing', 'admin'] as const
const MAIL_READERS = ['marketing', 'admin', 'support'] as const

export const mailDeskCalls = defineOpsCalls({
  broadcastPreview: {
    roles: MAIL_WRITERS,
    description: 'How many players an audience holds now (a list: how many of its ids are players).',
    request: z.object({ audience: broadcastAudienceSchema }),
    response: z.object({ count: z.number().int(), unknownIds: z.array(z.number().int()) }),
  },
  broadcastSend: {
    roles: MAIL_WRITERS,
    description:
      'Composes a broadcast in both languages with optional award items (claimed once each through the award engine), sent now or scheduled; the same key composes once. Audited.',
    request: z.object({
      /** The console's idempotency key: a retried send answers the first broadcast. */
      key: z.string().regex(/^[A-Za-z0-9_.:-]{8,80}$/),
      texts: z.object({ 'en-US': textSchema, 'fil-PH': textSchema }),
      attachments: z.array(awardItemSchema).max(MAX_AWARD_ITEMS).default([]),
      /** The wagering multiple of its coins, 0 to 100; absent: the mail source’s rule. */
      wageringMultiple: z.number().int().min(0).max(100).optional(),
      audience: broadcastAudienceSchema,
      /** ISO 8601; absent: now. */
      sendAt: z.iso.datetime({ offset: true }).optional(),
    }),
    response: broadcastSchema,
  },
  broadcastCancel: {
    roles: MAIL_WRITERS,
    description:
      'Cancels a scheduled broadcast, or one being sent: delivery stops before its next batch of 1,000 and the mails delivered stay (`deliveredBeforeCancel`). A sent or cancelled one is DESK_REFUSED. Audited with before and after.',
    request: z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
    response: broadcastSchema,
  },
  broadcastList: {
    roles: MAIL_READERS,
    description:
      'Broadcasts, newest first, each with its state and how many players received, read and claimed it.',
    request: z.object({
      state: z.enum(BROADCAST_STATES).optional(),
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    response: z.object({ list: z.array(broadcastSchema), total: z.number().int() }),
  },
})
