import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { SPIN_RECORD_SIZE } from '@panalo/contract/calls/spin'
import type { DrawProofKind } from '@panalo/contract/calls/draw-proof'
import { and, desc, eq } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { inviteSpinDraws } from '../../db/schema/invite-spin.ts'
import { jackpotDraws, jackpotSeedPairs, spinDraws } from '../../db/schema/jackpot.ts'
import { AppError } from '../../platform/app-error.ts'

/**
 * The proofs of the jackpot's draws and the wheel's spins for /fair (docs/decisions/055-verifying-draws.md),
 * and the player's spin record that links to them. A proof is the player's own only; its server seed
 * is shown only once the pair has been rotated (revealedAt), never while later draws still use it.
 */

const pairColumns = {
  serverSeed: jackpotSeedPairs.serverSeed,
  serverSeedHash: jackpotSeedPairs.serverSeedHash,
  clientSeed: jackpotSeedPairs.clientSeed,
  revealedAt: jackpotSeedPairs.revealedAt,
}

interface SeedPair {
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  revealedAt: Date | null
}

function seedsOf(pair: SeedPair) {
  return {
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.revealedAt === null ? null : pair.serverSeed,
    clientSeed: pair.clientSeed,
  }
}

/** The tables of draws with a proof: each row has its player, its seed pair and its nonce. */
type DrawTable = typeof jackpotDraws | typeof spinDraws | typeof inviteSpinDraws

export function createDrawProofsService({ db }: { db: Db }) {
  /** The player's own draw `id` in `table`, with its seed pair; undefined for another's or none. */
  async function ownDraw<T extends DrawTable>(table: T, userId: number, id: number) {
    const [row] = await db
      .select({ draw: table, pair: pairColumns } as { draw: T; pair: typeof pairColumns })
      .from(table as DrawTable)
      .innerJoin(jackpotSeedPairs, eq(jackpotSeedPairs.id, table.seedPairId))
      .where(and(eq(table.id, id), eq(table.userId, userId)))
    return row as { draw: T['$inferSelect']; pair: SeedPair } | undefined
  }

  /** What every proof has: the draw, when, its seeds, its nonce and the weights it was drawn with. */
  function proofOf(
    kind: DrawProofKind,
    row: {
      draw: { id: number; createdAt: Date; nonce: number; weights: number[] | null }
      pair: SeedPair
    },
  ) {
    const { draw, pair } = row
    return {
      kind,
      id: draw.id,
      createTime: draw.createdAt.toISOString(),
      ...seedsOf(pair),
      nonce: draw.nonce,
      weights: draw.weights,
    }
  }

  async function jackpotProof(userId: number, id: number): Promise<CallOutput<'getDrawProof'> | undefined> {
    const row = await ownDraw(jackpotDraws, userId, id)
    if (!row) return undefined
    const { draw } = row
    return {
      ...proofOf('jackpot', row),
      outcome: draw.cell,
      items: [{ id: draw.propId, count: draw.count }],
      jackpot:
        draw.tier === null
          ? null
          : { tier: draw.tier, bonus: draw.bonus, section: draw.section, poolBefore: draw.poolBefore },
    }
  }

  async function spinProof(userId: number, id: number): Promise<CallOutput<'getDrawProof'> | undefined> {
    const row = await ownDraw(spinDraws, userId, id)
    return row && { ...proofOf('spin', row), outcome: row.draw.sector, items: row.draw.items, jackpot: null }
  }

  /** An invite spin (decision 058): it grants nothing itself; what it added is its coin item. */
  async function inviteSpinProof(
    userId: number,
    id: number,
  ): Promise<CallOutput<'getDrawProof'> | undefined> {
    const row = await ownDraw(inviteSpinDraws, userId, id)
    return (
      row && {
        ...proofOf('inviteSpin', row),
        outcome: row.draw.sector,
        items: [{ id: AWARD_ITEM.coin, count: row.draw.added }],
        jackpot: null,
      }
    )
  }

  const proofs = { jackpot: jackpotProof, spin: spinProof, inviteSpin: inviteSpinProof }

  return {
    /** Another player's draw answers as one that does not exist: ids say nothing about others. */
    async proof(userId: number, kind: DrawProofKind, id: number): Promise<CallOutput<'getDrawProof'>> {
      const proof = await proofs[kind](userId, id)
      if (!proof) throw new AppError('DRAW_PROOF_NOT_FOUND')
      return proof
    },

    async spinRecord(userId: number): Promise<CallOutput<'turntableRecord'>> {
      const rows = await db
        .select({ id: spinDraws.id, items: spinDraws.items, createdAt: spinDraws.createdAt })
        .from(spinDraws)
        .where(eq(spinDraws.userId, userId))
        .orderBy(desc(spinDraws.id))
        .limit(SPIN_RECORD_SIZE)
      return {
        list: rows.map((row) => ({ id: row.id, items: row.items, createTime: row.createdAt.toISOString() })),
      }
    },
  }
}

export type DrawProofsService = ReturnType<typeof createDrawProofsService>
