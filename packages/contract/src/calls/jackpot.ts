import { z } from 'zod'

import { awardItemSchema } from '../award-items.ts'
import { JACKPOT } from '../constants.ts'
import { defineCalls } from '../define-call.ts'
import { requestIdField } from '../money-request-fields.ts'

/**
 * The four-tier jackpot, LuckyJackpot 47 (SPEC.md §2 overlays and bubble, §3 jackpot info and draw
 * result, §4 the draw, §8 errcodes 1001–1004; docs/decisions/040-jackpot.md): draw chances earned by
 * depositing or staking in a Manila day, received, then spent one a draw on the 10-cell grid; four
 * cells are the jackpots, paid from their pools through the ledger, provably fair.
 */

/** Draw result type (SPEC.md §3): 2 is a jackpot; 1 any other prize. */
export const JACKPOT_RESULT_TYPE = { prize: 1, jackpot: 2 } as const
/** The most a page of the record or the rank may hold, and the last page number asked for. */
export const JACKPOT_MAX_PAGE_SIZE = 50
export const JACKPOT_MAX_PAGE = 10_000
/** How many recent jackpot wins the LUCKY GUY ticker shows. */
export const JACKPOT_WINNER_LIST_SIZE = 20

/** What a jackpot win of a tier pays: a whole amount in [min, max] hundredths, never more than its pool. */
export const jackpotSectionSchema = z
  .object({
    min: z.number().int().min(1).max(1_000_000_000_00),
    max: z.number().int().min(1).max(1_000_000_000_00),
  })
  .refine((section) => section.min <= section.max, { message: 'min is at most max' })
export type JackpotSection = z.infer<typeof jackpotSectionSchema>

/** One cell of the draw grid: what it gives and its weight (its chance is weight / the sum of weights). */
export const jackpotCellSchema = z.object({
  item: awardItemSchema.describe(
    'A prize (coins 2001 in hundredths, points…), or a jackpot 50001–50004 × 1.',
  ),
  weight: z.number().int().min(0).max(1_000_000_000),
})
export type JackpotCell = z.infer<typeof jackpotCellSchema>

const pageRequest = (defaultSize: number) =>
  z.object({
    pageNum: z.number().int().min(1).max(JACKPOT_MAX_PAGE).default(1),
    pageSize: z.number().int().min(1).max(JACKPOT_MAX_PAGE_SIZE).default(defaultSize),
  })

/** SPEC.md §3's record/rank row. */
export const jackpotRowSchema = z.object({
  id: z.number().int().describe('The draw.'),
  nickname: z.string().describe('Masked in the rank: the first two characters, then ***.'),
  avatar: z.number().int(),
  amountSection: z
    .number()
    .int()
    .describe('Coins won, hundredths: a jackpot’s amount, a coin prize’s count; 0 for other items.'),
  createTime: z.string().describe('ISO 8601.'),
  propId: z.number().int().describe('The award item id (50001–50004 the jackpots).'),
  count: z.number().int(),
  type: z.number().int().describe('2 a jackpot, 1 another prize.'),
})
export type JackpotRow = z.infer<typeof jackpotRowSchema>

export const jackpotRankRowSchema = jackpotRowSchema.extend({ rank: z.number().int().min(1) })
export type JackpotRankRow = z.infer<typeof jackpotRankRowSchema>

const fairSchema = z.object({
  serverSeedHash: z.string().describe('SHA-256 of the secret server seed the next draws use.'),
  clientSeed: z.string(),
  nextNonce: z.number().int(),
  previous: z
    .object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      draws: z.number().int().describe('Draws made with it: nonces 0 to draws − 1.'),
    })
    .nullable()
    .describe('The last pair retired, its seed shown so its draws can be checked.'),
})

const pool = (tier: string) => z.number().int().describe(`The ${tier} pool now, hundredths.`)
const section = z
  .object({ min: z.number().int(), max: z.number().int() })
  .describe('What a win of this tier pays now: its Section, capped by what the pool holds.')

