import { ERRORS } from '@panalo/contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { users } from '../src/db/schema/accounts.ts'
import { turnoverDays } from '../src/db/schema/turnover.ts'
import { createRankService } from '../src/modules/activities/rank.service.ts'
import { maskNickname } from '../src/platform/nickname.ts'
import { addDays, manilaWeekStart } from '../src/platform/manila-time.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const DAY_MS = 86_400_000

/** /rank's weekly leaderboard over HTTP (decision 034): this Manila week's experience, masked names, the player's own row. */
describe('rank calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function player(nickname: string, stakes: Record<string, number>) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    await t.database.db.update(users).set({ nickname }).where(eq(users.id, userId))
    const rows = Object.entries(stakes).map(([day, stake]) => ({
      userId,
      day,
      gameType: 'slots',
      stake,
      bets: 1,
    }))
    // As the turnover projector writes them (decision 024).
    if (rows.length > 0) await t.database.db.insert(turnoverDays).values(rows)
    return { token: session.token, userId }
  }

  it('ranks this week’s experience, ties sharing a place, and answers the player’s own row', async () => {
    const week = manilaWeekStart(new Date())
    const lastWeek = addDays(week, -7)
    const maria = await player('Maria Clara', { [week]: 9_000_00, [addDays(week, 1)]: 1_000_50 })
    const jose = await player('Jose', { [week]: 5_000_00, [lastWeek]: 99_000_00 })
    const andres = await player('Andres', { [addDays(week, 2)]: 5_000_99 })
    const newcomer = await player('Bago', {})
    const answer = await t.call('getRankList', {}, { token: jose.token })
    expect(answer.errcode).toBe(0)
    expect(answer.data.week).toBe(week)
    const mine = answer.data.list.filter((row) => ['Ma***', 'Jo***', 'An***'].includes(row.nickname))
    expect(mine.map((row) => [row.nickname, row.experience])).toEqual([
      ['Ma***', 10_000],
      ['Jo***', 5_000],
      ['An***', 5_000],
    ])
    const [first, second, third] = mine
    expect(second?.rank).toBe(third?.rank)
    expect(first && second && second.rank > first.rank).toBe(true)
    expect(answer.data.me).toEqual({ rank: second?.rank, experience: 5_000 })
    expect((await t.call('getRankList', {}, { token: maria.token })).data.me).toEqual({
      rank: first?.rank,
      experience: 10_000,
    })
    expect((await t.call('getRankList', {}, { token: newcomer.token })).data.me).toEqual({
      rank: null,
      experience: 0,
    })
    // Next week the board starts again.
    const later = createRankService({ db: t.database.db, now: () => new Date(Date.now() + 7 * DAY_MS) })
    expect((await later.weekly(andres.userId)).me).toEqual({ rank: null, experience: 0 })
  })

  it('masks nicknames to two characters', () => {
    expect(maskNickname('Maria Clara')).toBe('Ma***')
    expect(maskNickname('J')).toBe('J***')
    expect(maskNickname('😀😀😀')).toBe('😀😀***')
  })

  it('refuses signed-out callers', async () => {
    expect((await t.call('getRankList', {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })
})
