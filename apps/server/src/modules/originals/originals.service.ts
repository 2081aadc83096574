import type { OriginalsGame } from '@panalo/contract/originals'

import type { Db } from '../../db/client.ts'
import type { GameSession } from '../games/game-sessions.service.ts'
import type { ProviderWallet } from '../provider-wallet/provider-wallet.types.ts'
import { startDemoSession } from './demo-sessions.ts'
import { assertLaunch } from './launch-check.ts'
import { cashOutMines, revealMinesTile } from './mines-moves.ts'
import type { Bet } from './originals-draw.ts'
import type { Owner } from './originals-rows.ts'
import { catalogueGameIds, playRound } from './play-round.ts'
import { findRound, openRound, recentRounds } from './round-history.ts'
import { rotateSeed, seeds, setClientSeed } from './seed-pairs.ts'
import { recoverInterrupted, type WalletContext } from './settle-rounds.ts'

export type { Owner } from './originals-rows.ts'

/**
 * The Panalo Originals engine (docs/decisions/018). A round's outcome is drawn from the owner's seed
 * pair when the round is created, before any money moves, and stored. Real rounds then go through the
 * seamless wallet as provider 'originals' — a bet, later a win (possibly 0) — with transaction ids made
 * from the round id, so finishing an interrupted round repeats the same calls and the wallet answers
 * them idempotently (settle-rounds.ts). Try-it rounds move demo coins in the same transaction as the
 * round and never reach the wallet or the ledger. Each operation is its own file; this binds them to
 * one server.
 */

export interface OriginalsDeps {
  db: Db
  providerWallet: ProviderWallet
  /** The games area's launch-token lookup (game-sessions.ts), for pages opened by /game/start. */
  resolveGameSession: (token: string) => Promise<GameSession | null>
}

export type OriginalsService = ReturnType<typeof createOriginalsService>

export function createOriginalsService({ db, providerWallet, resolveGameSession }: OriginalsDeps) {
  const wallet: WalletContext = { db, providerWallet }
  const gameId = catalogueGameIds(db)
  return {
    assertLaunch: (userId: number, token: string, bet: OriginalsGame | null) =>
      assertLaunch(resolveGameSession, userId, token, bet),
    demoSession: (demoId: string | undefined) => startDemoSession(db, demoId),
    seeds: (owner: Owner) => seeds(db, owner),
    setClientSeed: (owner: Owner, clientSeed: string) => setClientSeed(db, owner, clientSeed),
    rotateSeed: (owner: Owner, clientSeed: string | undefined) => rotateSeed(wallet, owner, clientSeed),
    play: (owner: Owner, bet: Bet) => playRound({ ...wallet, gameId }, owner, bet),
    reveal: (owner: Owner, roundId: number, tile: number) => revealMinesTile(wallet, owner, roundId, tile),
    cashout: (owner: Owner, roundId: number) => cashOutMines(wallet, owner, roundId),
    openRound: (owner: Owner, game: OriginalsGame) => openRound(wallet, owner, game),
    recentRounds: (owner: Owner, game: OriginalsGame) => recentRounds(wallet, owner, game),
    round: (owner: Owner, roundId: number) => findRound(wallet, owner, roundId),
    recoverInterrupted: (before?: Date) => recoverInterrupted(wallet, before),
  }
}
