import type { AppConfig } from '@panalo/contract/app-config'
import type { CallInput, CallOutput } from '@panalo/contract/call-map'
import type { InboxThread, ThreadHolder } from '@panalo/contract/ops/calls/service'
import { CHAT_PAGE_SIZE, CHAT_WAIT_MS, type ChatMessage } from '@panalo/contract/calls/service'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { vipStatus } from '../vip/vip.service.ts'
import { CHAT_CHANNEL, type ChatNotifier } from './chat-notifier.ts'
import { chatLineFor, linesFor } from './service-lines.ts'
import {
  assignThread,
  holderOf,
  lockThread,
  refuseHeld,
  releaseThread,
  setHolder,
  toHolder,
  type DeskAgent,
} from './thread-assignments.ts'

export type { DeskAgent }

/** A player may send this many messages a minute: enough to talk, too few to flood the agents. */
export const CHAT_MESSAGES_PER_MINUTE = 10
/** The first key of the two-key advisory lock a player's chat sends take (the second is the user id). */
const CHAT_LOCK_SPACE = 7_266_039

const messageRows = z.array(
  z.object({
    id: z.coerce.number(),
    sender: z.enum(['player', 'agent']),
    agent_name: z.string().nullable(),
    body: z.string(),
    created_at: z.union([z.string(), z.date()]),
  }),
)

function toMessage(row: z.infer<typeof messageRows>[number]): ChatMessage {
  return {
    id: row.id,
    from: row.sender,
    agentName: row.agent_name,
    text: row.body,
    sentAt: new Date(row.created_at).toISOString(),
  }
}

async function selectMessages(executor: Executor, query: ReturnType<typeof sql>): Promise<ChatMessage[]> {
  const result = await executor.execute(query)
  return z.object({ rows: messageRows }).parse(result).rows.map(toMessage)
}

/** The one message a statement answers; a statement that must answer one and does not is a bug. */
async function selectMessage(executor: Executor, query: ReturnType<typeof sql>): Promise<ChatMessage> {
  const [message] = await selectMessages(executor, query)
  if (!message) throw new Error('The chat message was not found')
  return message
}

const COLUMNS = sql`id, sender, agent_name, body, created_at`

/** The player's messages after `afterId`, oldest first. */
async function messagesAfter(db: Db, userId: number, afterId: number): Promise<ChatMessage[]> {
  return selectMessages(
    db,
    sql`select ${COLUMNS} from service_messages
         where user_id = ${userId} and id > ${afterId} order by id limit ${CHAT_PAGE_SIZE}`,
  )
}

/** The agents' messages up to `lastId` are read: the player's window shows them. */
async function markReadUpTo(db: Db, userId: number, lastId: number): Promise<void> {
  await db.execute(sql`
    update service_messages set read_at = now()
     where user_id = ${userId} and sender = 'agent' and read_at is null and id <= ${lastId}`)
}

