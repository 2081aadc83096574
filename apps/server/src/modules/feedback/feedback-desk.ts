import type { DeskTicket } from '@panalo/contract/ops/calls/feedback'
import type { FeedbackState } from '@panalo/contract/calls/feedback'

import type { Db } from '../../db/client.ts'
import type { StaffPrincipal } from '../../platform/ops-handler.ts'
import { appendAudit } from '../audit/audit.service.ts'
import type { MessageRow } from './feedback.queries.ts'
import type { FeedbackService, OperatorTicket } from './feedback.service.ts'

function present(row: OperatorTicket): DeskTicket {
  return {
    id: row.id,
    userId: row.userId,
    playerAccount: row.playerAccount,
    category: row.category,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessage: row.lastMessage,
    lastAuthor: row.lastAuthor,
    closedBy: row.closedBy,
  }
}

function presentMessage(row: MessageRow) {
  return {
    id: row.id,
    author: row.author,
    authorName: row.authorName,
    text: row.text,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The feedback tickets desk (decision 091): the queue, the thread with its images shown to support and
 * admin only (every view on the audit chain, as the KYC desk shows ID photos), answer and close. Every
 * change is the feedback service's — the same the CLI's feedback:answer and feedback:close run — with the
 * staff account as its author, then audited.
 */
export function createFeedbackDesk(db: Db, feedback: FeedbackService) {
  const actor = (principal: StaffPrincipal, ip: string) => ({
    staff: principal.account,
    role: principal.role,
    ip,
  })

  return {
    async queue(state: FeedbackState | undefined, pageNum: number, pageSize: number) {
      const { rows, total } = await feedback.queue(state, { pageNum, pageSize })
      return { list: rows.map(present), total }
    },

    async ticket(id: number) {
      const [ticket, { messages }] = await Promise.all([feedback.summary(id), feedback.thread(id)])
      return { ticket: present(ticket), messages: messages.map(presentMessage) }
    },

    async image(principal: StaffPrincipal, ip: string, ticketId: number, imageId: string) {
      const image = await feedback.ticketImage(ticketId, imageId)
      await appendAudit(db, actor(principal, ip), {
        action: 'feedback.image.view',
        target: `feedback:${ticketId}`,
        after: { imageId, userId: image.userId },
      })
      return { contentType: image.contentType, base64: image.bytes.toString('base64') }
    },

    async answer(principal: StaffPrincipal, ip: string, id: number, text: string) {
      const before = await feedback.summary(id)
      const after = await feedback.answer(id, text, principal.account)
      await appendAudit(db, actor(principal, ip), {
        action: 'feedback.answer',
        target: `feedback:${id}`,
        before: { state: before.state },
        after: { state: after.state, text },
      })
      return present(await feedback.summary(id))
    },

    async close(principal: StaffPrincipal, ip: string, id: number) {
      const before = await feedback.summary(id)
      const after = await feedback.close(id, principal.account)
      if (before.state !== 'closed')
        await appendAudit(db, actor(principal, ip), {
          action: 'feedback.close',
          target: `feedback:${id}`,
          before: { state: before.state },
          after: { state: after.state },
        })
      return present(await feedback.summary(id))
    },
  }
}

export type FeedbackDesk = ReturnType<typeof createFeedbackDesk>
