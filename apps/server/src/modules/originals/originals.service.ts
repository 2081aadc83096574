import { randomBytes } from 'node:crypto'

import {
  DEMO_START_BALANCE,
  RECENT_ROUNDS,
  type OriginalsGame,
  type OriginalsRound,
  type PlayAnswer,
  type Seeds,
} from '@panalo/contract/originals'
import { commitServerSeed } from '@panalo/fair/outcome'
import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { games } from '../../db/schema/games.ts'
import { originalsDemoSessions, originalsRounds, originalsSeedPairs } from '../../db/schema/originals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import type { GameSession } from '../games/game-sessions.service.ts'
import type { SeamlessWallet, WalletAnswer } from '../provider-wallet/provider-wallet.types.ts'
import {
  cashoutWin,
  drawRound,
  revealTile,
  roundView,
  type Bet,
  type MinesOutcome,
  type MinesParams,
} from './originals-draw.ts'

/**
 * The Panalo Originals engine (docs/decisions/018). A round's outcome is drawn from the owner's seed
 * pair when the round is created, before any money moves, and stored. Real rounds then go through the
 * seamless wallet as provider 'originals' — a bet, later a win (possibly 0) — with transaction ids made
 * from the round id, so finishing an interrupted round repeats the same calls and the wallet answers
 * them idempotently. Try-it rounds move demo coins in the same transaction as the round and never
 * reach the wallet or the ledger.
 */

export const ORIGINALS_PROVIDER_ID = 'originals'
const DEMO_TTL_MS = 24 * 60 * 60 * 1000
const RECOVERY_BATCH = 200

export type Owner = { kind: 'player'; userId: number } | { kind: 'demo'; demoId: string }

type RoundRow = typeof originalsRounds.$inferSelect
type PairRow = typeof originalsSeedPairs.$inferSelect

export interface OriginalsDeps {
  db: Db
  seamlessWallet: SeamlessWallet
  /** The games area's launch-token lookup (game-sessions.ts), for pages opened by /game/start. */
  resolveGameSession: (token: string) => Promise<GameSession | null>
}

export type OriginalsService = ReturnType<typeof createOriginalsService>

const newServerSeed = () => randomBytes(32).toString('hex')
const newClientSeed = () => randomBytes(10).toString('hex')
const betTransactionId = (roundId: number) => `${roundId}-bet`
const winTransactionId = (roundId: number) => `${roundId}-win`

function ownerFilter(table: typeof originalsRounds | typeof originalsSeedPairs, owner: Owner) {
  return owner.kind === 'player' ? eq(table.userId, owner.userId) : eq(table.demoSessionId, owner.demoId)
}

function ownerColumns(owner: Owner) {
  return owner.kind === 'player'
    ? { userId: owner.userId, demoSessionId: null }
    : { userId: null, demoSessionId: owner.demoId }
}

