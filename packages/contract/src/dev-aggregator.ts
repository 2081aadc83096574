import { z } from 'zod'

/**
 * The development game aggregator's own API, between its game pages and its server side
 * (apps/server/src/modules/dev-aggregator; docs/decisions/022-development-game-aggregator.md). It is
 * not a Panalo call: a real aggregator's pages talk to the aggregator, never to the operator. Amounts
 * are hundredths of a peso; multipliers are hundredths too (250 = 2.5×); chances are parts of
 * DEV_CHANCE_TOTAL.
 */
export const DEV_AGGREGATOR_PREFIX = '/dev-aggregator'
/** The page of a game: `${DEV_AGGREGATOR_PREFIX}/play/<provider game code>?session=…`. */
export const DEV_AGGREGATOR_PLAY_PATH = `${DEV_AGGREGATOR_PREFIX}/play`
export const DEV_AGGREGATOR_API = {
  session: `${DEV_AGGREGATOR_PREFIX}/api/session`,
  play: `${DEV_AGGREGATOR_PREFIX}/api/play`,
} as const
/** Every chance is a whole number of parts of this total, so a game's RTP is exact. */
export const DEV_CHANCE_TOTAL = 1_000_000

/** The four engines; live tables play on the table engine (no dealer in development). */
export const DEV_ENGINES = ['slots', 'fishing', 'table', 'arcade'] as const
export type DevEngine = (typeof DEV_ENGINES)[number]

/** One result a wager can have: its chance and what it returns, stake included (0: lost). */
export interface DevOutcomeSheet {
  id: string
  label: string
  chance: number
  returns: number
}

/** Something the player chooses to bet on: a fish, a bet spot, a cash-out target. */
export interface DevWagerSheet {
  id: string
  label: string
  /** Return to player in hundredths of a percent (9650 = 96.50 %), exact from the chances. */
  rtp: number
  outcomes: DevOutcomeSheet[]
}

export interface DevSlotSymbol {
  id: number
  name: string
  /** The drawing the page uses for it. */
  glyph: 'seven' | 'crown' | 'gem' | 'bell' | 'star' | 'coin' | 'leaf' | 'wave'
  /** What three on the middle line return, stake included. */
  pays: number
  chance: number
}

export type DevPaytable =
  | { engine: 'slots'; symbols: DevSlotSymbol[] }
  | {
      engine: 'fishing' | 'table' | 'arcade'
      /** How the page draws the game: a crash climb, a plinko board, cards… */
      look: 'pond' | 'cards' | 'wheel' | 'dice' | 'crash' | 'plinko'
      wagers: DevWagerSheet[]
    }

export interface DevGameSheet {
  /** The provider's game code (hp-…). */
  code: string
  name: string
  studio: string
  engine: DevEngine
  /** The catalogue's type when it differs from the engine (live tables). */
  live: boolean
  /** The thumbnail, on the operator's origin. */
  art: string
  /** Two colours of the game's own art. */
  palette: [string, string]
  /** The game's RTP in hundredths of a percent: the best wager's for games with several. */
  rtp: number
  /** The stakes offered, hundredths, lowest first (the first is the game's minimum bet). */
  stakes: number[]
  paytable: DevPaytable
}

export const devSessionRequestSchema = z.object({ session: z.string().min(1).max(2000) })

export interface DevSessionAnswer {
  game: DevGameSheet
  mode: 'real' | 'demo'
  /** Hundredths: the player's coins at Panalo (real) or the demo purse. */
  balance: number
}

export const devPlayRequestSchema = z.object({
  session: z.string().min(1).max(2000),
  stake: z.number().int().positive(),
  /** The wager's id (fishing, table, arcade); slots have none. */
  wager: z.string().min(1).max(40).optional(),
})
export type DevPlayRequest = z.infer<typeof devPlayRequestSchema>

export type DevRoundDetail =
  | {
      engine: 'slots'
      /** Three reels of three symbols, top to bottom; the middle row is the line. */
      reels: [number, number, number][]
      /** The symbol three of which landed on the line, or null. */
      line: number | null
    }
  | { engine: 'fishing' | 'table' | 'arcade'; wager: string; outcome: string }

export interface DevRoundAnswer {
  round: string
  stake: number
  /** What the round paid back, stake included when it was returned (0: lost). */
  win: number
  /** win − stake: what the round gained or lost. */
  net: number
  balance: number
  detail: DevRoundDetail
}

/** Why a round did not happen; the stake was not taken (or was given back: cancelled). */
export const DEV_PLAY_ERRORS = [
  'bad_request',
  'session_invalid',
  'session_ended',
  'insufficient_funds',
  'blocked',
  'cancelled',
  'unavailable',
] as const
export type DevPlayErrorCode = (typeof DEV_PLAY_ERRORS)[number]

export interface DevErrorAnswer {
  error: DevPlayErrorCode
  message: string
  /** The balance when known. */
  balance: number | null
}
