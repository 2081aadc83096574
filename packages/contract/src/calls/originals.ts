import { z } from 'zod'

import { defineCalls } from '../define-call.ts'
import {
  clientSeedSchema,
  colourBetSchema,
  COLOURS,
  DEMO_ID_PATTERN,
  ORIGINALS_GAMES,
  originalsRoundSchema,
  playAnswerSchema,
  playSchema,
  seedsSchema,
} from '../originals.ts'

/** Round ids are PostgreSQL bigints we hand out from 1; the web client never sees one above this. */
const MAX_ROUND_ID = Number.MAX_SAFE_INTEGER
const roundId = z.number().int().positive().max(MAX_ROUND_ID)

/*
 * Panalo Originals (docs/decisions/018). Every call is public so a guest can try the games with demo
 * coins; with `play.mode = 'real'` the call answers errcode 401 unless a player is signed in.
 * Amounts are hundredths of a peso; the bet limits are those of packages/fair.
 */
export const originalsCalls = defineCalls({
  'anonymous/originalsDemo': {
    access: 'public',
    description:
      'Starts a try-it session with demo coins, or answers the one named by `demoId` while it lasts. Demo coins never touch the ledger; a session whose coins run below the smallest bet is topped up.',
    request: z.object({ demoId: z.string().regex(DEMO_ID_PATTERN).optional() }),
    response: z.object({ demoId: z.string(), balance: z.number().int() }),
  },
  originalsSeeds: {
    access: 'public',
    description:
      'The seed pair the next bet uses: SHA-256 of the server seed (the seed itself stays secret), the client seed and the next nonce; and the pair the last rotation revealed.',
    request: z.object({ play: playSchema }),
    response: seedsSchema,
  },
  originalsSetClientSeed: {
    access: 'public',
    description: 'Sets the client seed of the current pair; later bets use it. The nonce keeps counting.',
    request: z.object({ play: playSchema, clientSeed: clientSeedSchema }),
    response: seedsSchema,
  },
  originalsRotateSeed: {
    access: 'public',
    description:
      'Retires the current pair, revealing its server seed, and commits a new one with nonce 0. Refused while a Mines round is open, whose mines the old seed would give away.',
    request: z.object({
      play: playSchema,
      clientSeed: clientSeedSchema.optional().describe('The new pair’s client seed; random if omitted.'),
    }),
    response: seedsSchema,
  },
  fortuneSpin: {
    access: 'public',
    description:
      'One paid spin of Panalo Fortune and every free spin it triggers, settled at once: the bet, then the total win (possibly 0).',
    request: z.object({
      play: playSchema,
      bet: z.number().int().min(100).max(100_000).multipleOf(20).describe('Total bet over 20 lines.'),
    }),
    response: playAnswerSchema,
  },
  colorGameRoll: {
    access: 'public',
    description:
      'Bets on one or more colours, rolls the three dice and settles: a colour on k dice pays k:1.',
    request: z.object({
      play: playSchema,
      bets: z
        .array(colourBetSchema.extend({ amount: z.number().int().min(100).max(500_000) }))
        .min(1)
        .max(COLOURS.length)
        .refine((bets) => new Set(bets.map((bet) => bet.colour)).size === bets.length, 'One bet per colour.'),
    }),
    response: playAnswerSchema,
  },
  minesStart: {
    access: 'public',
    description:
      'Places a Mines stake with 1–24 mines; the mines are drawn now from the seed pair and stay hidden.',
    request: z.object({
      play: playSchema,
      stake: z.number().int().min(100).max(100_000),
      mines: z.number().int().min(1).max(24),
    }),
    response: playAnswerSchema,
  },
  minesReveal: {
    access: 'public',
    description:
      'Reveals one tile of the open round. A mine ends the round with no win; revealing the last safe tile cashes out.',
    request: z.object({ play: playSchema, roundId, tile: z.number().int().min(0).max(24) }),
    response: playAnswerSchema,
  },
  minesCashout: {
    access: 'public',
    description: 'Ends the open round after at least one safe reveal and pays stake × multiplier (floored).',
    request: z.object({ play: playSchema, roundId }),
    response: playAnswerSchema,
  },
  originalsOpenRound: {
    access: 'public',
    description:
      'Finishes what an interruption left: settles drawn rounds and pays decided wins; answers the open Mines round to resume (or null) and the balance.',
    request: z.object({ play: playSchema, game: z.enum(ORIGINALS_GAMES) }),
    response: z.object({ round: originalsRoundSchema.nullable(), balance: z.number().int() }),
  },
  originalsRecentRounds: {
    access: 'public',
    description: 'The last 10 rounds of a game, newest first, with stake, win and balance before and after.',
    request: z.object({ play: playSchema, game: z.enum(ORIGINALS_GAMES) }),
    response: z.object({ rounds: z.array(originalsRoundSchema) }),
  },
  originalsRound: {
    access: 'public',
    description: 'One of the player’s own rounds with everything /fair needs to recompute it.',
    request: z.object({ play: playSchema, roundId }),
    response: originalsRoundSchema,
  },
})
