import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { turnoverDays } from '../src/db/schema/turnover.ts'
import { createRankService, refreshRankBoard } from '../src/modules/activities/rank.service.ts'
import { SCHEDULED_JOBS } from '../src/modules/jobs/scheduled-jobs.ts'
import {
  createSlotsTournamentService,
  refreshTournamentBoards,
} from '../src/modules/promotions/slots-tournament.service.ts'
import { BOARD_MAX_AGE_MS, dropOldBoards } from '../src/modules/turnover/turnover-boards.service.ts'
import { addDays, manilaWeekStart } from '../src/platform/manila-time.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

/**
 * The stored leaderboards (decision 111): the `leaderboards` job writes the rank week's and the slots
 * tournament's boards for every player; the calls answer from them exactly what ranking live answers,
 * and rank live again when the board is older than BOARD_MAX_AGE_MS (the job stopped).
 */
describe('the stored leaderboards', () => {
  let database: TestDatabase
  const at = new Date()
  const week = manilaWeekStart(at)
  // Far enough on for the board to be stale, so the same services rank live; the same week still
  // unless the test runs in the week's last minutes.
  const later = new Date(at.getTime() + BOARD_MAX_AGE_MS + 60_000)
  const sameWeek = manilaWeekStart(later) === week
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 2 })
    await seedDatabase(database.db)
  }, 120_000)
  afterAll(() => database.close())

  async function stake(userId: number, day: string, amount: number, gameType = 'slots') {
    await database.db
      .insert(turnoverDays)
      .values({ userId, day, gameType, stake: amount, bets: 1 })
      .onConflictDoUpdate({
        target: [turnoverDays.userId, turnoverDays.day, turnoverDays.gameType],
        set: { stake: sql`${turnoverDays.stake} + ${amount}` },
      })
  }

  it('answer from the board what ranking live answers, and move only when the job writes again', async () => {
    const players: number[] = []
    for (let i = 0; i < 8; i++) players.push(await insertPlayer(database.db))
    const [a, b, c, d, e, f, g, h] = players as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ]
    await stake(a, week, 5_000_00)
    await stake(b, addDays(week, 1), 3_000_50)
    await stake(c, week, 3_000_00) // Ties b in experience (a hundredth of the stake, floored), not in stake.
    await stake(d, week, 99, 'fishing') // Under one experience point: not on the rank board.
    await stake(e, addDays(week, -1), 9_000_00) // Last week: the tournament's previous winners.
    await stake(f, addDays(week, -3), 9_000_00)
    await stake(g, week, 7_000_00, 'fishing') // Another game type: rank only.

    const rankNow = createRankService({ db: database.db, now: () => at })
    const rankLive = createRankService({ db: database.db, now: () => later })
    const slotsNow = createSlotsTournamentService({ db: database.db, now: () => at })
    const slotsLive = createSlotsTournamentService({ db: database.db, now: () => later })

    const liveRank = await Promise.all(players.map((userId) => rankNow.weekly(userId)))
    const liveSlots = await Promise.all(players.map((userId) => slotsNow.standing(userId)))
    expect(await refreshRankBoard(database.db, at)).toBe(4)
    expect((await refreshTournamentBoards(database.db, at)).week).toBe(3)
    // The same answers, from the boards now.
    expect(await Promise.all(players.map((userId) => rankNow.weekly(userId)))).toEqual(liveRank)
    expect(await Promise.all(players.map((userId) => slotsNow.standing(userId)))).toEqual(liveSlots)
    expect(liveRank[1]?.me).toEqual({ rank: 3, experience: 3_000 })
    expect(liveRank[2]?.me).toEqual({ rank: 3, experience: 3_000 })
    expect(liveRank[3]?.me).toEqual({ rank: null, experience: 0 })
    expect(liveSlots[1]?.me).toEqual({ rank: 2, stake: 3_000_50 })

    // A new stake: the boards answer as before until the job writes them again.
    await stake(h, week, 8_000_00)
    expect((await rankNow.weekly(h)).me).toEqual({ rank: null, experience: 0 })
    expect((await slotsNow.standing(h)).me).toEqual({ rank: null, stake: 0 })
    await refreshRankBoard(database.db, at)
    await refreshTournamentBoards(database.db, at)
    expect((await rankNow.weekly(h)).me).toEqual({ rank: 1, experience: 8_000 })
    expect((await slotsNow.standing(a)).me).toEqual({ rank: 2, stake: 5_000_00 })
    if (sameWeek) {
      // Stale boards are not read: ranked live, the answers are the boards' still.
      for (const userId of players) {
        expect(await rankLive.weekly(userId)).toEqual(await rankNow.weekly(userId))
        const live = await slotsLive.standing(userId)
        const board = await slotsNow.standing(userId)
        expect({ ...live, endsAt: '' }).toEqual({ ...board, endsAt: '' })
      }
    }

    // Boards not written for 15 days are removed with their runs.
    await dropOldBoards(database.db, new Date(at.getTime() + 16 * 86_400_000))
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from turnover_boards`,
    )) as unknown as {
      rows: { n: number }[]
    }
    expect(rows[0]?.n).toBe(0)
  })

  it('is a job of every minute', () => {
    expect(SCHEDULED_JOBS.find((job) => job.name === 'leaderboards')?.cron).toBe('* * * * *')
  })
})
