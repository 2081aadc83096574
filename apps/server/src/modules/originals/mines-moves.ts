import type { PlayAnswer } from '@panalo/contract/originals'
import { and, eq } from 'drizzle-orm'

import type { Tx } from '../../db/client.ts'
import { originalsRounds } from '../../db/schema/originals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { validation } from '../../platform/validation.ts'
import { lockDemo, setDemoBalance } from './demo-sessions.ts'
import { cashoutWin, revealTile, type MinesOutcome, type MinesParams } from './originals-draw.ts'
import { ownerFilter, type Owner, type RoundRow } from './originals-rows.ts'
import { balanceOf } from './owner-balance.ts'
import { presentRound } from './round-history.ts'
import { payWin, recover, type WalletContext } from './settle-rounds.ts'

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
  context: WalletContext,
  owner: Owner,
  roundId: number,
  decide: (
    round: RoundRow,
    outcome: MinesOutcome,
    params: MinesParams,
  ) => { outcome: MinesOutcome; win: number | null },
): Promise<PlayAnswer> {
  const { db } = context
  await recover(context, owner)
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
  if (moved.balance !== null) return { round: await presentRound(db, moved.row), balance: moved.balance }
  const row = moved.row.state === 'settling' ? await payWin(context, moved.row.id) : moved.row
  return {
    round: await presentRound(db, row),
    balance: row.balanceAfter ?? (await balanceOf(context, owner)),
  }
}

export function revealMinesTile(
  context: WalletContext,
  owner: Owner,
  roundId: number,
  tile: number,
): Promise<PlayAnswer> {
  return minesMove(context, owner, roundId, (round, outcome, { mines }) => {
    if (outcome.picks.includes(tile)) throw validation('tile', 'That tile is already revealed.')
    const step = revealTile(outcome, mines, round.stake, tile)
    return { outcome: step.outcome, win: step.kind === 'end' ? step.win : null }
  })
}

export function cashOutMines(context: WalletContext, owner: Owner, roundId: number): Promise<PlayAnswer> {
  return minesMove(context, owner, roundId, (round, outcome, { mines }) => {
    if (outcome.picks.length === 0) throw validation('roundId', 'Reveal a tile before cashing out.')
    return { outcome, win: cashoutWin(outcome, mines, round.stake) }
  })
}
