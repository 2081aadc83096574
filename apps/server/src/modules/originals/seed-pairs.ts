import { randomBytes } from 'node:crypto'

import type { Seeds } from '@panalo/contract/originals'
import { commitServerSeed } from '@panalo/fair/outcome'
import { and, desc, eq, inArray } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { originalsRounds, originalsSeedPairs } from '../../db/schema/originals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { lockDemo } from './demo-sessions.ts'
import { hasUnfinishedMines, ownerColumns, ownerFilter, type Owner, type PairRow } from './originals-rows.ts'
import { recover, type WalletContext } from './settle-rounds.ts'

/** Seed pairs: each owner has one active pair, whose next nonce each new round takes. */

const newServerSeed = () => randomBytes(32).toString('hex')
const newClientSeed = () => randomBytes(10).toString('hex')

/** The owner's active pair, locked; a first pair is made on first use. */
export async function lockActivePair(tx: Tx, owner: Owner): Promise<PairRow> {
  const select = () =>
    tx
      .select()
      .from(originalsSeedPairs)
      .where(and(ownerFilter(originalsSeedPairs, owner), eq(originalsSeedPairs.active, true)))
      .for('update')
  const [found] = await select()
  if (found) return found
  const serverSeed = newServerSeed()
  await tx
    .insert(originalsSeedPairs)
    .values({
      ...ownerColumns(owner),
      serverSeed,
      serverSeedHash: commitServerSeed(serverSeed),
      clientSeed: newClientSeed(),
    })
    .onConflictDoNothing()
  const [made] = await select()
  if (!made) throw new Error('No active seed pair after creating one.')
  return made
}

async function seedsOf(tx: Tx, owner: Owner): Promise<Seeds> {
  const pair = await lockActivePair(tx, owner)
  const [previous] = await tx
    .select()
    .from(originalsSeedPairs)
    .where(and(ownerFilter(originalsSeedPairs, owner), eq(originalsSeedPairs.active, false)))
    .orderBy(desc(originalsSeedPairs.id))
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
          betsPlayed: previous.nextNonce,
        }
      : null,
  }
}

export async function seeds(db: Db, owner: Owner): Promise<Seeds> {
  return inTransaction(db, async (tx) => {
    if (owner.kind === 'demo') await lockDemo(tx, owner.demoId)
    return seedsOf(tx, owner)
  })
}

export async function setClientSeed(db: Db, owner: Owner, clientSeed: string): Promise<Seeds> {
  return inTransaction(db, async (tx) => {
    if (owner.kind === 'demo') await lockDemo(tx, owner.demoId)
    const pair = await lockActivePair(tx, owner)
    await tx.update(originalsSeedPairs).set({ clientSeed }).where(eq(originalsSeedPairs.id, pair.id))
    return seedsOf(tx, owner)
  })
}

/** Reveals the active pair and commits a new one; refused while a Mines round is unfinished. */
export async function rotateSeed(
  context: WalletContext,
  owner: Owner,
  clientSeed: string | undefined,
): Promise<Seeds> {
  await recover(context, owner)
  return inTransaction(context.db, async (tx) => {
    if (owner.kind === 'demo') await lockDemo(tx, owner.demoId)
    const pair = await lockActivePair(tx, owner)
    if (await hasUnfinishedMines(tx, owner)) throw new AppError('ORIGINALS_ROUND_OPEN')
    const [unfinished] = await tx
      .select({ id: originalsRounds.id })
      .from(originalsRounds)
      .where(
        and(eq(originalsRounds.seedPairId, pair.id), inArray(originalsRounds.state, ['pending', 'settling'])),
      )
      .limit(1)
    if (unfinished) throw new AppError('ORIGINALS_ROUND_OPEN')
    await tx
      .update(originalsSeedPairs)
      .set({ active: false, revealedAt: new Date() })
      .where(eq(originalsSeedPairs.id, pair.id))
    const serverSeed = newServerSeed()
    await tx.insert(originalsSeedPairs).values({
      ...ownerColumns(owner),
      serverSeed,
      serverSeedHash: commitServerSeed(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
    })
    return seedsOf(tx, owner)
  })
}
