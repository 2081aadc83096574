import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { scratchReturnToPlayer } from '@panalo/contract/calls/diamonds'
import { ERRORS } from '@panalo/contract/errors'
import { commitServerSeed } from '@panalo/fair/outcome'
import { drawScratchPrize } from '@panalo/fair/scratch-card'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { DEFAULT_DIAMOND_SHOP, upsertDiamondItems } from '../src/modules/diamonds/diamond-shop-items.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { expectLedgerConsistent, queryRows, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer, requestId } from './helpers/wallet.ts'

/**
 * The diamond shop and scratch cards over HTTP (decisions 045, 046): every purchase is one journal
 * under the player's requestId, stock goes to one buyer at a time, goods go to a validated
 * Philippine address and come back as diamonds when cancelled, and a card's prize is fixed by the
 * seed committed before it was bought.
 */

const ADDRESS = {
  name: 'Maria Santos',
  mobile: '0917 123 4567',
  region: 'Region VII',
  province: 'Cebu',
  city: 'Mandaue City',
  barangay: 'Banilad',
  street: '12 A.S. Fortuna St.',
  zip: '6014',
} as const

// Seeded items (diamond-shop-items.ts).
const COIN_10 = 1
const SUWERTE = 11
const LOAD_CARD = 21
const POWER_BANK = 23

