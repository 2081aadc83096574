import { z } from 'zod'

import { awardItemSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'
import { requestIdField } from '../money-request-fields.ts'

/**
 * The spin wheel of /activity/spin (issue 26; docs/decisions/042-spin-wheel.md): spins earned in a
 * Manila day by depositing and by claiming tasks, each spin one provably fair pick of a sector whose
 * award items come through the award engine and the reward popup.
 */

export const SPIN_SECTORS = 8
/** How many of the latest spins the record lists. */
export const SPIN_RECORD_SIZE = 20

/** One sector of the wheel: what it gives and its weight (its chance is weight / the sum). */
export const spinSectorSchema = z.object({
  item: awardItemSchema,
  weight: z.number().int().min(0).max(1_000_000_000),
})
export type SpinSector = z.infer<typeof spinSectorSchema>

export const spinCalls = defineCalls({
  turntableInfo: {
    access: 'public',
    description:
      'The wheel’s sectors and their odds, the spins the player has left today, what earns the next, and the fair-draw seeds.',
    request: z.object({}),
    response: z.object({
      open: z.boolean().describe('The spin wheel activity is live.'),
      sectors: z.array(
        z.object({
          item: awardItemSchema,
          chance: z.number().describe('0 to 1: weight / the sum of weights.'),
        }),
      ),
      spinsLeft: z
        .number()
        .int()
        .describe('Spins earned today and not yet used (they end with the Manila day).'),
      spinsUsed: z.number().int(),
      needDeposit: z.number().int().describe('More deposit today (hundredths) for the next spin; 0: none.'),
      rules: z.object({
        depositPerSpin: z.number().int().describe('Hundredths deposited in a Manila day per spin; 0: off.'),
        spinsPerTask: z.number().int().describe('Spins for each task award claimed that day.'),
        maxPerDay: z.number().int(),
      }),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nextNonce: z.number().int(),
    }),
  },
  turntableSpin: {
    access: 'user',
    description:
      'Uses one of today’s spins: picks a sector from the committed seed and grants its items (award source wheel). The first answer to a requestId is final (a refusal included). 8001 no spin left, 8002 the wheel is closed.',
    request: z.object({ requestId: requestIdField }),
    response: z.object({
      id: z.number().int(),
      sector: z
        .number()
        .int()
        .min(0)
        .max(SPIN_SECTORS - 1),
      items: z.array(awardItemSchema).describe('What was granted: the reward popup lists it.'),
      heldCoins: z.number().int().describe('Coins of it waiting for the first deposit.'),
      spinsLeft: z.number().int(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    }),
  },
  turntableRecord: {
    access: 'user',
    description:
      'The player’s latest spins, newest first, each with what it gave (and a link to its proof on /fair).',
    request: z.object({}),
    response: z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          items: z.array(awardItemSchema),
          createTime: z.string().describe('ISO 8601.'),
        }),
      ),
    }),
  },
})
