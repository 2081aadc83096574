import type { AwardItem } from '@panalo/contract/award-items'
import type { DrawProofKind } from '@panalo/contract/calls/draw-proof'
import { drawJackpotCell } from '@panalo/fair/jackpot'
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import { seededDraws, seedPairs } from '../../db/schema/draws.ts'
import {
  activePair,
  activePairOf,
  commitHousePair,
  drawsCommitment,
  findActivePair,
  previousPairOf,
  rotatePair,
  rotatePairOf,
  seedPairSheet,
  takeNonce,
  type SeedOwner,
  type SeedPairRow,
} from './seed-pairs.ts'

export type { SeedOwner, SeedPairRow }
/** The fairness sheet: the player's `draws` pair in use and the one revealed last. */
export { seedPairSheet }

/**
 * The seeded-draw service (docs/decisions/107-one-seeded-draw-service.md, 118): every weighted draw a
 * player makes from a committed seed pair — the jackpot (040), the spin wheel (042), the invite
 * spin (058), a scratch card (046) — takes the pair's next nonce, picks an index with packages/fair's weighted pick, and is
 * written once to `seeded_draws` with its weights and items, so /fair proves them all alike
 * (decision 055). A new wheel is its settings (choices) and a source name.
 */

/** The sources that draw; each is also the proof's kind (/fair?<source>=<id>). */
export type DrawSource = DrawProofKind

/** One outcome a draw can land on: its weight and what it stands for. */
export interface DrawChoice {
  weight: number
  items: AwardItem[]
}

export interface SeededDraw {
  source: DrawSource
  id: number
  userId: number
  seedPairId: number
  nonce: number
  /** The index of the choice picked. */
  outcome: number
  items: AwardItem[]
  /** The draw's second number in [0, 1), for a source that places an amount (a jackpot in its Section). */
  amountFloat: number
  serverSeedHash: string
  clientSeed: string
}

/** A wheel's odds: each choice's weight over the sum. */
export function drawChances(choices: readonly { weight: number }[]): number[] {
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0)
  return choices.map((choice) => choice.weight / total)
}

/** What the player sees before a draw: the committed hash, the client seed, the next nonce (reads only). */
export const seedCommitment = (executor: Executor, userId: number) => drawsCommitment(executor, userId)

/**
 * Commits a new player's seed pairs at sign-up (the seeded draws', the next scratch card's and the
 * Originals'), so
 * the first read already shows what the first draw will use and no read has to write one.
 */
export async function openSeedPairs(tx: Tx, userId: number): Promise<void> {
  await activePair(tx, userId, false)
  await activePairOf(tx, { kind: 'player', userId }, 'scratch', false, () => '')
  await activePairOf(tx, { kind: 'player', userId }, 'originals', false)
}

/**
 * Holds the player's pair for this transaction, or answers 1003 (JACKPOT_DRAW_IN_PROGRESS) at once
 * when another draw holds it: for a draw that must not queue (the jackpot's).
 */
export async function holdSeedPair(tx: Tx, userId: number): Promise<void> {
  await activePair(tx, userId, 'nowait')
}

/** Reveals the pair in use and commits a new one (the client seed given, or a random one). */
export async function rotateSeedPair(tx: Tx, userId: number, clientSeed: string | undefined) {
  await rotatePair(tx, userId, clientSeed)
  return seedPairSheet(tx, userId)
}

/**
 * One draw: waits for the player's pair (a draw in progress finishes first), takes its next nonce,
 * picks a choice by weight and writes the draw. The caller pays it and records that with settleDraw.
 */
export async function drawSeeded(
  tx: Tx,
  input: { source: DrawSource; userId: number; choices: readonly DrawChoice[] },
): Promise<SeededDraw> {
  return drawFrom(tx, await activePair(tx, input.userId, 'wait'), input)
}

/**
 * A scratch card's draw (decision 118): the player's committed `scratch` pair (made now if they had
 * none) takes the client seed they chose, draws once at nonce 0 and retires unrevealed; the next
 * card's pair is committed at once. Scratching reveals the seed (revealDrawSeed).
 */
