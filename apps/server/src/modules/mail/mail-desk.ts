import type { BroadcastAudience, DeskBroadcast } from '@panalo/contract/ops/calls/mail'
import type { AwardItem } from '@panalo/contract/award-items'
import type { MailTexts } from '@panalo/contract/calls/mail'

import type { Db } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import { actorOf, type StaffPrincipal } from '../../platform/ops-handler.ts'
import { OpsError } from '../../platform/ops-error.ts'
import { appendAudit } from '../audit/audit.service.ts'
import { audienceOf, type VipLevelOf } from './broadcast-audience.ts'
import { broadcastById, broadcastPage, type BroadcastCounts } from './broadcast-counts.ts'
import {
  cancelBroadcast,
  composeBroadcast,
  deliverBroadcast,
  type BroadcastRow,
} from './mail-broadcast.service.ts'

function present(row: BroadcastRow & BroadcastCounts): DeskBroadcast {
  return {
    id: row.id,
    state: row.state,
    texts: row.texts ?? {
      'en-US': { title: row.title, body: row.body },
      'fil-PH': { title: row.title, body: row.body },
    },
    attachments: row.attachments,
    wageringMultiple: row.wageringMultiple,
    audience: row.target,
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    sentBy: row.sentBy,
    createdAt: row.createdAt.toISOString(),
    received: row.received,
    deliveredBeforeCancel: row.state === 'cancelled' ? row.recipients : null,
    read: row.read,
    claimed: row.claimed,
  }
}

/** What the audit chain keeps of a broadcast: its state and what it carries, not its whole text. */
function audited(row: BroadcastRow) {
  return {
    state: row.state,
    title: row.title,
    attachments: row.attachments,
    wageringMultiple: row.wageringMultiple,
    audience: row.target,
    sendAt: row.sendAt.toISOString(),
    recipients: row.recipients,
  }
}

export interface ComposeInput {
  key: string
  texts: MailTexts
  attachments: AwardItem[]
  wageringMultiple?: number | undefined
  audience: BroadcastAudience
  sendAt?: string | undefined
}

/**
 * The console's mail desk (decision 095): the audience's count, composing a broadcast (sent now or
 * scheduled for the mail-broadcasts job), cancelling a scheduled one or one being sent (decision 109:
 * the job stops at its next batch, the mails delivered stay), the list with received, read and
 * claimed counts. The broadcasts are the CLI's mail:send's: one row of `mails` per player, claimed once
 * through the award engine. Every change is on the audit chain with before and after.
 */
export function createMailDesk(db: Db, vipLevelOf: VipLevelOf) {
  return {
    async preview(audience: BroadcastAudience) {
      const { ids, unknownIds } = await audienceOf(db, audience, vipLevelOf)
      return { count: ids.length, unknownIds: unknownIds.slice(0, 100) }
    },

    async send(principal: StaffPrincipal, ip: string, input: ComposeInput) {
      const sendAt = input.sendAt === undefined ? undefined : new Date(input.sendAt)
      // A time already past is "now"; the job sends nothing before its time.
      const now = sendAt === undefined || sendAt.getTime() <= Date.now()
      const { broadcast, replayed } = await composeBroadcast(db, {
        key: `console:${input.key}`,
        title: input.texts['en-US'].title,
        body: input.texts['en-US'].body,
        texts: input.texts,
        attachments: input.attachments,
        wageringMultiple: input.wageringMultiple,
        target: input.audience,
        sentBy: principal.account,
        sendAt: now ? undefined : sendAt,
      })
      if (!replayed) {
        await appendAudit(db, actorOf({ staff: principal, ip }), {
          action: 'mail.broadcast.compose',
          target: `broadcast:${broadcast.id}`,
          before: null,
          after: audited(broadcast),
        })
      }
      if (now && broadcast.state === 'scheduled') {
        // One batch within the request; a larger audience is left `sending` for the job (decision 105).
        const sent = await deliverBroadcast(db, broadcast.id, vipLevelOf, { maxBatches: 1 })
        if (sent)
          await appendAudit(db, actorOf({ staff: principal, ip }), {
            action: 'mail.broadcast.send',
            target: `broadcast:${broadcast.id}`,
            before: { state: broadcast.state, recipients: broadcast.recipients },
            after: { state: sent.state, recipients: sent.recipients },
          })
      }
      return this.one(broadcast.id)
    },

    async cancel(principal: StaffPrincipal, ip: string, id: number) {
      const result = await cancelBroadcast(db, id, principal.account)
      if (!result) throw new AppError('NOT_FOUND', `No broadcast ${id}`)
      if (result.after.state !== 'cancelled' || result.before.state === 'cancelled')
        throw new OpsError(
          'DESK_REFUSED',
          `Broadcast ${id} is ${result.before.state}: only a scheduled one or one being sent is cancelled`,
        )
      await appendAudit(db, actorOf({ staff: principal, ip }), {
        action: 'mail.broadcast.cancel',
        target: `broadcast:${id}`,
        before: audited(result.before),
        after: audited(result.after),
      })
      return this.one(id)
    },

    async list(state: BroadcastRow['state'] | undefined, pageNum: number, pageSize: number) {
      const { rows, total } = await broadcastPage(db, { state, pageNum, pageSize })
      return { list: rows.map(present), total }
    },

    async one(id: number) {
      const row = await broadcastById(db, id)
      if (!row) throw new AppError('NOT_FOUND', `No broadcast ${id}`)
      return present(row)
    },
  }
}

export type MailDesk = ReturnType<typeof createMailDesk>
