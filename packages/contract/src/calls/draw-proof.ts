import { z } from 'zod'

import { awardItemSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'

/**
 * The proof of one jackpot draw, spin-wheel spin, invite spin or scratch card, for /fair?jackpot=<id>,
 * /fair?spin=<id>, /fair?inviteSpin=<id> and /fair?scratch=<cardId> (docs/decisions/055-verifying-draws.md,
 * 058, 118): the committed hash, the seed once the pair is rotated, the
 * client seed, the nonce and the weights it was drawn with, so the browser redraws it with
 * packages/fair.
 */

export const DRAW_PROOF_KINDS = ['jackpot', 'spin', 'inviteSpin', 'scratch'] as const
export type DrawProofKind = (typeof DRAW_PROOF_KINDS)[number]
/** The largest draw id the verifier page asks for (the ids are bigint identities). */
export const MAX_DRAW_ID = 999_999_999_999_999

export const drawProofSchema = z.object({
  kind: z.enum(DRAW_PROOF_KINDS),
  id: z.number().int(),
  createTime: z.string().describe('ISO 8601.'),
  serverSeedHash: z.string().describe('SHA-256 of the server seed, shown before the draw.'),
  serverSeed: z
    .string()
    .nullable()
    .describe(
      'Null until the player rotates the seed pair (jackpotRotateSeed), or for a scratch card until it is scratched: never shown while in use.',
    ),
  clientSeed: z.string(),
  nonce: z.number().int(),
  weights: z
    .array(z.number().int())
    .nullable()
    .describe('The grid’s or wheel’s weights the draw used; null for draws made before they were kept.'),
  outcome: z
    .number()
    .int()
    .describe(
      'The cell of the jackpot grid, the sector of the wheel (or the invite spin’s wheel of its kind), or the scratch card’s prize, 0-based.',
    ),
  items: z.array(awardItemSchema).describe('What it gave (a jackpot’s item counts one).'),
  jackpot: z
    .object({
      tier: z.string(),
      bonus: z.number().int().describe('Coins paid, hundredths.'),
      section: z
        .object({ min: z.number().int(), max: z.number().int() })
        .nullable()
        .describe('The tier’s Section when paid, which places the amount.'),
      poolBefore: z.number().int().nullable().describe('What the pool held: the amount never exceeds it.'),
    })
    .nullable()
    .describe('A jackpot win’s amount and what placed it; null for other prizes and spins.'),
})
export type DrawProof = z.infer<typeof drawProofSchema>

export const drawProofCalls = defineCalls({
  getDrawProof: {
    access: 'user',
    description:
      'The proof of one of the player’s jackpot draws, spins or scratch cards (the card’s id): seeds, nonce, weights and outcome, the server seed only once revealed (by rotation; a card by scratching). 9035 when it is not the player’s or does not exist.',
    request: z.object({
      kind: z.enum(DRAW_PROOF_KINDS),
      id: z.number().int().min(1).max(MAX_DRAW_ID),
    }),
    response: drawProofSchema,
  },
})