export async function drawScratchCard(
  tx: Tx,
  input: { userId: number; choices: readonly DrawChoice[]; clientSeed: string },
): Promise<SeededDraw> {
  const owner = { kind: 'player', userId: input.userId } as const
  const committed = await activePairOf(tx, owner, 'scratch', 'wait', () => '')
  await tx
    .update(seedPairs)
    .set({ clientSeed: input.clientSeed, active: false })
    .where(eq(seedPairs.id, committed.id))
  const draw = await drawFrom(
    tx,
    { ...committed, clientSeed: input.clientSeed },
    { ...input, source: 'scratch' },
  )
  await activePairOf(tx, owner, 'scratch', false, () => '')
  return draw
}

/** The next scratch card's committed hash, or '' while the player has none yet (a read writes nothing). */
export async function scratchCommitment(executor: Executor, userId: number): Promise<string> {
  return (await findActivePair(executor, { kind: 'player', userId }, 'scratch'))?.serverSeedHash ?? ''
}

/** Reveals the seed of a draw's one-draw pair (a scratched card's): its proof shows it from now on. */
export async function revealDrawSeed(tx: Tx, source: DrawSource, id: number): Promise<void> {
  const [draw] = await tx
    .select({ seedPairId: seededDraws.seedPairId })
    .from(seededDraws)
    .where(and(eq(seededDraws.source, source), eq(seededDraws.id, id)))
  if (!draw) throw new Error(`no ${source} draw ${id}`)
  await tx
    .update(seedPairs)
    .set({ revealedAt: new Date() })
    .where(and(eq(seedPairs.id, draw.seedPairId), isNull(seedPairs.revealedAt)))
}

async function drawFrom(
  tx: Tx,
  pair: SeedPairRow,
  input: { source: DrawSource; userId: number; choices: readonly DrawChoice[] },
): Promise<SeededDraw> {
  const weights = input.choices.map((choice) => choice.weight)
  const { cell: outcome, amountFloat } = drawJackpotCell(
    { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce },
    weights,
  )
  const items = input.choices[outcome]?.items
  if (!items) throw new Error(`no choice ${outcome} of ${input.source}`)
  const nonce = await takeNonce(tx, pair)
  const [row] = await tx
    .insert(seededDraws)
    .values({
      source: input.source,
      userId: input.userId,
      seedPairId: pair.id,
      nonce,
      weights,
      outcome,
      items,
    })
    .returning({ id: seededDraws.id })
  if (!row) throw new Error('seeded draw not written')
  return {
    source: input.source,
    id: row.id,
    userId: input.userId,
    seedPairId: pair.id,
    nonce,
    outcome,
    items,
    amountFloat,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
  }
}

/** Records what paying a draw did (held coins, a jackpot's amount, …), shown with its proof. */
export async function settleDraw(
  tx: Tx,
  source: DrawSource,
  id: number,
  result: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(seededDraws)
    .set({ result })
    .where(and(eq(seededDraws.source, source), eq(seededDraws.id, id)))
}

const drawColumns = {
  id: seededDraws.id,
  userId: seededDraws.userId,
  seedPairId: seededDraws.seedPairId,
  nonce: seededDraws.nonce,
  weights: seededDraws.weights,
  outcome: seededDraws.outcome,
  items: seededDraws.items,
  result: seededDraws.result,
  createdAt: seededDraws.createdAt,
  serverSeedHash: seedPairs.serverSeedHash,
  clientSeed: seedPairs.clientSeed,
}

/** A draw with its pair's public face (hash and client seed), as a draw's answer shows it. */
export async function seededDrawOf(executor: Executor, source: DrawSource, id: number) {
  const [row] = await executor
    .select(drawColumns)
    .from(seededDraws)
    .innerJoin(seedPairs, eq(seedPairs.id, seededDraws.seedPairId))
    .where(and(eq(seededDraws.source, source), eq(seededDraws.id, id)))
  if (!row) throw new Error(`no ${source} draw ${id}`)
  return row
}

/**
 * Draws of a source by id, with their pair's seed once revealed (null before): what a scratch card
 * shows of its draw.
 */
export async function seededDrawsWithSeeds(executor: Executor, source: DrawSource, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, DrawWithSeeds>()
  const rows = await executor
    .select({ ...drawColumns, serverSeed: seedPairs.serverSeed, revealedAt: seedPairs.revealedAt })
    .from(seededDraws)
    .innerJoin(seedPairs, eq(seedPairs.id, seededDraws.seedPairId))
    .where(and(eq(seededDraws.source, source), inArray(seededDraws.id, [...ids])))
  return new Map(
    rows.map(({ serverSeed, revealedAt, ...row }) => [
      row.id,
      { ...row, serverSeed: revealedAt === null ? null : serverSeed },
    ]),
  )
}
export type DrawWithSeeds = Awaited<ReturnType<typeof seededDrawOf>> & { serverSeed: string | null }

