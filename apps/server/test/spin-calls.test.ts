import { ACTIVITY_ID } from '@panalo/contract/activity'
import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { drawJackpotCell } from '@panalo/fair/jackpot'
import { commitServerSeed } from '@panalo/fair/outcome'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { activities } from '../src/db/schema/activities.ts'
import { playerAccountBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { spinState } from '../src/modules/draws/spin.service.ts'
import {
  DEFAULT_SPIN_SETTINGS,
  readSpinSettings,
  writeSpinSettings,
} from '../src/modules/draws/spin-settings.ts'
import { depositPaid, FAST_WEBHOOKS } from './helpers/deposits.ts'
import { forceWheelSector } from './helpers/forced-draws.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { requestId } from './helpers/wallet.ts'

/**
 * The spin wheel over HTTP (decision 042): spins earned by a day's deposits and claimed tasks, one
 * sector a spin from the committed seed, its award through the award engine; a retry answers the
 * first spin; parallel spins never use more spins than the day earned.
 */
describe('spin wheel calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
  })
  afterAll(() => t.close())
  afterEach(async () => {
    await writeSpinSettings(t.database.db, DEFAULT_SPIN_SETTINGS)
    await t.database.db
      .update(activities)
      .set({ status: 'live' })
      .where(eq(activities.id, ACTIVITY_ID.spinWheel))
    await expectLedgerConsistent(t.database.db)
  })

  async function player() {
    const session = await registerPlayer(t)
    return { token: session.token, userId: session.user.id }
  }

  const flags = async (token: string) => (await t.call('activityGetStatusList', {}, { token })).data

  it('answers a spin 401 without a session', async () => {
    expect((await t.call('turntableSpin', { requestId: requestId('sp') }, {})).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
  })

  it('counts spins from the day’s deposits and claimed tasks, capped a day', () => {
    const rules = { depositPerSpin: 100_00, spinsPerTask: 1, maxPerDay: 5 }
    expect(spinState(rules, { deposited: 250_00, tasksClaimed: 1, used: 1 })).toEqual({
      earned: 3,
      left: 2,
      needDeposit: 50_00,
    })
    expect(spinState(rules, { deposited: 900_00, tasksClaimed: 0, used: 0 })).toMatchObject({
      earned: 5,
      needDeposit: 0,
    })
  })

  it('shows the wheel’s odds, refuses a spin without one, and spins once per spin earned', async () => {
    const { token, userId } = await player()
    const info = await t.call('turntableInfo', {}, { token })
    expect(info.data).toMatchObject({
      open: true,
      spinsLeft: 0,
      needDeposit: 100_00,
      rules: DEFAULT_SPIN_SETTINGS.chances,
    })
    expect(info.data.sectors).toHaveLength(8)
    expect(info.data.sectors.reduce((sum, sector) => sum + sector.chance, 0)).toBeCloseTo(1, 9)
    expect((await flags(token)).spinAwardFlag).toBe(false)
    expect((await t.call('turntableSpin', { requestId: requestId('sp') }, { token })).errcode).toBe(8001)

    await depositPaid(t, token, 200_00)
    expect((await t.call('turntableInfo', {}, { token })).data).toMatchObject({
      spinsLeft: 2,
      needDeposit: 100_00,
    })
    expect((await flags(token)).spinAwardFlag).toBe(true)
    // Only sector 4 (₱100) can come up.
    await forceWheelSector(t.database.db, 3)
    const coins = (await playerBalances(t.database.db, userId)).coin
    const id = requestId('sp')
    const first = await t.call('turntableSpin', { requestId: id }, { token })
    expect(first.data).toMatchObject({
      sector: 3,
      items: [{ id: AWARD_ITEM.coin, count: 100_00 }],
      heldCoins: 0,
      spinsLeft: 1,
    })
    expect((await playerBalances(t.database.db, userId)).coin).toBe(coins + 100_00)
    expect((await t.call('turntableSpin', { requestId: id }, { token })).data).toEqual(first.data)
    const second = await t.call('turntableSpin', { requestId: requestId('sp') }, { token })
    expect(second.data.spinsLeft).toBe(0)
    expect((await t.call('turntableSpin', { requestId: requestId('sp') }, { token })).errcode).toBe(8001)
    expect((await flags(token)).spinAwardFlag).toBe(false)
    expect(
      (await t.call('activityAwardGetLog', { pageNum: 1, pageSize: 20 }, { token })).data.list[0],
    ).toMatchObject({
      // The wheel's own source and wagering rule (decision 110).
      source: 'wheel',
    })
  })

  it('earns a spin per task award claimed, and draws from the committed seed', async () => {
    const { token, userId } = await player()
    // A mobile number bound at registration: the newcomer task 101's award waits.
    expect((await t.call('receiveTaskAward', { id: 101 }, { token })).errcode).toBe(0)
    const before = (await t.call('turntableInfo', {}, { token })).data
    expect(before.spinsLeft).toBe(1)
    const spun = (await t.call('turntableSpin', { requestId: requestId('sp') }, { token })).data
    const rotated = (await t.call('jackpotRotateSeed', {}, { token })).data
    expect(commitServerSeed(rotated.previous?.serverSeed ?? '')).toBe(before.serverSeedHash)
    const weights = DEFAULT_SPIN_SETTINGS.sectors.map((sector) => sector.weight)
    expect(
      drawJackpotCell(
        { serverSeed: rotated.previous?.serverSeed ?? '', clientSeed: spun.clientSeed, nonce: spun.nonce },
        weights,
      ).cell,
    ).toBe(spun.sector)
    expect(await playerAccountBalance(t.database.db, userId, 'points')).toBeGreaterThan(0)
  })

  it('is closed while its activity is paused, and refuses bad request ids', async () => {
    const { token } = await player()
    await depositPaid(t, token, 100_00)
    await t.database.db
      .update(activities)
      .set({ status: 'paused' })
      .where(eq(activities.id, ACTIVITY_ID.spinWheel))
    expect((await t.call('turntableSpin', { requestId: requestId('sp') }, { token })).errcode).toBe(8002)
    expect((await flags(token)).spinAwardFlag).toBe(false)
    expect((await t.call('getActivityIds', {}, {})).data.hasTurntable).toBe(false)
    expect((await t.call('turntableSpin', { requestId: 'x' }, { token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
  })

  it(
    'never uses more spins than earned when spins come in parallel',
    async () => {
      const { token } = await player()
      await depositPaid(t, token, 200_00)
      const spins = await settle(
        Array.from({ length: 6 }, () => t.call('turntableSpin', { requestId: requestId('sp') }, { token })),
      )
      const codes = spins.ok.map((answer) => answer.errcode)
      expect(codes.filter((code) => code === 0)).toHaveLength(2)
      expect(codes.filter((code) => code !== 0).every((code) => code === 8001)).toBe(true)
    },
    TEST_DATABASE_URL ? 60_000 : 30_000,
  )

  it('lets the operator set the sectors and the spin rules', async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = []
      const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
      return { ok, output: lines.join('\n') }
    }
    expect((await run('spin:sectors')).output.split('\n')).toHaveLength(8)
    expect((await run('spin:sectors', 'set', '1', '--item', '2002=30', '--weight', '5')).ok).toBe(true)
    expect((await readSpinSettings(t.database.db)).sectors[0]).toEqual({
      item: { id: 2002, count: 30 },
      weight: 5,
    })
    expect((await run('spin:sectors', 'set', '1', '--item', '50001=1')).ok).toBe(false)
    expect((await run('spin:sectors', 'set', '9')).ok).toBe(false)
    expect((await run('spin:chances', '--deposit', '50', '--per-task', '2', '--max', '8')).ok).toBe(true)
    expect((await readSpinSettings(t.database.db)).chances).toEqual({
      depositPerSpin: 50_00,
      spinsPerTask: 2,
      maxPerDay: 8,
    })
  })
})
