import { ACTIVITY_ID } from '@panalo/contract/activity'
import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { drawJackpotCell } from '@panalo/fair/jackpot'
import { commitServerSeed } from '@panalo/fair/outcome'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { activities } from '../src/db/schema/activities.ts'
import { HOUSE } from '../src/modules/ledger/ledger-accounts.types.ts'
import {
  houseBalance,
  playerAccountBalance,
  playerBalances,
} from '../src/modules/ledger/ledger-balances.service.ts'
import * as ledger from '../src/modules/ledger/ledger.service.ts'
import {
  DEFAULT_JACKPOT_SETTINGS,
  readJackpotSettings,
  writeJackpotSettings,
} from '../src/modules/jackpot/jackpot-settings.ts'
import { depositPaid, FAST_WEBHOOKS } from './helpers/deposits.ts'
import { gameIdOf } from './helpers/games-wallet.ts'
import { emptyJackpotPool, forceJackpotCell, jackpotCellOf } from './helpers/forced-draws.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { projectTurnoverCaughtUp } from './helpers/turnover.ts'
import { fundPlayer, requestId } from './helpers/wallet.ts'

/**
 * The jackpot over HTTP (decision 040): chances earned by a day's deposits and turnover, received,
 * spent one a draw; prizes through the award engine, jackpots from their pools (never more than a
 * pool holds, seeded to the Section's minimum from promotions); a retried draw answers the first;
 * parallel draws with one chance make one draw; the record and rank page.
 */
