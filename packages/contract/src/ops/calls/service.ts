import { z } from 'zod'

import { CHAT_TEXT_MAX, chatMessageSchema } from '../../calls/service.ts'
import { defineOpsCalls } from '../define-ops-call.ts'
import { SUPPORT_LEAD_ROLES } from '../roles.ts'

export const threadHolderSchema = z
  .object({
    account: z.string(),
    name: z.string(),
    since: z.string(),
    assignedBy: z.string().describe('The holder itself (a take) or the account that handed it over.'),
  })
  .nullable()
  .describe('The staff account holding the thread (decision 093); null when nobody holds it.')
export type ThreadHolder = z.infer<typeof threadHolderSchema>

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
  holder: threadHolderSchema,
})
export type InboxThread = z.infer<typeof inboxThreadSchema>

export const CANNED_TITLE_MAX = 60

export const cannedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  textEn: z.string().describe('en-US'),
  textFil: z.string().describe('fil-PH'),
  updatedBy: z.string(),
  updatedAt: z.string(),
})
export type CannedReply = z.infer<typeof cannedReplySchema>

const paymentSchema = z.object({
  id: z.string(),
  amount: z.number().int().describe('Hundredths of a peso.'),
  state: z.string(),
  createdAt: z.string(),
})

export const playerContextSchema = z.object({
  userId: z.number().int(),
  account: z.string().nullable(),
  mobile: z.string().nullable(),
  nickname: z.string().nullable(),
  status: z.string(),
  vipLevel: z.number().int(),
  balances: z.record(z.string(), z.number()).describe('By ledger account kind, in hundredths.'),
  kyc: z.string().describe('The last submission’s state, or none.'),
  deposits: z.array(paymentSchema).describe('The last five.'),
  withdrawals: z.array(paymentSchema).describe('The last five.'),
  openTickets: z.array(
    z.object({ id: z.number().int(), category: z.string(), state: z.string(), updatedAt: z.string() }),
  ),
})
export type PlayerContext = z.infer<typeof playerContextSchema>

export const supportReportSchema = z.object({
  agents: z.array(
    z.object({
      account: z.string(),
      name: z.string(),
      held: z.number().int().describe('Threads the agent holds now.'),
      waiting: z.number().int().describe('Of those, threads whose player waits for an answer.'),
      oldestWaitingSince: z.string().nullable(),
    }),
  ),
  unheld: z.object({
    waiting: z.number().int().describe('Waiting threads nobody holds: the queue.'),
    oldestWaitingSince: z.string().nullable(),
  }),
})
export type SupportReport = z.infer<typeof supportReportSchema>

// A support lead is support too (roles.ts ROLE_INCLUDES): these calls are also the lead's.
const SUPPORT_ROLES = ['support', 'admin'] as const
const threadId = z.number().int().positive().describe('The player’s user id.')
const cannedText = z.string().trim().min(1).max(CHAT_TEXT_MAX)

export const serviceDeskCalls = defineOpsCalls({
  serviceInbox: {
    roles: ['support', 'admin'],
    description:
      'The live chat’s threads with who holds each, the waiting ones first (the newest waiting first), then the answered ones by last activity; optionally one line.',
    request: z.object({
      lineId: z.number().int().positive().optional(),
      waitingOnly: z.boolean().default(false),
    }),
    response: z.object({ list: z.array(inboxThreadSchema) }),
  },
  serviceThread: {
    roles: SUPPORT_ROLES,
    description:
      'A thread’s messages, oldest first, a page at a time back from `before` (a message id; the latest without it), with who holds it. Reads nothing for the player.',
    request: z.object({ threadId, before: z.number().int().positive().optional() }),
    response: z.object({
      threadId: z.number().int(),
      playerAccount: z.string().nullable(),
      holder: threadHolderSchema,
      messages: z.array(chatMessageSchema),
      hasMore: z.boolean(),
    }),
  },
  serviceReply: {
    roles: SUPPORT_ROLES,
    description:
      'Answers the player as the signed-in staff (their display name is the agent the player sees); an open chat shows it at once, a closed one a red dot. Takes a thread nobody holds; a thread another account holds is SERVICE_THREAD_HELD until taken over (serviceTake).',
    request: z.object({ threadId, text: z.string().trim().min(1).max(CHAT_TEXT_MAX) }),
    response: z.object({ message: chatMessageSchema, holder: threadHolderSchema }),
  },
  serviceTake: {
    roles: SUPPORT_ROLES,
    description:
      'Takes a thread for the signed-in staff. A thread another account holds is SERVICE_THREAD_HELD unless `takeOver` is true, which only a support lead or admin may ask (ROLE_REFUSED otherwise).',
    request: z.object({ threadId, takeOver: z.boolean().default(false) }),
    response: z.object({ holder: threadHolderSchema }),
  },
  serviceHandOver: {
    roles: SUPPORT_ROLES,
    description:
      'Hands a thread to another active support, support lead or admin account. A thread a third account holds is SERVICE_THREAD_HELD unless `takeOver` is true, which only a support lead or admin may ask (ROLE_REFUSED otherwise).',
    request: z.object({
      threadId,
      toAccount: z.string().trim().min(1).max(32),
      takeOver: z.boolean().default(false),
    }),
    response: z.object({ holder: threadHolderSchema }),
  },
  serviceRelease: {
    roles: SUPPORT_ROLES,
    description:
      'Gives a thread the signed-in staff holds back to the queue: nobody holds it, any agent may take it (audited). Another account’s thread is SERVICE_THREAD_HELD, unless a support lead or admin releases it.',
    request: z.object({ threadId }),
    response: z.object({ holder: threadHolderSchema }),
  },
  serviceReport: {
    roles: SUPPORT_LEAD_ROLES,
    description:
      'The support report: per agent the threads held now and how many of them wait for an answer, and the queue of waiting threads nobody holds.',
    request: z.object({}),
    response: supportReportSchema,
  },
  serviceAgents: {
    roles: SUPPORT_ROLES,
    description: 'The active support, support lead and admin accounts a thread can be handed to.',
    request: z.object({}),
    response: z.object({
      list: z.array(z.object({ account: z.string(), name: z.string(), role: z.string() })),
    }),
  },
  serviceContext: {
    roles: SUPPORT_ROLES,
    description:
      'The player beside the thread: VIP level, balances, KYC state, the last deposits and withdrawals, open feedback tickets.',
    request: z.object({ threadId }),
    response: playerContextSchema,
  },
  serviceCannedList: {
    roles: SUPPORT_ROLES,
    description: 'The canned replies, by title.',
    request: z.object({}),
    response: z.object({ list: z.array(cannedReplySchema) }),
  },
  serviceCannedSave: {
    roles: ['admin'],
    description: 'Creates a canned reply (no id) or edits one; audited with before and after.',
    request: z.object({
      id: z.number().int().positive().optional(),
      title: z.string().trim().min(1).max(CANNED_TITLE_MAX),
      textEn: cannedText,
      textFil: cannedText,
    }),
    response: cannedReplySchema,
  },
  serviceCannedDelete: {
    roles: ['admin'],
    description: 'Deletes a canned reply; audited with what it was.',
    request: z.object({ id: z.number().int().positive() }),
    response: z.object({ deleted: z.boolean() }),
  },
})
