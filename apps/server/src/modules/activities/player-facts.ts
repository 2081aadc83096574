import { eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { gamesBetCount } from '../games/player-games.service.ts'
import { isIdentityVerified } from '../kyc/kyc.service.ts'
import { walletPlayer } from '../wallet/wallet-players.service.ts'

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
 * Reads the facts from the player directory and the wallet's, the games' and KYC's services, by primary
 * key and index.
 */
export async function newcomerFacts(executor: Executor, userId: number): Promise<NewcomerFacts> {
  const [user] = await executor
    .select({ mobile: playerDirectory.mobile, hasPassword: playerDirectory.hasPassword })
    .from(playerDirectory)
    .where(eq(playerDirectory.id, userId))
  const { totalRecharge } = await walletPlayer(executor, userId)
  return {
    phoneBound: Boolean(user?.mobile),
    passwordSet: user?.hasPassword ?? false,
    deposited: totalRecharge,
    gamesPlayed: await gamesBetCount(executor, userId),
    identityVerified: await isIdentityVerified(executor, userId),
  }
}
