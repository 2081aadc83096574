import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import {
  nextManilaMidnight,
  nextManilaMonday,
  type DiamondShopSettings,
  type InviteSpinSettings,
  type LotterySettings,
} from '@panalo/contract/ops/reward-settings'
import type { Task } from '@panalo/contract/calls/tasks'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { diamondShopItems } from '../src/db/schema/diamonds.ts'
import { pkEntries, pkPeriods } from '../src/db/schema/redblue.ts'
import { readTasks, TASKS_SETTING } from '../src/modules/activities/task-settings.ts'
import { findItem } from '../src/modules/diamonds/diamond-shop-items.ts'
import { readInviteSpinSettings } from '../src/modules/invite-spin/invite-spin-settings.ts'
import { ensureDrawOnSale } from '../src/modules/lottery/lottery-draws.service.ts'
import { readLotterySettings } from '../src/modules/lottery/lottery-settings.ts'
import { readSettingInForce } from '../src/modules/settings/settings.service.ts'
import { addDays, manilaDay } from '../src/platform/manila-time.ts'
import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * The reward settings editors of decision 103 over HTTP: tasks, the lottery, red-versus-blue periods,
 * the invite spin and the diamond shop, through rewardSettingsGet/Save (marketing and admin only),
 * each checked by the contract's schema, audited before and after, in force from its period.
 */
