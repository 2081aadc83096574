import { z } from 'zod'

import { FEEDBACK_CATEGORIES, FEEDBACK_STATES, FEEDBACK_TEXT_MAX } from '../../calls/feedback.ts'
import { defineOpsCalls } from '../define-ops-call.ts'

export const deskTicketSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  playerAccount: z.string().nullable(),
  category: z.enum(FEEDBACK_CATEGORIES),
  state: z.enum(FEEDBACK_STATES),
  createdAt: z.string(),
  updatedAt: z
    .string()
    .describe('The last activity; the queue is oldest first, so the longest waiting lead.'),
  lastMessage: z
    .string()
    .describe('The newest message’s text (the player’s or an answer), cut to 120 characters.'),
  lastAuthor: z.enum(['player', 'operator']).nullable(),
  closedBy: z.string().nullable(),
})
export type DeskTicket = z.infer<typeof deskTicketSchema>

export const deskTicketMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'operator']),
  authorName: z.string().nullable(),
  text: z.string(),
  images: z.array(z.string()).describe('Upload ids; feedbackImage shows one.'),
  createdAt: z.string(),
})

const SUPPORT_ROLES = ['support', 'admin'] as const
const ticketId = z.number().int().positive()

export const feedbackDeskCalls = defineOpsCalls({
  feedbackQueue: {
    roles: SUPPORT_ROLES,
    description: 'Feedback tickets of a state (all when absent), the longest waiting first.',
    request: z.object({
      state: z.enum(FEEDBACK_STATES).optional(),
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ list: z.array(deskTicketSchema), total: z.number().int() }),
  },
  feedbackTicket: {
    roles: SUPPORT_ROLES,
    description: 'A ticket and its whole thread, with the ids of each message’s images.',
    request: z.object({ ticketId }),
    response: z.object({ ticket: deskTicketSchema, messages: z.array(deskTicketMessageSchema) }),
  },
  feedbackImage: {
    roles: SUPPORT_ROLES,
    description:
      'One image of a ticket’s thread, as base64. Answered only to support and admin, never cached, and every view is on the audit chain.',
    request: z.object({ ticketId, imageId: z.string().regex(/^[0-9a-f]{32}$/) }),
    response: z.object({ contentType: z.string(), base64: z.string() }),
  },
  feedbackAnswer: {
    roles: SUPPORT_ROLES,
    description: 'Answers a ticket as the signed-in staff: the player sees it with a red dot.',
    request: z.object({ ticketId, text: z.string().trim().min(1).max(FEEDBACK_TEXT_MAX) }),
    response: deskTicketSchema,
  },
  feedbackClose: {
    roles: SUPPORT_ROLES,
    description: 'Closes a ticket: the player can no longer reply to it (they may open a new one).',
    request: z.object({ ticketId }),
    response: deskTicketSchema,
  },
})
