import { randomBytes } from 'node:crypto'

import type { CallOutput } from '@panalo/contract/call-map'
import type { ScratchCard } from '@panalo/contract/calls/diamonds'
import { commitServerSeed } from '@panalo/fair/outcome'
import { drawScratchPrize } from '@panalo/fair/scratch-card'
import { and, eq } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { diamondPlayers, scratchCards } from '../../db/schema/diamonds.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { playerAccountBalance } from '../ledger/ledger-balances.service.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import { grantAwards } from '../rewards/award-engine.service.ts'
import { findItem } from './diamond-shop-items.ts'
import { beginPurchase, payForOrder } from './purchases.ts'
import { lockDiamondPlayer, playerCards, type CardRow } from './diamonds.queries.ts'

/**
 * Scratch cards (docs/decisions/046-scratch-cards.md). Each player has the server seed of their next
 * card waiting, its SHA-256 shown before they buy (getScratchCardInfo). Buying takes that seed, the
 * player's client seed and nonce 0, draws the prize with packages/fair (drawScratchPrize) and stores
 * it, and commits a fresh seed for the next card; so the server cannot choose a seed after seeing the
 * client seed. Scratching grants the stored prize once and shows the seed, so /fair can re-compute it.
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
const newSeed = () => randomBytes(32).toString('hex')

export function presentCard(row: CardRow): ScratchCard {
  const scratched = row.scratchedAt !== null
  return {
    id: row.id,
    itemId: row.itemId,
    name: row.name,
    price: row.price,
    state: scratched ? 'scratched' : 'unscratched',
    prizes: row.prizes,
    serverSeedHash: row.serverSeedHash,
    serverSeed: scratched ? row.serverSeed : null,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    prizeIndex: scratched ? row.prizeIndex : null,
    prize: scratched ? row.prize : null,
    createTime: row.createdAt.toISOString(),
    scratchTime: row.scratchedAt?.toISOString() ?? null,
  }
}

/** The seed the player's next card will use, made (and so committed) on first sight. */
async function committedSeed(tx: Tx, userId: number): Promise<string> {
  const player = await lockDiamondPlayer(tx, userId)
  if (player.nextServerSeed) return player.nextServerSeed
  const seed = newSeed()
  await tx.update(diamondPlayers).set({ nextServerSeed: seed }).where(eq(diamondPlayers.userId, userId))
  return seed
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
        const serverSeed = await committedSeed(tx, userId)
        const clientSeed = input.clientSeed ?? randomBytes(10).toString('hex')
        const nonce = 0
        const prizeIndex = drawScratchPrize(
          { serverSeed, clientSeed, nonce },
          item.prizes.map((prize) => prize.weight),
        )
        const [card] = await tx
          .insert(scratchCards)
          .values({
            userId,
            orderId: order.id,
            itemId: item.id,
            name: item.name,
            price: order.price,
            prizes: item.prizes,
            serverSeed,
            serverSeedHash: commitServerSeed(serverSeed),
            clientSeed,
            nonce,
            prizeIndex,
            prize: item.prizes[prizeIndex]?.items ?? [],
          })
          .returning()
        if (!card) throw new Error('scratch card not written')
        // The next card's seed, committed now.
        await tx
          .update(diamondPlayers)
          .set({ nextServerSeed: newSeed() })
          .where(eq(diamondPlayers.userId, userId))
        return { card: presentCard(card), diamonds: await playerAccountBalance(tx, userId, 'diamond') }
      })
    },

    cardInfo(userId, cardId) {
      return inTransaction(db, async (tx) => {
        const card = cardId === undefined ? null : presentCard(await ownCard(tx, userId, cardId, false))
        const unscratched = await playerCards(tx, userId, { scratched: false, limit: UNSCRATCHED_SHOWN })
        return {
          unscratched: unscratched.map(presentCard),
          card,
          nextServerSeedHash: commitServerSeed(await committedSeed(tx, userId)),
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
        return { items, heldCoins, card: presentCard(scratched) }
      })
    },

    async cardLog(userId, { before, limit }) {
      const rows = await playerCards(db, userId, { scratched: true, before, limit: limit + 1 })
      const list = rows.slice(0, limit)
      return {
        list: list.map(presentCard),
        nextBefore: rows.length > limit ? (list.at(-1)?.id ?? null) : null,
      }
    },
  }
}
