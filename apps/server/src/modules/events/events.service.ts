import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { outboxEvents } from '../../db/schema/events.ts'
import { inTransaction } from '../../db/transaction.ts'

/**
 * The outbox (docs/decisions/088-events-send-mail.md). An area that changes a player's state emits
 * an event in the same transaction; an area that follows the topic takes the waiting events and acts
 * on each in a transaction that also marks it handled, so a crash between the two does it again and
 * the follower's own key (a mail's event key) keeps that once. Events import no area: the emitter
 * and the follower both import this, never each other.
 */

/** The topics and what each event carries. */
export const EVENT_TOPICS = {
  /** A player's VIP level rose to `level` (vip announces it after the turnover projector's step). */
  vipLevelReached: { topic: 'vip.levelReached', payload: z.object({ level: z.number().int().min(1) }) },
} as const

export type EventTopic = keyof typeof EVENT_TOPICS
export type EventPayload<T extends EventTopic> = z.infer<(typeof EVENT_TOPICS)[T]['payload']>

export interface OutboxEvent<T extends EventTopic> {
  id: number
  userId: number
  key: string
  payload: EventPayload<T>
}

/** Writes an event once per (topic, player, key); answers whether this call wrote it. */
export async function emitEvent<T extends EventTopic>(
  executor: Executor,
  name: T,
  event: { userId: number; key: string; payload: EventPayload<T> },
): Promise<boolean> {
  const { topic, payload } = EVENT_TOPICS[name]
  const written = await executor
    .insert(outboxEvents)
    .values({ topic, userId: event.userId, key: event.key, payload: payload.parse(event.payload) })
    .onConflictDoNothing()
    .returning({ id: outboxEvents.id })
  return written.length > 0
}

/** Events a follower takes per transaction. */
const DELIVER_BATCH = 200

/**
 * Hands the waiting events of a topic, oldest first, to `handle`, each batch in one transaction that
 * marks them handled; rows another process holds are skipped (it is handling them). Answers how many
 * were handled.
 */
export async function deliverEvents<T extends EventTopic>(
  db: Db,
  name: T,
  handle: (tx: Tx, event: OutboxEvent<T>) => Promise<unknown>,
): Promise<number> {
  const { topic, payload } = EVENT_TOPICS[name]
  let total = 0
  for (;;) {
    const handled = await inTransaction(db, async (tx) => {
      const waiting = await tx
        .select({
          id: outboxEvents.id,
          userId: outboxEvents.userId,
          key: outboxEvents.key,
          payload: outboxEvents.payload,
        })
        .from(outboxEvents)
        .where(and(eq(outboxEvents.topic, topic), isNull(outboxEvents.handledAt)))
        .orderBy(asc(outboxEvents.id))
        .limit(DELIVER_BATCH)
        .for('update', { skipLocked: true })
      for (const event of waiting)
        await handle(tx, { ...event, payload: payload.parse(event.payload) as EventPayload<T> })
      if (waiting.length > 0)
        await tx
          .update(outboxEvents)
          .set({ handledAt: sql`now()` })
          .where(
            inArray(
              outboxEvents.id,
              waiting.map((event) => event.id),
            ),
          )
      return waiting.length
    })
    total += handled
    if (handled < DELIVER_BATCH) return total
  }
}
