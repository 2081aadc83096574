import type { AppConfig } from '@panalo/contract/app-config'
import type { CallInput, CallOutput } from '@panalo/contract/call-map'
import type { InboxThread, ThreadHolder } from '@panalo/contract/ops/calls/service'
import { CHAT_WAIT_MS, type ChatMessage } from '@panalo/contract/calls/service'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { vipStatus } from '../vip/vip.service.ts'
import type { ChatNotifier } from './chat-notifier.ts'
import { inboxOf } from './service-inbox.ts'
import { chatLineFor, linesFor } from './service-lines.ts'
import {
  announce,
  COLUMNS,
  markReadUpTo,
  messagesAfter,
  messagePage,
  selectMessage,
  selectMessages,
} from './service-messages.ts'
import {
  assignThread,
  holderOf,
  lockThread,
  refuseHeld,
  releaseThread,
  setHolder,
  type DeskAgent,
} from './thread-assignments.ts'
import { LOCK_SPACES } from '../../platform/lock-spaces.ts'

export type { DeskAgent }

/** A player may send this many messages a minute: enough to talk, too few to flood the agents. */
export const CHAT_MESSAGES_PER_MINUTE = 10

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
      const { messages, hasMore } = await messagePage(db, userId, beforeId)
      const last = messages.at(-1)
      if (last && messages.some((message) => message.from === 'agent'))
        await markReadUpTo(db, userId, last.id)
      return { messages, hasMore }
    },

    async thread(userId, beforeId) {
      const playerAccount = await playerAccountOf(db, userId)
      const [{ messages, hasMore }, holder] = await Promise.all([
        messagePage(db, userId, beforeId),
        holderOf(db, userId),
      ])
      return { playerAccount, holder, messages, hasMore }
    },

    async send(userId, { lineId, clientMessageId, text }) {
      const { vip } = await vipStatus(db, userId)
      if (!chatLineFor(await allLines(), lineId, vip)) throw new AppError('SERVICE_LINE_CLOSED')
      return inTransaction(db, async (tx) => {
        // The player's sends take turns from the count to the insert, so a burst cannot pass the cap.
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES.chatMessage}::int, ${userId}::int)`)
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

    async inbox(filter) {
      return inboxOf(db, await allLines(), filter)
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
