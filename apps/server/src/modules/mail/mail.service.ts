import { awardListSchema, type AwardItem } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import {
  MAIL_RETENTION_DAYS,
  mailParamsSchema,
  type Mail,
  type MailKind,
  type MailParams,
} from '@panalo/contract/calls/mail'
import { eq, sql } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { mails } from '../../db/schema/mail.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import type { claimAward, wageringRuleOf } from '../rewards/award-engine.service.ts'
import { walletPlayer } from '../wallet/wallet-players.service.ts'
import { deliverEvents } from '../events/events.service.ts'
import { broadcastMultiple } from './broadcast-counts.ts'
import { inboxPage, inboxWaiting, playerMail, type MailRow } from './mail.queries.ts'

/**
 * Mail (docs/decisions/035-mail.md): the player's inbox. Areas send system mails with sendSystemMail
 * inside the transaction of their event, keyed by that event, so a replay mails once; the operator's
 * broadcasts (mail-broadcast.service.ts) may carry award items, which receiveMail claims once through the
 * award engine (source mail, key the mail id).
 */
export interface MailService {
  list(userId: number, page: { pageNum: number; pageSize: number }): Promise<CallOutput<'getMail3'>>
  detail(userId: number, id: number): Promise<CallOutput<'getMailDetail'>>
  claim(userId: number, id: number): Promise<CallOutput<'receiveMail'>>
  remove(userId: number, id: number): Promise<CallOutput<'delMail'>>
  /** emailAwardFlag: an unread mail or an attachment to claim. */
  waiting(userId: number): Promise<boolean>
}

/** The system mail kinds: every kind but the operator's broadcast. */
export type SystemMailKind = Exclude<MailKind, 'broadcast'>

export interface SystemMail {
  userId: number
  kind: SystemMailKind
  /** The event, unique per player: `deposit:<id>`, `withdrawal:<id>:paid`, `vip-level:<n>`… */
  key: string
  params: MailParams
}

/**
 * Sends a system mail in the caller's transaction (or as its own statement), once per player and key:
 * a replayed event finds the key and sends nothing. Answers whether a mail was sent.
 */
export async function sendSystemMail(executor: Executor, mail: SystemMail): Promise<boolean> {
  // A reason is free text from an operator or a payout gateway: kept short, it never fails the event.
  const reason =
    mail.params.reason === undefined ? {} : { reason: [...mail.params.reason].slice(0, 500).join('') }
  const params = mailParamsSchema.parse({ ...mail.params, ...reason })
  // Insert … where not exists: a replay neither writes nor draws an id.
  const sent = await executor.execute(sql`
    insert into mails (user_id, event_key, kind, params, attachments, expires_at)
    select ${mail.userId}, ${mail.key}, ${mail.kind}, ${JSON.stringify(params)}::jsonb, '[]'::jsonb,
           now() + make_interval(days => ${MAIL_RETENTION_DAYS})
     where not exists (select 1 from mails where user_id = ${mail.userId} and event_key = ${mail.key})
    on conflict (user_id, event_key) do nothing
    returning id`)
  return (sent as unknown as { rows: unknown[] }).rows.length > 0
}

/**
 * A new player's welcome (decision 068), sent in the registration's transaction so the inbox is never
 * empty on day one; it names the sign-up bonus while one runs (`items`, the promotion's offer that the
 * registration reads; claimed on its page, not here).
 */
export async function mailWelcome(executor: Executor, userId: number, items: AwardItem[]): Promise<boolean> {
  return sendSystemMail(executor, {
    userId,
    kind: 'welcome',
    key: 'welcome',
    params: items.length > 0 ? { items } : {},
  })
}

/** The mail of a VIP level reached, sent once per player and level. */
export function mailVipLevelReached(executor: Executor, userId: number, level: number): Promise<boolean> {
  if (level < 1) return Promise.resolve(false)
  return sendSystemMail(executor, { userId, kind: 'vipLevel', key: `vip-level:${level}`, params: { level } })
}

/**
 * Mail follows the outbox (decision 088): each vipLevelReached event becomes the level's mail, in
 * the transaction that marks the event handled. Answers how many events it took.
 */