/** Stores an agent's or a player's message and announces it, in one transaction (decision 057). */
async function announce(executor: Executor, userId: number): Promise<void> {
  await executor.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${String(userId)})`)
}

export interface ServiceChat {
  lines(userId: number | null): Promise<CallOutput<'getCustomerServices'>>
  history(userId: number, beforeId?: number): Promise<CallOutput<'serviceChatHistory'>>
  /**
   * The operator's view of a thread, a page back from `beforeId` (the latest without it), oldest
   * first: it reads nothing for the player. NOT_FOUND when there is no such player.
   */
  thread(
    userId: number,
    beforeId?: number,
  ): Promise<{
    playerAccount: string | null
    holder: ThreadHolder
    messages: ChatMessage[]
    hasMore: boolean
  }>
  send(userId: number, input: CallInput<'serviceChatSend'>): Promise<CallOutput<'serviceChatSend'>>
  wait(userId: number, afterId: number): Promise<CallOutput<'serviceChatWait'>>
  /** An agent's reply the player has not read yet: the chat's red dot. */
  unreadReply(userId: number): Promise<boolean>
  /** The operator's inbox (the console's serviceInbox): each thread's unread count, waiting time, line. */
  inbox(filter: { lineId?: number; waitingOnly: boolean }): Promise<InboxThread[]>
  /**
   * An agent's answer: the one writer of agent messages. From the console `staff` is the signed-in
   * account: a thread nobody holds becomes theirs, one another account holds is SERVICE_THREAD_HELD
   * (decision 093). The operator's CLI names only the agent and holds nothing.
   */
  reply(
    userId: number,
    agentName: string,
    text: string,
    staff?: DeskAgent,
  ): Promise<{ message: ChatMessage; before: ThreadHolder; holder: ThreadHolder }>
  /**
   * Gives the thread to `to`, assigned by `by` (the same account for a take). A thread a third account
   * holds is SERVICE_THREAD_HELD unless `takeOver`. Answers the holder before and after.
   */
  assign(
    userId: number,
    by: DeskAgent,
    to: DeskAgent,
    takeOver: boolean,
  ): Promise<{ before: ThreadHolder; holder: ThreadHolder }>
  /**
   * Gives the thread back to the queue (decision 105): `by` must hold it unless `anyone` (a lead).
   * Answers the holder before; a thread nobody holds is left as it is.
   */
  release(userId: number, by: DeskAgent, anyone: boolean): Promise<{ before: ThreadHolder }>
}

/** The player's account (or mobile); NOT_FOUND when there is no such player. */
async function playerAccountOf(executor: Executor, userId: number): Promise<string | null> {
  const result = await executor.execute(
    sql`select coalesce(account, mobile) as player from users where id = ${userId}`,
  )
  const rows = z.object({ rows: z.array(z.object({ player: z.string().nullable() })) }).parse(result).rows
  if (!rows[0]) throw new AppError('NOT_FOUND', `No player ${userId}`)
  return rows[0].player
}

const inboxRows = z.array(
  z.object({
    user_id: z.coerce.number(),
    player: z.string().nullable(),
    line_id: z.coerce.number().nullable(),
    sender: z.enum(['player', 'agent']),
    body: z.string(),
    created_at: z.union([z.string(), z.date()]),
    unread: z.coerce.number(),
    waiting_since: z.union([z.string(), z.date()]).nullable(),
    staff_account: z.string().nullable(),
    staff_name: z.string().nullable(),
    assigned_by: z.string().nullable(),
    assigned_at: z.union([z.string(), z.date()]).nullable(),
  }),
)

/**
 * Every thread with its last message, the line of the player's last message, and the player's messages
 * after the last answer (their count, the first one's time).
 */
async function inboxThreads(db: Db) {
  const result = await db.execute(sql`
    with last_answer as (
      select user_id, max(id) as id from service_messages where sender = 'agent' group by user_id),
    unanswered as (
      select m.user_id, count(*) as unread, min(m.created_at) as waiting_since
        from service_messages m left join last_answer a on a.user_id = m.user_id
       where m.sender = 'player' and m.id > coalesce(a.id, 0)
       group by m.user_id),
    last_line as (
      select distinct on (user_id) user_id, line_id from service_messages
       where sender = 'player' order by user_id, id desc),
    last_message as (
      select distinct on (user_id) user_id, sender, body, created_at from service_messages
       order by user_id, id desc)
    select l.user_id, coalesce(u.account, u.mobile) as player, ll.line_id, l.sender, l.body, l.created_at,
           coalesce(w.unread, 0) as unread, w.waiting_since,
           h.staff_account, h.staff_name, h.assigned_by, h.assigned_at
      from last_message l join users u on u.id = l.user_id
      left join last_line ll on ll.user_id = l.user_id
      left join unanswered w on w.user_id = l.user_id
      left join service_assignments h on h.user_id = l.user_id`)
  return z.object({ rows: inboxRows }).parse(result).rows
}

/** Up to a page of the player's messages before `beforeId` (the latest without it), oldest first. */
async function page(db: Db, userId: number, beforeId?: number) {
  const newestFirst = await selectMessages(
    db,
    sql`select ${COLUMNS} from service_messages
         where user_id = ${userId} and id < ${beforeId ?? Number.MAX_SAFE_INTEGER}
         order by id desc limit ${CHAT_PAGE_SIZE + 1}`,
  )
  return {
    messages: newestFirst.slice(0, CHAT_PAGE_SIZE).reverse(),
    hasMore: newestFirst.length > CHAT_PAGE_SIZE,
  }
}

export function createServiceChat({
  db,
  appConfig,
  notifier,
  waitMs = CHAT_WAIT_MS,
}: {
  db: Db
  appConfig: () => Promise<AppConfig>
  notifier: ChatNotifier
  waitMs?: number
}): ServiceChat {
  const allLines = async () => (await appConfig()).customerServices
  return {
    async lines(userId) {
      const vip = userId === null ? null : (await vipStatus(db, userId)).vip
      return linesFor(await allLines(), vip)
    },

    async history(userId, beforeId) {
      const { messages, hasMore } = await page(db, userId, beforeId)
      const last = messages.at(-1)
      if (last && messages.some((message) => message.from === 'agent'))
        await markReadUpTo(db, userId, last.id)
      return { messages, hasMore }
    },

    async thread(userId, beforeId) {
      const playerAccount = await playerAccountOf(db, userId)
      const [{ messages, hasMore }, holder] = await Promise.all([
        page(db, userId, beforeId),
        holderOf(db, userId),
      ])
      return { playerAccount, holder, messages, hasMore }
    },

    async send(userId, { lineId, clientMessageId, text }) {
      const { vip } = await vipStatus(db, userId)
      if (!chatLineFor(await allLines(), lineId, vip)) throw new AppError('SERVICE_LINE_CLOSED')
      return inTransaction(db, async (tx) => {
        // The player's sends take turns from the count to the insert, so a burst cannot pass the cap.
        await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_LOCK_SPACE}::int, ${userId}::int)`)
        const [earlier] = await selectMessages(
          tx,
          sql`select ${COLUMNS} from service_messages
               where user_id = ${userId} and client_message_id = ${clientMessageId}`,
        )
        if (earlier) return { message: earlier }
        const recent = await tx.execute(sql`
          select count(*)::int as count from service_messages
           where user_id = ${userId} and sender = 'player' and created_at > now() - interval '1 minute'`)
        const [{ count }] = z
          .object({ rows: z.tuple([z.object({ count: z.coerce.number() })]) })
          .parse(recent).rows
        if (count >= CHAT_MESSAGES_PER_MINUTE) throw new AppError('SERVICE_CHAT_BUSY')
        // A retry racing the first send meets the unique index and answers the stored message.
        const [stored] = await selectMessages(
          tx,
          sql`insert into service_messages (user_id, sender, line_id, body, client_message_id)
              values (${userId}, 'player', ${lineId}, ${text}, ${clientMessageId})
              on conflict (user_id, client_message_id) do nothing
              returning ${COLUMNS}`,
        )
        if (!stored) {
          const raced = await selectMessage(
            tx,
            sql`select ${COLUMNS} from service_messages
                 where user_id = ${userId} and client_message_id = ${clientMessageId}`,
          )
          return { message: raced }
        }
        await announce(tx, userId)
        return { message: stored }
      })
    },

    async wait(userId, afterId) {
      // A wait's answer may reach nobody (the window closed while the server held it), so what it
      // delivers is read only when the window asks past it: `afterId` says what the window has.
      if (afterId > 0) await markReadUpTo(db, userId, afterId)
      const deadline = Date.now() + waitMs
      for (;;) {
        const subscription = await notifier.subscribe(userId)
        try {
          const ready = await messagesAfter(db, userId, afterId)
          const left = deadline - Date.now()
          if (ready.length > 0 || left <= 0) return { messages: ready }
          // An announcement can bring nothing after `afterId` (a late one of the player's own
          // message, or a reconnect waking every wait): then the wait goes on for its time.
          if ((await subscription.wait(left)) !== 'announced')
            return { messages: await messagesAfter(db, userId, afterId) }
        } finally {
          subscription.stop()
        }
      }
    },

    async unreadReply(userId) {
      // The thread's index (user_id, id) finds the player's rows; a thread is short.
      const result = await db.execute(sql`
        select exists (select 1 from service_messages
                        where user_id = ${userId} and sender = 'agent' and read_at is null) as unread`)
      return z.object({ rows: z.tuple([z.object({ unread: z.boolean() })]) }).parse(result).rows[0].unread
    },

    async inbox({ lineId, waitingOnly }) {
      const lines = await allLines()
      const threads = (await inboxThreads(db))
        .filter((row) => lineId === undefined || row.line_id === lineId)
        .filter((row) => !waitingOnly || row.unread > 0)
        .map((row): InboxThread => {
          const line = lines.find((candidate) => candidate.id === row.line_id)
          return {
            threadId: row.user_id,
            userId: row.user_id,
            playerAccount: row.player,
            lineId: row.line_id,
            lineName: line?.name ?? null,
            vipLine: (line?.vipLevel ?? 0) > 0,
            unread: row.unread,
            waitingSince: row.waiting_since === null ? null : new Date(row.waiting_since).toISOString(),
            lastMessage: {
              from: row.sender,
              text: [...row.body].slice(0, 120).join(''),
              sentAt: new Date(row.created_at).toISOString(),
            },
            holder:
              row.staff_account === null || row.staff_name === null || row.assigned_by === null
                ? null
                : toHolder({
                    staff_account: row.staff_account,
                    staff_name: row.staff_name,
                    assigned_by: row.assigned_by,
                    assigned_at: row.assigned_at ?? new Date(0),
                  }),
          }
        })
      // Waiting threads first, the newest waiting first; then the answered ones, the latest first.
      return threads.sort(
        (a, b) =>
          Number(b.unread > 0) - Number(a.unread > 0) ||
          (b.waitingSince ?? b.lastMessage.sentAt).localeCompare(a.waitingSince ?? a.lastMessage.sentAt),
      )
    },

    async reply(userId, agentName, text, staff) {
      return inTransaction(db, async (tx) => {
        let before: ThreadHolder = null
        let holder: ThreadHolder = null
        await playerAccountOf(tx, userId)
        if (staff) {
          await lockThread(tx, userId)
          before = await holderOf(tx, userId)
          if (before && before.account !== staff.account) refuseHeld(before)
          holder = before ?? (await setHolder(tx, userId, staff, staff.account))
        }
        const message = await selectMessage(
          tx,
          sql`insert into service_messages (user_id, sender, agent_name, body)
              values (${userId}, 'agent', ${agentName}, ${text}) returning ${COLUMNS}`,
        )
        await announce(tx, userId)
        return { message, before, holder }
      })
    },

    async assign(userId, by, to, takeOver) {
      return inTransaction(db, async (tx) => {
        await playerAccountOf(tx, userId)
        return assignThread(tx, userId, by, to, takeOver)
      })
    },

    async release(userId, by, anyone) {
      return inTransaction(db, async (tx) => {
        await playerAccountOf(tx, userId)
        return releaseThread(tx, userId, by, anyone)
      })
    },
  }
}
