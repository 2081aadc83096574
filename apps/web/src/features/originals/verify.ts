import type { ColourId, OriginalsGame, OriginalsRound } from '@panalo/contract/originals'
import { rollColorGame, settleColorGame } from '@panalo/fair/color-game'
import { minePositions } from '@panalo/fair/mines'
import { commitServerSeed } from '@panalo/fair/outcome'
import { spinPanaloFortune, type SlotRound } from '@panalo/fair/panalo-fortune'

/**
 * The verifier's arithmetic, all in the browser with packages/fair — the same code the server drew
 * with — so a player need not trust the server to check the server.
 */
export interface VerifyInput {
  game: OriginalsGame
  serverSeed: string
  clientSeed: string
  nonce: number
  /** Panalo Fortune: total bet in hundredths. */
  bet: number
  /** Color Game: the colour bets (only the payout depends on them). */
  bets: { colour: ColourId; amount: number }[]
  /** Mines: how many mines. */
  mines: number
}

export type Recomputed =
  | { game: 'panalo-fortune'; commitment: string; round: SlotRound }
  | { game: 'color-game'; commitment: string; roll: ColourId[]; payout: number | null }
  | { game: 'mines'; commitment: string; positions: number[] }

export function recompute(input: VerifyInput): Recomputed {
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce }
  const commitment = commitServerSeed(input.serverSeed)
  switch (input.game) {
    case 'panalo-fortune':
      return { game: input.game, commitment, round: spinPanaloFortune(seeds, input.bet) }
    case 'color-game': {
      const roll = rollColorGame(seeds)
      return {
        game: input.game,
        commitment,
        roll,
        payout: input.bets.length > 0 ? settleColorGame(roll, input.bets).payout : null,
      }
    }
    case 'mines':
      return { game: input.game, commitment, positions: minePositions(seeds, input.mines) }
  }
}

/** Whether a recomputation reproduces a stored round exactly (its outcome and its commitment). */
export function matchesRound(result: Recomputed, round: OriginalsRound): boolean {
  if (result.commitment !== round.serverSeedHash) return false
  if (result.game === 'panalo-fortune' && round.game === 'panalo-fortune')
    return sameValue(result.round, round.outcome)
  if (result.game === 'color-game' && round.game === 'color-game')
    return (
      result.roll.join() === round.outcome.roll.join() &&
      (result.payout === null || result.payout === round.outcome.payout)
    )
  if (result.game === 'mines' && round.game === 'mines')
    return round.outcome.positions !== null && result.positions.join() === round.outcome.positions.join()
  return false
}

/** Deep equality of JSON values, whatever the key order (the database stores JSON with its own). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
