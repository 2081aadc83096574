import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import type { LotteryDraw } from '@panalo/contract/calls/lottery'
import { ERRORS } from '@panalo/contract/errors'
import { drawLotteryNumbers } from '@panalo/fair/lottery'
import { commitServerSeed } from '@panalo/fair/outcome'
import { eq, sql } from 'drizzle-orm'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { users } from '../src/db/schema/accounts.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { runDueDraws } from '../src/modules/lottery/lottery-draws.service.ts'
import {
  DEFAULT_LOTTERY,
  readLotterySettings,
  writeLotterySettings,
} from '../src/modules/lottery/lottery-settings.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { expectLedgerConsistent, queryRows, settle } from './helpers/ledger.ts'
import { newPhone, registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer, requestId } from './helpers/wallet.ts'

/**
 * The lottery over HTTP (decision 053): tickets bought with coupons or points in one journal under
 * the player's requestId, numbered without gaps however many buy at once, a player's limit per draw,
 * and a draw whose numbers are fixed by the seed committed when sales opened and paid once.
 */

const COUPON_A = 110_001
const COUPON_C = 110_003

describe('lottery calls', () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  function give(userId: number, items: { id: number; count: number }[]) {
    return inTransaction(t.database.db, (tx) =>
      grantAwards(tx, {
        source: 'operator',
        key: `lottery-test-${++seq}`,
        userId,
        items,
        reason: 'test',
        by: 'cli:test',
      }),
    )
  }

  async function player(items: { id: number; count: number }[] = []) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    await fundPlayer(t.database.db, userId, 100_00, `lottery-${userId}`)
    if (items.length > 0) await give(userId, items)
    return { token: session.token, userId }
  }

  async function holdings(userId: number) {
    const items = await awardBalances(t.database.db, userId)
    return {
      a: items.get(COUPON_A) ?? 0,
      c: items.get(COUPON_C) ?? 0,
      points: items.get(AWARD_ITEM.points) ?? 0,
      coin: (await playerBalances(t.database.db, userId)).coin,
    }
  }

  async function onSale(token?: string): Promise<LotteryDraw> {
    const answer = await t.call('lotteryInfo', {}, token ? { token } : {})
    expect(answer.errcode).toBe(0)
    if (!answer.data.draw) throw new Error('no draw on sale')
    return answer.data.draw
  }

  const buy = (
    token: string,
    drawId: number,
    count: number,
    payWith: 'coupon' | 'points' = 'coupon',
    id = requestId(),
  ) => t.call('lotteryBuyTickets', { requestId: id, drawId, count, payWith }, { token })

  it('shows a guest the draw on sale with its commitment, and a player their coupons and points', async () => {
    const guest = await t.call('lotteryInfo', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data.me).toBeNull()
    const draw = guest.data.draw
    expect(draw).toMatchObject({ state: 'open', serverSeed: null, clientSeed: null, winningNumbers: [] })
    expect(draw?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(draw?.prizes.map((prize) => prize.productId)).toEqual([80_001, 80_002, 80_003])
    expect(new Date(draw?.drawTime ?? 0).getTime()).toBeGreaterThan(Date.now())

    const { token } = await player([
      { id: COUPON_C, count: 2 },
      { id: AWARD_ITEM.points, count: 250 },
    ])
    const mine = await t.call('lotteryInfo', {}, { token })
    expect(mine.data.draw?.id).toBe(draw?.id)
    // The user info's `lottery` is the coupons held (decision 053).
    expect((await t.call('refreshData', {}, { token })).data.lottery).toBe(2)
    expect(mine.data.me).toEqual({
      numbers: [],
      coupons: [{ id: COUPON_C, count: 2 }],
      points: 250,
      hasMobile: true,
    })
  })

  it('sells tickets for coupons, lowest id first, and answers a retry with the first purchase', async () => {
    const { token, userId } = await player([
      { id: COUPON_A, count: 2 },
      { id: COUPON_C, count: 3 },
    ])
    const draw = await onSale(token)
    const id = requestId()
    const bought = await buy(token, draw.id, 4, 'coupon', id)
    expect(bought.errcode).toBe(0)
    expect(bought.data.spent).toEqual([
      { id: COUPON_A, count: 2 },
      { id: COUPON_C, count: 2 },
    ])
    const numbers = bought.data.tickets.map((ticket) => ticket.number)
    expect(numbers).toEqual([1, 2, 3, 4].map((n) => n + draw.ticketsSold))
    expect(
      bought.data.tickets.every((ticket) => ticket.state === 'waiting' && ticket.paidWith === 'coupon'),
    ).toBe(true)
    expect(await holdings(userId)).toMatchObject({ a: 0, c: 1 })

    const retry = await buy(token, draw.id, 4, 'coupon', id)
    expect(retry.data).toEqual(bought.data)
    expect(await holdings(userId)).toMatchObject({ a: 0, c: 1 })
    // Another purchase under the same requestId is another request: refused (decision 089).
    expect((await buy(token, draw.id, 1, 'coupon', id)).errcode).toBe(ERRORS.REQUEST_ID_REUSED.code)

    expect((await t.call('lotteryInfo', {}, { token })).data.me?.numbers).toEqual(numbers)
    const record = await t.call('lotteryRecord', {}, { token })
    expect(record.data.list.map((ticket) => ticket.number)).toEqual([...numbers].reverse())
  })

  it('sells tickets for points at the draw’s price', async () => {
    const { token, userId } = await player([{ id: AWARD_ITEM.points, count: 250 }])
    const draw = await onSale(token)
    const bought = await buy(token, draw.id, 2, 'points')
    expect(bought.errcode).toBe(0)
    expect(bought.data.spent).toEqual([{ id: AWARD_ITEM.points, count: 2 * (draw.pointsPrice ?? 0) }])
    expect((await holdings(userId)).points).toBe(250 - 2 * (draw.pointsPrice ?? 0))
  })

  it('refuses what the player cannot pay, a player without a mobile number and the limit, changing nothing', async () => {
    const { token, userId } = await player([
      { id: COUPON_A, count: 2 },
      { id: AWARD_ITEM.points, count: 50 },
    ])
    const draw = await onSale(token)
    const before = await holdings(userId)
    const refusedId = requestId()
    expect((await buy(token, draw.id, 3, 'coupon', refusedId)).errcode).toBe(
      ERRORS.LOTTERY_COUPONS_NOT_ENOUGH.code,
    )
    expect((await buy(token, draw.id, 1, 'points')).errcode).toBe(ERRORS.LOTTERY_POINTS_NOT_ENOUGH.code)
    expect((await buy(token, draw.id + 1_000, 1)).errcode).toBe(ERRORS.LOTTERY_SALES_CLOSED.code)
    expect(await holdings(userId)).toEqual(before)

    // The default limit (50) is also the most one purchase may buy.
    const rich = await player([{ id: COUPON_A, count: draw.maxTicketsPerPlayer + 1 }])
    expect((await buy(rich.token, draw.id, draw.maxTicketsPerPlayer)).errcode).toBe(0)
    expect((await buy(rich.token, draw.id, 1)).errcode).toBe(ERRORS.LOTTERY_TICKET_LIMIT.code)
    expect((await holdings(rich.userId)).a).toBe(1)

    await t.database.db.update(users).set({ mobile: null }).where(eq(users.id, userId))
    expect((await t.call('lotteryInfo', {}, { token })).data.me?.hasMobile).toBe(false)
    expect((await buy(token, draw.id, 1)).errcode).toBe(ERRORS.LOTTERY_MOBILE_REQUIRED.code)
    expect(await holdings(userId)).toEqual(before)
    expect((await t.call('lotteryInfo', {}, { token })).data.me?.numbers).toEqual([])
    // The refusal is final now (decision 089): the same requestId stays refused, with its first
    // answer, after more coupons arrive and the mobile number is back; nothing moves.
    await t.database.db.update(users).set({ mobile: newPhone() }).where(eq(users.id, userId))
    await give(userId, [{ id: COUPON_A, count: 1 }])
    expect((await buy(token, draw.id, 3, 'coupon', refusedId)).errcode).toBe(
      ERRORS.LOTTERY_COUPONS_NOT_ENOUGH.code,
    )
    expect(await holdings(userId)).toEqual({ ...before, a: before.a + 1 })
  })

  it('refuses bad input with VALIDATION, and signed-out callers with 401 except the public calls', async () => {
    const { token, userId } = await player([{ id: COUPON_A, count: 5 }])
    const draw = await onSale(token)
    const before = await holdings(userId)
    const bad: object[] = [
      { requestId: requestId(), drawId: draw.id, count: 0, payWith: 'coupon' },
      { requestId: requestId(), drawId: draw.id, count: 51, payWith: 'coupon' },
      { requestId: requestId(), drawId: draw.id, count: 1.5, payWith: 'coupon' },
      { requestId: requestId(), drawId: draw.id, count: 1, payWith: 'cash' },
      { requestId: requestId(), drawId: -1, count: 1, payWith: 'coupon' },
      { requestId: requestId(), drawId: '1', count: 1, payWith: 'coupon' },
      { drawId: draw.id, count: 1, payWith: 'coupon' },
    ]
    for (const body of bad)
      expect(
        (await t.call('lotteryBuyTickets', body as never, { token })).errcode,
        JSON.stringify(body),
      ).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('lotteryRecord', { limit: 0 }, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('lotteryHistory', { before: -3 } as never, {})).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('lotteryDrawDetail', { drawId: 0 }, {})).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('lotteryDrawDetail', { drawId: 999_999 }, {})).errcode).toBe(ERRORS.NOT_FOUND.code)
    expect(await holdings(userId)).toEqual(before)

    const signedOut: [CallName, object][] = [
      ['lotteryBuyTickets', { requestId: requestId(), drawId: draw.id, count: 1, payWith: 'coupon' }],
      ['lotteryRecord', {}],
    ]
    for (const [name, body] of signedOut)
      expect((await t.call(name, body as never, {})).errcode, name).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('lotteryHistory', {}, {})).errcode).toBe(0)
    expect((await t.call('lotteryDrawDetail', { drawId: draw.id }, {})).errcode).toBe(0)
  })

  it('numbers parallel purchases without gaps and sells no more than the coupons held', async () => {
    const draw = await onSale()
    const racer = await player([{ id: COUPON_A, count: 20 }])
    const others = await Promise.all([1, 2, 3].map(() => player([{ id: COUPON_C, count: 4 }])))
    const { ok, failed } = await settle([
      ...Array.from({ length: 10 }, () => buy(racer.token, draw.id, 3)),
      ...others.map((other) => buy(other.token, draw.id, 4)),
    ])
    expect(failed).toEqual([])
    const sold = ok.filter((answer) => answer.errcode === 0)
    expect(sold).toHaveLength(6 + 3)
    expect(
      ok
        .filter((answer) => answer.errcode !== 0)
        .every((answer) => answer.errcode === ERRORS.LOTTERY_COUPONS_NOT_ENOUGH.code),
    ).toBe(true)
    expect((await holdings(racer.userId)).a).toBe(2)
    const numbers = sold
      .flatMap((answer) => answer.data.tickets.map((ticket) => ticket.number))
      .sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 6 * 3 + 3 * 4 }, (_, index) => draw.ticketsSold + index + 1))
    expect((await onSale()).ticketsSold).toBe(draw.ticketsSold + numbers.length)
  })

  it('draws the numbers fixed by the committed seed, pays each winner once, and shows the seed after', async () => {
    const { token, userId } = await player([{ id: COUPON_A, count: 10 }])
    const draw = await onSale(token)
    expect((await buy(token, draw.id, 10)).errcode).toBe(0)
    const sold = (await onSale()).ticketsSold
    const hashShown = draw.serverSeedHash

    const at = new Date(new Date(draw.drawTime).getTime() + 1_000)
    const run = await runDueDraws(t.database.db, at)
    expect(run.drawn.map((summary) => summary.drawId)).toEqual([draw.id])
    expect((await runDueDraws(t.database.db, at)).drawn).toEqual([])

    const detail = await t.call('lotteryDrawDetail', { drawId: draw.id }, {})
    const drawn = detail.data.draw
    expect(drawn).toMatchObject({
      state: 'drawn',
      ticketsSold: sold,
      clientSeed: `lottery-${draw.id}-${sold}`,
    })
    const serverSeed = drawn.serverSeed ?? ''
    expect(commitServerSeed(serverSeed)).toBe(hashShown)
    const slots = drawn.prizes.reduce((sum, prize) => sum + prize.winners, 0)
    expect(drawn.winningNumbers).toEqual(
      drawLotteryNumbers({ serverSeed, clientSeed: drawn.clientSeed ?? '', nonce: 0 }, sold, slots),
    )
    expect(detail.data.winners).toHaveLength(Math.min(slots, sold))
    expect(detail.data.winners.every((winner) => winner.nickname.endsWith('***'))).toBe(true)

    const history = await t.call('lotteryHistory', {}, {})
    expect(history.data.list[0]).toEqual(drawn)
    expect((await onSale()).id).not.toBe(draw.id)
    expect((await buy(token, draw.id, 1)).errcode).toBe(ERRORS.LOTTERY_SALES_CLOSED.code)

    // This player's tickets: each won or lost as the numbers say, and what it won was granted once.
    const record = await t.call('lotteryRecord', {}, { token })
    const mine = record.data.list.filter((ticket) => ticket.drawId === draw.id)
    expect(mine).toHaveLength(10)
    for (const ticket of mine)
      expect(ticket.state).toBe(drawn.winningNumbers.includes(ticket.number) ? 'won' : 'lost')
    const grants = await queryRows(
      t.database.db,
      sql`select count(*)::int as n from award_grants where source = 'lottery' and user_id = ${userId}`,
    )
    expect(grants[0]).toEqual({ n: mine.filter((ticket) => ticket.state === 'won').length })
  })

  it('lets the operator list, run and configure draws and list winners', async () => {
    const lines: string[] = []
    const run = (...argv: string[]) => runAdminCommand(t.services, argv, (line) => lines.push(line))
    expect(await run('lottery:draws')).toBe(true)
    expect(lines.join('\n')).toMatch(/ drawn .*numbers/)
    const drawn = (await t.call('lotteryHistory', {}, {})).data.list[0]
    expect(await run('lottery:winners', String(drawn?.id))).toBe(true)
    expect(lines.join('\n')).toMatch(/No\. \d+ {2}Smartphone \(80001\)/)
    expect(await run('lottery:winners', 'x')).toBe(false)
    expect(await run('lottery:run')).toBe(true)
    expect(lines.at(-1)).toMatch(/^0 drawn; #\d+ on sale$/)
    const open = await onSale()
    expect(await run('lottery:close', String(open.id))).toBe(true)
    expect(lines.at(-1)).toMatch(new RegExp(`^Drew #${open.id}: ${open.ticketsSold} sold`))
    expect(await run('lottery:close', String(open.id))).toBe(false)
    expect((await onSale()).id).not.toBe(open.id)
    const file = join(tmpdir(), `lottery-${Date.now()}.json`)
    await writeFile(
      file,
      JSON.stringify({ ...DEFAULT_LOTTERY, prizes: [{ ...DEFAULT_LOTTERY.prizes[1], winners: 0 }] }),
    )
    expect(await run('lottery:settings', 'load', file)).toBe(false)
    await writeFile(file, JSON.stringify({ ...DEFAULT_LOTTERY, pointsPrice: null }))
    expect(await run('lottery:settings', 'load', file)).toBe(true)
    expect((await readLotterySettings(t.database.db)).pointsPrice).toBeNull()
    await writeLotterySettings(t.database.db, DEFAULT_LOTTERY)
  })

  it('shows each player only their own tickets', async () => {
    const a = await player([{ id: COUPON_A, count: 1 }])
    const b = await player()
    const draw = await onSale(a.token)
    expect((await buy(a.token, draw.id, 1)).errcode).toBe(0)
    expect((await t.call('lotteryRecord', {}, { token: b.token })).data.list).toEqual([])
    expect((await t.call('lotteryInfo', {}, { token: b.token })).data.me?.numbers).toEqual([])
  })

  it('lotteryInfo only reads: with no draw on sale it answers none and opens none; the draw job does', async () => {
    const { token } = await player()
    const open = await onSale()
    // The draw's time has come and the job has not run yet.
    await t.database.db.execute(
      sql`update lottery_draws set draw_at = now() - interval '1 minute' where id = ${open.id}`,
    )
    const count = async () =>
      (await queryRows(t.database.db, sql`select count(*)::int as n from lottery_draws`))[0]?.n
    const before = await count()
    for (const options of [{}, { token }]) {
      const answer = await t.call('lotteryInfo', {}, options)
      expect(answer.errcode).toBe(0)
      expect(answer.data.draw).toBeNull()
      expect(answer.data.me?.numbers ?? []).toEqual([])
    }
    expect(await count()).toBe(before)
    const run = await runDueDraws(t.database.db, new Date())
    expect(run.drawn.map((summary) => summary.drawId)).toContain(open.id)
    expect((await onSale(token)).id).toBe(run.onSale)
  })
})
