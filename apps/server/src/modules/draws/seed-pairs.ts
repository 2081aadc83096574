import { randomBytes } from 'node:crypto'

import { commitServerSeed } from '@panalo/fair/outcome'
import { and, desc, eq } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import { seedPairs } from '../../db/schema/draws.ts'
import { sqlState } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'

/**
 * A player's committed seed pairs for seeded draws (decisions 040, 042, 107): one active pair,
 * whose next nonce each draw takes; rotating reveals its seed and commits a new one.
 */
export const newServerSeed = () => randomBytes(32).toString('hex')
export const newClientSeed = () => randomBytes(10).toString('hex')

export type SeedPairRow = typeof seedPairs.$inferSelect

/**
 * The active pair, made on first use. `nowait` locks it or answers 1003 at once when another draw
 * holds it (a jackpot draw); `wait` queues behind it (a spin); false reads it.
 */
export async function activePair(
  executor: Executor,
  userId: number,
  lock: false | 'wait' | 'nowait',
): Promise<SeedPairRow> {
  const select = () => {
    const query = executor
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.userId, userId), eq(seedPairs.active, true)))
    return lock === false ? query : query.for('update', lock === 'nowait' ? { noWait: true } : {})
  }
  try {
    const [found] = await select()
    if (found) return found
    const serverSeed = newServerSeed()
    await executor
      .insert(seedPairs)
      .values({
        userId,
        serverSeed,
        serverSeedHash: commitServerSeed(serverSeed),
        clientSeed: newClientSeed(),
      })
      .onConflictDoNothing()
    const [made] = await select()
    if (!made) throw new Error('No active seed pair after creating one')
    return made
  } catch (error) {
    if (sqlState(error) === '55P03') throw new AppError('JACKPOT_DRAW_IN_PROGRESS')
    throw error
  }
}

/** Takes the pair's next nonce: the caller holds the pair's lock. */
export async function takeNonce(tx: Tx, pair: SeedPairRow): Promise<number> {
  await tx
    .update(seedPairs)
    .set({ nextNonce: pair.nextNonce + 1 })
    .where(eq(seedPairs.id, pair.id))
  return pair.nextNonce
}

/** Reveals the active pair (answering 1003 while a draw holds it) and commits a new one. */
export async function rotatePair(tx: Tx, userId: number, clientSeed: string | undefined): Promise<void> {
  const pair = await activePair(tx, userId, 'nowait')
  await tx.update(seedPairs).set({ active: false, revealedAt: new Date() }).where(eq(seedPairs.id, pair.id))
  const serverSeed = newServerSeed()
  await tx.insert(seedPairs).values({
    userId,
    serverSeed,
    serverSeedHash: commitServerSeed(serverSeed),
    clientSeed: clientSeed ?? newClientSeed(),
  })
}

/** The pair in use and the one retired last (its seed revealed), for the fairness sheet. */
export async function seedSheet(executor: Executor, userId: number) {
  const pair = await activePair(executor, userId, false)
  const [previous] = await executor
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.userId, userId), eq(seedPairs.active, false)))
    .orderBy(desc(seedPairs.id))
    .limit(1)
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nextNonce: pair.nextNonce,
    previous: previous
      ? {
          serverSeed: previous.serverSeed,
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          draws: previous.nextNonce,
        }
      : null,
  }
}