describe('diamond shop and scratch cards', () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function player(diamonds = 0, deposit = true) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    if (deposit) await fundPlayer(t.database.db, userId, 1_000_00, `diamonds-${userId}`)
    if (diamonds > 0) await giveDiamonds(userId, diamonds)
    return { token: session.token, userId }
  }

  function giveDiamonds(userId: number, count: number) {
    return inTransaction(t.database.db, (tx) =>
      grantAwards(tx, {
        source: 'operator',
        key: `diamonds-test-${++seq}`,
        userId,
        items: [{ id: AWARD_ITEM.diamond, count }],
        reason: 'test diamonds',
        by: 'cli:test',
      }),
    )
  }

  async function holdings(userId: number) {
    return {
      coin: (await playerBalances(t.database.db, userId)).coin,
      diamonds: (await awardBalances(t.database.db, userId)).get(AWARD_ITEM.diamond) ?? 0,
    }
  }

  async function stockOf(itemId: number) {
    const [row] = await queryRows(
      t.database.db,
      sql`select stock from diamond_shop_items where id = ${itemId}`,
    )
    return row?.stock === null ? null : Number(row?.stock)
  }

  async function setStock(itemId: number, stock: number | null) {
    await t.database.db.execute(sql`update diamond_shop_items set stock = ${stock} where id = ${itemId}`)
  }

  const run = async (...argv: string[]) => {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  it('shows the shop: balance, items with stock and each card’s odds and return, no address yet', async () => {
    const { token } = await player(1_234)
    const shop = await t.call('diamondShopData', {}, { token })
    expect(shop.errcode).toBe(0)
    expect(shop.data).toMatchObject({ diamonds: 1_234, address: null, unscratched: 0 })
    expect(shop.data.wagering).toEqual({ multiple: 1, expiryDays: 30, held: false })
    expect(shop.data.items.map((item) => item.id)).toEqual(DEFAULT_DIAMOND_SHOP.map((item) => item.id))
    const card = shop.data.items.find((item) => item.id === SUWERTE)
    expect(card?.kind).toBe('scratch')
    expect(card?.returnToPlayer).toBe(scratchReturnToPlayer(card?.prizes ?? [], card?.price ?? 0))
    expect(card?.returnToPlayer).toBe(7_900)
    expect(shop.data.items.find((item) => item.id === LOAD_CARD)).toMatchObject({ kind: 'goods', stock: 200 })
    expect(shop.data.items.find((item) => item.id === COIN_10)).toMatchObject({
      price: 100,
      award: [{ id: AWARD_ITEM.coin, count: 10_00 }],
    })
    // Bonus coins carry our coin mark, never ₱ (decision 108; issue 40 saw "₱10 bonus coins").
    const coinItems = shop.data.items.filter((item) => item.kind === 'coin')
    expect(coinItems.map((item) => item.name)).toEqual([
      '10 bonus coins',
      '50 bonus coins',
      '200 bonus coins',
    ])
    expect(shop.data.items.filter((item) => `${item.name} ${item.description}`.includes('₱'))).toEqual(
      shop.data.items.filter((item) => item.kind === 'goods' && item.id === LOAD_CARD),
    )
  })

  it('sells bonus coins for diamonds in one journal, once per requestId', async () => {
    const { token, userId } = await player(250)
    const before = await holdings(userId)
    const id = requestId('coin')
    const answer = await t.call('diamondExchangeCoin', { requestId: id, itemId: COIN_10 }, { token })
    expect(answer).toMatchObject({
      errcode: 0,
      data: { items: [{ id: AWARD_ITEM.coin, count: 10_00 }], heldCoins: 0, spent: 100, diamonds: 150 },
    })
    expect(await holdings(userId)).toEqual({ coin: before.coin + 10_00, diamonds: 150 })
    const retry = await t.call('diamondExchangeCoin', { requestId: id, itemId: COIN_10 }, { token })
    expect(retry.data).toEqual(answer.data)
    // Another item under the same requestId is another request: refused (decision 089), nothing moves.
    expect((await t.call('diamondExchangeCoin', { requestId: id, itemId: 2 }, { token })).errcode).toBe(
      ERRORS.REQUEST_ID_REUSED.code,
    )
    expect(await holdings(userId)).toEqual({ coin: before.coin + 10_00, diamonds: 150 })
    const bonuses = await t.call('bonusWageringList', {}, { token })
    expect(bonuses.data.list[0]).toMatchObject({ bonusType: 'diamonds', amount: 10_00, multiple: 1 })
    const log = await t.call('diamondLog', {}, { token })
    expect(log.data.list.map(({ amount, what, note }) => ({ amount, what, note }))).toEqual([
      { amount: -100, what: 'coin', note: '10 bonus coins' },
      { amount: 250, what: 'award', note: 'operator' },
    ])
  })

  it('refuses what the diamonds do not cover, unknown items and items of another kind, moving nothing', async () => {
    const { token, userId } = await player(99)
    const before = await holdings(userId)
    const stock = await stockOf(LOAD_CARD)
    const refusedId = requestId('refused')
    expect(
      (await t.call('diamondExchangeCoin', { requestId: refusedId, itemId: COIN_10 }, { token })).errcode,
    ).toBe(ERRORS.DIAMONDS_NOT_ENOUGH.code)
    expect(
      (await t.call('diamondExchangeScratchcard', { requestId: requestId(), itemId: 12 }, { token })).errcode,
    ).toBe(ERRORS.DIAMONDS_NOT_ENOUGH.code)
    await t.call('updateAddress', { address: ADDRESS }, { token })
    expect(
      (await t.call('diamondExchangeGoods', { requestId: requestId(), itemId: LOAD_CARD }, { token }))
        .errcode,
    ).toBe(ERRORS.DIAMONDS_NOT_ENOUGH.code)
    for (const [name, itemId] of [
      ['diamondExchangeCoin', 999],
      ['diamondExchangeCoin', SUWERTE],
      ['diamondExchangeScratchcard', COIN_10],
      ['diamondExchangeGoods', SUWERTE],
    ] as const)
      expect(
        (await t.call(name, { requestId: requestId(), itemId }, { token })).errcode,
        `${name} ${itemId}`,
      ).toBe(ERRORS.DIAMOND_ITEM_UNKNOWN.code)
    expect(await holdings(userId)).toEqual(before)
    expect(await stockOf(LOAD_CARD)).toBe(stock)
    expect((await t.call('getScratchCardInfo', {}, { token })).data.unscratched).toEqual([])
    expect((await t.call('diamondGoodsExchangeOrderLog', {}, { token })).data.list).toEqual([])
    // The refusal is final now (decision 089): the same requestId stays refused after more diamonds
    // arrive, where it used to buy; a new requestId buys.
    await giveDiamonds(userId, 1)
    expect(
      (await t.call('diamondExchangeCoin', { requestId: refusedId, itemId: COIN_10 }, { token })).errcode,
    ).toBe(ERRORS.DIAMONDS_NOT_ENOUGH.code)
    expect(
      (await t.call('diamondExchangeCoin', { requestId: requestId(), itemId: COIN_10 }, { token })).errcode,
    ).toBe(0)
  })

  it('saves a Philippine address and refuses a bad one with VALIDATION', async () => {
    const { token } = await player()
    const saved = await t.call('updateAddress', { address: ADDRESS }, { token })
    expect(saved).toMatchObject({ errcode: 0, data: { address: { ...ADDRESS, mobile: '+639171234567' } } })
    expect((await t.call('diamondShopData', {}, { token })).data.address).toEqual(saved.data.address)
    const bad: object[] = [
      { ...ADDRESS, mobile: '12345' },
      { ...ADDRESS, mobile: '+1 415 555 0100' },
      { ...ADDRESS, zip: '600' },
      { ...ADDRESS, zip: '60144' },
      { ...ADDRESS, region: 'Region XX' },
      { ...ADDRESS, name: 'M' },
      { ...ADDRESS, barangay: '' },
      { ...ADDRESS, street: 'x'.repeat(121) },
      { ...ADDRESS, city: 'Cebu\u0000City' },
      { ...ADDRESS, province: '<script>' },
      { name: ADDRESS.name },
    ]
    for (const address of bad)
      expect(
        (await t.call('updateAddress', { address } as never, { token })).errcode,
        JSON.stringify(address),
      ).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('diamondShopData', {}, { token })).data.address).toEqual(saved.data.address)
  })

  it('orders goods to the saved address; the operator packs, ships and delivers, or cancels and returns the diamonds', async () => {
    const { token, userId } = await player(10_000)
    expect(
      (await t.call('diamondExchangeGoods', { requestId: requestId(), itemId: LOAD_CARD }, { token }))
        .errcode,
    ).toBe(ERRORS.DIAMOND_ADDRESS_MISSING.code)
    await t.call('updateAddress', { address: ADDRESS }, { token })
    const stock = (await stockOf(LOAD_CARD)) ?? 0
    const id = requestId('goods')
    const placed = await t.call('diamondExchangeGoods', { requestId: id, itemId: LOAD_CARD }, { token })
    expect(placed).toMatchObject({
      errcode: 0,
      data: {
        diamonds: 8_800,
        order: { itemId: LOAD_CARD, price: 1_200, state: 'placed', name: '₱100 load card' },
      },
    })
    expect(placed.data.order.address.mobile).toBe('+639171234567')
    expect(await stockOf(LOAD_CARD)).toBe(stock - 1)
    // A retry answers the same order; the stock and diamonds move once.
    expect(
      (await t.call('diamondExchangeGoods', { requestId: id, itemId: LOAD_CARD }, { token })).data,
    ).toEqual(placed.data)
    expect(await stockOf(LOAD_CARD)).toBe(stock - 1)
    // The order keeps the address it was placed with.
    await t.call('updateAddress', { address: { ...ADDRESS, street: '99 Other St.' } }, { token })
    const orderId = placed.data.order.id
    expect((await run('diamonds:orders', 'placed')).output).toContain(`#${orderId} placed`)
    expect((await run('diamonds:orders', 'move', String(orderId), 'shipped')).ok).toBe(false)
    expect((await run('diamonds:orders', 'move', String(orderId), 'packed')).ok).toBe(true)
    expect(
      (await run('diamonds:orders', 'move', String(orderId), 'shipped', '--note', 'LBC 1234567')).ok,
    ).toBe(true)
    expect((await run('diamonds:orders', 'move', String(orderId), 'delivered')).ok).toBe(true)
    expect((await run('diamonds:orders', 'move', String(orderId), 'cancelled')).ok).toBe(false)
    const log = await t.call('diamondGoodsExchangeOrderLog', {}, { token })
    expect(log.data.list[0]).toMatchObject({
      id: orderId,
      state: 'delivered',
      address: { street: ADDRESS.street },
    })
    expect(log.data.list[0]?.history.map((step) => [step.state, step.note])).toEqual([
      ['placed', null],
      ['packed', null],
      ['shipped', 'LBC 1234567'],
      ['delivered', null],
    ])

    // A second order, cancelled: the diamonds come back by a journal and the stock returns.
    const second = await t.call(
      'diamondExchangeGoods',
      { requestId: requestId(), itemId: LOAD_CARD },
      { token },
    )
    expect(second.data.diamonds).toBe(7_600)
    const cancel = await run('diamonds:orders', 'move', String(second.data.order.id), 'cancelled')
    expect(cancel).toEqual({
      ok: true,
      output: `Order ${second.data.order.id} is cancelled: 1200 diamonds returned`,
    })
    expect((await run('diamonds:orders', 'move', String(second.data.order.id), 'cancelled')).ok).toBe(false)
    expect(await holdings(userId)).toMatchObject({ diamonds: 8_800 })
    expect(await stockOf(LOAD_CARD)).toBe(stock - 1)
    const diamondLog = await t.call('diamondLog', { limit: 3 }, { token })
    expect(diamondLog.data.list.map(({ amount, what }) => [amount, what])).toEqual([
      [1_200, 'refund'],
      [-1_200, 'goods'],
      [-1_200, 'goods'],
    ])
    expect(diamondLog.data.nextBefore).not.toBeNull()
  })

  it('sells the last item to exactly one of 20 racing buyers', async () => {
    await setStock(POWER_BANK, 1)
    try {
      const buyers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const buyer = await player(7_000)
          await t.call('updateAddress', { address: ADDRESS }, { token: buyer.token })
          return buyer
        }),
      )
      const { ok, failed } = await settle(
        buyers.map((buyer) =>
          t.call(
            'diamondExchangeGoods',
            { requestId: requestId('last'), itemId: POWER_BANK },
            { token: buyer.token },
          ),
        ),
      )
      expect(failed).toEqual([])
      expect(ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
      expect(ok.filter((answer) => answer.errcode === ERRORS.DIAMOND_ITEM_SOLD_OUT.code)).toHaveLength(19)
      expect(await stockOf(POWER_BANK)).toBe(0)
      const spent = await Promise.all(buyers.map(async (buyer) => (await holdings(buyer.userId)).diamonds))
      expect(spent.filter((left) => left === 0)).toHaveLength(1)
      expect(spent.filter((left) => left === 7_000)).toHaveLength(19)
    } finally {
      await setStock(POWER_BANK, 20)
    }
  })

  it('charges once when one purchase races 20 times, and never more diamonds than the player has', async () => {
    const { token, userId } = await player(250)
    const id = requestId('race')
    const same = await settle(
      Array.from({ length: 20 }, () =>
        t.call('diamondExchangeCoin', { requestId: id, itemId: COIN_10 }, { token }),
      ),
    )
    expect(same.failed).toEqual([])
    expect(same.ok.every((answer) => answer.errcode === 0)).toBe(true)
    expect((await holdings(userId)).diamonds).toBe(150)
    const many = await settle(
      Array.from({ length: 20 }, () =>
        t.call('diamondExchangeScratchcard', { requestId: requestId('many'), itemId: SUWERTE }, { token }),
      ),
    )
    expect(many.failed).toEqual([])
    expect(many.ok.filter((answer) => answer.errcode === 0)).toHaveLength(3)
    expect(many.ok.filter((answer) => answer.errcode === ERRORS.DIAMONDS_NOT_ENOUGH.code)).toHaveLength(17)
    expect((await holdings(userId)).diamonds).toBe(0)
    expect((await t.call('getScratchCardInfo', {}, { token })).data.unscratched).toHaveLength(3)
  })

  it('draws a card from the seed committed before it was bought; scratching grants that prize once and shows the seed', async () => {
    const { token, userId } = await player(1_000)
    const info = await t.call('getScratchCardInfo', {}, { token })
    const committed = info.data.nextServerSeedHash
    expect(committed).toMatch(/^[0-9a-f]{64}$/)
    // Looking again shows the same commitment: nothing is drawn until a card is bought.
    expect((await t.call('getScratchCardInfo', {}, { token })).data.nextServerSeedHash).toBe(committed)
    const bought = await t.call(
      'diamondExchangeScratchcard',
      { requestId: requestId('card'), itemId: SUWERTE, clientSeed: 'my-lucky-seed' },
      { token },
    )
    expect(bought.errcode).toBe(0)
    const card = bought.data.card
    expect(card).toMatchObject({
      state: 'unscratched',
      serverSeedHash: committed,
      serverSeed: null,
      clientSeed: 'my-lucky-seed',
      nonce: 0,
      prize: null,
      prizeIndex: null,
      price: 50,
    })
    expect(bought.data.diamonds).toBe(950)
    // The next card has a new commitment.
    const after = await t.call('getScratchCardInfo', { cardId: card.id }, { token })
    expect(after.data.nextServerSeedHash).not.toBe(committed)
    expect(after.data.unscratched.map((row) => row.id)).toEqual([card.id])
    expect(after.data.card?.id).toBe(card.id)
    expect((await t.call('activityGetStatusList', {}, { token })).data).toBeDefined()

    const before = await holdings(userId)
    const scratched = await t.call('scratchCardLottery', { cardId: card.id }, { token })
    expect(scratched.errcode).toBe(0)
    const revealed = scratched.data.card
    expect(revealed.state).toBe('scratched')
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/)
    // Verifiable: the seed matches the commitment, and the draw re-computes to the stored prize.
    expect(commitServerSeed(revealed.serverSeed ?? '')).toBe(committed)
    const index = drawScratchPrize(
      { serverSeed: revealed.serverSeed ?? '', clientSeed: 'my-lucky-seed', nonce: 0 },
      revealed.prizes.map((prize) => prize.weight),
    )
    expect(revealed.prizeIndex).toBe(index)
    expect(revealed.prize).toEqual(revealed.prizes[index]?.items)
    expect(scratched.data.items).toEqual(revealed.prize)
    const won = (id: number) => revealed.prize?.find((item) => item.id === id)?.count ?? 0
    expect(await holdings(userId)).toEqual({
      coin: before.coin + won(AWARD_ITEM.coin),
      diamonds: before.diamonds + won(AWARD_ITEM.diamond),
    })
    // Once: a second scratch is refused and moves nothing, even 10 at once.
    const again = await settle(
      Array.from({ length: 10 }, () => t.call('scratchCardLottery', { cardId: card.id }, { token })),
    )
    expect(again.ok.every((answer) => answer.errcode === ERRORS.SCRATCH_CARD_SCRATCHED.code)).toBe(true)
    expect((await holdings(userId)).diamonds).toBe(before.diamonds + won(AWARD_ITEM.diamond))
    const log = await t.call('searchScratchCardAwardLog', {}, { token })
    expect(log.data.list).toEqual([revealed])
  })

  it('grants each prize of the table as drawn: many cards, all scratched, all verifiable', async () => {
    const { token, userId } = await player(50 * 30)
    let expectedDiamonds = 0
    let expectedCoins = 0
    for (let index = 0; index < 30; index++) {
      const bought = await t.call(
        'diamondExchangeScratchcard',
        { requestId: requestId('n'), itemId: SUWERTE },
        { token },
      )
      const scratched = await t.call('scratchCardLottery', { cardId: bought.data.card.id }, { token })
      const card = scratched.data.card
      expect(
        drawScratchPrize(
          { serverSeed: card.serverSeed ?? '', clientSeed: card.clientSeed, nonce: 0 },
          card.prizes.map((prize) => prize.weight),
        ),
      ).toBe(card.prizeIndex)
      for (const item of card.prize ?? []) {
        if (item.id === AWARD_ITEM.diamond) expectedDiamonds += item.count
        if (item.id === AWARD_ITEM.coin) expectedCoins += item.count
      }
    }
    const balances = await holdings(userId)
    expect(balances.diamonds).toBe(expectedDiamonds)
    expect(balances.coin).toBe(1_000_00 + expectedCoins)
    const page = await t.call('searchScratchCardAwardLog', { limit: 20 }, { token })
    expect(page.data.list).toHaveLength(20)
    const rest = await t.call(
      'searchScratchCardAwardLog',
      { limit: 20, before: page.data.nextBefore ?? 0 },
      { token },
    )
    expect(rest.data.list).toHaveLength(10)
    expect(rest.data.nextBefore).toBeNull()
  })

  it('refuses another player’s card and order as not found', async () => {
    const a = await player(100)
    const b = await player(0)
    const bought = await t.call(
      'diamondExchangeScratchcard',
      { requestId: requestId(), itemId: SUWERTE },
      { token: a.token },
    )
    expect(
      (await t.call('scratchCardLottery', { cardId: bought.data.card.id }, { token: b.token })).errcode,
    ).toBe(ERRORS.NOT_FOUND.code)
    expect(
      (await t.call('getScratchCardInfo', { cardId: bought.data.card.id }, { token: b.token })).errcode,
    ).toBe(ERRORS.NOT_FOUND.code)
    expect((await t.call('getScratchCardInfo', {}, { token: b.token })).data.unscratched).toEqual([])
    expect((await t.call('searchScratchCardAwardLog', {}, { token: b.token })).data.list).toEqual([])
    expect((await t.call('diamondLog', {}, { token: b.token })).data.list).toEqual([])
    // B's purchase under A's request id is B's own: it needs B's diamonds.
    await t.call('updateAddress', { address: ADDRESS }, { token: a.token })
    const giveA = await giveDiamonds(a.userId, 1_200)
    expect(giveA.replayed).toBe(false)
    const order = await t.call(
      'diamondExchangeGoods',
      { requestId: 'shared-id-1', itemId: LOAD_CARD },
      { token: a.token },
    )
    expect(order.errcode).toBe(0)
    expect((await t.call('diamondGoodsExchangeOrderLog', {}, { token: b.token })).data.list).toEqual([])
    await t.call('updateAddress', { address: ADDRESS }, { token: b.token })
    expect(
      (
        await t.call(
          'diamondExchangeGoods',
          { requestId: 'shared-id-1', itemId: LOAD_CARD },
          { token: b.token },
        )
      ).errcode,
    ).toBe(ERRORS.DIAMONDS_NOT_ENOUGH.code)
    expect((await t.call('scratchCardLottery', { cardId: 999_999_999 }, { token: a.token })).errcode).toBe(
      ERRORS.NOT_FOUND.code,
    )
  })

  it('refuses bad input with VALIDATION and changes nothing', async () => {
    const { token, userId } = await player(10_000)
    const before = await holdings(userId)
    const purchases: unknown[] = [
      { requestId: requestId(), itemId: 0 },
      { requestId: requestId(), itemId: -1 },
      { requestId: requestId(), itemId: 1.5 },
      { requestId: requestId(), itemId: '1' },
      { requestId: requestId() },
      { requestId: 'short', itemId: 1 },
      { requestId: 'has spaces in it', itemId: 1 },
      { itemId: 1 },
    ]
    for (const name of ['diamondExchangeCoin', 'diamondExchangeGoods', 'diamondExchangeScratchcard'] as const)
      for (const body of purchases)
        expect(
          (await t.call(name, body as never, { token })).errcode,
          `${name} ${JSON.stringify(body)}`,
        ).toBe(ERRORS.VALIDATION.code)
    for (const clientSeed of ['', 'with space', 'x'.repeat(65), 12])
      expect(
        (
          await t.call(
            'diamondExchangeScratchcard',
            { requestId: requestId(), itemId: SUWERTE, clientSeed } as never,
            { token },
          )
        ).errcode,
      ).toBe(ERRORS.VALIDATION.code)
    for (const body of [{}, { cardId: 0 }, { cardId: 'x' }, { cardId: 1.5 }])
      expect((await t.call('scratchCardLottery', body as never, { token })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
    for (const name of ['diamondLog', 'diamondGoodsExchangeOrderLog', 'searchScratchCardAwardLog'] as const)
      for (const body of [{ limit: 0 }, { limit: 51 }, { before: 0 }, { before: 'x' }])
        expect((await t.call(name, body as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('getScratchCardInfo', { cardId: -3 } as never, { token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    expect((await t.call('updateAddress', {} as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    expect(await holdings(userId)).toEqual(before)
  })

  it('answers signed-out callers 401, except the public ticker', async () => {
    const calls: [CallName, object][] = [
      ['diamondShopData', {}],
      ['diamondExchangeCoin', { requestId: requestId(), itemId: 1 }],
      ['updateAddress', { address: ADDRESS }],
      ['diamondExchangeGoods', { requestId: requestId(), itemId: LOAD_CARD }],
      ['diamondGoodsExchangeOrderLog', {}],
      ['diamondExchangeScratchcard', { requestId: requestId(), itemId: SUWERTE }],
      ['getScratchCardInfo', {}],
      ['scratchCardLottery', { cardId: 1 }],
      ['searchScratchCardAwardLog', {}],
      ['diamondLog', {}],
    ]
    for (const [name, body] of calls)
      expect((await t.call(name, body as never, {})).errcode, name).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('appDiamondBonusTickersData', {}, {})).errcode).toBe(0)
  })

  it('lists recent wins and purchases in the ticker with masked names', async () => {
    const { token } = await player(200)
    await t.call('diamondExchangeCoin', { requestId: requestId(), itemId: COIN_10 }, { token })
    const ticker = await t.call('appDiamondBonusTickersData', {}, {})
    expect(ticker.data.list.length).toBeGreaterThan(0)
    expect(ticker.data.list.length).toBeLessThanOrEqual(20)
    expect(ticker.data.list[0]).toMatchObject({ kind: 'coin', name: '10 bonus coins', items: [] })
    for (const row of ticker.data.list) expect(row.nickname).toMatch(/^.{1,2}\*\*\*$/u)
    const times = ticker.data.list.map((row) => row.createTime)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('lights diamondMallRedDot for new diamonds that buy something and for unscratched cards', async () => {
    const { token, userId } = await player(0)
    const dot = async () => (await t.call('activityGetStatusList', {}, { token })).data.diamondMallRedDot
    expect(await dot()).toBe(false)
    await giveDiamonds(userId, 30)
    // 30 diamonds buy nothing (the cheapest is 50).
    expect(await dot()).toBe(false)
    await giveDiamonds(userId, 30)
    expect(await dot()).toBe(true)
    await t.call('diamondShopData', {}, { token })
    expect(await dot()).toBe(false)
    const card = await t.call(
      'diamondExchangeScratchcard',
      { requestId: requestId(), itemId: SUWERTE },
      { token },
    )
    expect(await dot()).toBe(true)
    await t.call('scratchCardLottery', { cardId: card.data.card.id }, { token })
    await t.call('diamondShopData', {}, { token })
    expect(await dot()).toBe(false)
  })

  it('diamonds:items shows the odds and changes stock, price and sale; load validates prize tables', async () => {
    try {
      const shown = await run('diamonds:items')
      expect(shown.ok).toBe(true)
      expect(shown.output).toMatch(/#11\s+scratch\s+Suwerte scratch card/)
      expect(shown.output).toContain('return to player 79.00 %')
      expect(shown.output).toMatch(/50\.00 %\s+no win/)
      expect(await run('diamonds:items', 'stock', String(LOAD_CARD), '0')).toEqual({
        ok: true,
        output: `Item ${LOAD_CARD} updated`,
      })
      const { token } = await player(2_000)
      await t.call('updateAddress', { address: ADDRESS }, { token })
      expect(
        (await t.call('diamondExchangeGoods', { requestId: requestId(), itemId: LOAD_CARD }, { token }))
          .errcode,
      ).toBe(ERRORS.DIAMOND_ITEM_SOLD_OUT.code)
      expect((await run('diamonds:items', 'off', String(COIN_10))).ok).toBe(true)
      expect(
        (await t.call('diamondExchangeCoin', { requestId: requestId(), itemId: COIN_10 }, { token })).errcode,
      ).toBe(ERRORS.DIAMOND_ITEM_UNKNOWN.code)
      expect(
        (await t.call('diamondShopData', {}, { token })).data.items.map((item) => item.id),
      ).not.toContain(COIN_10)
      expect((await run('diamonds:items', 'price', '999', '5')).ok).toBe(false)
      expect((await run('diamonds:items', 'stock', String(LOAD_CARD), '-1')).ok).toBe(false)
      const { writeFile } = await import('node:fs/promises')
      const { tmpdir } = await import('node:os')
      const file = `${tmpdir()}/diamond-items-${process.pid}.json`
      await writeFile(
        file,
        JSON.stringify([
          {
            id: 31,
            kind: 'scratch',
            name: 'One prize',
            price: 10,
            stock: null,
            prizes: [{ items: [], weight: 1 }],
          },
        ]),
      )
      expect((await run('diamonds:items', 'load', file)).ok).toBe(false)
      await writeFile(
        file,
        JSON.stringify([{ id: 32, kind: 'coin', name: '₱5 bonus coins', price: 50, stock: null, coins: 5 }]),
      )
      const pesoNamed = await run('diamonds:items', 'load', file)
      expect(pesoNamed.ok).toBe(false)
      expect(pesoNamed.output).toContain('bonus coins are not pesos')
      await writeFile(
        file,
        JSON.stringify([
          {
            id: 31,
            kind: 'scratch',
            name: 'Test card',
            price: 10,
            stock: 5,
            prizes: [
              { items: [], weight: 1 },
              { items: [{ id: AWARD_ITEM.diamond, count: 10 }], weight: 1 },
            ],
          },
        ]),
      )
      expect(await run('diamonds:items', 'load', file)).toEqual({ ok: true, output: 'Loaded 1 item(s)' })
      const card = (await t.call('diamondShopData', {}, { token })).data.items.find((item) => item.id === 31)
      expect(card).toMatchObject({ returnToPlayer: 5_000, stock: 5 })
    } finally {
      await t.database.db.execute(sql`update diamond_shop_items set on_sale = 0 where id = 31`)
      await upsertDiamondItems(t.database.db, DEFAULT_DIAMOND_SHOP)
    }
  })
})
