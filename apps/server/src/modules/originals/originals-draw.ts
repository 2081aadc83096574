import type { OriginalsGame, OriginalsRound } from '@panalo/contract/originals'
import { settleColorGame, rollColorGame, type ColourBet } from '@panalo/fair/color-game'
import { minePositions, minesMultiplierBasisPoints, minesPayout, MINES } from '@panalo/fair/mines'
import type { SeedPair } from '@panalo/fair/outcome'
import { spinPanaloFortune } from '@panalo/fair/panalo-fortune'

import type { originalsRounds } from '../../db/schema/originals.ts'
import type { SeedPairRow } from '../draws/draws.service.ts'

/**
 * The pure part of the Originals engine: what a bet draws from its seed pair (packages/fair, the same
 * code /fair runs in the browser), and how a stored round is shown. No I/O here.
 */

export type FortuneParams = { bet: number }
export type ColorGameParams = { bets: ColourBet[] }
export type MinesParams = { mines: number }
export type MinesOutcome = { positions: number[]; picks: number[] }

export interface Draw {
  stake: number
  params: FortuneParams | ColorGameParams | MinesParams
  outcome: unknown
  /** Decided at once for Fortune and Color Game; null for Mines, which the player plays on. */
  win: number | null
}

export type Bet =
  | { game: 'panalo-fortune'; bet: number }
  | { game: 'color-game'; bets: ColourBet[] }
  | { game: 'mines'; stake: number; mines: number }

/** Draws a bet's outcome from its seed pair and nonce. */
export function drawRound(seeds: SeedPair, bet: Bet): Draw {
  switch (bet.game) {
    case 'panalo-fortune': {
      const round = spinPanaloFortune(seeds, bet.bet)
      return { stake: bet.bet, params: { bet: bet.bet }, outcome: round, win: round.totalWin }
    }
    case 'color-game': {
      const roll = rollColorGame(seeds)
      const settlement = settleColorGame(roll, bet.bets)
      return {
        stake: settlement.stake,
        params: { bets: bet.bets },
        outcome: { roll, bets: settlement.bets, payout: settlement.payout },
        win: settlement.payout,
      }
    }
    case 'mines': {
      const outcome: MinesOutcome = { positions: minePositions(seeds, bet.mines), picks: [] }
      return { stake: bet.stake, params: { mines: bet.mines }, outcome, win: null }
    }
  }
}

export type MinesStep =
  { kind: 'safe'; outcome: MinesOutcome } | { kind: 'end'; outcome: MinesOutcome; win: number }

/** One reveal: a mine ends the round with nothing; the last safe tile cashes out by itself. */
export function revealTile(outcome: MinesOutcome, mines: number, stake: number, tile: number): MinesStep {
  const next: MinesOutcome = { positions: outcome.positions, picks: [...outcome.picks, tile] }
  if (outcome.positions.includes(tile)) return { kind: 'end', outcome: next, win: 0 }
  if (next.picks.length === MINES.tiles - mines)
    return { kind: 'end', outcome: next, win: minesPayout(stake, mines, next.picks.length) }
  return { kind: 'safe', outcome: next }
}

export function cashoutWin(outcome: MinesOutcome, mines: number, stake: number): number {
  return minesPayout(stake, mines, outcome.picks.length)
}

type RoundRow = typeof originalsRounds.$inferSelect
type PairRow = Pick<SeedPairRow, 'serverSeed' | 'serverSeedHash' | 'active'>

/** A stored round as the player may see it: the server seed once rotated, the mines once settled. */
export function roundView(row: RoundRow, pair: PairRow): OriginalsRound {
  const base = {
    id: row.id,
    mode: row.userId === null ? ('demo' as const) : ('real' as const),
    state: row.state === 'void' ? ('settled' as const) : row.state,
    stake: row.stake,
    win: row.win,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.active ? null : pair.serverSeed,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }
  const game = row.game as OriginalsGame
  switch (game) {
    case 'panalo-fortune':
      return {
        ...base,
        game,
        params: row.params as FortuneParams,
        outcome: row.outcome as Extract<OriginalsRound, { game: 'panalo-fortune' }>['outcome'],
      }
    case 'color-game':
      return {
        ...base,
        game,
        params: row.params as Extract<OriginalsRound, { game: 'color-game' }>['params'],
        outcome: row.outcome as Extract<OriginalsRound, { game: 'color-game' }>['outcome'],
      }
    case 'mines': {
      const { mines } = row.params as MinesParams
      const { positions, picks } = row.outcome as MinesOutcome
      const hitMine = picks.some((tile) => positions.includes(tile))
      const safe = hitMine ? 0 : picks.length
      const over = row.state === 'settling' || row.state === 'settled' || row.state === 'void'
      return {
        ...base,
        game,
        params: { mines },
        outcome: {
          positions: over ? positions : null,
          picks,
          hitMine,
          multiplierBp: safe > 0 ? minesMultiplierBasisPoints(mines, safe) : 0,
          nextMultiplierBp:
            !over && safe + 1 <= MINES.tiles - mines ? minesMultiplierBasisPoints(mines, safe + 1) : null,
        },
      }
    }
  }
}
