import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { readSignInDays } from '../src/modules/activities/sign-in-settings.ts'
import { createSignInService } from '../src/modules/activities/sign-in.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { manilaDay } from '../src/platform/manila-time.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const DAY_MS = 86_400_000

/**
 * Daily sign-in over HTTP (decision 030): once a Manila day, a seven-day cycle that follows the streak
 * of consecutive days, starting again at day 1 after a missed day; free coins held until a deposit.
 */
describe('daily sign-in calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function player() {
    const session = await registerPlayer(t)
    return { token: session.token, userId: session.user.id }
  }

  /** The service as it runs `days` Manila days from now. */
  const onDay = (days: number) =>
    createSignInService({ db: t.database.db, now: () => new Date(Date.now() + days * DAY_MS) })

  it('shows a new player day 1 to claim, signs in once, and shows it signed', async () => {
    const { token, userId } = await player()
    const status = await t.call('loginBonus3User', {}, { token })
    expect(status.data).toMatchObject({
      today: manilaDay(new Date()),
      cycleDay: 1,
      signedToday: false,
      canReceive: true,
      streak: 0,
      wagering: { multiple: 5, expiryDays: 7, heldUntilFirstDeposit: true },
    })
    expect(status.data.days.map((day) => day.state)).toEqual([
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
    const signed = await t.call('loginBonus3UserReceive', {}, { token })
    expect(signed).toMatchObject({
      errcode: 0,
      data: { cycleDay: 1, streak: 1, items: [{ id: AWARD_ITEM.points, count: 10 }], heldCoins: 0 },
    })
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(10)
    const again = await t.call('loginBonus3UserReceive', {}, { token })
    expect(again.errcode).toBe(ERRORS.REWARD_ALREADY_CLAIMED.code)
    expect(again.msg).toBe('You have already signed in today.')
    const after = (await t.call('loginBonus3User', {}, { token })).data
    expect(after).toMatchObject({ cycleDay: 1, signedToday: true, canReceive: false, streak: 1 })
    expect(after.days[0]?.state).toBe('signed')
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(10)
    const record = await t.call('activityAwardGetLog', {}, { token })
    expect(record.data.list[0]).toMatchObject({ source: 'sign-in' })
  })

  it('walks the seven-day cycle day after day, wraps to day 1, and starts again after a missed day', async () => {
    const { userId } = await player()
    const days = await readSignInDays(t.database.db)
    for (let offset = 0; offset < 8; offset++) {
      const answer = await onDay(offset).receive(userId)
      const cycleDay = (offset % 7) + 1
      expect(answer).toMatchObject({ cycleDay, streak: offset + 1 })
      expect(answer.items).toEqual(days[cycleDay - 1]?.award)
    }
    // Day 3 (₱1) and day 7 (₱5): free coins, held until the player's first deposit.
    expect((await onDay(7).status(userId)).days.map((day) => day.state)).toEqual([
      'signed',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
    expect((await onDay(8).status(userId)).days[1]?.state).toBe('today')
    // Day 9 missed: day 10 starts again at 1, the streak at 1.
    expect(await onDay(10).status(userId)).toMatchObject({ cycleDay: 1, streak: 0 })
    expect(await onDay(10).receive(userId)).toMatchObject({ cycleDay: 1, streak: 1 })
    const record = await awardBalances(t.database.db, userId)
    expect(record.get(AWARD_ITEM.points)).toBe(10 + 20 + 30 + 50 + 100 + 10 + 10)
  })

  it('holds sign-in coins for a player who has not deposited', async () => {
    const { userId } = await player()
    for (const offset of [0, 1]) await onDay(offset).receive(userId)
    expect(await onDay(2).receive(userId)).toMatchObject({
      cycleDay: 3,
      items: [{ id: AWARD_ITEM.coin, count: 1_00 }],
      heldCoins: 1_00,
    })
  })

  it('refuses signed-out callers a claim (the status is public: guest-reads.test.ts)', async () => {
    const calls: CallName[] = ['loginBonus3UserReceive']
    for (const name of calls)
      expect((await t.call(name, {} as never, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('lets the operator see and change a day’s award, and refuses what is not valid', async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = []
      const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
      return { ok, output: lines.join('\n') }
    }
    expect((await run('sign-in:awards')).output).toContain('Day 7  ₱5 + 100 points')
    expect(await run('sign-in:awards', 'set', '2', '2002=25', '2001=0.50')).toEqual({
      ok: true,
      output: 'Day 2 now pays ₱0.50 + 25 points',
    })
    expect((await readSignInDays(t.database.db))[1]?.award).toEqual([
      { id: AWARD_ITEM.coin, count: 50 },
      { id: AWARD_ITEM.points, count: 25 },
    ])
    for (const bad of [
      ['set', '8', '2002=1'],
      ['set', '0', '2002=1'],
      ['set', '2'],
      ['set', '2', '2002=0'],
      ['set', '2', '9999=1'],
      ['set', '2', '2002=1.5'],
      ['set', '2', '2002=1', '2002=2'],
      ['reset'],
    ])
      expect((await run('sign-in:awards', ...bad)).ok).toBe(false)
    expect((await readSignInDays(t.database.db))[1]?.award).toHaveLength(2)
  })

  it.runIf(TEST_DATABASE_URL)('signs in once when 20 claims race (PostgreSQL)', async () => {
    const { token, userId } = await player()
    const all = await settle(
      Array.from({ length: 20 }, () => t.call('loginBonus3UserReceive', {}, { token })),
    )
    expect(all.ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(all.ok.every((answer) => [0, ERRORS.REWARD_ALREADY_CLAIMED.code].includes(answer.errcode))).toBe(
      true,
    )
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(10)
  })
})
