import { z } from 'zod'

import { customerServiceItemSchema } from '../app-config.ts'
import { defineCalls } from '../define-call.ts'

/**
 * Customer service (SPEC.md §2 /service and /service/vip, §7 getCustomerServices;
 * docs/decisions/057-customer-service.md): the lines a player may use, and Panalo's own live chat,
 * whose messages are kept in the database and delivered by long polling woken across server
 * instances (PostgreSQL LISTEN/NOTIFY).
 */

export const CHAT_TEXT_MAX = 1_000
export const CHAT_PAGE_SIZE = 50
/**
 * How long serviceChatWait holds a request open before answering with nothing new: under the app's
 * shortest request timeout (10 s, SPEC.md §9), so a quiet chat never looks like a failed request.
 */
export const CHAT_WAIT_MS = 8_000

export const chatMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['player', 'agent']),
  agentName: z.string().nullable().describe('The agent who answered; null for the player’s own messages.'),
  text: z.string(),
  sentAt: z.string().describe('ISO 8601.'),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

const lineIdField = z
  .number()
  .int()
  .positive()
  .describe('The id of a Panalo chat line from getCustomerServices.')

export const serviceCalls = defineCalls({
  getCustomerServices: {
    access: 'public',
    description:
      'The customer-service lines this visitor may use, by sort (appCustomerServiceQueue), and the VIP line of /service/vip: the level it opens at and whether the player has reached it.',
    request: z.object({}),
    response: z.object({
      appCustomerServiceQueue: z.array(customerServiceItemSchema),
      vipLine: z
        .object({
          vipLevel: z.number().int().describe('The VIP level the dedicated line opens at.'),
          open: z.boolean().describe('The signed-in player has reached it.'),
          lines: z.array(customerServiceItemSchema).describe('The dedicated lines; empty until open.'),
        })
        .nullable()
        .describe('Null when no dedicated line is configured.'),
    }),
  },
  serviceChatHistory: {
    access: 'user',
    description:
      'The player’s chat with Panalo’s agents, oldest first, up to 50 messages before `beforeId` (the latest without it); marks the agents’ messages read.',
    request: z.object({ beforeId: z.number().int().positive().optional() }),
    response: z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() }),
  },
  serviceChatSend: {
    access: 'user',
    description:
      'Sends a message on a Panalo chat line. `clientMessageId` makes a retry answer the same message instead of sending it twice.',
    request: z.object({
      lineId: lineIdField,
      clientMessageId: z.uuid(),
      text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
    }),
    response: z.object({ message: chatMessageSchema }),
  },
  serviceChatWait: {
    access: 'user',
    description:
      'Answers the messages after `afterId` as soon as there are any, or an empty list after about 8 seconds: the chat window calls it again and again while open. The agents’ messages up to `afterId` count as read: the window has them.',
    request: z.object({ afterId: z.number().int().min(0) }),
    response: z.object({ messages: z.array(chatMessageSchema) }),
    background: true,
  },
})
