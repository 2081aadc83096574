import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { users } from '../src/db/schema/accounts.ts'
import { DEFAULT_TASKS, readTasks, writeTasks } from '../src/modules/activities/task-settings.ts'
import { createTaskService } from '../src/modules/activities/tasks.service.ts'
import { paidDepositsTotal } from '../src/modules/deposits/deposits.service.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { depositPaid, FAST_WEBHOOKS } from './helpers/deposits.ts'
import { gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { projectTurnoverCaughtUp } from './helpers/turnover.ts'
import { fundPlayer } from './helpers/wallet.ts'

const DAY_MS = 86_400_000

/**
 * The task centre over HTTP (decision 031): newcomer tasks from what the account has done, daily and
 * weekly tasks from the period's real play and deposits, visit tasks finished by opening their page;
 * each pays once per period.
 */
describe('task calls', () => {
  let t: TestApp
  const games: Record<'slots' | 'arcade' | 'table', number> = { slots: 0, arcade: 0, table: 0 }
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
    games.slots = await gameIdOf(t.database.db, 'panalo-fortune')
    games.arcade = await gameIdOf(t.database.db, 'color-game')
    games.table = await gameIdOf(t.database.db, 'mines')
    await writeTasks(t.database.db, DEFAULT_TASKS)
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function player() {
    const session = await registerPlayer(t)
    return { token: session.token, userId: session.user.id }
  }

  async function bet(userId: number, game: keyof typeof games, stake: number, times = 1) {
    for (let n = 0; n < times; n++) {
      seq += 1
      const answer = await t.services.providerWallet.bet({
        providerId: 'originals',
        userId,
        transactionId: `task-bet-${seq}`,
        roundId: `task-round-${seq}`,
        gameId: games[game],
        amount: stake,
      })
      expect(answer.status).toBe('OK')
    }
    await projectTurnoverCaughtUp(t.database.db)
  }

  async function states(token: string) {
    const answer = await t.call('getTaskUser', {}, { token })
    expect(answer.errcode).toBe(0)
    return Object.fromEntries(
      answer.data.tasks.map((entry) => [entry.task.id, [entry.state, entry.progress]]),
    )
  }

  it('shows a new player’s tasks from what the account has done, and pays a finished one once', async () => {
    const { token, userId } = await player()
    const before = await states(token)
    // Registered with a mobile number, no password yet, no deposit, no game.
    expect(before).toMatchObject({
      101: ['claimable', 1],
      102: ['inProgress', 0],
      103: ['inProgress', 0],
      105: ['inProgress', 0],
      106: ['inProgress', 0],
      201: ['inProgress', 0],
      301: ['inProgress', 0],
    })
    expect((await t.call('getTaskUser', {}, { token })).data.taskAwardFlag).toBe(true)
    expect((await t.call('receiveTaskAward', { id: 102 }, { token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
    const claimed = await t.call('receiveTaskAward', { id: 101 }, { token })
    expect(claimed).toMatchObject({ errcode: 0, data: { items: [{ id: AWARD_ITEM.points, count: 50 }] } })
    expect((await t.call('receiveTaskAward', { id: 101 }, { token })).errcode).toBe(
      ERRORS.REWARD_ALREADY_CLAIMED.code,
    )
    expect((await states(token))[101]).toEqual(['claimed', 1])
    expect((await t.call('getTaskUser', {}, { token })).data.taskAwardFlag).toBe(false)
    // A password set (the profile flow needs a fresh proof; the row is what it writes).
    await t.database.db.update(users).set({ passwordHash: 'set-by-test' }).where(eq(users.id, userId))
    expect((await states(token))[102]).toEqual(['claimable', 1])
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(50)
    const record = await t.call('activityAwardGetLog', {}, { token })
    expect(record.data.list[0]).toMatchObject({ source: 'task' })
  })

  it('finishes a visit task when its page is opened, and only a visit task', async () => {
    const { token } = await player()
    expect(await t.call('finishTask', { id: 103 }, { token })).toMatchObject({
      errcode: 0,
      data: { id: 103, progress: 1, state: 'claimable' },
    })
    // Opening it again changes nothing.
    expect((await t.call('finishTask', { id: 103 }, { token })).data).toMatchObject({ state: 'claimable' })
    expect((await t.call('finishTask', { id: 105 }, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('finishTask', { id: 999 }, { token })).errcode).toBe(ERRORS.NOT_FOUND.code)
    expect((await t.call('receiveTaskAward', { id: 103 }, { token })).errcode).toBe(0)
    expect((await t.call('finishTask', { id: 103 }, { token })).data).toMatchObject({ state: 'claimed' })
  })

  it('counts the first deposit, the games played and today’s bets, turnover and deposits', async () => {
    const { token, userId } = await player()
    await depositPaid(t, token, 1_000_00)
    await bet(userId, 'slots', 50_00, 15)
    await bet(userId, 'arcade', 10_00, 4)
    await bet(userId, 'table', 10_00, 1)
    expect(await states(token)).toMatchObject({
      105: ['claimable', 1],
      106: ['claimable', 3],
      201: ['claimable', 20],
      202: ['inProgress', 800_00],
      203: ['claimable', 200_00],
      301: ['inProgress', 800_00],
      302: ['inProgress', 15],
    })
    const coins = (await playerBalances(t.database.db, userId)).coin
    expect((await t.call('receiveTaskAward', { id: 105 }, { token })).data.items).toEqual([
      { id: AWARD_ITEM.coin, count: 10_00 },
      { id: AWARD_ITEM.points, count: 100 },
    ])
    expect((await t.call('receiveTaskAward', { id: 201 }, { token })).errcode).toBe(0)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(coins + 10_00)
  })

  it('opens the daily tasks again the next day, and the weekly ones the next week', async () => {
    const { token, userId } = await player()
    await fundPlayer(t.database.db, userId, 20_000_00, `task-${userId}`)
    await bet(userId, 'slots', 500_00, 20)
    expect((await t.call('receiveTaskAward', { id: 201 }, { token })).errcode).toBe(0)
    expect((await t.call('receiveTaskAward', { id: 301 }, { token })).errcode).toBe(0)
    const later = (days: number) =>
      createTaskService({
        db: t.database.db,
        paidDepositsTotal,
        now: () => new Date(Date.now() + days * DAY_MS),
      })
    const tomorrow = await later(1).list(userId)
    expect(tomorrow.tasks.find((entry) => entry.task.id === 201)).toMatchObject({
      progress: 0,
      state: 'inProgress',
    })
    // Newcomer tasks are once for good.
    expect(tomorrow.tasks.find((entry) => entry.task.id === 101)?.state).toBe('claimable')
    const nextWeek = await later(7).list(userId)
    expect(nextWeek.tasks.find((entry) => entry.task.id === 301)).toMatchObject({
      progress: 0,
      state: 'inProgress',
    })
  })

  it('refuses bad ids and signed-out callers, and grants nothing', async () => {
    const { token, userId } = await player()
    for (const id of [0, -1, 1.5, '101', null, 10_000, undefined]) {
      expect((await t.call('receiveTaskAward', { id } as never, { token })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
      expect((await t.call('finishTask', { id } as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    }
    expect((await t.call('receiveTaskAward', { id: 101 }, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('finishTask', { id: 103 }, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await awardBalances(t.database.db, userId)).size).toBe(0)
  })

  it('lets the operator list the tasks and replace them only with a valid list', async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = []
      const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
      return { ok, output: lines.join('\n') }
    }
    expect((await run('tasks:list')).output).toMatch(/#105\s+newcomer\s+firstDeposit\s+₱10 \+ 100 points/)
    const folder = await mkdtemp(path.join(tmpdir(), 'tasks-'))
    const file = async (name: string, value: unknown) => {
      const where = path.join(folder, name)
      await writeFile(where, JSON.stringify(value))
      return where
    }
    const bad = [
      [{ ...DEFAULT_TASKS[0], kind: 'visit' }],
      [{ ...DEFAULT_TASKS[0], group: 'daily' }],
      [DEFAULT_TASKS[0], DEFAULT_TASKS[0]],
      [{ ...DEFAULT_TASKS[6], gameType: 'poker' }],
    ]
    for (const [index, list] of bad.entries())
      expect((await run('tasks:list', 'load', await file(`bad-${index}.json`, list))).ok).toBe(false)
    expect(await readTasks(t.database.db)).toEqual(DEFAULT_TASKS)
    expect(await run('tasks:list', 'load', await file('good.json', DEFAULT_TASKS.slice(0, 3)))).toEqual({
      ok: true,
      output: 'Loaded 3 tasks',
    })
    expect(await readTasks(t.database.db)).toHaveLength(3)
    await writeTasks(t.database.db, DEFAULT_TASKS)
  })

  it.runIf(TEST_DATABASE_URL)('pays once when 20 claims race (PostgreSQL)', async () => {
    const { token, userId } = await player()
    const all = await settle(
      Array.from({ length: 20 }, () => t.call('receiveTaskAward', { id: 101 }, { token })),
    )
    expect(all.ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(all.ok.every((answer) => [0, ERRORS.REWARD_ALREADY_CLAIMED.code].includes(answer.errcode))).toBe(
      true,
    )
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(50)
    const visits = await settle(
      Array.from({ length: 20 }, () => t.call('finishTask', { id: 104 }, { token })),
    )
    expect(visits.ok.every((answer) => answer.errcode === 0)).toBe(true)
  })
})
