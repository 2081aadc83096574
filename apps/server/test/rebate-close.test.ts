import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { awardGrants } from '../src/db/schema/rewards.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { turnoverDays } from '../src/db/schema/turnover.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { closeRebateDays, REBATE_DAYS } from '../src/modules/vip/rebate.service.ts'
import { manilaDay } from '../src/modules/vip/vip.service.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { fundPlayer } from './helpers/wallet.ts'

const DAY_MS = 86_400_000
const daysAgo = (days: number) => manilaDay(new Date(Date.now() - days * DAY_MS))
/** A day-close run a week from now: it credits the days claimable today. */
const WEEK_LATER = () => new Date(Date.now() + REBATE_DAYS * DAY_MS)

/**
 * The rebate day close (decision 027): a day that leaves the 7-day claim window is credited as if
 * claimed, with the keys a claim uses, so a second run, or a claim racing it, pays nothing twice.
 * Turnover days are written directly; ₱1,000 and ₱2,000 are level 1 (slots 0.40 %), ₱5,000 level 2 (0.50 %).
 */
describe('rebate day close', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  const db = () => t.database.db

  /** A player who has deposited ₱1,000 and staked `pesos` on slots on `day`. */
  async function player(day: string, pesos: number) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    await fundPlayer(db(), userId, 1_000_00, `close-${userId}`)
    await db()
      .insert(turnoverDays)
      .values({ userId, day, gameType: 'slots', stake: pesos * 100, bets: 1 })
    return { token: session.token, userId }
  }

  /** What the player was paid for that day, in all grants. */
  async function paidFor(userId: number, day: string) {
    const grants = await db()
      .select({ key: awardGrants.key, items: awardGrants.items })
      .from(awardGrants)
      .where(and(eq(awardGrants.userId, userId), eq(awardGrants.source, 'rebate')))
    return grants
      .filter((grant) => grant.key.includes(`:${day}:`))
      .reduce((sum, grant) => sum + (grant.items.find((item) => item.id === AWARD_ITEM.coin)?.count ?? 0), 0)
  }

  it('credits the day that left the claim window, once', async () => {
    const lapsed = daysAgo(REBATE_DAYS)
    const { token, userId } = await player(lapsed, 1_000)
    // Out of the window: no longer claimable by the player.
    expect((await t.call('betBonus', {}, { token })).data.claimable).toBe(0)
    const coins = (await playerBalances(db(), userId)).coin

    const summary = await closeRebateDays(db(), new Date())
    expect(summary.credited).toBeGreaterThanOrEqual(4_00)
    expect(await paidFor(userId, lapsed)).toBe(4_00)
    expect((await playerBalances(db(), userId)).coin).toBe(coins + 4_00)
    const log = await t.call('betBonusLog', {}, { token })
    expect(log.data.list).toMatchObject([{ day: lapsed, gameType: 'slots', amount: 4_00 }])

    await closeRebateDays(db(), new Date())
    expect(await paidFor(userId, lapsed)).toBe(4_00)
  })

  it('pays only what a claim left, under the next claim key', async () => {
    const day = daysAgo(2)
    const { token, userId } = await player(day, 1_000)
    expect((await t.call('betBonusReceive', {}, { token })).errcode).toBe(0)
    await db()
      .update(turnoverDays)
      .set({ stake: 2_000_00 })
      .where(and(eq(turnoverDays.userId, userId), eq(turnoverDays.day, day)))
    await closeRebateDays(db(), WEEK_LATER())
    expect(await paidFor(userId, day)).toBe(8_00)
    const keys = await db()
      .select({ key: awardGrants.key })
      .from(awardGrants)
      .where(and(eq(awardGrants.userId, userId), eq(awardGrants.source, 'rebate')))
    expect(keys.map((row) => row.key.split(':').slice(-3).join(':')).sort()).toEqual([
      `${day}:slots:1`,
      `${day}:slots:2`,
    ])
    expect((await t.call('betBonusReceive', {}, { token })).errcode).toBe(ERRORS.REWARD_NOT_DUE.code)
  })

  it(`races players' claims${TEST_DATABASE_URL ? ' on PostgreSQL' : ''} and pays each day once`, async () => {
    const day = daysAgo(1)
    const players = await Promise.all(Array.from({ length: 6 }, () => player(day, 5_000)))
    const outcome = await settle<unknown>([
      ...players.map(({ token }) => t.call('betBonusReceive', {}, { token })),
      closeRebateDays(db(), WEEK_LATER()),
      ...players.map(({ token }) => t.call('betBonusReceive', {}, { token })),
    ])
    expect(outcome.failed).toEqual([])
    for (const { userId } of players) expect(await paidFor(userId, day)).toBe(25_00)
    // Whoever lost a race was told so, or found nothing due.
    for (const answer of outcome.ok)
      if (answer && typeof answer === 'object' && 'errcode' in answer)
        expect([0, ERRORS.REWARD_ALREADY_CLAIMED.code, ERRORS.REWARD_NOT_DUE.code]).toContain(answer.errcode)
  })

  it.skipIf(!TEST_DATABASE_URL)(
    'waits for a claim holding the same key, then pays only the rest',
    async () => {
      const day = daysAgo(1)
      const { userId } = await player(day, 1_000)
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      // A claim that took ₱1 under the first key and has not committed yet.
      const claiming = inTransaction(db(), async (tx) => {
        await grantAwards(tx, {
          source: 'rebate',
          key: `${day}:slots:1`,
          userId,
          items: [{ id: AWARD_ITEM.coin, count: 1_00 }],
        })
        await gate
      })
      await new Promise((resolve) => setTimeout(resolve, 100))
      const closing = closeRebateDays(db(), WEEK_LATER())
      await new Promise((resolve) => setTimeout(resolve, 300))
      release()
      await claiming
      await closing
      expect(await paidFor(userId, day)).toBe(4_00)
    },
  )
})