export function deliverEventMails(db: Db): Promise<number> {
  return deliverEvents(db, 'vipLevelReached', (tx, event) =>
    mailVipLevelReached(tx, event.userId, event.payload.level),
  )
}

export function presentMail(row: MailRow): Mail {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    title: row.title,
    body: row.body,
    texts: row.texts,
    attachments: row.attachments,
    read: row.readAt !== null,
    claimed: row.grantId !== null,
    createTime: row.createdAt.toISOString(),
    expireTime: row.expiresAt.toISOString(),
  }
}

const expired = (row: MailRow) => row.expiresAt.getTime() <= Date.now()

function attachmentsOf(row: MailRow): AwardItem[] {
  return awardListSchema.parse(row.attachments)
}

/**
 * What the inbox needs of the award engine, handed in by the composition root (create-services.ts):
 * mail imports rewards only as types, so every area may send mail without a cycle through rewards.
 */
export interface MailAwards {
  claimAward: typeof claimAward
  wageringRuleOf: typeof wageringRuleOf
}

export function createMailService({ db, awards }: { db: Db; awards: MailAwards }): MailService {
  return {
    async list(userId, { pageNum, pageSize }) {
      const page = await inboxPage(db, userId, { number: pageNum, size: pageSize })
      return {
        list: page.rows.map(presentMail),
        pageNum,
        pageSize,
        total: page.total,
        pages: Math.ceil(page.total / pageSize),
        unread: page.unread,
        unclaimed: page.unclaimed,
      }
    },

    async detail(userId, id) {
      const row = await playerMail(db, userId, id)
      if (!row || expired(row)) throw new AppError('MAIL_NOT_FOUND')
      const rule = await awards.wageringRuleOf(db, 'mail')
      const chosen = await broadcastMultiple(db, row.broadcastId)
      const { totalRecharge } = await walletPlayer(db, userId)
      const wagering = {
        multiple: chosen ?? rule.multiple,
        expiryDays: rule.expiryDays,
        held: rule.heldUntilFirstDeposit && totalRecharge === 0,
      }
      if (row.readAt !== null) return { ...presentMail(row), wagering }
      const [read] = await db
        .update(mails)
        .set({ readAt: sql`coalesce(${mails.readAt}, now())` })
        .where(eq(mails.id, id))
        .returning()
      return { ...presentMail(read ?? row), wagering }
    },

    claim(userId, id) {
      return inTransaction(db, async (tx: Tx) => {
        // The row lock orders racing claims: the second finds it claimed.
        const row = await playerMail(tx, userId, id, true)
        if (!row) throw new AppError('MAIL_NOT_FOUND')
        if (row.attachments.length === 0) throw new AppError('MAIL_NO_ATTACHMENT')
        if (row.grantId !== null) throw new AppError('REWARD_ALREADY_CLAIMED')
        if (expired(row)) throw new AppError('MAIL_EXPIRED')
        // A console broadcast may choose its coins' wagering multiple (decision 095).
        const multiple = await broadcastMultiple(tx, row.broadcastId)
        const grant = await awards.claimAward(tx, {
          source: 'mail',
          key: String(row.id),
          userId,
          items: attachmentsOf(row),
          ...(multiple === undefined ? {} : { multiple }),
        })
        await tx
          .update(mails)
          .set({
            grantId: grant.grantId,
            readAt: sql`coalesce(${mails.readAt}, now())`,
          })
          .where(eq(mails.id, id))
        return { items: grant.items, heldCoins: grant.heldCoins }
      })
    },

    remove(userId, id) {
      return inTransaction(db, async (tx: Tx) => {
        const row = await playerMail(tx, userId, id, true)
        if (!row || expired(row)) throw new AppError('MAIL_NOT_FOUND')
        // Deleting never throws value away: an attachment is claimed first (decision 035).
        if (row.attachments.length > 0 && row.grantId === null)
          throw new AppError('MAIL_ATTACHMENT_UNCLAIMED')
        await tx
          .update(mails)
          .set({ deletedAt: sql`now()` })
          .where(eq(mails.id, id))
        return { id }
      })
    },

    waiting: (userId) => inboxWaiting(db, userId),
  }
}
