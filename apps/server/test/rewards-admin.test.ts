import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { readRebateRates } from '../src/modules/vip/rebate-rates.ts'
import { readVipLadder } from '../src/modules/vip/vip-ladder.ts'
import { DEFAULT_VIP_TASKS, readVipTasks } from '../src/modules/vip/vip-task-settings.ts'
import { readWageringSettings } from '../src/modules/rewards/wagering-settings.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** The operator's reward commands: grants with who and why, the wagering rules, and running a job by hand. */
describe('rewards:grant and rewards:wagering', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  it('grants coins and items once per key, with the operator and the reason', async () => {
    const userId = await insertPlayer(t.database.db)
    const args = [
      String(userId),
      '2001=99.50',
      '2002=100',
      '1001=2',
      '--reason',
      'Outage on 25 Nov',
      '--key',
      'o-1',
    ]
    const first = await run('rewards:grant', ...args)
    expect(first.ok).toBe(true)
    expect(first.output).toMatch(/^Granted 1001 × 2|^Granted 2 × 1001/)
    expect((await run('rewards:grant', ...args)).output).toMatch(/^Already granted/)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(99_50)
    expect((await awardBalances(t.database.db, userId)).get(2002)).toBe(100)
    const [row] = await queryRows(
      t.database.db,
      sql`select source, reason, granted_by like 'cli:%' as by_operator from award_grants where user_id = ${userId}`,
    )
    expect(row).toEqual({ source: 'operator', reason: 'Outage on 25 Nov', by_operator: true })
  })

  it('refuses a grant without a reason, with bad items or for nobody, and grants nothing', async () => {
    const userId = await insertPlayer(t.database.db)
    for (const argv of [
      ['rewards:grant', String(userId), '2002=5'],
      ['rewards:grant', String(userId), '2002=-5', '--reason', 'x'],
      ['rewards:grant', String(userId), '2002=1.5', '--reason', 'x'],
      ['rewards:grant', String(userId), '999=1', '--reason', 'x'],
      ['rewards:grant', String(userId), '--reason', 'x'],
      ['rewards:grant', '99999999', '2002=1', '--reason', 'x'],
    ]) {
      expect((await run(...argv)).ok).toBe(false)
    }
    expect((await awardBalances(t.database.db, userId)).size).toBe(0)
  })

  it('shows the wagering rules and changes one source', async () => {
    expect((await run('rewards:wagering')).output).toMatch(
      /sign-in\s+5×\s+7 days to wager, held until the first deposit/,
    )
    const changed = await run(
      'rewards:wagering',
      'task',
      '--multiple',
      '10',
      '--expiry-days',
      'none',
      '--held',
      'no',
    )
    expect(changed).toEqual({ ok: true, output: 'Changed: task       10×  no expiry, credited at once' })
    expect((await readWageringSettings(t.database.db)).task).toEqual({
      multiple: 10,
      expiryDays: null,
      heldUntilFirstDeposit: false,
    })
    expect((await run('rewards:wagering', 'task', '--multiple', '1000')).ok).toBe(false)
    expect((await run('rewards:wagering', 'raffle')).ok).toBe(false)
    expect((await readWageringSettings(t.database.db)).task.multiple).toBe(10)
  })

  it('shows the VIP ladder and changes a level within the rules', async () => {
    expect((await run('vip:ladder')).output).toMatch(/VIP 2\s+exp 5000\s+gift ₱38 \+ 38 points/)
    expect(await run('vip:ladder', 'set', '2', '--experience', '6000', '--bet-limit', '2500')).toEqual({
      ok: true,
      output: 'Changed level 2',
    })
    expect((await readVipLadder(t.database.db))[2]).toMatchObject({ experience: 6_000, betLimit: 2_500_00 })
    // Level 3 needs 20,000: level 2 may not need more.
    expect((await run('vip:ladder', 'set', '2', '--experience', '30000')).ok).toBe(false)
    expect((await run('vip:ladder', 'set', '99')).ok).toBe(false)
    expect((await readVipLadder(t.database.db))[2]?.experience).toBe(6_000)
  })

  it('shows the rebate rates and changes one within the rules', async () => {
    expect((await run('vip:rebates')).output).toMatch(
      /VIP 2\s+slots 0\.50 %\s+fishing 0\.50 %\s+table 0\.35 %/,
    )
    expect(await run('vip:rebates', 'set', '2', 'slots', '65')).toEqual({
      ok: true,
      output: 'Changed level 2 slots to 0.65 %',
    })
    expect((await readRebateRates(t.database.db))[2]?.slots).toBe(65)
    expect((await run('vip:rebates', 'set', '2', 'poker', '65')).ok).toBe(false)
    expect((await run('vip:rebates', 'set', '2', 'slots', '1001')).ok).toBe(false)
    expect((await run('vip:rebates', 'set', '99', 'slots', '65')).ok).toBe(false)
    expect((await readRebateRates(t.database.db))[2]?.slots).toBe(65)
  })

  it('shows the weekly VIP tasks and replaces them only with a valid list', async () => {
    expect((await run('vip:tasks')).output).toMatch(/#3\s+VIP 1\+\s+deposit ₱500\s+₱8 \+ 30 points/)
    const folder = await mkdtemp(path.join(tmpdir(), 'vip-tasks-'))
    const file = async (name: string, value: unknown) => {
      const where = path.join(folder, name)
      await writeFile(where, typeof value === 'string' ? value : JSON.stringify(value))
      return where
    }
    const fewer = DEFAULT_VIP_TASKS.slice(0, 2).map((task) => ({ ...task, target: task.target * 2 }))
    expect(await run('vip:tasks', 'load', await file('good.json', fewer))).toEqual({
      ok: true,
      output: 'Loaded 2 VIP tasks',
    })
    expect(await readVipTasks(t.database.db)).toEqual(fewer)
    const twice = [DEFAULT_VIP_TASKS[0], DEFAULT_VIP_TASKS[0]]
    const dayTaskOfSlots = [{ ...DEFAULT_VIP_TASKS[0], gameType: 'slots' }]
    for (const bad of [
      await file('twice.json', twice),
      await file('typed.json', dayTaskOfSlots),
      await file('broken.json', '[{'),
      path.join(folder, 'missing.json'),
    ])
      expect((await run('vip:tasks', 'load', bad)).ok).toBe(false)
    expect((await run('vip:tasks', 'load')).ok).toBe(false)
    expect(await readVipTasks(t.database.db)).toEqual(fewer)
  })

  it('lists the scheduled jobs and runs one by hand, idempotently', async () => {
    const listed = await run('jobs:run')
    expect(listed.output).toMatch(/^bonus-expiry\s+\*\/10 \* \* \* \*\s+\(Asia\/Manila\)$/m)
    expect(listed.output).toMatch(/^vip-audit\s+15 0 1 \* \*/m)
    const first = await run('jobs:run', 'vip-audit')
    expect(first.ok).toBe(true)
    expect(first.output).toMatch(/^vip-audit: \{"month":"\d{4}-\d{2}","audited":\d+/)
    expect((await run('jobs:run', 'vip-audit')).output).toContain('"audited":0')
    expect((await run('jobs:run', 'nothing')).ok).toBe(false)
  })
})
