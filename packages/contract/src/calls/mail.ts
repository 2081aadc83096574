import { z } from 'zod'

import { awardItemSchema, AWARD_SOURCES, claimAnswerSchema, MAX_AWARD_ITEMS } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'

/**
 * Mail (SPEC.md §2 /email and /email/detail, §7 getMail3, getMailDetail, receiveMail, delMail;
 * docs/decisions/035-mail.md): the player's inbox. System mails tell of events (a deposit credited,
 * a withdrawal paid or refused, identity verified or refused, a VIP level reached, a prize won); the
 * operator's broadcasts may carry award items, claimed once through the award engine.
 */

/** What a mail is about. System kinds are written in the player's language by the app from `params`. */
export const MAIL_KINDS = [
  'depositCredited',
  'withdrawalPaid',
  'withdrawalRefused',
  'kycApproved',
  'kycRefused',
  'vipLevel',
  'prize',
  'welcome',
  'passwordGuessed',
  'broadcast',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/** Days a mail stays in the inbox; an attachment not claimed by then lapses (decision 035). */
export const MAIL_RETENTION_DAYS = 60
export const MAIL_PAGE_SIZE = 20
export const MAIL_TITLE_MAX = 80
export const MAIL_BODY_MAX = 2_000

/** The figures a system mail is written from; each kind uses its own. */
export const mailParamsSchema = z.object({
  amount: z.number().int().optional().describe('Hundredths of a peso: a deposit or withdrawal.'),
  level: z.number().int().optional().describe('The VIP level reached.'),
  reason: z.string().max(500).optional().describe('Why a withdrawal or identity check was refused.'),
  items: z
    .array(awardItemSchema)
    .max(MAX_AWARD_ITEMS)
    .optional()
    .describe('A prize already credited; in a welcome mail, the sign-up bonus waiting on its page.'),
  source: z.enum(AWARD_SOURCES).optional().describe('Where a prize came from.'),
})
export type MailParams = z.infer<typeof mailParamsSchema>

/** The languages a console broadcast is written in (decision 095). */
export const MAIL_LANGUAGES = ['en-US', 'fil-PH'] as const
export type MailLanguage = (typeof MAIL_LANGUAGES)[number]
const mailTextSchema = z.object({ title: z.string(), body: z.string() })
export const mailTextsSchema = z.object({ 'en-US': mailTextSchema, 'fil-PH': mailTextSchema })
export type MailTexts = z.infer<typeof mailTextsSchema>

export const mailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  params: mailParamsSchema,
  title: z
    .string()
    .nullable()
    .describe('A broadcast’s title as the operator wrote it; null for system mails.'),
  body: z.string().nullable().describe('A broadcast’s text; null for system mails.'),
  texts: mailTextsSchema
    .nullable()
    .default(null)
    .describe(
      'A console broadcast’s title and text in each language (the app shows the player’s; title and body are the en-US ones); null otherwise.',
    ),
  attachments: z.array(awardItemSchema).describe('Award items to claim (receiveMail); empty for none.'),
  read: z.boolean(),
  claimed: z.boolean().describe('The attachments were claimed (false when there are none).'),
  createTime: z.string().describe('ISO 8601.'),
  expireTime: z.string().describe('ISO 8601: the mail leaves the inbox, and an unclaimed attachment lapses.'),
})
export type Mail = z.infer<typeof mailSchema>

const mailIdField = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('A mail id of getMail3.')

export const mailCalls = defineCalls({
  getMail3: {
    access: 'user',
    description:
      'The player’s inbox, newest first: mails of the last MAIL_RETENTION_DAYS days not deleted, with the unread count and the attachments still to claim.',
    request: z.object({
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(50).default(MAIL_PAGE_SIZE),
    }),
    response: z.object({
      list: z.array(mailSchema),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
      unread: z.number().int().describe('Unread mails in the inbox.'),
      unclaimed: z.number().int().describe('Mails whose attachments wait to be claimed.'),
    }),
  },
  getMailDetail: {
    access: 'user',
    description:
      'One of the player’s mails, which is marked read, with the wagering its coins would carry. Another player’s mail is MAIL_NOT_FOUND.',
    request: z.object({ id: mailIdField }),
    response: mailSchema.extend({
      wagering: z
        .object({
          multiple: z.number().int().describe('Coins claimed are a bonus: turnover of multiple × the coins.'),
          expiryDays: z.number().int().nullable().describe('Days to wager it; null, no limit.'),
          held: z.boolean().describe('Coins claimed now wait for the player’s first deposit.'),
        })
        .describe('Shown before the player claims.'),
    }),
  },
  receiveMail: {
    access: 'user',
    description:
      'Claims a mail’s attachments through the award engine (source mail, key the mail id), once: a second claim is REWARD_ALREADY_CLAIMED.',
    request: z.object({ id: mailIdField }),
    response: claimAnswerSchema,
  },
  delMail: {
    access: 'user',
    description:
      'Deletes a mail from the inbox. A mail whose attachments are not claimed yet is refused (MAIL_ATTACHMENT_UNCLAIMED): claim it first.',
    request: z.object({ id: mailIdField }),
    response: z.object({ id: z.number().int() }),
  },
})
