import { z } from 'zod'

import { GAME_PLAY_MODES } from './enums.ts'

/**
 * Panalo Originals on the wire: the three in-house games, their rounds and the provably fair seed
 * pairs (docs/decisions/011 for the maths, 018 for the engine). The maths itself lives in
 * packages/fair; these schemas describe what the server stores and answers so /fair can recompute it.
 */
export const ORIGINALS_GAMES = ['panalo-fortune', 'color-game', 'mines'] as const
export type OriginalsGame = (typeof ORIGINALS_GAMES)[number]

export const COLOURS = ['yellow', 'white', 'pink', 'blue', 'green', 'red'] as const
export type ColourId = (typeof COLOURS)[number]

/** Demo coins a new try-it session starts with, in hundredths (₱10,000). */
export const DEMO_START_BALANCE = 1_000_000
/** How many rounds the history sheet shows. */
export const RECENT_ROUNDS = 10
/** A client seed: letters, digits, '-' and '_' (no ':', which separates the HMAC message's parts). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const DEMO_ID_PATTERN = /^[0-9a-f]{32}$/

export const clientSeedSchema = z
  .string()
  .regex(CLIENT_SEED_PATTERN)
  .describe('1–64 letters, digits, "-" or "_".')

/**
 * Who plays: a signed-in player with real coins (the bearer token, or the launch token /game/start
 * minted), or a try-it session with demo coins that never touch the ledger.
 */
export const playSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal(GAME_PLAY_MODES[0]),
    launch: z.string().min(8).max(512).optional().describe('The launch token of the game session.'),
  }),
  z.object({
    mode: z.literal(GAME_PLAY_MODES[1]),
    demoId: z.string().regex(DEMO_ID_PATTERN).describe('The try-it session from anonymous/originalsDemo.'),
  }),
])
export type Play = z.infer<typeof playSchema>

export const seedsSchema = z.object({
  serverSeedHash: z.string().describe('SHA-256 of the current server seed, hex: the commitment.'),
  clientSeed: z.string(),
  nextNonce: z.number().int().describe('The nonce the next bet uses.'),
  previous: z
    .object({
      serverSeed: z.string().describe('Revealed by the rotation.'),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      betsPlayed: z.number().int().describe('Nonces 0 … betsPlayed − 1 were used with this pair.'),
    })
    .nullable()
    .describe('The pair the last rotation retired, if any.'),
})
export type Seeds = z.infer<typeof seedsSchema>

const amount = z.number().int().nonnegative()

const slotSpinSchema = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())).describe('grid[reel][row], row 0 on top: symbol ids.'),
  multiplier: z.number().int(),
  lineWins: z.array(
    z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), amount }),
  ),
  scatters: z.number().int(),
  scatterWin: amount,
  freeSpinsAwarded: z.number().int(),
  win: amount,
})
export type SlotSpinView = z.infer<typeof slotSpinSchema>

const roundBase = z.object({
  id: z.number().int(),
  mode: z.enum(GAME_PLAY_MODES),
  state: z
    .enum(['pending', 'open', 'settling', 'settled'])
    .describe('pending: drawn, bet not yet confirmed; open: Mines in play; settling: win being paid.'),
  stake: amount,
  win: amount.nullable().describe('Null while a Mines round is open.'),
  balanceBefore: amount.nullable(),
  balanceAfter: amount.nullable(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable().describe('Revealed once the player rotates the seed pair.'),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
})

export const fortuneRoundSchema = roundBase.extend({
  game: z.literal('panalo-fortune'),
  params: z.object({ bet: amount }),
  outcome: z.object({
    bet: amount,
    base: slotSpinSchema,
    freeSpins: z.array(slotSpinSchema),
    totalWin: amount,
  }),
})

const colourSchema = z.enum(COLOURS)
export const colourBetSchema = z.object({ colour: colourSchema, amount })

export const colorGameRoundSchema = roundBase.extend({
  game: z.literal('color-game'),
  params: z.object({ bets: z.array(colourBetSchema) }),
  outcome: z.object({
    roll: z.array(colourSchema),
    bets: z.array(colourBetSchema.extend({ matches: z.number().int(), payout: amount })),
    payout: amount,
  }),
})

export const minesRoundSchema = roundBase.extend({
  game: z.literal('mines'),
  params: z.object({ mines: z.number().int() }),
  outcome: z.object({
    positions: z.array(z.number().int()).nullable().describe('The mines; hidden while the round is open.'),
    picks: z.array(z.number().int()).describe('Tiles revealed, in order.'),
    hitMine: z.boolean(),
    multiplierBp: z.number().int().describe('Current cash-out multiplier in basis points (0 before a pick).'),
    nextMultiplierBp: z.number().int().nullable().describe('After one more safe reveal.'),
  }),
})

export const originalsRoundSchema = z.discriminatedUnion('game', [
  fortuneRoundSchema,
  colorGameRoundSchema,
  minesRoundSchema,
])
export type OriginalsRound = z.infer<typeof originalsRoundSchema>
export type FortuneRound = z.infer<typeof fortuneRoundSchema>
export type ColorGameRound = z.infer<typeof colorGameRoundSchema>
export type MinesRound = z.infer<typeof minesRoundSchema>

export const playAnswerSchema = z.object({
  round: originalsRoundSchema,
  balance: amount.describe('Coins (or demo coins) after the call, in hundredths.'),
})
export type PlayAnswer = z.infer<typeof playAnswerSchema>