export function createOriginalsService({ db, seamlessWallet, resolveGameSession }: OriginalsDeps) {
  const gameIds = new Map<OriginalsGame, number>()

  async function gameId(game: OriginalsGame): Promise<number> {
    const cached = gameIds.get(game)
    if (cached !== undefined) return cached
    const [row] = await db.select({ id: games.id }).from(games).where(eq(games.code, game))
    if (!row) throw new Error(`The catalogue has no game ${game}; run the seed.`)
    gameIds.set(game, row.id)
    return row.id
  }

  // ── Seed pairs ────────────────────────────────────────────────────────────────────────────────

  /** The owner's active pair, locked; a first pair is made on first use. */
  async function lockActivePair(tx: Tx, owner: Owner): Promise<PairRow> {
    const select = () =>
      tx
        .select()
        .from(originalsSeedPairs)
        .where(and(ownerFilter(originalsSeedPairs, owner), eq(originalsSeedPairs.active, true)))
        .for('update')
    const [found] = await select()
    if (found) return found
    const serverSeed = newServerSeed()
    await tx
      .insert(originalsSeedPairs)
      .values({
        ...ownerColumns(owner),
        serverSeed,
        serverSeedHash: commitServerSeed(serverSeed),
        clientSeed: newClientSeed(),
      })
      .onConflictDoNothing()
    const [made] = await select()
    if (!made) throw new Error('No active seed pair after creating one.')
    return made
  }

  async function seedsOf(tx: Tx, owner: Owner): Promise<Seeds> {
    const pair = await lockActivePair(tx, owner)
    const [previous] = await tx
      .select()
      .from(originalsSeedPairs)
      .where(and(ownerFilter(originalsSeedPairs, owner), eq(originalsSeedPairs.active, false)))
      .orderBy(desc(originalsSeedPairs.id))
      .limit(1)
    return {
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nextNonce: pair.nextNonce,
      previous: previous
        ? {
            serverSeed: previous.serverSeed,
            serverSeedHash: previous.serverSeedHash,
            clientSeed: previous.clientSeed,
            betsPlayed: previous.nextNonce,
          }
        : null,
    }
  }

  async function hasUnfinishedMines(tx: Tx, owner: Owner): Promise<boolean> {
    const [row] = await tx
      .select({ id: originalsRounds.id })
      .from(originalsRounds)
      .where(
        and(
          ownerFilter(originalsRounds, owner),
          eq(originalsRounds.game, 'mines'),
          inArray(originalsRounds.state, ['pending', 'open']),
        ),
      )
      .limit(1)
    return row !== undefined
  }

  // ── Demo sessions ─────────────────────────────────────────────────────────────────────────────

  async function lockDemo(tx: Tx, demoId: string) {
    const [session] = await tx
      .select()
      .from(originalsDemoSessions)
      .where(and(eq(originalsDemoSessions.id, demoId), sql`${originalsDemoSessions.expiresAt} > now()`))
      .for('update')
    if (!session) throw new AppError('ORIGINALS_DEMO_EXPIRED')
    return session
  }

  async function setDemoBalance(tx: Tx, demoId: string, balance: number) {
    await tx
      .update(originalsDemoSessions)
      .set({ balance, expiresAt: new Date(Date.now() + DEMO_TTL_MS) })
      .where(eq(originalsDemoSessions.id, demoId))
  }

  // ── Wallet steps of real rounds ───────────────────────────────────────────────────────────────

  function refusal(answer: WalletAnswer): AppError {
    if (answer.status === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE')
    if (answer.status === 'PLAYER_BLOCKED' || answer.status === 'TRANSACTION_ROLLED_BACK')
      return new AppError('ORIGINALS_PLAY_REFUSED', answer.reason)
    return new AppError(
      'INTERNAL',
      `The wallet answered ${answer.status}${answer.reason ? `: ${answer.reason}` : ''}.`,
    )
  }

  /**
   * Takes the bet of a pending round (again, after a crash: the wallet replays it). A refused bet
   * voids the round; Mines opens, the others go on to be paid.
   */
  async function placeBet(round: RoundRow): Promise<RoundRow> {
    if (round.userId === null) throw new Error('Demo rounds never reach the wallet.')
    const answer = await seamlessWallet.bet({
      providerId: ORIGINALS_PROVIDER_ID,
      userId: round.userId,
      transactionId: betTransactionId(round.id),
      roundId: String(round.id),
      gameId: round.gameId,
      amount: round.stake,
    })
    if (answer.status !== 'OK') {
      await db
        .update(originalsRounds)
        .set({ state: 'void', settledAt: new Date() })
        .where(and(eq(originalsRounds.id, round.id), eq(originalsRounds.state, 'pending')))
      throw refusal(answer)
    }
    const [updated] = await db
      .update(originalsRounds)
      .set({
        state: round.game === 'mines' ? 'open' : 'settling',
        balanceBefore: answer.balance + round.stake,
      })
      .where(and(eq(originalsRounds.id, round.id), eq(originalsRounds.state, 'pending')))
      .returning()
    return updated ?? (await reload(round.id))
  }

  /** Pays the decided win of a settling round (again, after a crash: the wallet replays it). */
  async function payWin(round: RoundRow): Promise<RoundRow> {
    if (round.userId === null || round.win === null)
      throw new Error('Only real rounds with a decided win are paid.')
    const answer = await seamlessWallet.win({
      providerId: ORIGINALS_PROVIDER_ID,
      userId: round.userId,
      transactionId: winTransactionId(round.id),
      roundId: String(round.id),
      gameId: round.gameId,
      amount: round.win,
      referenceTransactionId: betTransactionId(round.id),
      roundClosed: true,
    })
    if (answer.status !== 'OK') throw refusal(answer)
    const [updated] = await db
      .update(originalsRounds)
      .set({ state: 'settled', balanceAfter: answer.balance, settledAt: new Date() })
      .where(and(eq(originalsRounds.id, round.id), eq(originalsRounds.state, 'settling')))
      .returning()
    return updated ?? (await reload(round.id))
  }

  async function reload(roundId: number): Promise<RoundRow> {
    const [row] = await db.select().from(originalsRounds).where(eq(originalsRounds.id, roundId))
    if (!row) throw new Error(`Round ${roundId} vanished.`)
    return row
  }

  /** Takes a real round as far as it can go without the player: pending → bet; settling → win. */
  async function finish(round: RoundRow): Promise<RoundRow> {
    let current = round
    if (current.state === 'pending') current = await placeBet(current)
    if (current.state === 'settling') current = await payWin(current)
    return current
  }

  /** Finishes every interrupted round of a player, oldest first. A refused bet just voids its round. */
  async function recoverPlayer(userId: number): Promise<void> {
    const unfinished = await db
      .select()
      .from(originalsRounds)
      .where(and(eq(originalsRounds.userId, userId), inArray(originalsRounds.state, ['pending', 'settling'])))
      .orderBy(originalsRounds.id)
    for (const round of unfinished) await finishQuietly(round)
  }

  async function finishQuietly(round: RoundRow): Promise<void> {
    try {
      await finish(round)
    } catch (error) {
      // A bet the wallet now refuses voids the round; that is the round's end, not a failure.
      if (!(error instanceof AppError) || error.errorName === 'INTERNAL') throw error
    }
  }

  async function recover(owner: Owner): Promise<void> {
    if (owner.kind === 'player') await recoverPlayer(owner.userId)
  }

  async function present(row: RoundRow, tx: Db | Tx = db): Promise<OriginalsRound> {
    const [pair] = await tx
      .select({
        serverSeed: originalsSeedPairs.serverSeed,
        serverSeedHash: originalsSeedPairs.serverSeedHash,
        active: originalsSeedPairs.active,
      })
      .from(originalsSeedPairs)
      .where(eq(originalsSeedPairs.id, row.seedPairId))
    if (!pair) throw new Error(`Round ${row.id} has no seed pair.`)
    return roundView(row, pair)
  }

  async function balanceOf(owner: Owner): Promise<number> {
    if (owner.kind === 'demo') {
      const [session] = await db
        .select({ balance: originalsDemoSessions.balance })
        .from(originalsDemoSessions)
        .where(
          and(eq(originalsDemoSessions.id, owner.demoId), sql`${originalsDemoSessions.expiresAt} > now()`),
        )
      if (!session) throw new AppError('ORIGINALS_DEMO_EXPIRED')
      return session.balance
    }
    const answer = await seamlessWallet.balance({ providerId: ORIGINALS_PROVIDER_ID, userId: owner.userId })
    return answer.balance
  }

  // ── Playing ───────────────────────────────────────────────────────────────────────────────────

  /**
   * Creates a round: takes the next nonce of the owner's pair and draws the outcome. Demo rounds
   * settle (or open) in the same transaction; real rounds are stored pending and then go through the
   * wallet.
   */
  async function play(owner: Owner, bet: Bet): Promise<PlayAnswer> {
    await recover(owner)
    const game = await gameId(bet.game)
    const created = await inTransaction(db, async (tx) => {
      const demo = owner.kind === 'demo' ? await lockDemo(tx, owner.demoId) : null
      const pair = await lockActivePair(tx, owner)
      if (bet.game === 'mines' && (await hasUnfinishedMines(tx, owner)))
        throw new AppError('ORIGINALS_ROUND_OPEN')
      const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce }
      const draw = drawRound(seeds, bet)
      await tx
        .update(originalsSeedPairs)
        .set({ nextNonce: pair.nextNonce + 1 })
        .where(eq(originalsSeedPairs.id, pair.id))
      const values = {
        ...ownerColumns(owner),
        game: bet.game,
        gameId: game,
        seedPairId: pair.id,
        clientSeed: pair.clientSeed,
        nonce: pair.nextNonce,
        params: draw.params,
        outcome: draw.outcome,
        stake: draw.stake,
        win: draw.win,
      }
      if (!demo) {
        const [row] = await tx
          .insert(originalsRounds)
          .values({ ...values, state: 'pending' })
          .returning()
        if (!row) throw new Error('Round not stored.')
        return { row, balance: null }
      }
      if (demo.balance < draw.stake) throw new AppError('INSUFFICIENT_BALANCE')
      const settled = draw.win !== null
      const balanceAfter = demo.balance - draw.stake + (draw.win ?? 0)
      const [row] = await tx
        .insert(originalsRounds)
        .values({
          ...values,
          state: settled ? 'settled' : 'open',
          balanceBefore: demo.balance,
          balanceAfter: settled ? balanceAfter : null,
          settledAt: settled ? new Date() : null,
        })
        .returning()
      if (!row) throw new Error('Round not stored.')
      await setDemoBalance(tx, demo.id, balanceAfter)
      return { row, balance: balanceAfter }
    })
    if (created.balance !== null) return { round: await present(created.row), balance: created.balance }
    const finished = await finish(created.row)
    return { round: await present(finished), balance: finished.balanceAfter ?? (await balanceOf(owner)) }
  }

  /** Locks an owner's round for a Mines move; someone else's round is simply not found. */
  async function lockOwnRound(tx: Tx, owner: Owner, roundId: number): Promise<RoundRow> {
    const [round] = await tx
      .select()
      .from(originalsRounds)
      .where(and(eq(originalsRounds.id, roundId), ownerFilter(originalsRounds, owner)))
      .for('update')
    if (!round || round.state === 'void') throw new AppError('NOT_FOUND')
    if (round.game !== 'mines' || round.state !== 'open') throw new AppError('ORIGINALS_ROUND_CLOSED')
    return round
  }

  /** A Mines move that may end the round: `decide` answers the new outcome and, at the end, the win. */
  async function minesMove(
    owner: Owner,
    roundId: number,
    decide: (
      round: RoundRow,
      outcome: MinesOutcome,
      params: MinesParams,
    ) => { outcome: MinesOutcome; win: number | null },
  ): Promise<PlayAnswer> {
    await recover(owner)
    const moved = await inTransaction(db, async (tx) => {
      const round = await lockOwnRound(tx, owner, roundId)
      const next = decide(round, round.outcome as MinesOutcome, round.params as MinesParams)
      if (next.win === null) {
        const [row] = await tx
          .update(originalsRounds)
          .set({ outcome: next.outcome })
          .where(eq(originalsRounds.id, round.id))
          .returning()
        return { row: row ?? round, balance: null }
      }
      if (owner.kind === 'demo') {
        const demo = await lockDemo(tx, owner.demoId)
        const balance = demo.balance + next.win
        await setDemoBalance(tx, demo.id, balance)
        const [row] = await tx
          .update(originalsRounds)
          .set({
            outcome: next.outcome,
            win: next.win,
            state: 'settled',
            balanceAfter: balance,
            settledAt: new Date(),
          })
          .where(eq(originalsRounds.id, round.id))
          .returning()
        return { row: row ?? round, balance }
      }
      const [row] = await tx
        .update(originalsRounds)
        .set({ outcome: next.outcome, win: next.win, state: 'settling' })
        .where(eq(originalsRounds.id, round.id))
        .returning()
      return { row: row ?? round, balance: null }
    })
    if (moved.balance !== null) return { round: await present(moved.row), balance: moved.balance }
    const row = moved.row.state === 'settling' ? await payWin(moved.row) : moved.row
    return { round: await present(row), balance: row.balanceAfter ?? (await balanceOf(owner)) }
  }

  return {
    /**
     * A page opened by /game/start plays in that launch's game session: it must be this player's real
     * session of an Original, and a new bet needs it live and for the same game.
     */
    async assertLaunch(userId: number, token: string, bet: OriginalsGame | null): Promise<void> {
      const session = await resolveGameSession(token)
      if (
        !session ||
        session.userId !== userId ||
        session.provider !== ORIGINALS_PROVIDER_ID ||
        session.mode !== 'real'
      )
        throw new AppError('FORBIDDEN', 'That game session is not yours.')
      if (bet !== null && (session.gameCode !== bet || !session.live))
        throw new AppError('FORBIDDEN', 'This game session has ended. Open the game again.')
    },

    /** Starts a try-it session, or renews the one named; tops up demo coins that ran out. */
    async demoSession(demoId: string | undefined): Promise<{ demoId: string; balance: number }> {
      return inTransaction(db, async (tx) => {
        await tx.delete(originalsDemoSessions).where(lt(originalsDemoSessions.expiresAt, new Date()))
        const expiresAt = new Date(Date.now() + DEMO_TTL_MS)
        if (demoId) {
          const [session] = await tx
            .select()
            .from(originalsDemoSessions)
            .where(eq(originalsDemoSessions.id, demoId))
            .for('update')
          if (session) {
            const open = await hasUnfinishedMines(tx, { kind: 'demo', demoId })
            const balance = session.balance < 100 && !open ? DEMO_START_BALANCE : session.balance
            await tx
              .update(originalsDemoSessions)
              .set({ balance, expiresAt })
              .where(eq(originalsDemoSessions.id, demoId))
            return { demoId, balance }
          }
        }
        const id = randomBytes(16).toString('hex')
        await tx.insert(originalsDemoSessions).values({ id, balance: DEMO_START_BALANCE, expiresAt })
        return { demoId: id, balance: DEMO_START_BALANCE }
      })
    },

    async seeds(owner: Owner): Promise<Seeds> {
      return inTransaction(db, async (tx) => {
        if (owner.kind === 'demo') await lockDemo(tx, owner.demoId)
        return seedsOf(tx, owner)
      })
    },

    async setClientSeed(owner: Owner, clientSeed: string): Promise<Seeds> {
      return inTransaction(db, async (tx) => {
        if (owner.kind === 'demo') await lockDemo(tx, owner.demoId)
        const pair = await lockActivePair(tx, owner)
        await tx.update(originalsSeedPairs).set({ clientSeed }).where(eq(originalsSeedPairs.id, pair.id))
        return seedsOf(tx, owner)
      })
    },

    /** Reveals the active pair and commits a new one; refused while a Mines round is unfinished. */
    async rotateSeed(owner: Owner, clientSeed: string | undefined): Promise<Seeds> {
      await recover(owner)
      return inTransaction(db, async (tx) => {
        if (owner.kind === 'demo') await lockDemo(tx, owner.demoId)
        const pair = await lockActivePair(tx, owner)
        if (await hasUnfinishedMines(tx, owner)) throw new AppError('ORIGINALS_ROUND_OPEN')
        const [unfinished] = await tx
          .select({ id: originalsRounds.id })
          .from(originalsRounds)
          .where(
            and(
              eq(originalsRounds.seedPairId, pair.id),
              inArray(originalsRounds.state, ['pending', 'settling']),
            ),
          )
          .limit(1)
        if (unfinished) throw new AppError('ORIGINALS_ROUND_OPEN')
        await tx
          .update(originalsSeedPairs)
          .set({ active: false, revealedAt: new Date() })
          .where(eq(originalsSeedPairs.id, pair.id))
        const serverSeed = newServerSeed()
        await tx.insert(originalsSeedPairs).values({
          ...ownerColumns(owner),
          serverSeed,
          serverSeedHash: commitServerSeed(serverSeed),
          clientSeed: clientSeed ?? newClientSeed(),
        })
        return seedsOf(tx, owner)
      })
    },

    play,

    reveal(owner: Owner, roundId: number, tile: number): Promise<PlayAnswer> {
      return minesMove(owner, roundId, (round, outcome, { mines }) => {
        if (outcome.picks.includes(tile)) throw new AppError('VALIDATION', 'That tile is already revealed.')
        const step = revealTile(outcome, mines, round.stake, tile)
        return { outcome: step.outcome, win: step.kind === 'end' ? step.win : null }
      })
    },

    cashout(owner: Owner, roundId: number): Promise<PlayAnswer> {
      return minesMove(owner, roundId, (round, outcome, { mines }) => {
        if (outcome.picks.length === 0) throw new AppError('VALIDATION', 'Reveal a tile before cashing out.')
        return { outcome, win: cashoutWin(outcome, mines, round.stake) }
      })
    },

    /** Finishes interrupted rounds, then answers the open Mines round (if any) and the balance. */
    async openRound(
      owner: Owner,
      game: OriginalsGame,
    ): Promise<{ round: OriginalsRound | null; balance: number }> {
      await recover(owner)
      const [open] = await db
        .select()
        .from(originalsRounds)
        .where(
          and(
            ownerFilter(originalsRounds, owner),
            eq(originalsRounds.game, game),
            eq(originalsRounds.state, 'open'),
          ),
        )
        .orderBy(desc(originalsRounds.id))
        .limit(1)
      const balance = await balanceOf(owner)
      return { round: open ? await present(open) : null, balance }
    },

    async recentRounds(owner: Owner, game: OriginalsGame): Promise<OriginalsRound[]> {
      await recover(owner)
      if (owner.kind === 'demo') await balanceOf(owner)
      const rows = await db
        .select()
        .from(originalsRounds)
        .where(
          and(
            ownerFilter(originalsRounds, owner),
            eq(originalsRounds.game, game),
            ne(originalsRounds.state, 'void'),
          ),
        )
        .orderBy(desc(originalsRounds.id))
        .limit(RECENT_ROUNDS)
      return Promise.all(rows.map((row) => present(row)))
    },

    async round(owner: Owner, roundId: number): Promise<OriginalsRound> {
      await recover(owner)
      const [row] = await db
        .select()
        .from(originalsRounds)
        .where(
          and(
            eq(originalsRounds.id, roundId),
            ownerFilter(originalsRounds, owner),
            ne(originalsRounds.state, 'void'),
          ),
        )
      if (!row) throw new AppError('NOT_FOUND')
      return present(row)
    },

    /**
     * At start-up: finishes every round a crash left between the bet and the win (Mines rounds go
     * back to open, for the player to resume). Answers how many it finished.
     */
    async recoverInterrupted(): Promise<number> {
      let finished = 0
      let after = 0
      for (;;) {
        const batch = await db
          .select()
          .from(originalsRounds)
          .where(
            and(
              inArray(originalsRounds.state, ['pending', 'settling']),
              isNull(originalsRounds.demoSessionId),
              gt(originalsRounds.id, after),
            ),
          )
          .orderBy(originalsRounds.id)
          .limit(RECOVERY_BATCH)
        for (const round of batch) await finishQuietly(round)
        finished += batch.length
        after = batch.at(-1)?.id ?? after
        if (batch.length < RECOVERY_BATCH) return finished
      }
    },
  }
}
