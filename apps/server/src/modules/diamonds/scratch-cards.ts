import { randomBytes } from 'node:crypto'

import type { CallOutput } from '@panalo/contract/call-map'
import type { ScratchCard } from '@panalo/contract/calls/diamonds'
import { and, eq } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { scratchCards } from '../../db/schema/diamonds.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import {
  drawScratchCard,
  revealDrawSeed,
  scratchCommitment,
  seededDrawsWithSeeds,
  type DrawWithSeeds,
} from '../draws/draws.service.ts'
import { playerAccountBalance } from '../ledger/ledger-balances.service.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import { grantAwards } from '../rewards/award-engine.service.ts'
import { findItem } from './diamond-shop-items.ts'
import { beginPurchase, payForOrder } from './purchases.ts'
import { playerCards, type CardRow } from './diamonds.queries.ts'

/**
 * Scratch cards (docs/decisions/046-scratch-cards.md, 118). Each player has the seed pair of their
 * next card committed in the seed store, its SHA-256 shown before they buy (getScratchCardInfo).
 * Buying is a seeded draw (source `scratch`, the card's id) from that pair with the player's client
 * seed and nonce 0, against the card's prize weights, and commits a fresh pair for the next card; so
 * the server cannot choose a seed after seeing the client seed. Scratching grants the drawn prize once
 * and reveals the seed, so /fair (and getDrawProof) can re-compute it.
 */
export interface ScratchCards {
  buyCard(
    userId: number,
    input: { requestId: string; itemId: number; clientSeed?: string | undefined },
  ): Promise<CallOutput<'diamondExchangeScratchcard'>>
  cardInfo(userId: number, cardId: number | undefined): Promise<CallOutput<'getScratchCardInfo'>>
  scratch(userId: number, cardId: number): Promise<CallOutput<'scratchCardLottery'>>
  cardLog(
    userId: number,
    page: { before?: number | undefined; limit: number },
  ): Promise<CallOutput<'searchScratchCardAwardLog'>>
}

const UNSCRATCHED_SHOWN = 20

function presentCard(row: CardRow, draw: DrawWithSeeds | undefined): ScratchCard {
  if (!draw) throw new Error(`scratch card ${row.id} has no draw`)
  const scratched = row.scratchedAt !== null
  return {
    id: row.id,
    itemId: row.itemId,
    name: row.name,
    price: row.price,
    state: scratched ? 'scratched' : 'unscratched',
    prizes: row.prizes,
    serverSeedHash: draw.serverSeedHash,
    serverSeed: scratched ? draw.serverSeed : null,
    clientSeed: draw.clientSeed,
    nonce: draw.nonce,
    prizeIndex: scratched ? draw.outcome : null,
    prize: scratched ? row.prize : null,
    createTime: row.createdAt.toISOString(),
    scratchTime: row.scratchedAt?.toISOString() ?? null,
  }
}

/** Cards as the player sees them, each with its draw's seeds. */
export async function presentCards(executor: Executor, rows: readonly CardRow[]): Promise<ScratchCard[]> {
  const draws = await seededDrawsWithSeeds(
    executor,
    'scratch',
    rows.map((row) => row.id),
  )
  return rows.map((row) => presentCard(row, draws.get(row.id)))
}

export function createScratchCards({ db, now }: { db: Db; now: () => Date }): ScratchCards {
  const ownCard = async (tx: Db | Tx, userId: number, cardId: number, lock: boolean) => {
    const query = tx
      .select()
      .from(scratchCards)
      .where(and(eq(scratchCards.id, cardId), eq(scratchCards.userId, userId)))
    const [row] = lock ? await query.for('update') : await query
    // Another player's card is not found, the same as no card: ids say nothing about others.
    if (!row) throw new AppError('NOT_FOUND', 'No such scratch card')
    return row
  }

  return {
    buyCard(userId, input) {
      const key = { userId, scope: 'diamondExchangeScratchcard', requestId: input.requestId, body: input }
      return oncePerRequest(db, key, async (tx) => {
        const order = await beginPurchase(tx, userId, input, 'scratch', { state: 'done' })
        await payForOrder(tx, userId, order)
        const item = await findItem(tx, order.itemId)
        if (!item) throw new Error(`shop item ${order.itemId} vanished`)
        const draw = await drawScratchCard(tx, {
          userId,
          choices: item.prizes,
          clientSeed: input.clientSeed ?? randomBytes(10).toString('hex'),
        })
        const [card] = await tx
          .insert(scratchCards)
          .values({
            id: draw.id,
            userId,
            orderId: order.id,
            itemId: item.id,
            name: item.name,
            price: order.price,
            prizes: item.prizes,
            prize: draw.items,
          })
          .returning()
        if (!card) throw new Error('scratch card not written')
        const [shown] = await presentCards(tx, [card])
        if (!shown) throw new Error('scratch card not shown')
        return { card: shown, diamonds: await playerAccountBalance(tx, userId, 'diamond') }
      })
    },

    cardInfo(userId, cardId) {
      return inTransaction(db, async (tx) => {
        const [card = null] =
          cardId === undefined ? [] : await presentCards(tx, [await ownCard(tx, userId, cardId, false)])
        const unscratched = await playerCards(tx, userId, { scratched: false, limit: UNSCRATCHED_SHOWN })
        return {
          unscratched: await presentCards(tx, unscratched),
          card,
          // Committed at sign-up or by the last purchase; '' for a player who has none yet (a read writes nothing).
          nextServerSeedHash: await scratchCommitment(tx, userId),
        }
      })
    },

    scratch(userId, cardId) {
      return inTransaction(db, async (tx) => {
        const card = await ownCard(tx, userId, cardId, true)
        if (card.scratchedAt !== null) throw new AppError('SCRATCH_CARD_SCRATCHED')
        let items: { id: number; count: number }[] = []
        let heldCoins = 0
        let grantId: number | null = null
        if (card.prize.length > 0) {
          const grant = await grantAwards(tx, {
            source: 'diamonds',
            key: `scratch-${card.id}`,
            userId,
            items: card.prize,
          })
          items = grant.items
          heldCoins = grant.heldCoins
          grantId = grant.grantId
        }
        const [scratched] = await tx
          .update(scratchCards)
          .set({ scratchedAt: now(), grantId })
          .where(eq(scratchCards.id, card.id))
          .returning()
        if (!scratched) throw new Error(`scratch card ${card.id} vanished`)
        await revealDrawSeed(tx, 'scratch', card.id)
        const [shown] = await presentCards(tx, [scratched])
        if (!shown) throw new Error(`scratch card ${card.id} vanished`)
        return { items, heldCoins, card: shown }
      })
    },

    async cardLog(userId, { before, limit }) {
      const rows = await playerCards(db, userId, { scratched: true, before, limit: limit + 1 })
      const list = rows.slice(0, limit)
      return {
        list: await presentCards(db, list),
        nextBefore: rows.length > limit ? (list.at(-1)?.id ?? null) : null,
      }
    },
  }
}
