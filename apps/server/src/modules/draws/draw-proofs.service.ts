import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { SPIN_RECORD_SIZE } from '@panalo/contract/calls/spin'
import type { DrawProofKind } from '@panalo/contract/calls/draw-proof'
import { and, eq } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { seededDraws, seedPairs } from '../../db/schema/draws.ts'
import { AppError } from '../../platform/app-error.ts'
import { latestDrawsOf } from './draws.service.ts'

/**
 * The proofs of seeded draws for /fair (docs/decisions/055-verifying-draws.md, 107), and the
 * player's spin record that links to them. A proof is the player's own only; its server seed is
 * shown only once the pair has been revealed (rotated, or the card scratched), never while in use.
 */

type DrawRow = typeof seededDraws.$inferSelect
type Present = Pick<CallOutput<'getDrawProof'>, 'items' | 'jackpot'>

/** What each source shows beyond the common proof, from its draw's items and result. */
const presenters: Record<DrawProofKind, (draw: DrawRow) => Present> = {
  jackpot: (draw) => {
    const result = draw.result as {
      tier?: string | null
      bonus?: number
      section?: { min: number; max: number } | null
      poolBefore?: number | null
    }
    return {
      items: draw.items,
      jackpot: result.tier
        ? {
            tier: result.tier,
            bonus: result.bonus ?? 0,
            section: result.section ?? null,
            poolBefore: result.poolBefore ?? null,
          }
        : null,
    }
  },
  spin: (draw) => ({ items: draw.items, jackpot: null }),
  /** A scratch card (decision 118): its prize, granted when scratched. */
  scratch: (draw) => ({ items: draw.items, jackpot: null }),
  /** An invite spin (decision 058) grants nothing itself: what it added is its coin item. */
  inviteSpin: (draw) => ({
    items: [{ id: AWARD_ITEM.coin, count: Number((draw.result as { added?: number }).added ?? 0) }],
    jackpot: null,
  }),
}

export function createDrawProofsService({ db }: { db: Db }) {
  /** The player's own draw; undefined for another's or none. */
  async function proofOf(
    userId: number,
    kind: DrawProofKind,
    id: number,
  ): Promise<CallOutput<'getDrawProof'> | undefined> {
    const [row] = await db
      .select({ draw: seededDraws, pair: seedPairs })
      .from(seededDraws)
      .innerJoin(seedPairs, eq(seedPairs.id, seededDraws.seedPairId))
      .where(and(eq(seededDraws.source, kind), eq(seededDraws.id, id), eq(seededDraws.userId, userId)))
    if (!row) return undefined
    const { draw, pair } = row
    return {
      kind,
      id: draw.id,
      createTime: draw.createdAt.toISOString(),
      serverSeedHash: pair.serverSeedHash,
      serverSeed: pair.revealedAt === null ? null : pair.serverSeed,
      clientSeed: pair.clientSeed,
      nonce: draw.nonce,
      weights: draw.weights,
      outcome: draw.outcome,
      ...presenters[kind](draw),
    }
  }

  return {
    /** Another player's draw answers as one that does not exist: ids say nothing about others. */
    async proof(userId: number, kind: DrawProofKind, id: number): Promise<CallOutput<'getDrawProof'>> {
      const proof = await proofOf(userId, kind, id)
      if (!proof) throw new AppError('DRAW_PROOF_NOT_FOUND')
      return proof
    },

    async spinRecord(userId: number): Promise<CallOutput<'turntableRecord'>> {
      const rows = await latestDrawsOf(db, userId, 'spin', SPIN_RECORD_SIZE)
      return {
        list: rows.map((row) => ({ id: row.id, items: row.items, createTime: row.createdAt.toISOString() })),
      }
    },
  }
}

export type DrawProofsService = ReturnType<typeof createDrawProofsService>