describe('jackpot calls', () => {
  let t: TestApp
  let seq = 0
  let slots = 0
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
    slots = await gameIdOf(t.database.db, 'panalo-fortune')
  })
  afterAll(() => t.close())
  afterEach(async () => {
    await writeJackpotSettings(t.database.db, DEFAULT_JACKPOT_SETTINGS)
    await t.database.db
      .update(activities)
      .set({ status: 'live' })
      .where(eq(activities.id, ACTIVITY_ID.luckyJackpot))
    await expectLedgerConsistent(t.database.db)
  })

  async function player() {
    const session = await registerPlayer(t)
    return { token: session.token, userId: session.user.id }
  }

  async function bet(userId: number, stake: number) {
    seq += 1
    const answer = await t.services.providerWallet.bet({
      providerId: 'originals',
      userId,
      transactionId: `jackpot-bet-${seq}`,
      roundId: `jackpot-round-${seq}`,
      gameId: slots,
      amount: stake,
    })
    expect(answer.status).toBe('OK')
    await projectTurnoverCaughtUp(t.database.db)
  }

  async function withChances(count: number) {
    const who = await player()
    await depositPaid(t, who.token, count * 500_00)
    expect((await t.call('receiveDrawChance', {}, { token: who.token })).data).toEqual({
      received: count,
      drawChances: count,
    })
    return who
  }

  async function flag(token: string) {
    return (await t.call('activityGetStatusList', {}, { token })).data.canReceiveDrawChance
  }

  it('answers 401 to every jackpot call without a session', async () => {
    const calls: [CallName, Record<string, unknown>][] = [
      ['getJackpotDrawInfo', {}],
      ['receiveDrawChance', {}],
      ['jackpotDraw', { requestId: requestId('jp') }],
      ['jackpotRotateSeed', {}],
      ['getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 20 }],
      ['getJackpotRank', { pageNum: 1, pageSize: 10 }],
    ]
    for (const [name, input] of calls)
      expect((await t.call(name, input as never, {})).errcode, name).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('shows a new player the pools, the grid’s odds, what earns a chance, and refuses a draw without one', async () => {
    const { token } = await player()
    const info = await t.call('getJackpotDrawInfo', {}, { token })
    expect(info.errcode).toBe(0)
    expect(info.data).toMatchObject({
      open: true,
      canReceiveDrawChance: false,
      drawChances: 0,
      pendingChances: 0,
      needDeposit: 500_00,
      needTyping: 5_000_00,
      rules: DEFAULT_JACKPOT_SETTINGS.chances,
      megaJackpotSection: { min: 5_000_00, max: 5_000_00 },
    })
    expect(info.data.cells).toHaveLength(10)
    expect(info.data.cells.reduce((sum, cell) => sum + cell.chance, 0)).toBeCloseTo(1, 9)
    expect(
      info.data.cells
        .filter((cell) => cell.type === 2)
        .map((cell) => cell.propId)
        .sort(),
    ).toEqual([50001, 50002, 50003, 50004])
    expect(info.data.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await flag(token)).toBe(false)
    expect((await t.call('receiveDrawChance', {}, { token })).errcode).toBe(1001)
    const draw = await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })
    expect(draw.errcode).toBe(1001)
    expect(draw.msg).toBeTruthy()
  })

  it('earns chances by depositing, receives them once, and spends one a draw; a retry answers the first', async () => {
    const { token, userId } = await player()
    await depositPaid(t, token, 1_200_00)
    const info = (await t.call('getJackpotDrawInfo', {}, { token })).data
    expect(info).toMatchObject({
      pendingChances: 2,
      drawChances: 0,
      canReceiveDrawChance: true,
      needDeposit: 300_00,
    })
    expect(await flag(token)).toBe(true)
    expect((await t.call('receiveDrawChance', {}, { token })).data).toEqual({ received: 2, drawChances: 2 })
    expect((await t.call('receiveDrawChance', {}, { token })).errcode).toBe(1001)
    expect(await flag(token)).toBe(true)

    await forceJackpotCell(t.database.db, jackpotCellOf(AWARD_ITEM.points))
    const id = requestId('jp')
    const first = await t.call('jackpotDraw', { requestId: id }, { token })
    expect(first.errcode).toBe(0)
    expect(first.data).toMatchObject({
      propId: AWARD_ITEM.points,
      count: 10,
      type: 1,
      bonus: 0,
      drawChances: 1,
    })
    expect(first.data.cell).toBe(jackpotCellOf(AWARD_ITEM.points))
    const again = await t.call('jackpotDraw', { requestId: id }, { token })
    expect(again.data).toEqual(first.data)
    expect(await playerAccountBalance(t.database.db, userId, 'points')).toBe(10)

    await forceJackpotCell(t.database.db, jackpotCellOf(AWARD_ITEM.coin))
    const coins = (await playerBalances(t.database.db, userId)).coin
    const second = await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })
    expect(second.data).toMatchObject({ propId: AWARD_ITEM.coin, count: 1_00, type: 1, drawChances: 0 })
    expect((await playerBalances(t.database.db, userId)).coin).toBe(coins + 1_00)
    expect((await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })).errcode).toBe(1001)
    expect(await flag(token)).toBe(false)

    const record = await t.call('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 20 }, { token })
    expect(record.data).toMatchObject({ pages: 1, total: 2 })
    expect(record.data.list.map((row) => [row.id, row.propId, row.amountSection])).toEqual([
      [second.data.id, AWARD_ITEM.coin, 1_00],
      [first.data.id, AWARD_ITEM.points, 0],
    ])
  })

  it('earns a chance by staking the day’s turnover', async () => {
    const { token, userId } = await player()
    await fundPlayer(t.database.db, userId, 6_000_00, `jackpot-${userId}`)
    await bet(userId, 3_000_00)
    expect((await t.call('getJackpotDrawInfo', {}, { token })).data).toMatchObject({
      pendingChances: 0,
      needTyping: 2_000_00,
    })
    await bet(userId, 2_000_00)
    expect((await t.call('getJackpotDrawInfo', {}, { token })).data).toMatchObject({
      pendingChances: 1,
      needTyping: 5_000_00,
    })
  })

  it('pays a jackpot from its pool, never more than it holds, seeding an empty pool to its minimum', async () => {
    const mega = jackpotCellOf(AWARD_ITEM.jackpotMega)
    await forceJackpotCell(t.database.db, mega)
    const promotions = async () => (await houseBalance(t.database.db, HOUSE.promotions, 'PHP')) ?? 0
    const pool = async () => (await houseBalance(t.database.db, HOUSE.jackpot('mega'), 'PHP')) ?? 0
    await emptyJackpotPool(t, 'mega')
    const { token, userId } = await withChances(2)
    const promotionsBefore = await promotions()
    const coins = (await playerBalances(t.database.db, userId)).coin
    const win = await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })
    expect(win.data).toMatchObject({ propId: AWARD_ITEM.jackpotMega, type: 2, bonus: 5_000_00, cell: mega })
    expect(await promotions()).toBe(promotionsBefore - 5_000_00)
    expect(await pool()).toBe(0)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(coins + 5_000_00)

    // A pool inside the Section pays at most what it holds.
    await ledger.post(t.database.db, {
      idempotencyKey: `test:jackpot-fill:${Date.now()}`,
      kind: 'adjustment',
      postings: [
        { account: { house: HOUSE.jackpot('mega'), asset: 'PHP' }, amount: 6_000_00 },
        { account: { house: HOUSE.adjustments, asset: 'PHP' }, amount: -6_000_00 },
      ],
    })
    const second = await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })
    expect(second.data.bonus).toBeGreaterThanOrEqual(5_000_00)
    expect(second.data.bonus).toBeLessThanOrEqual(6_000_00)
    expect(await pool()).toBe(6_000_00 - second.data.bonus)

    const info = (await t.call('getJackpotDrawInfo', {}, { token })).data
    expect(info.jackpotWinnerList[0]).toMatchObject({ id: second.data.id, amount: second.data.bonus })
    expect(info.jackpotWinnerList[0]?.nickname).toMatch(/\*\*\*$/)

    const rank = (await t.call('getJackpotRank', { pageNum: 1, pageSize: 10 }, { token })).data
    expect(rank.allRank.total).toBeGreaterThanOrEqual(2)
    expect(rank.allRank.list[0]?.rank).toBe(1)
    expect(rank.personRank).toMatchObject({ type: 2, amountSection: Math.max(5_000_00, second.data.bonus) })
    const other = await player()
    expect(
      (await t.call('getJackpotRank', { pageNum: 1, pageSize: 10 }, { token: other.token })).data.personRank,
    ).toBeNull()
    // Another player's record is their own: empty.
    expect(
      (await t.call('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 20 }, { token: other.token }))
        .data,
    ).toEqual({ list: [], pages: 0, total: 0 })
  })

  it('draws from the committed seed: the revealed seed reproduces every cell', async () => {
    const { token } = await withChances(3)
    const committed = (await t.call('getJackpotDrawInfo', {}, { token })).data.fair
    const draws = []
    for (let n = 0; n < 3; n++)
      draws.push((await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })).data)
    const rotated = await t.call('jackpotRotateSeed', { clientSeed: 'my-own-seed' }, { token })
    expect(rotated.data.clientSeed).toBe('my-own-seed')
    const previous = rotated.data.previous
    expect(previous).toMatchObject({ serverSeedHash: committed.serverSeedHash, draws: 3 })
    expect(commitServerSeed(previous?.serverSeed ?? '')).toBe(committed.serverSeedHash)
    const weights = DEFAULT_JACKPOT_SETTINGS.cells.map((cell) => cell.weight)
    for (const draw of draws)
      expect(
        drawJackpotCell(
          { serverSeed: previous?.serverSeed ?? '', clientSeed: draw.clientSeed, nonce: draw.nonce },
          weights,
        ).cell,
      ).toBe(draw.cell)
  })

  it('is closed while the activity is paused: no chance received, no draw, no red dot', async () => {
    const { token } = await withChances(1)
    await t.database.db
      .update(activities)
      .set({ status: 'paused' })
      .where(eq(activities.id, ACTIVITY_ID.luckyJackpot))
    expect((await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })).errcode).toBe(1002)
    expect((await t.call('receiveDrawChance', {}, { token })).errcode).toBe(1002)
    expect((await t.call('getJackpotDrawInfo', {}, { token })).data).toMatchObject({
      open: false,
      canReceiveDrawChance: false,
    })
    expect(await flag(token)).toBe(false)
  })

  it('refuses bad page numbers and sizes, and bad request ids, changing nothing', async () => {
    const { token } = await player()
    for (const input of [
      { pageNum: 0 },
      { pageNum: -1 },
      { pageNum: 1.5 },
      { pageNum: 'x' },
      { pageNum: 10_001 },
      { pageSize: 0 },
      { pageSize: 51 },
    ]) {
      expect((await t.call('getPersonJackpotDrawAwardLog', input as never, { token })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
      expect((await t.call('getJackpotRank', input as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    }
    expect((await t.call('jackpotDraw', { requestId: 'short' }, { token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    expect((await t.call('jackpotDraw', {} as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    // Past the last page: an empty list and the page count.
    expect((await t.call('getJackpotRank', { pageNum: 9_999 }, { token })).data.allRank.list).toEqual([])
  })

  it(
    'makes one draw of parallel draws with one chance, and receives parallel chances once',
    async () => {
      const { token, userId } = await player()
      await depositPaid(t, token, 500_00)
      const receives = await settle(
        Array.from({ length: 4 }, () => t.call('receiveDrawChance', {}, { token })),
      )
      expect(receives.ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
      expect(await playerAccountBalance(t.database.db, userId, 'drawChance')).toBe(1)
      const draws = await settle(
        Array.from({ length: 6 }, () => t.call('jackpotDraw', { requestId: requestId('jp') }, { token })),
      )
      const codes = draws.ok.map((answer) => answer.errcode)
      expect(codes.filter((code) => code === 0)).toHaveLength(1)
      expect(codes.every((code) => [0, 1001, 1003].includes(code))).toBe(true)
      expect(await playerAccountBalance(t.database.db, userId, 'drawChance')).toBe(0)
      expect((await t.call('getPersonJackpotDrawAwardLog', {}, { token })).data.total).toBe(1)
    },
    TEST_DATABASE_URL ? 60_000 : 30_000,
  )

  it('lets the operator see the pools and winners and set shares, Sections, odds and chance rules', async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = []
      const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
      return { ok, output: lines.join('\n') }
    }
    expect((await run('jackpot:pools')).output).toMatch(/mega[\s\S]*total/)
    expect((await run('jackpot:shares', '--mega', '30')).ok).toBe(true)
    expect((await readJackpotSettings(t.database.db)).shares.mega).toBe(30)
    expect((await run('jackpot:shares', '--mega', '9999')).ok).toBe(false)
    expect((await run('jackpot:sections', 'mini', '--min', '60', '--max', '250')).ok).toBe(true)
    expect((await readJackpotSettings(t.database.db)).sections.mini).toEqual({ min: 60_00, max: 250_00 })
    expect((await run('jackpot:sections', 'mini', '--min', '300')).ok).toBe(false)
    expect((await run('jackpot:odds', 'set', '2', '--weight', '390000', '--item', '2001=2')).ok).toBe(true)
    expect((await readJackpotSettings(t.database.db)).cells[1]).toEqual({
      item: { id: 2001, count: 2_00 },
      weight: 390_000,
    })
    // Every jackpot must stay on the grid once.
    expect((await run('jackpot:odds', 'set', '1', '--item', '2001=5')).ok).toBe(false)
    expect((await run('jackpot:chances', '--deposit', '300', '--turnover', '0', '--max', '5')).ok).toBe(true)
    expect((await readJackpotSettings(t.database.db)).chances).toEqual({
      depositPerChance: 300_00,
      turnoverPerChance: 0,
      maxPerDay: 5,
    })
    expect((await run('jackpot:winners', '--limit', '5')).ok).toBe(true)
  })
})
