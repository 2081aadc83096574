import { ERRORS } from '@panalo/contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { turnoverDays } from '../src/db/schema/turnover.ts'
import { vipAudits } from '../src/db/schema/vip.ts'
import { auditVipLevels } from '../src/modules/vip/vip-audit.service.ts'
import { vipStatus } from '../src/modules/vip/vip.service.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { insertPlayer, registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

/** 00:15 Manila on 1 December 2026: the audit of November. */
const DECEMBER_1 = new Date('2026-12-01T00:15:00+08:00')
/** 00:15 Manila on 1 January 2027: the audit of December. */
const JANUARY_1 = new Date('2027-01-01T00:15:00+08:00')

/**
 * The monthly VIP audit (decision 026): a month short of the level's betLimit drops one level, at
 * most, never below the level of the last twelve months' experience; a level reached during the
 * month is kept; a month meeting the next level's betLimit gives one back; experience crossing a new
 * rung lifts the level at once; a level gift is never paid twice; a second run changes nothing.
 * Turnover days are written directly: the projector that fills them has tests of its own.
 */
describe('VIP level audit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  const db = () => t.database.db

  /** Turnover in pesos on Manila days. */
  async function turnover(userId: number, days: Record<string, number>) {
    for (const [day, pesos] of Object.entries(days))
      await db()
        .insert(turnoverDays)
        .values({ userId, day, gameType: 'slots', stake: pesos * 100, bets: 1 })
        .onConflictDoUpdate({
          target: [turnoverDays.userId, turnoverDays.day, turnoverDays.gameType],
          set: { stake: pesos * 100 },
        })
  }

  const level = async (userId: number) => (await vipStatus(db(), userId)).vip

  it('drops a level for a month short of its betLimit, one at most, and a second run changes nothing', async () => {
    // Level 3 (₱20,000) reached long ago; November ₱1,000 < ₱8,000.
    const short = await insertPlayer(db())
    await turnover(short, { '2025-01-10': 20_000, '2026-11-05': 1_000 })
    // Level 5 (₱150,000) long ago, nothing in November: still one level only.
    const idle = await insertPlayer(db())
    await turnover(idle, { '2025-02-10': 150_000 })
    // Level 3 and November ₱8,000: kept.
    const kept = await insertPlayer(db())
    await turnover(kept, { '2025-01-10': 20_000, '2026-11-20': 8_000 })
    expect([await level(short), await level(idle), await level(kept)]).toEqual([3, 5, 3])

    const first = await auditVipLevels(db(), DECEMBER_1)
    expect(first.month).toBe('2026-11')
    expect([await level(short), await level(idle), await level(kept)]).toEqual([2, 4, 3])
    const [row] = await db().select().from(vipAudits).where(eq(vipAudits.userId, short))
    expect(row).toMatchObject({
      month: '2026-11',
      levelBefore: 3,
      levelAfter: 2,
      turnover: 1_000_00,
      betLimit: 8_000_00,
      floor: 1,
    })

    const again = await auditVipLevels(db(), DECEMBER_1)
    expect(again.audited).toBe(0)
    expect([await level(short), await level(idle), await level(kept)]).toEqual([2, 4, 3])
  })

  it('never drops below the level of the last twelve months’ experience', async () => {
    // ₱20,000 in October 2026 (level 3), nothing in November: the year's floor is level 3.
    const userId = await insertPlayer(db())
    await turnover(userId, { '2026-10-03': 20_000 })
    await auditVipLevels(db(), DECEMBER_1)
    expect(await level(userId)).toBe(3)
    const [row] = await db().select().from(vipAudits).where(eq(vipAudits.userId, userId))
    expect(row).toMatchObject({ levelBefore: 3, levelAfter: 3, floor: 3 })
  })

  it('keeps a level reached during the month, and never lowers levels 0 and 1 (no betLimit)', async () => {
    // Level 1 before November, level 2 (₱5,000) on 28 November with only ₱1,000 that month.
    const promoted = await insertPlayer(db())
    await turnover(promoted, { '2025-01-10': 4_000, '2026-11-28': 1_000 })
    const low = await insertPlayer(db())
    await turnover(low, { '2025-01-10': 1_000 })
    await auditVipLevels(db(), DECEMBER_1)
    expect(await level(promoted)).toBe(2)
    expect(await level(low)).toBe(1)
  })

  it('gives a level back for a month meeting the next betLimit, and rises at once on a new rung', async () => {
    const userId = await insertPlayer(db())
    await turnover(userId, { '2025-01-10': 20_000, '2026-11-05': 1_000 })
    await auditVipLevels(db(), DECEMBER_1)
    expect(await level(userId)).toBe(2)
    // December ₱8,000 meets level 3's betLimit: back to 3 at the January audit.
    await turnover(userId, { '2026-12-15': 8_000 })
    // Meanwhile experience is ₱29,000: still rung 3, so level 2 until the audit.
    expect(await level(userId)).toBe(2)
    await auditVipLevels(db(), JANUARY_1)
    expect(await level(userId)).toBe(3)

    // Relegated again for January, then experience crosses rung 4 (₱50,000): one level up at once.
    await auditVipLevels(db(), new Date('2027-02-01T00:15:00+08:00'))
    expect(await level(userId)).toBe(2)
    await turnover(userId, { '2027-02-03': 21_000 })
    expect(await level(userId)).toBe(3)
  })

  it('shows the stored level everywhere, and a level gift claimed before a relegation is never paid again', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(db(), user.id, 1_000_00, `audit-${user.id}`)
    await turnover(user.id, { '2025-01-10': 20_000, '2026-11-05': 1_000 })
    expect((await t.call('receiveVipBonusUser', { level: 3 }, { token })).errcode).toBe(0)
    await auditVipLevels(db(), DECEMBER_1)

    expect((await t.call('refreshData', {}, { token })).data).toMatchObject({ vip: 2, userLevel: 2 })
    const info = await t.call('getVipInfo', {}, { token })
    // Experience still reaches rung 3; the next level comes with rung 4 (or a month's turnover).
    expect(info.data).toMatchObject({ vip: 2, vipExp: 21_000, levelsDown: 1, nextLevel: { level: 3 } })
    expect(info.data.levelGifts.find((gift) => gift.level === 3)?.state).toBe('locked')
    expect((await t.call('receiveVipBonusUser', { level: 3 }, { token })).errcode).toBe(
      ERRORS.VIP_LEVEL_NOT_REACHED.code,
    )
    const audit = await t.call('getVipLevelAudit', {}, { token })
    expect(audit.data).toMatchObject({ vip: 2, betLimit: 2_000_00, floor: 1, rule: 'monthly' })

    // Back to level 3: its gift was claimed, and stays claimed.
    await turnover(user.id, { '2026-12-15': 8_000 })
    await auditVipLevels(db(), JANUARY_1)
    expect((await t.call('getVipInfo', {}, { token })).data).toMatchObject({ vip: 3, levelsDown: 0 })
    expect((await t.call('receiveVipBonusUser', { level: 3 }, { token })).errcode).toBe(
      ERRORS.REWARD_ALREADY_CLAIMED.code,
    )
  })
})
