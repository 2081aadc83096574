import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'

import type { Executor } from '../../src/db/client.ts'
import { games } from '../../src/db/schema/games.ts'
import { HOUSE } from '../../src/modules/ledger/ledger-accounts.types.ts'
import * as ledger from '../../src/modules/ledger/ledger.service.ts'
import { AppError } from '../../src/platform/app-error.ts'
import type { PlayPolicy } from '../../src/modules/responsible-gaming/play-policy.types.ts'

/** Funds a player as a deposit through the sandbox gateway would. */
export async function fundPlayer(
  db: Executor,
  userId: number,
  amount: number,
  key = `fund:${userId}:${randomBytes(4).toString('hex')}`,
) {
  await ledger.openHouseAccount(db, { code: HOUSE.gateway('sandbox'), asset: 'PHP' })
  return ledger.post(db, {
    idempotencyKey: key,
    kind: 'deposit',
    postings: [
      { account: { userId, kind: 'coin' }, amount },
      { account: { house: HOUSE.gateway('sandbox'), asset: 'PHP' }, amount: -amount },
    ],
  })
}

/** The id of a seeded game by its code. */
export async function gameIdOf(db: Executor, code: string): Promise<number> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.code, code))
  if (!row) throw new Error(`no game ${code}`)
  return row.id
}

/** A play policy that counts what it is told and refuses when asked to. */
export function fakePlayPolicy() {
  const state = { refuseBets: false, refusePlay: false, stakes: 0, wins: 0, rollbacks: 0 }
  const policy: PlayPolicy = {
    assertMayPlay: async () => {
      if (state.refusePlay) throw new AppError('FORBIDDEN', 'Self-excluded')
    },
    assertMayBet: async () => {
      if (state.refuseBets) throw new AppError('FORBIDDEN', 'Bet limit reached')
    },
    recordStake: async (_tx, _user, stake) => {
      state.stakes += stake
    },
    recordWin: async (_tx, _user, win) => {
      state.wins += win
    },
    recordRollback: async (_tx, _user, stake) => {
      state.rollbacks += stake
    },
  }
  return { policy, state }
}
