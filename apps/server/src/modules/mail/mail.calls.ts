import { mailCalls } from '@panalo/contract/calls/mail'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { MailService } from './mail.service.ts'

/** Mail (/email, /email/detail; decision 035): the inbox, a mail, claiming its attachments, deleting. */
export function mailCallHandlers({ mail }: { mail: MailService }): CallHandler[] {
  return [
    defineHandler(mailCalls.getMail3, (context, input) => mail.list(context.user.userId, input)),
    defineHandler(mailCalls.getMailDetail, (context, input) => mail.detail(context.user.userId, input.id)),
    defineHandler(mailCalls.receiveMail, (context, input) => mail.claim(context.user.userId, input.id)),
    defineHandler(mailCalls.delMail, (context, input) => mail.remove(context.user.userId, input.id)),
  ]
}
