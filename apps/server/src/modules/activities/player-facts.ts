import { and, countDistinct, eq, gt, isNotNull } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { gameRounds } from '../../db/schema/game-rounds.ts'
import { walletPlayers } from '../../db/schema/wallet.ts'
import { isIdentityVerified } from '../kyc/kyc.service.ts'

/** What a newcomer has done so far, for the newcomer tasks (decision 031). */
export interface NewcomerFacts {
  phoneBound: boolean
  passwordSet: boolean
  /** Hundredths deposited over all time (the wallet's total of credited deposits). */
  deposited: number
  /** Distinct games with a real bet (demo play writes no round). */
  gamesPlayed: number
  /** The operator approved the player's identity documents (decision 056). */
  identityVerified: boolean
}

/**
 * Reads the facts from the accounts, the wallet totals, the game rounds and the identity documents, by
 * primary key and index.
 */
export async function newcomerFacts(executor: Executor, userId: number): Promise<NewcomerFacts> {
  const [user] = await executor
    .select({ mobile: users.mobile, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  const [wallet] = await executor
    .select({ deposited: walletPlayers.totalRecharge })
    .from(walletPlayers)
    .where(eq(walletPlayers.userId, userId))
  const [games] = await executor
    .select({ played: countDistinct(gameRounds.gameId) })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), gt(gameRounds.stake, 0), isNotNull(gameRounds.gameId)))
  return {
    phoneBound: Boolean(user?.mobile),
    passwordSet: Boolean(user?.passwordHash),
    deposited: wallet?.deposited ?? 0,
    gamesPlayed: games?.played ?? 0,
    identityVerified: await isIdentityVerified(executor, userId),
  }
}
