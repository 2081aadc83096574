import { randomBytes } from 'node:crypto'

import { commitServerSeed } from '@panalo/fair/outcome'
import { and, eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { jackpotSeedPairs } from '../../db/schema/jackpot.ts'
import { sqlState } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'

/**
 * A player's committed seed pair for the jackpot's draws and the wheel's spins (decisions 040, 042):
 * one active pair, whose next nonce each draw or spin takes; rotating shows its seed.
 */
export const newServerSeed = () => randomBytes(32).toString('hex')
export const newClientSeed = () => randomBytes(10).toString('hex')

/**
 * The active pair, made on first use. `nowait` locks it or answers 1003 at once when another draw
 * holds it (a jackpot draw); `wait` queues behind it (a spin).
 */
export async function activePair(executor: Executor, userId: number, lock: false | 'wait' | 'nowait') {
  const select = () => {
    const query = executor
      .select()
      .from(jackpotSeedPairs)
      .where(and(eq(jackpotSeedPairs.userId, userId), eq(jackpotSeedPairs.active, true)))
    return lock === false ? query : query.for('update', lock === 'nowait' ? { noWait: true } : {})
  }
  try {
    const [found] = await select()
    if (found) return found
    const serverSeed = newServerSeed()
    await executor
      .insert(jackpotSeedPairs)
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