export const jackpotInfoSchema = z.object({
  open: z.boolean().describe('The jackpot activity is live: draws and chances are possible.'),
  total: z.number().int().describe('The four pools together, hundredths.'),
  megaJackpot: pool('mega'),
  megaJackpotSection: section,
  majorJackpot: pool('major'),
  majorJackpotSection: section,
  minorJackpot: pool('minor'),
  minorJackpotSection: section,
  miniJackpot: pool('mini'),
  miniJackpotSection: section,
  canReceiveDrawChance: z
    .boolean()
    .describe('A draw can be made now: a chance is held, or one is earned and waiting to be received.'),
  drawChances: z.number().int().describe('Chances received and not yet drawn.'),
  pendingChances: z.number().int().describe('Chances earned today and not yet received.'),
  needDeposit: z.number().int().describe('More deposit today (hundredths) for the next chance; 0: none.'),
  needTyping: z
    .number()
    .int()
    .describe('More valid turnover today (hundredths) for the next chance; 0: none.'),
  rules: z.object({
    depositPerChance: z.number().int().describe('Hundredths deposited in a Manila day per chance; 0: off.'),
    turnoverPerChance: z
      .number()
      .int()
      .describe('Hundredths of valid turnover in a Manila day per chance; 0: off.'),
    maxPerDay: z.number().int(),
    jackpotWagering: z
      .object({
        multiple: z
          .number()
          .int()
          .describe('A win must be wagered this many times; 0: withdrawable at once.'),
        expiryDays: z.number().int().nullable().describe('Days to wager it; null, no limit.'),
      })
      .describe(
        'How a jackpot win is paid: the award engine’s `jackpot` source rule (decision 110), never held.',
      ),
  }),
  cells: z
    .array(
      z.object({
        propId: z.number().int(),
        count: z.number().int(),
        type: z.number().int(),
        chance: z.number().describe('Its probability, 0 to 1 (weight / the sum of the weights).'),
      }),
    )
    .length(JACKPOT.drawCells)
    .describe('The draw grid, in order: the rule sheet shows every cell’s odds before a draw.'),
  jackpotWinnerList: z
    .array(
      z.object({
        id: z.number().int(),
        nickname: z.string(),
        propId: z.number().int(),
        amount: z.number().int(),
        createTime: z.string(),
      }),
    )
    .describe('The latest jackpot wins, newest first (the LUCKY GUY ticker).'),
  fair: fairSchema,
})
export type JackpotInfo = z.infer<typeof jackpotInfoSchema>

export const jackpotDrawResultSchema = z.object({
  id: z.number().int().describe('The draw.'),
  propId: z.number().int(),
  count: z.number().int(),
  type: z.number().int().describe('2 a jackpot: the wheel and the amount popup follow.'),
  bonus: z.number().int().describe('A jackpot’s coins, hundredths; 0 for other prizes.'),
  cell: z
    .number()
    .int()
    .min(0)
    .max(JACKPOT.drawCells - 1)
    .describe('Where the highlight lands.'),
  heldCoins: z.number().int().describe('Coins of a prize waiting for the first deposit.'),
  drawChances: z.number().int().describe('Chances left.'),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
})
export type JackpotDrawResult = z.infer<typeof jackpotDrawResultSchema>

export const jackpotCalls = defineCalls({
  getJackpotDrawInfo: {
    access: 'user',
    description:
      'The four pools and what a win of each pays, the grid and its odds, the player’s chances (held, waiting, what more deposit or turnover earns the next), the latest winners and the fair-draw seeds.',
    request: z.object({}),
    response: jackpotInfoSchema,
  },
  receiveDrawChance: {
    access: 'user',
    description:
      'Receives the chances earned today and not yet received (1001 when there are none, 1002 when the jackpot is closed).',
    request: z.object({}),
    response: z.object({ received: z.number().int(), drawChances: z.number().int() }),
  },
  jackpotDraw: {
    access: 'user',
    description:
      'Spends one chance on one draw of the grid and pays its prize through the award engine: a jackpot from its pool (source jackpot), another prize as source draw. The first answer to a requestId is final (a refusal included; 1003 excepted, which keeps nothing). Errcodes: 1001 no chance, 1002 closed, 1003 another draw of the player is being settled, 1004 the draw could not be made.',
    request: z.object({ requestId: requestIdField }),
    response: jackpotDrawResultSchema,
  },
  jackpotRotateSeed: {
    access: 'user',
    description:
      'Shows the server seed of the draws so far and commits a new one (optionally a new client seed).',
    request: z.object({
      clientSeed: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/)
        .optional(),
    }),
    response: fairSchema,
  },
  getPersonJackpotDrawAwardLog: {
    access: 'user',
    description: 'The player’s draws, newest first (the jackpot record: Rewards, Time), 20 a page.',
    request: pageRequest(JACKPOT.recordPageSize),
    response: z.object({
      list: z.array(jackpotRowSchema),
      pages: z.number().int(),
      total: z.number().int(),
    }),
  },
  getJackpotRank: {
    access: 'user',
    description:
      'Every jackpot win, biggest first (Ranking, Nickname, Reward, Winning time), 10 a page, and the player’s own best.',
    request: pageRequest(JACKPOT.rankPageSize),
    response: z.object({
      allRank: z.object({
        list: z.array(jackpotRankRowSchema),
        pages: z.number().int(),
        total: z.number().int(),
      }),
      personRank: jackpotRankRowSchema.nullable(),
    }),
  },
})