/** The player's latest draws of a source, newest first. */
export async function latestDrawsOf(executor: Executor, userId: number, source: DrawSource, limit: number) {
  return executor
    .select({
      id: seededDraws.id,
      items: seededDraws.items,
      result: seededDraws.result,
      createdAt: seededDraws.createdAt,
    })
    .from(seededDraws)
    .where(and(eq(seededDraws.userId, userId), eq(seededDraws.source, source)))
    .orderBy(desc(seededDraws.id))
    .limit(limit)
}

/**
 * The Originals' pairs (decision 018) in the same store, purpose `originals`: one active pair per
 * owner (a player or a try-it session), locked by the round that takes its nonce.
 */
export const originalsSeedPairs = {
  /** The owner's active pair, locked (queueing behind another round); made on first use. */
  lockActive: (tx: Tx, owner: SeedOwner) => activePairOf(tx, owner, 'originals', 'wait'),
  /** Commits a try-it session's first pair when it starts (a player's is made at sign-up). */
  async open(tx: Tx, owner: SeedOwner): Promise<void> {
    await activePairOf(tx, owner, 'originals', false)
  },
  /** The owner's active pair as it stands, or undefined: a read never makes one. */
  active: (executor: Executor, owner: SeedOwner) => findActivePair(executor, owner, 'originals'),
  /** Takes the locked pair's next nonce. */
  takeNonce: (tx: Tx, pair: SeedPairRow) => takeNonce(tx, pair),
  /** The pair retired last, its seed revealed. */
  previous: (executor: Executor, owner: SeedOwner) => previousPairOf(executor, owner, 'originals'),
  async setClientSeed(tx: Tx, pair: SeedPairRow, clientSeed: string): Promise<void> {
    await tx.update(seedPairs).set({ clientSeed }).where(eq(seedPairs.id, pair.id))
  },
  /** Reveals the locked pair and commits a new one. */
  rotate: (tx: Tx, owner: SeedOwner, pair: SeedPairRow, clientSeed: string | undefined) =>
    rotatePairOf(tx, owner, 'originals', pair, clientSeed),
  /** A round's pair as its view needs it: the seed (shown once revealed), its hash, still active. */
  async face(executor: Executor, id: number) {
    const [pair] = await executor
      .select({
        serverSeed: seedPairs.serverSeed,
        serverSeedHash: seedPairs.serverSeedHash,
        active: seedPairs.active,
      })
      .from(seedPairs)
      .where(eq(seedPairs.id, id))
    return pair
  },
}

/**
 * The lottery's pairs (decisions 053, 118), purpose `lottery`, one per lottery draw and owned by
 * nobody: committed when sales open, revealed with the client seed fixed at the draw.
 */
export const lotterySeedPairs = {
  commit: (executor: Executor) => commitHousePair(executor, 'lottery'),
  /** The pairs' public faces by id: the seed only once revealed, the client seed only once fixed. */
  async faces(executor: Executor, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, LotterySeedFace>()
    const rows = await executor
      .select()
      .from(seedPairs)
      .where(inArray(seedPairs.id, [...ids]))
    return new Map(
      rows.map((pair): [number, LotterySeedFace] => [
        pair.id,
        {
          serverSeedHash: pair.serverSeedHash,
          serverSeed: pair.revealedAt === null ? null : pair.serverSeed,
          clientSeed: pair.revealedAt === null ? null : pair.clientSeed,
        },
      ]),
    )
  },
  /** Fixes the client seed and reveals the pair, answering the seeds the draw is made with. */
  async reveal(tx: Tx, id: number, clientSeed: string, at: Date) {
    const [pair] = await tx
      .update(seedPairs)
      .set({ clientSeed, active: false, revealedAt: at, nextNonce: 1 })
      .where(and(eq(seedPairs.id, id), eq(seedPairs.purpose, 'lottery'), eq(seedPairs.active, true)))
      .returning()
    if (!pair) throw new Error(`lottery seed pair ${id} is not open`)
    return { serverSeed: pair.serverSeed, clientSeed, nonce: 0 }
  },
}
export interface LotterySeedFace {
  serverSeedHash: string
  serverSeed: string | null
  clientSeed: string | null
}
