import { writeFile } from 'node:fs/promises'

import { ACTIVITY_ID } from '@panalo/contract/activity'
import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { drawJackpotCell } from '@panalo/fair/jackpot'
import { commitServerSeed } from '@panalo/fair/outcome'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { users } from '../src/db/schema/accounts.ts'
import { activities } from '../src/db/schema/activities.ts'
import { playerDevices } from '../src/db/schema/agents.ts'
import { inviteSpinCampaigns } from '../src/db/schema/invite-spin.ts'
import { turnoverDays, turnoverTotals } from '../src/db/schema/turnover.ts'
import {
  DEFAULT_INVITE_SPIN_SETTINGS,
  invitesToReach,
  writeInviteSpinSettings,
} from '../src/modules/invite-spin/invite-spin-settings.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { manilaDay } from '../src/platform/manila-time.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff } from './helpers/staff.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer, requestId } from './helpers/wallet.ts'

/** Every wheel with one sector that can come up: the start adds ₱180, an invite ₱40, a click ₱5. */
const FIXED = {
  ...DEFAULT_INVITE_SPIN_SETTINGS,
  sectors: {
    start: DEFAULT_INVITE_SPIN_SETTINGS.sectors.start.map((s, i) => ({ ...s, weight: i === 0 ? 1 : 0 })),
    invite: DEFAULT_INVITE_SPIN_SETTINGS.sectors.invite.map((s, i) => ({ ...s, weight: i === 0 ? 1 : 0 })),
    click: DEFAULT_INVITE_SPIN_SETTINGS.sectors.click.map((s, i) => ({ ...s, weight: i === 3 ? 1 : 0 })),
  },
}

/**
 * The invite spin over HTTP (decision 058): the first spin starts a campaign, valid invites and
 * counted clicks earn spins, the target is always reached with the stated valid invites, the
 * exchange pays once however many come in parallel, and lapsed or other players' campaigns pay nothing.
 */
