import { RECENT_ROUNDS, type OriginalsGame, type OriginalsRound } from '@panalo/contract/originals'
import { and, desc, eq, ne } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { originalsRounds } from '../../db/schema/originals.ts'
import { AppError } from '../../platform/app-error.ts'
import { originalsSeedPairs } from '../draws/draws.service.ts'
import { roundView } from './originals-draw.ts'
import { ownerFilter, type Owner, type RoundRow } from './originals-rows.ts'
import { balanceOf } from './owner-balance.ts'
import { recover, type WalletContext } from './settle-rounds.ts'

/** Rounds as the player sees them: the open Mines round, the recent rounds, one round by id. */

export async function presentRound(db: Db | Tx, row: RoundRow): Promise<OriginalsRound> {
  const pair = await originalsSeedPairs.face(db, row.seedPairId)
  if (!pair) throw new Error(`Round ${row.id} has no seed pair.`)
  return roundView(row, pair)
}

/** Finishes interrupted rounds, then answers the open Mines round (if any) and the balance. */
export async function openRound(
  context: WalletContext,
  owner: Owner,
  game: OriginalsGame,
): Promise<{ round: OriginalsRound | null; balance: number }> {
  await recover(context, owner)
  const [open] = await context.db
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
  const balance = await balanceOf(context, owner)
  return { round: open ? await presentRound(context.db, open) : null, balance }
}

export async function recentRounds(
  context: WalletContext,
  owner: Owner,
  game: OriginalsGame,
): Promise<OriginalsRound[]> {
  await recover(context, owner)
  // An expired try-it session answers ORIGINALS_DEMO_EXPIRED rather than an empty history.
  if (owner.kind === 'demo') await balanceOf(context, owner)
  const rows = await context.db
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
  return Promise.all(rows.map((row) => presentRound(context.db, row)))
}

export async function findRound(
  context: WalletContext,
  owner: Owner,
  roundId: number,
): Promise<OriginalsRound> {
  await recover(context, owner)
  const [row] = await context.db
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
  return presentRound(context.db, row)
}
