import { z } from 'zod'

import { calendarDaySchema } from '../days.ts'
import { defineCalls } from '../define-call.ts'
import { GAME_PLAY_MODES, GAME_TYPES } from '../enums.ts'
import { integerIdSchema } from '../ids.ts'

const daySchema = calendarDaySchema.describe('A calendar day in Asia/Manila, YYYY-MM-DD.')

export const betRecordSchema = z.object({
  roundId: z.string().describe('The provider’s round id.'),
  provider: z.string().describe('The platform code, e.g. originals.'),
  gameId: z.number().int(),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  stake: z.number().int().describe('Hundredths.'),
  win: z.number().int().describe('Hundredths.'),
  balanceBefore: z.number().int().describe('Coins before the round’s first bet, hundredths.'),
  balanceAfter: z.number().int().describe('Coins after the round’s last call, hundredths.'),
  state: z.enum(['open', 'closed']),
  startedAt: z.string().describe('ISO 8601.'),
})
export type BetRecord = z.infer<typeof betRecordSchema>

export const betReportRowSchema = z.object({
  day: daySchema,
  gameType: z.enum(GAME_TYPES),
  rounds: z.number().int(),
  bet: z.number().int().describe('Stakes, hundredths.'),
  win: z.number().int().describe('Wins, hundredths.'),
  net: z.number().int().describe('Wins minus stakes, hundredths: positive when the player came out ahead.'),
})
export type BetReportRow = z.infer<typeof betReportRowSchema>

/** Launching games and the player's records of play (SPEC.md §7, Games; Profile: betRecord). */
export const playCalls = defineCalls({
  startGame: {
    access: 'public',
    description:
      'Launches a game: answers the URL to show full screen. Real play needs a session and passes the responsible-gaming checks; guests may launch only with `tryIt` on a game that allows demo play.',
    request: z.object({
      gameId: integerIdSchema,
      tryIt: z.boolean().optional().describe('Play with demo coins (Try it).'),
      activityId: integerIdSchema
        .optional()
        .describe('The activity the launch came from (/game/start?activityId=…), kept on the game session.'),
    }),
    response: z.object({
      url: z.string().describe('The game’s launch URL: our own /originals/… page or a provider’s.'),
      mode: z.enum(GAME_PLAY_MODES),
      gameId: z.number().int(),
      minBet: z.number().int().describe('Hundredths: below it the player cannot bet (bankruptcy).'),
      coin: z
        .number()
        .int()
        .nullable()
        .describe('The player’s coins at launch, hundredths; null for guests.'),
    }),
  },
  exitGame: {
    access: 'public',
    description: 'Ends the player’s open sessions of a game (leaving the game page). Guests: nothing to end.',
    request: z.object({ gameId: integerIdSchema }),
    response: z.object({ ended: z.number().int().describe('How many sessions it ended.') }),
  },
  online: {
    access: 'user',
    background: true,
    description: 'The heartbeat while a game page is visible, every 60 s: keeps the game session alive.',
    request: z.object({ gameId: integerIdSchema }),
    response: z.object({
      alive: z.boolean().describe('False when no session of this game was open.'),
      coin: z
        .number()
        .int()
        .describe(
          'The player’s coins now, hundredths: the page shows the bankruptcy modal below the minimum bet.',
        ),
    }),
  },
  betRecord: {
    access: 'user',
    description: 'The player’s rounds, newest first, a page at a time; filter by game type and by days.',
    request: z.object({
      page: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(50).default(20),
      gameType: z.enum(GAME_TYPES).optional(),
      from: daySchema.optional(),
      to: daySchema.optional(),
    }),
    response: z.object({ records: z.array(betRecordSchema), hasMore: z.boolean() }),
  },
  betRecordReport: {
    access: 'user',
    description:
      'Daily totals of the player’s bets, wins and net per game type, newest day first (days in Asia/Manila). Without dates: the last 7 days.',
    request: z.object({ from: daySchema.optional(), to: daySchema.optional() }),
    response: z.object({ rows: z.array(betReportRowSchema), from: daySchema, to: daySchema }),
  },
})
