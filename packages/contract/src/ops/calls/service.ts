import { z } from 'zod'

import { defineOpsCalls } from '../define-ops-call.ts'

export const inboxThreadSchema = z.object({
  threadId: z.number().int().describe('A player has one chat thread: its id is the player’s user id.'),
  userId: z.number().int(),
  playerAccount: z.string().nullable(),
  lineId: z.number().int().nullable().describe('The line of the player’s last message.'),
  lineName: z.string().nullable(),
  vipLine: z.boolean().describe('The line is a VIP line (vipLevel above 0).'),
  unread: z.number().int().describe('The player’s messages since the last answer.'),
  waitingSince: z.string().nullable().describe('The first unanswered message’s time; null when answered.'),
  lastMessage: z.object({ from: z.enum(['player', 'agent']), text: z.string(), sentAt: z.string() }),
})
export type InboxThread = z.infer<typeof inboxThreadSchema>

export const serviceDeskCalls = defineOpsCalls({
  serviceInbox: {
    roles: ['support', 'admin'],
    description:
      'The live chat’s threads, the waiting ones first (the newest waiting first), then the answered ones by last activity; optionally one line.',
    request: z.object({
      lineId: z.number().int().positive().optional(),
      waitingOnly: z.boolean().default(false),
    }),
    response: z.object({ list: z.array(inboxThreadSchema) }),
  },
})
