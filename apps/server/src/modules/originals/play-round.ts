import type { OriginalsGame, PlayAnswer } from '@panalo/contract/originals'

import type { Db } from '../../db/client.ts'
import { originalsRounds } from '../../db/schema/originals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { originalsSeedPairs } from '../draws/draws.service.ts'
import { gameIdByCode } from '../games/catalogue.service.ts'
import { lockDemo, setDemoBalance } from './demo-sessions.ts'
import { drawRound, type Bet } from './originals-draw.ts'
import { hasUnfinishedMines, ownerColumns, type Owner } from './originals-rows.ts'
import { balanceOf } from './owner-balance.ts'
import { presentRound } from './round-history.ts'
import { finish, recover, type WalletContext } from './settle-rounds.ts'

/** A game's id in the catalogue, by its code. */
export type GameIdOf = (game: OriginalsGame) => Promise<number>

/** Looks each Original up in the catalogue once, then answers from memory. */
export function catalogueGameIds(db: Db): GameIdOf {
  const gameIds = new Map<OriginalsGame, number>()
  return async (game) => {
    const cached = gameIds.get(game)
    if (cached !== undefined) return cached
    const id = await gameIdByCode(db, game)
    if (id === undefined) throw new Error(`The catalogue has no game ${game}; run the seed.`)
    gameIds.set(game, id)
    return id
  }
}

/**
 * Creates a round: takes the next nonce of the owner's pair and draws the outcome. Demo rounds
 * settle (or open) in the same transaction; real rounds are stored pending and then go through the
 * wallet.
 */
export async function playRound(
  context: WalletContext & { gameId: GameIdOf },
  owner: Owner,
  bet: Bet,
): Promise<PlayAnswer> {
  const { db } = context
  await recover(context, owner)
  const game = await context.gameId(bet.game)
  const created = await inTransaction(db, async (tx) => {
    const demo = owner.kind === 'demo' ? await lockDemo(tx, owner.demoId) : null
    const pair = await originalsSeedPairs.lockActive(tx, owner)
    if (bet.game === 'mines' && (await hasUnfinishedMines(tx, owner)))
      throw new AppError('ORIGINALS_ROUND_OPEN')
    const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce }
    const draw = drawRound(seeds, bet)
    await originalsSeedPairs.takeNonce(tx, pair)
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
  if (created.balance !== null)
    return { round: await presentRound(db, created.row), balance: created.balance }
  const finished = await finish(context, created.row)
  return {
    round: await presentRound(db, finished),
    balance: finished.balanceAfter ?? (await balanceOf(context, owner)),
  }
}
