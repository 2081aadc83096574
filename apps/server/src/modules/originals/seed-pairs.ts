import type { Seeds } from '@panalo/contract/originals'
import { and, eq, inArray } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { originalsRounds } from '../../db/schema/originals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { originalsSeedPairs } from '../draws/draws.service.ts'
import { lockDemo } from './demo-sessions.ts'
import { hasUnfinishedMines, type Owner, type PairRow } from './originals-rows.ts'
import { recover, type WalletContext } from './settle-rounds.ts'

/**
 * The Originals' seed pairs, kept in the one seed-pair store (decision 107, purpose `originals`):
 * each owner has one active pair, whose next nonce each new round takes.
 */

/** The owner's active pair, locked; a first pair is made on first use. */
export function lockActivePair(tx: Tx, owner: Owner): Promise<PairRow> {
  return originalsSeedPairs.lockActive(tx, owner)
}

/**
 * The fairness sheet: the owner's pair in use and the one revealed last (as draws' seedPairSheet);
 * blanks (nonce 0) while the owner has none: a read writes nothing.
 */
async function seedPairSheet(tx: Tx, owner: Owner): Promise<Seeds> {
  const pair = await originalsSeedPairs.active(tx, owner)
  const previous = await originalsSeedPairs.previous(tx, owner)
  return {
    serverSeedHash: pair?.serverSeedHash ?? '',
    clientSeed: pair?.clientSeed ?? '',
    nextNonce: pair?.nextNonce ?? 0,
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
    return seedPairSheet(tx, owner)
  })
}

export async function setClientSeed(db: Db, owner: Owner, clientSeed: string): Promise<Seeds> {
  return inTransaction(db, async (tx) => {
    if (owner.kind === 'demo') await lockDemo(tx, owner.demoId)
    const pair = await lockActivePair(tx, owner)
    await originalsSeedPairs.setClientSeed(tx, pair, clientSeed)
    return seedPairSheet(tx, owner)
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
    await originalsSeedPairs.rotate(tx, owner, pair, clientSeed)
    return seedPairSheet(tx, owner)
  })
}
