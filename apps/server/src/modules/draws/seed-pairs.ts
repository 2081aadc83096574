import { randomBytes } from 'node:crypto'

import { commitServerSeed } from '@panalo/fair/outcome'
import { and, desc, eq } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import { seedPairs } from '../../db/schema/draws.ts'
import { sqlState } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'

/**
 * The one seed-pair store (decisions 040, 042, 018, 107): an owner (a player, or an Originals try-it
 * session) has one active pair per purpose, whose next nonce each draw or round takes; rotating
 * reveals its seed and commits a new one.
 */
export const newServerSeed = () => randomBytes(32).toString('hex')
export const newClientSeed = () => randomBytes(10).toString('hex')

export type SeedPairRow = typeof seedPairs.$inferSelect
export type SeedPairPurpose = SeedPairRow['purpose']
/** Whose a pair is: a signed-in player's, or an Originals try-it session's. */
export type SeedOwner = { kind: 'player'; userId: number } | { kind: 'demo'; demoId: string }

const ownerIs = (owner: SeedOwner) =>
  owner.kind === 'player' ? eq(seedPairs.userId, owner.userId) : eq(seedPairs.demoSessionId, owner.demoId)
const ownerColumns = (owner: SeedOwner) =>
  owner.kind === 'player'
    ? { userId: owner.userId, demoSessionId: null }
    : { userId: null, demoSessionId: owner.demoId }
const player = (userId: number): SeedOwner => ({ kind: 'player', userId })

/**
 * The owner's active pair of a purpose, made on first use; `lock` as activePair's. Answers 1003 only
 * for `nowait`.
 */
export async function activePairOf(
  executor: Executor,
  owner: SeedOwner,
  purpose: SeedPairPurpose,
  lock: false | 'wait' | 'nowait',
  clientSeed: () => string = newClientSeed,
): Promise<SeedPairRow> {
  const select = () => {
    const query = executor
      .select()
      .from(seedPairs)
      .where(and(ownerIs(owner), eq(seedPairs.purpose, purpose), eq(seedPairs.active, true)))
    return lock === false ? query : query.for('update', lock === 'nowait' ? { noWait: true } : {})
  }
  try {
    const [found] = await select()
    if (found) return found
    const serverSeed = newServerSeed()
    await executor
      .insert(seedPairs)
      .values({
        ...ownerColumns(owner),
        purpose,
        serverSeed,
        serverSeedHash: commitServerSeed(serverSeed),
        clientSeed: clientSeed(),
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

/** The owner's active pair of a purpose as it stands, made by nobody: what a read call shows. */
export async function findActivePair(
  executor: Executor,
  owner: SeedOwner,
  purpose: SeedPairPurpose,
): Promise<SeedPairRow | undefined> {
  const [found] = await executor
    .select()
    .from(seedPairs)
    .where(and(ownerIs(owner), eq(seedPairs.purpose, purpose), eq(seedPairs.active, true)))
  return found
}

/**
 * The player's active `draws` pair, made on first use. `nowait` locks it or answers 1003 at once when
 * another draw holds it (a jackpot draw); `wait` queues behind it (a spin); false reads it.
 */
export function activePair(executor: Executor, userId: number, lock: false | 'wait' | 'nowait') {
  return activePairOf(executor, player(userId), 'draws', lock)
}

/**
 * A pair of one draw owned by nobody (a lottery draw's), committed now; its client seed is fixed at
 * the draw ('' until then).
 */
export async function commitHousePair(executor: Executor, purpose: 'lottery'): Promise<SeedPairRow> {
  const serverSeed = newServerSeed()
  const [pair] = await executor
    .insert(seedPairs)
    .values({ purpose, serverSeed, serverSeedHash: commitServerSeed(serverSeed), clientSeed: '' })
    .returning()
  if (!pair) throw new Error('seed pair not written')
  return pair
}

/** Takes the pair's next nonce: the caller holds the pair's lock. */
export async function takeNonce(tx: Tx, pair: SeedPairRow): Promise<number> {
  await tx
    .update(seedPairs)
    .set({ nextNonce: pair.nextNonce + 1 })
    .where(eq(seedPairs.id, pair.id))
  return pair.nextNonce
}

/** Reveals the owner's active pair of a purpose (the caller holds its lock) and commits a new one. */
export async function rotatePairOf(
  tx: Tx,
  owner: SeedOwner,
  purpose: SeedPairPurpose,
  pair: SeedPairRow,
  clientSeed: string | undefined,
): Promise<void> {
  await tx.update(seedPairs).set({ active: false, revealedAt: new Date() }).where(eq(seedPairs.id, pair.id))
  const serverSeed = newServerSeed()
  await tx.insert(seedPairs).values({
    ...ownerColumns(owner),
    purpose,
    serverSeed,
    serverSeedHash: commitServerSeed(serverSeed),
    clientSeed: clientSeed ?? newClientSeed(),
  })
}

/** Reveals the player's `draws` pair (answering 1003 while a draw holds it) and commits a new one. */
export async function rotatePair(tx: Tx, userId: number, clientSeed: string | undefined): Promise<void> {
  const pair = await activePair(tx, userId, 'nowait')
  await rotatePairOf(tx, player(userId), 'draws', pair, clientSeed)
}

/** The owner's pair of a purpose retired last (its seed revealed), if any. */
export async function previousPairOf(executor: Executor, owner: SeedOwner, purpose: SeedPairPurpose) {
  const [previous] = await executor
    .select()
    .from(seedPairs)
    .where(and(ownerIs(owner), eq(seedPairs.purpose, purpose), eq(seedPairs.active, false)))
    .orderBy(desc(seedPairs.id))
    .limit(1)
  return previous
}

/**
 * What a read shows of the player's `draws` pair in use: its hash, client seed and next nonce, or
 * blanks (nonce 0) while the player has none yet (made at sign-up, else by the first draw or
 * rotation; a read never writes, issue 39).
 */
export async function drawsCommitment(executor: Executor, userId: number) {
  const pair = await findActivePair(executor, player(userId), 'draws')
  return {
    serverSeedHash: pair?.serverSeedHash ?? '',
    clientSeed: pair?.clientSeed ?? '',
    nextNonce: pair?.nextNonce ?? 0,
  }
}

/** The player's `draws` pair in use and the one retired last (its seed revealed), for the fairness sheet. */
export async function seedPairSheet(executor: Executor, userId: number) {
  const previous = await previousPairOf(executor, player(userId), 'draws')
  return {
    ...(await drawsCommitment(executor, userId)),
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
