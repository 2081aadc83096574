import { CHAT_PAGE_SIZE, type ChatMessage } from '@panalo/contract/calls/service'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import { CHAT_CHANNEL } from './chat-notifier.ts'

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

export async function selectMessages(
  executor: Executor,
  query: ReturnType<typeof sql>,
): Promise<ChatMessage[]> {
  const result = await executor.execute(query)
  return z.object({ rows: messageRows }).parse(result).rows.map(toMessage)
}

/** The one message a statement answers; a statement that must answer one and does not is a bug. */
export async function selectMessage(executor: Executor, query: ReturnType<typeof sql>): Promise<ChatMessage> {
  const [message] = await selectMessages(executor, query)
  if (!message) throw new Error('The chat message was not found')
  return message
}

export const COLUMNS = sql`id, sender, agent_name, body, created_at`

/** The player's messages after `afterId`, oldest first. */
export async function messagesAfter(db: Db, userId: number, afterId: number): Promise<ChatMessage[]> {
  return selectMessages(
    db,
    sql`select ${COLUMNS} from service_messages
         where user_id = ${userId} and id > ${afterId} order by id limit ${CHAT_PAGE_SIZE}`,
  )
}

/** The agents' messages up to `lastId` are read: the player's window shows them. */
export async function markReadUpTo(db: Db, userId: number, lastId: number): Promise<void> {
  await db.execute(sql`
    update service_messages set read_at = now()
     where user_id = ${userId} and sender = 'agent' and read_at is null and id <= ${lastId}`)
}

/** Stores an agent's or a player's message and announces it, in one transaction (decision 057). */
export async function announce(executor: Executor, userId: number): Promise<void> {
  await executor.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${String(userId)})`)
}

/** Up to a page of the player's messages before `beforeId` (the latest without it), oldest first. */
export async function messagePage(db: Db, userId: number, beforeId?: number) {
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