describe('reward settings: tasks, lottery, red versus blue, invite spin, diamond shop', () => {
  let t: TestApp
  let marketing: TestStaff
  let admin: TestStaff
  let finance: TestStaff
  beforeAll(async () => {
    t = await createTestApp()
    marketing = await signedInStaff(t, 'marketing')
    admin = await signedInStaff(t, 'admin')
    finance = await signedInStaff(t, 'finance')
  })
  afterAll(() => t.close())

  const db = () => t.services.database.db
  const get = async (area: string) =>
    (await opsCall(t, 'rewardSettingsGet', { area }, { cookie: marketing.cookie })).data
  const save = (area: string, value: unknown, cookie = marketing.cookie, shown?: unknown) =>
    opsCall(t, 'rewardSettingsSave', { area, value, shown }, { cookie })
  const figure = (preview: { figures: { key: string; value: string }[] }, key: string) =>
    preview.figures.find((entry) => entry.key === key)?.value
  const lastAudit = async (action: string) =>
    (await opsCall(t, 'auditLog', { action }, { cookie: admin.cookie })).data.list[0]
  const auditCount = async () => (await opsCall(t, 'auditLog', {}, { cookie: admin.cookie })).data.total

  it('tasks: previews a day’s awards, a change waits for next Monday, audited before and after', async () => {
    const got = await get('tasks')
    const tasks = got.value as Task[]
    // Seeded daily tasks: ₱1 (turnover) and 10 + 20 points.
    expect(figure(got.preview, 'daily')).toBe('₱1 + 30 points')
    const richer = tasks.map((task) =>
      task.id === 202 ? { ...task, award: [{ id: 2001, count: 2_50 }] } : task,
    )
    const saved = await save('tasks', richer)
    expect(saved.errcode).toBe(0)
    expect(figure(saved.data.preview, 'daily')).toBe('₱2.50 + 30 points')
    expect(saved.data.from).toBe(nextManilaMonday(new Date()).toISOString())
    expect((await readTasks(db())).find((task) => task.id === 202)?.award).toEqual([{ id: 2001, count: 100 }])
    const later = (await readSettingInForce(db(), TASKS_SETTING, new Date(saved.data.from))) as Task[]
    expect(later.find((task) => task.id === 202)?.award).toEqual([{ id: 2001, count: 2_50 }])
    expect((await get('tasks')).pending?.from).toBe(saved.data.from)
    expect(await lastAudit('settings.reward.tasks')).toMatchObject({
      staff: marketing.account,
      before: { value: tasks },
      after: { value: richer, from: saved.data.from },
    })
    const twice = [...tasks, tasks[0]]
    expect((await save('tasks', twice)).errcode).toBe(ERRORS.VALIDATION.code)
  })

  it('lottery: prices a draw against its ticket; a change waits for the draw on sale to close', async () => {
    const draw = await ensureDrawOnSale(db(), new Date())
    const got = await get('lottery')
    const lottery = got.value as LotterySettings
    // ₱200 × 3 + ₱20 × 20 = ₱1,000 a draw, and a phone.
    expect(figure(got.preview, 'cost')).toBe('₱1,000 bonus coins + 1 goods')
    expect(figure(got.preview, 'price')).toBe('1 coupon or 100 points')
    const saved = await save('lottery', { ...lottery, couponPrice: 2, pointsPrice: null })
    expect(saved.errcode).toBe(0)
    expect(figure(saved.data.preview, 'price')).toBe('2 coupons')
    expect(saved.data.from).toBe(draw.drawAt.toISOString())
    expect((await readLotterySettings(db())).couponPrice).toBe(1)
    expect((await readLotterySettings(db(), draw.drawAt)).couponPrice).toBe(2)
    expect((await lastAudit('settings.reward.lottery'))?.after).toMatchObject({ from: saved.data.from })
    const tooMany = { ...lottery, prizes: [{ ...lottery.prizes[0], winners: 101 }] }
    expect((await save('lottery', tooMany)).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await save('lottery', { ...lottery, drawHour: 24 })).errcode).toBe(ERRORS.VALIDATION.code)
  })

  it('red versus blue: schedules the periods not started, never the running one', async () => {
    const today = manilaDay(new Date())
    const [running] = await db()
      .insert(pkPeriods)
      .values({ startsOn: addDays(today, -1), endsOn: addDays(today, 2), pool: 1_000_00, minContribution: 0 })
      .returning()
    expect((await get('redBlue')).value).toEqual([])
    const week = (from: number, pool: number) => ({
      startsOn: addDays(today, from),
      endsOn: addDays(today, from + 6),
      pool,
      minContribution: 100_00,
    })
    const saved = await save('redBlue', [week(3, 5_000_00), week(10, 7_000_00)])
    expect(saved.errcode).toBe(0)
    expect(figure(saved.data.preview, 'pools')).toBe('₱12,000')
    expect((await get('redBlue')).value).toEqual([week(3, 5_000_00), week(10, 7_000_00)])

    // Starting on the running period's last day, overlapping, or out of order: refused.
    for (const bad of [[week(2, 1_00)], [week(3, 1_00), week(5, 1_00)], [{ ...week(4, 1_00), pool: 0 }]])
      expect((await save('redBlue', bad)).errcode, JSON.stringify(bad)).toBe(ERRORS.VALIDATION.code)

    // A period players joined early keeps its days: its pool may change, leaving it out is refused.
    const [joined] = await db()
      .select()
      .from(pkPeriods)
      .where(eq(pkPeriods.startsOn, addDays(today, 3)))
    if (!joined || !running) throw new Error('the periods were not written')
    const player = await registerPlayer(t)
    await db()
      .insert(pkEntries)
      .values({ periodId: joined.id, userId: player.user.id, camp: 'red', joinedOn: today, baseline: 0 })
    expect((await save('redBlue', [week(10, 7_000_00)])).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await save('redBlue', [week(3, 6_000_00)])).errcode).toBe(0)
    const rows = await db().select().from(pkPeriods)
    expect(rows.find((row) => row.id === joined.id)?.pool).toBe(6_000_00)
    expect(rows.some((row) => row.startsOn === addDays(today, 10))).toBe(false)
    expect(rows.find((row) => row.id === running.id)?.pool).toBe(1_000_00)
    expect(await lastAudit('settings.reward.redBlue')).toMatchObject({
      before: { value: [week(3, 5_000_00), week(10, 7_000_00)] },
      after: { value: [week(3, 6_000_00)] },
    })
  })

  it('invite spin: shows the promise from the wheels; a change waits for the next Manila day', async () => {
    const got = await get('inviteSpin')
    const settings = got.value as InviteSpinSettings
    expect(figure(got.preview, 'invites')).toBe('3')
    const saved = await save('inviteSpin', { ...settings, target: 400_00 })
    expect(saved.errcode).toBe(0)
    expect(figure(saved.data.preview, 'invites')).toBe('6')
    expect(saved.data.from).toBe(nextManilaMidnight(new Date()).toISOString())
    expect((await readInviteSpinSettings(db())).target).toBe(300_00)
    // Out of reach in 20 invites: refused, with the rule named.
    const far = await save('inviteSpin', { ...settings, target: 5_000_00 })
    expect(far.errcode).toBe(ERRORS.VALIDATION.code)
    expect(far.msg).toContain('20 valid invites')
  })

  it('diamond shop: pesos per diamond, in force at once, items never removed', async () => {
    const got = await get('diamondShop')
    const shop = got.value as DiamondShopSettings
    expect(figure(got.preview, 'coinRate')).toBe('₱0.10 – ₱0.10')
    expect(got.pending).toBeNull()
    const cheaper = {
      ...shop,
      items: shop.items.map((item) => (item.id === 1 ? { ...item, price: 50, coins: 10_50 } : item)),
    }
    const saved = await save('diamondShop', cheaper, admin.cookie)
    expect(saved.errcode).toBe(0)
    expect(figure(saved.data.preview, 'coinRate')).toBe('₱0.10 – ₱0.21')
    expect(await findItem(db(), 1)).toMatchObject({ price: 50, award: [{ id: 2001, count: 10_50 }] })
    expect((await get('diamondShop')).value).toEqual(cheaper)
    expect(await lastAudit('settings.reward.diamondShop')).toMatchObject({
      staff: admin.account,
      before: { value: shop },
      after: { value: cheaper },
    })

    const card = shop.items.find((item) => item.kind === 'scratch')?.id
    for (const bad of [
      { ...cheaper, items: cheaper.items.slice(1) },
      { ...cheaper, items: cheaper.items.map((item) => (item.id === 1 ? { ...item, kind: 'goods' } : item)) },
      { ...cheaper, scratchPrizes: cheaper.scratchPrizes.filter((prize) => prize.card !== card) },
      { ...cheaper, items: cheaper.items.map((item) => (item.id === 1 ? { ...item, coins: null } : item)) },
    ])
      expect((await save('diamondShop', bad)).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await findItem(db(), 1))?.price).toBe(50)
  })

  it('diamond shop: a sale made while the editor was open stays made', async () => {
    const shown = (await get('diamondShop')).value as DiamondShopSettings
    const counted = shown.items.find((item) => item.stock !== null && item.stock >= 2)
    const stock = counted?.stock
    if (!counted || !stock) throw new Error('the seeded shop has no item with a stock')
    const stockOf = async () => (await findItem(db(), counted.id))?.stock
    // Two purchases while the editor is open (a purchase lowers the stock under the item's row lock).
    await db()
      .update(diamondShopItems)
      .set({ stock: sql`${diamondShopItems.stock} - 2` })
      .where(eq(diamondShopItems.id, counted.id))
    // The operator changes the price only: the count the editor showed is not written back.
    const priced = {
      ...shown,
      items: shown.items.map((item) => (item.id === counted.id ? { ...item, price: item.price + 1 } : item)),
    }
    expect((await save('diamondShop', priced, marketing.cookie, shown)).errcode).toBe(0)
    expect(await stockOf()).toBe(stock - 2)
    // Ten more typed over the count shown: added to what is left.
    const restocked = {
      ...priced,
      items: priced.items.map((item) => (item.id === counted.id ? { ...item, stock: stock + 10 } : item)),
    }
    expect((await save('diamondShop', restocked, marketing.cookie, priced)).errcode).toBe(0)
    expect(await stockOf()).toBe(stock - 2 + 10)
    // Without what the editor showed (the CLI's way), the count typed is the count.
    expect((await save('diamondShop', restocked)).errcode).toBe(0)
    expect(await stockOf()).toBe(stock + 10)
  })

  it('refuses the new areas signed out, to other roles and with bad input, saving nothing', async () => {
    const audits = await auditCount()
    for (const area of ['tasks', 'lottery', 'redBlue', 'inviteSpin', 'diamondShop']) {
      expect((await opsCall(t, 'rewardSettingsGet', { area })).errcode).toBe(OPS_ERRORS.STAFF_SIGNED_OUT.code)
      expect((await opsCall(t, 'rewardSettingsSave', { area, value: [] })).errcode).toBe(
        OPS_ERRORS.STAFF_SIGNED_OUT.code,
      )
      expect((await opsCall(t, 'rewardSettingsGet', { area }, { cookie: finance.cookie })).errcode).toBe(
        OPS_ERRORS.ROLE_REFUSED.code,
      )
      expect((await save(area, [], finance.cookie)).errcode).toBe(OPS_ERRORS.ROLE_REFUSED.code)
      expect((await save(area, 'nonsense')).errcode).toBe(ERRORS.VALIDATION.code)
    }
    expect(
      (await save('tasks', [{ id: 1, group: 'daily', kind: 'visit', target: 1, award: [] }])).errcode,
    ).toBe(ERRORS.VALIDATION.code)
    for (const [startsOn, endsOn] of [
      ['2099-02-31', '2099-03-02'],
      ['2099-13-45', '2099-14-01'],
    ])
      expect((await save('redBlue', [{ startsOn, endsOn, pool: 1, minContribution: 0 }])).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
    expect(
      (await save('redBlue', [{ startsOn: 'tomorrow', endsOn: 'later', pool: 1, minContribution: 0 }]))
        .errcode,
    ).toBe(ERRORS.VALIDATION.code)
    expect(await auditCount()).toBe(audits)
  })
})