describe('invite spin calls', () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
    await writeInviteSpinSettings(t.database.db, FIXED)
  })
  afterAll(() => t.close())
  afterEach(async () => {
    await writeInviteSpinSettings(t.database.db, FIXED)
    await t.database.db
      .update(activities)
      .set({ status: 'live' })
      .where(eq(activities.id, ACTIVITY_ID.inviteUserSpin))
    await expectLedgerConsistent(t.database.db)
  })

  async function player(invitedBy?: string) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    if (invitedBy) await t.database.db.update(users).set({ invitedBy }).where(eq(users.id, userId))
    const [row] = await t.database.db
      .select({ inviteCode: users.inviteCode })
      .from(users)
      .where(eq(users.id, userId))
    return { token: session.token, userId, inviteCode: row?.inviteCode ?? '' }
  }

  /** An invitee who deposits ₱100 and wagers ₱300: valid by decision 051's rule. */
  async function validInvitee(inviteCode: string) {
    const friend = await player(inviteCode)
    await fundPlayer(t.database.db, friend.userId, 100_00, `invite-spin-${friend.userId}-${++seq}`)
    await t.database.db.insert(turnoverDays).values({
      userId: friend.userId,
      day: manilaDay(new Date()),
      gameType: 'slots',
      stake: 300_00,
      bets: 1,
    })
    // The projector keeps the player's total with the day (decision 077).
    await t.database.db.insert(turnoverTotals).values({ userId: friend.userId, stake: 300_00 })
    return friend
  }

  const spin = (token: string, id = requestId('is')) =>
    t.call('actInviteUserSpin', { requestId: id }, { token })
  const status = async (token: string) => (await t.call('actInviteUserStatus', {}, { token })).data
  const flag = async (token: string) =>
    (await t.call('activityGetStatusList', {}, { token })).data.spinAwardFlag
  const click = (pid: string, visitorId: string, options: { token?: string; ip?: string } = {}) =>
    t.call('actInviteClickInvite', { pid, visitorId }, options)

  it('answers 401 to every player call without a session', async () => {
    for (const [name, input] of [
      ['actInviteUser', {}],
      ['actInviteUserStatus', {}],
      ['actInviteUserSpin', { requestId: requestId('is') }],
      ['actInviteUserExchange', { campaignId: 1 }],
      ['actInviteUserRecord', {}],
    ] as const)
      expect((await t.call(name, input, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('states the rule and every wheel’s odds before the first spin', async () => {
    await writeInviteSpinSettings(t.database.db, DEFAULT_INVITE_SPIN_SETTINGS)
    const me = await player()
    const info = (await t.call('actInviteUser', {}, { token: me.token })).data
    expect(info).toMatchObject({
      open: true,
      target: 300_00,
      hours: 72,
      invitesToReach: 3,
      clickSpinsMax: 10,
      clicksPerIpMax: 3,
      valid: { minDeposit: 100_00, minTurnover: 300_00 },
      inviteCode: me.inviteCode,
      campaign: null,
      wagering: { multiple: 5, heldUntilFirstDeposit: true },
    })
    for (const wheel of [info.odds.start, info.odds.invite, info.odds.click])
      expect(wheel.reduce((sum, sector) => sum + sector.chance, 0)).toBeCloseTo(1, 9)
    expect(await status(me.token)).toEqual({
      open: true,
      state: 'none',
      target: 300_00,
      progress: 0,
      spinsLeft: 1,
      expiresAt: null,
      invitesToReach: 3,
    })
    expect(await flag(me.token)).toBe(false)
  })

  it('always reaches the target with the stated valid invites, whatever the wheels draw', () => {
    expect(invitesToReach(DEFAULT_INVITE_SPIN_SETTINGS)).toBe(3)
    // The least first spin (₱180) leaves ₱120; three of the least invite spin (₱40) close it.
    expect(180_00 + 3 * 40_00).toBeGreaterThanOrEqual(DEFAULT_INVITE_SPIN_SETTINGS.target)
    expect(invitesToReach({ ...DEFAULT_INVITE_SPIN_SETTINGS, spinsPerInvite: 2 })).toBe(2)
  })

  it('spins to the target with valid invites, exchanges once, and keeps other players out', async () => {
    const me = await player()
    await fundPlayer(t.database.db, me.userId, 50_00, `invite-spin-own-${me.userId}`)
    const before = await validInvitee(me.inviteCode) // registered before the campaign: not counted
    expect(before.userId).toBeGreaterThan(0)
    const first = await spin(me.token)
    expect(first.data).toMatchObject({ kind: 'start', sector: 0, added: 180_00 })
    expect(first.data.campaign).toMatchObject({
      state: 'active',
      progress: 180_00,
      spinsLeft: 0,
      validInvites: 0,
    })
    expect((await spin(me.token)).errcode).toBe(5015)
    const campaignId = first.data.campaign.id
    expect((await t.call('actInviteUserExchange', { campaignId }, { token: me.token })).errcode).toBe(5016)

    const shared = await validInvitee(me.inviteCode)
    await t.database.db.insert(playerDevices).values([
      { userId: me.userId, deviceId: `dev-own-${me.userId}` },
      { userId: shared.userId, deviceId: `dev-own-${me.userId}` },
    ])
    for (let i = 0; i < 3; i++) await validInvitee(me.inviteCode)
    await player(me.inviteCode) // registered but never valid
    expect(await status(me.token)).toMatchObject({ state: 'active', spinsLeft: 3, progress: 180_00 })
    expect(await flag(me.token)).toBe(true)
    for (let i = 0; i < 3; i++)
      expect((await spin(me.token)).data).toMatchObject({ kind: 'invite', added: 40_00 })
    expect(await status(me.token)).toMatchObject({ state: 'reached', progress: 300_00, spinsLeft: 0 })
    expect((await spin(me.token)).errcode).toBe(5015)
    expect(await flag(me.token)).toBe(false)

    const other = await player()
    expect((await t.call('actInviteUserExchange', { campaignId }, { token: other.token })).errcode).toBe(5019)
    expect((await t.call('actInviteUserRecord', { campaignId }, { token: other.token })).errcode).toBe(5019)
    const coins = (await playerBalances(t.database.db, me.userId)).coin
    const paid = await t.call('actInviteUserExchange', { campaignId }, { token: me.token })
    expect(paid.data).toEqual({ items: [{ id: AWARD_ITEM.coin, count: 300_00 }], heldCoins: 0 })
    expect((await playerBalances(t.database.db, me.userId)).coin).toBe(coins + 300_00)
    expect((await t.call('actInviteUserExchange', { campaignId }, { token: me.token })).errcode).toBe(5018)
    expect((await t.call('actInviteUser', {}, { token: me.token })).data.campaign).toMatchObject({
      state: 'exchanged',
      validInvites: 3,
    })

    const record = (await t.call('actInviteUserRecord', {}, { token: me.token })).data
    expect(record.campaignId).toBe(campaignId)
    expect(record.list.map((row) => row.kind)).toEqual(['invite', 'invite', 'invite', 'start'])
    // Each spin is checkable on /fair once the seed pair is rotated.
    const proofOf = (token: string) =>
      t.call('getDrawProof', { kind: 'inviteSpin', id: first.data.id }, { token })
    expect((await proofOf(other.token)).errcode).toBe(9035)
    const rotated = (await t.call('jackpotRotateSeed', {}, { token: me.token })).data
    const proof = (await proofOf(me.token)).data
    expect(commitServerSeed(proof.serverSeed ?? '')).toBe(first.data.serverSeedHash)
    expect(proof.serverSeed).toBe(rotated.previous?.serverSeed)
    expect(
      drawJackpotCell(
        { serverSeed: proof.serverSeed ?? '', clientSeed: proof.clientSeed, nonce: proof.nonce },
        proof.weights ?? [],
      ).cell,
    ).toBe(first.data.sector)
    // After the exchange, the next spin starts a new campaign.
    expect((await spin(me.token)).data.campaign.id).toBeGreaterThan(campaignId)
  })

  it('counts a friend’s click once per device, never the inviter’s own, a few per address', async () => {
    const me = await player()
    const stranger = `visitor-${Date.now()}`
    expect((await click(me.inviteCode, stranger)).data).toEqual({ counted: false }) // no campaign yet
    await spin(me.token)
    expect((await click(me.inviteCode, `${stranger}-a`, { ip: '10.0.0.1' })).data).toEqual({ counted: true })
    expect((await click(me.inviteCode, `${stranger}-a`, { ip: '10.0.0.9' })).data).toEqual({ counted: false })
    expect((await click(me.inviteCode, `${stranger}-b`, { token: me.token, ip: '10.0.0.2' })).data).toEqual({
      counted: false,
    })
    await t.database.db
      .insert(playerDevices)
      .values({ userId: me.userId, deviceId: `own-device-${me.userId}` })
    expect((await click(me.inviteCode, `own-device-${me.userId}`, { ip: '10.0.0.3' })).data).toEqual({
      counted: false,
    })
    for (const suffix of ['c', 'd']) await click(me.inviteCode, `${stranger}-${suffix}`, { ip: '10.0.0.1' })
    expect((await click(me.inviteCode, `${stranger}-e`, { ip: '10.0.0.1' })).data).toEqual({ counted: false })
    expect(await status(me.token)).toMatchObject({ spinsLeft: 3 })
    expect((await spin(me.token)).data).toMatchObject({ kind: 'click', added: 5_00 })
    expect((await t.call('actInviteUser', {}, { token: me.token })).data.campaign).toMatchObject({
      clicks: 3,
      progress: 185_00,
    })

    expect((await click('NOSUCHCODE', stranger)).errcode).toBe(ERRORS.INVITE_CODE_UNKNOWN.code)
    expect((await click(me.inviteCode, 'bad id!')).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await status(me.token)).spinsLeft).toBe(2)
  })

  it('lets unexchanged progress lapse after the time limit, and closes with its activity', async () => {
    const me = await player()
    const first = await spin(me.token)
    await t.database.db
      .update(inviteSpinCampaigns)
      .set({ progress: 300_00, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(inviteSpinCampaigns.id, first.data.campaign.id))
    expect(await status(me.token)).toMatchObject({ state: 'lapsed', spinsLeft: 1, progress: 0 })
    const campaignId = first.data.campaign.id
    expect((await t.call('actInviteUserExchange', { campaignId }, { token: me.token })).errcode).toBe(5017)
    expect((await t.call('actInviteUserExchange', { campaignId: 0 }, { token: me.token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    expect((await t.call('actInviteUserSpin', { requestId: 'x' }, { token: me.token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )

    await t.database.db
      .update(activities)
      .set({ status: 'paused' })
      .where(eq(activities.id, ACTIVITY_ID.inviteUserSpin))
    expect((await spin(me.token)).errcode).toBe(5014)
    expect(await status(me.token)).toMatchObject({ open: false, spinsLeft: 0 })
  })

  it(
    'pays one exchange and uses each spin once when calls come in parallel',
    async () => {
      const me = await player()
      const id = requestId('is')
      const firsts = await settle(Array.from({ length: 4 }, () => spin(me.token, id)))
      expect(new Set(firsts.ok.map((answer) => answer.data.id)).size).toBe(1)
      for (let i = 0; i < 3; i++) await validInvitee(me.inviteCode)
      const spins = await settle(Array.from({ length: 6 }, () => spin(me.token)))
      const codes = spins.ok.map((answer) => answer.errcode)
      expect(codes.filter((code) => code === 0)).toHaveLength(3)
      expect(codes.filter((code) => code !== 0).every((code) => code === 5015)).toBe(true)

      const campaignId = firsts.ok[0]?.data.campaign.id ?? 0
      const exchanges = await settle(
        Array.from({ length: 6 }, () => t.call('actInviteUserExchange', { campaignId }, { token: me.token })),
      )
      const answers = exchanges.ok.map((answer) => answer.errcode)
      expect(answers.filter((code) => code === 0)).toHaveLength(1)
      expect(answers.filter((code) => code !== 0).every((code) => code === 5018)).toBe(true)
      // Granted once, and held until the player's first deposit like every free bonus.
      const grants = await t.database.db
        .select({ heldCoins: inviteSpinCampaigns.heldCoins, status: inviteSpinCampaigns.status })
        .from(inviteSpinCampaigns)
        .where(eq(inviteSpinCampaigns.id, campaignId))
      expect(grants).toEqual([{ heldCoins: 300_00, status: 'exchanged' }])
      expect(
        (await t.call('activityAwardGetLog', { pageNum: 1, pageSize: 20 }, { token: me.token })).data.list,
      ).toHaveLength(1)
    },
    TEST_DATABASE_URL ? 60_000 : 30_000,
  )

  it('keeps a running campaign on the wheels in force at its start; a campaign started after the change takes the new ones', async () => {
    // The change is saved from the console (decision 103) and its instant is brought forward to now.
    const marketing = await signedInStaff(t, 'marketing')
    const before = await player()
    const started = await spin(before.token)
    expect(started.data).toMatchObject({ kind: 'start', added: 180_00 })
    const only = (wheel: { amount: number; weight: number }[], index: number) =>
      wheel.map((s, i) => ({ ...s, weight: i === index ? 1 : 0 }))
    const changed = {
      ...FIXED,
      target: 320_00,
      spinsPerInvite: 2,
      sectors: {
        start: only(FIXED.sectors.start, 5), // ₱255
        invite: only(FIXED.sectors.invite, 3), // ₱80
        click: only(FIXED.sectors.click, 0), // ₱0.50
      },
    }
    const saved = await opsCall(
      t,
      'rewardSettingsSave',
      { area: 'inviteSpin', value: changed },
      { cookie: marketing.cookie },
    )
    expect(saved.errcode).toBe(0)
    await t.database.db.execute(sql`update settings
      set value = jsonb_set(value, '{from}', to_jsonb(${new Date(Date.now() - 1_000).toISOString()}::text))
      where key = 'next:inviteSpin.settings'`)

    // The campaign started before: its invite spin still draws ₱40 once per invite, towards ₱300.
    await validInvitee(before.inviteCode)
    expect(await status(before.token)).toMatchObject({
      state: 'active',
      target: 300_00,
      spinsLeft: 1,
      invitesToReach: 3,
    })
    const info = (await t.call('actInviteUser', {}, { token: before.token })).data
    expect(info).toMatchObject({ target: 300_00, spinsPerInvite: 1 })
    expect(info.odds.invite.map((sector) => sector.chance)).toEqual([1, 0, 0, 0])
    const own = await spin(before.token)
    expect(own.data).toMatchObject({ kind: 'invite', sector: 0, added: 40_00 })
    expect(own.data.campaign).toMatchObject({ target: 300_00, progress: 220_00, spinsLeft: 0 })
    const visit = await click(before.inviteCode, `visitor-${before.userId}`, { ip: '203.0.113.71' })
    expect(visit.data).toEqual({ counted: true })
    expect((await spin(before.token)).data).toMatchObject({ kind: 'click', sector: 3, added: 5_00 })

    // A campaign started after the change runs on the new wheels and rule.
    const after = await player()
    expect((await t.call('actInviteUser', {}, { token: after.token })).data).toMatchObject({
      target: 320_00,
      spinsPerInvite: 2,
    })
    const fresh = await spin(after.token)
    expect(fresh.data).toMatchObject({ kind: 'start', sector: 5, added: 255_00 })
    expect(fresh.data.campaign).toMatchObject({ target: 320_00, progress: 255_00 })
    await validInvitee(after.inviteCode)
    expect(await status(after.token)).toMatchObject({ target: 320_00, spinsLeft: 2 })
    expect((await spin(after.token)).data).toMatchObject({ kind: 'invite', sector: 3, added: 65_00 })

    // The old campaign still answers on its own wheels after the new one started.
    expect(await status(before.token)).toMatchObject({ target: 300_00, progress: 225_00 })
  })

  it('shows and replaces the settings, refusing a target out of reach', async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = []
      const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
      return { ok, output: lines.join('\n') }
    }
    const shown = await run('invite-spin:settings')
    expect(shown.ok).toBe(true)
    expect(JSON.parse(shown.output)).toMatchObject({ target: 300_00, invitesToReach: 3 })
    const file = `/tmp/invite-spin-${Date.now()}.json`
    await writeFile(file, JSON.stringify({ ...FIXED, target: 50_000_00 }))
    expect((await run('invite-spin:settings', 'load', file)).ok).toBe(false)
    await writeFile(file, JSON.stringify({ ...FIXED, hours: 48 }))
    expect((await run('invite-spin:settings', 'load', file)).ok).toBe(true)
  })
})
