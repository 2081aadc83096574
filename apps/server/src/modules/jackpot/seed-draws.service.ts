import { drawJackpotCell } from '@panalo/fair/jackpot'
import { eq } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import { jackpotSeedPairs } from '../../db/schema/jackpot.ts'
import { activePair } from './seed-pairs.ts'

/**
 * The player's committed seed pair as other areas draw from it (the invite spin, decision 058): the
 * same pair, nonces and weighted pick as the jackpot's draws and the wheel's spins (decisions 040,
 * 042), so `jackpotRotateSeed` reveals them all and /fair verifies them alike.
 */

/** What the player sees before a draw: the committed hash, the client seed, the next nonce. */
export async function playerSeedCommitment(executor: Executor, userId: number) {
  const pair = await activePair(executor, userId, false)
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nextNonce: pair.nextNonce }
}

/** One weighted pick with the pair's next nonce, which it takes (waiting for a draw in progress). */
export async function drawFromPlayerSeed(tx: Tx, userId: number, weights: readonly number[]) {
  const pair = await activePair(tx, userId, 'wait')
  const { cell } = drawJackpotCell(
    { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce },
    weights,
  )
  await tx
    .update(jackpotSeedPairs)
    .set({ nextNonce: pair.nextNonce + 1 })
    .where(eq(jackpotSeedPairs.id, pair.id))
  return { seedPairId: pair.id, nonce: pair.nextNonce, pick: cell }
}

/** The committed hash and client seed of a pair, for a draw's answer. */
export async function seedPairFace(executor: Executor, seedPairId: number) {
  const [pair] = await executor
    .select({ serverSeedHash: jackpotSeedPairs.serverSeedHash, clientSeed: jackpotSeedPairs.clientSeed })
    .from(jackpotSeedPairs)
    .where(eq(jackpotSeedPairs.id, seedPairId))
  return { serverSeedHash: pair?.serverSeedHash ?? '', clientSeed: pair?.clientSeed ?? '' }
}
