import { eq, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { gameRounds } from '../../db/schema/game-rounds.ts'
import { walletPlayers } from '../../db/schema/wallet.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
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
    .select({ mobile: playerDirectory.mobile, hasPassword: playerDirectory.hasPassword })
    .from(playerDirectory)
    .where(eq(playerDirectory.id, userId))
  const [wallet] = await executor
    .select({ deposited: walletPlayers.totalRecharge })
    .from(walletPlayers)
    .where(eq(walletPlayers.userId, userId))
  // A skip scan of the index game_rounds_user_game: one look-up per distinct game, however many rounds
  // the player has (a count of distinct games read all of a heavy player's rounds: 0.2 s at a million
  // bets; docs/decisions/076).
  const { rows: games } = (await executor.execute(sql`
    with recursive played(game_id) as (
      (select ${gameRounds.gameId} from ${gameRounds}
        where ${gameRounds.userId} = ${userId} and ${gameRounds.stake} > 0
        order by ${gameRounds.gameId} limit 1)
      union all
      select (select r.game_id from ${gameRounds} r
               where r.user_id = ${userId} and r.stake > 0 and r.game_id > p.game_id
               order by r.game_id limit 1)
        from played p where p.game_id is not null)
    select count(game_id)::int as played from played`)) as unknown as { rows: { played: number }[] }
  return {
    phoneBound: Boolean(user?.mobile),
    passwordSet: user?.hasPassword ?? false,
    deposited: wallet?.deposited ?? 0,
    gamesPlayed: Number(games[0]?.played ?? 0),
    identityVerified: await isIdentityVerified(executor, userId),
  }
}
