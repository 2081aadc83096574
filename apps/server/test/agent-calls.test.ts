import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { users } from '../src/db/schema/accounts.ts'
import { playerDevices } from '../src/db/schema/agents.ts'
import { turnoverDays, turnoverTotals } from '../src/db/schema/turnover.ts'
import { receivingAccounts } from '../src/db/schema/withdrawals.ts'
import { addDays, manilaDay } from '../src/platform/manila-time.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

/**
 * Agents and invites over HTTP (decision 051): the team on two levels from who invited whom, the
 * commission of closed days, the valid-invite reward once per invitee, the anti-farming exclusions,
 * and naming an inviter after registering.
 */
describe('agent calls', () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function player(options: { invitedBy?: string; deposit?: number } = {}) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    if (options.invitedBy)
      await t.database.db.update(users).set({ invitedBy: options.invitedBy }).where(eq(users.id, userId))
    if (options.deposit) await fundPlayer(t.database.db, userId, options.deposit, `agent-${userId}-${++seq}`)
    const [row] = await t.database.db
      .select({ inviteCode: users.inviteCode, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, userId))
    return { token: session.token, userId, inviteCode: row?.inviteCode ?? '', mobile: row?.mobile ?? '' }
  }

  /** `count` more invitees of the agent, newer than any before, written at once (no deposit, no play). */
  async function inviteMany(agent: { userId: number; inviteCode: string }, count: number) {
    const tag = `M${agent.userId}X${++seq}X`
    await t.database.db.execute(sql`
      insert into users (nickname, account_type, date_of_birth, eligibility_confirmed_at, terms_accepted_at,
                         invite_code, invited_by)
      select ${tag} || n, 2, '1990-01-01', now(), now(), ${tag} || n, ${agent.inviteCode}
        from generate_series(1, ${count}::int) n`)
  }

  /** A day's stake as the turnover projector keeps it: the day, and the player's total (decision 077). */
  async function stake(userId: number, day: string, amount: number) {
    await t.database.db
      .insert(turnoverDays)
      .values({ userId, day, gameType: 'slots', stake: amount, bets: 1 })
    await t.database.db
      .insert(turnoverTotals)
      .values({ userId, stake: amount })
      .onConflictDoUpdate({
        target: turnoverTotals.userId,
        set: { stake: sql`turnover_totals.stake + ${amount}` },
      })
  }

  it('pays commission on closed days and the valid-invite reward once, and leaves out a shared device', async () => {
    const today = manilaDay(new Date())
    const yesterday = addDays(today, -1)
    const agent = await player()
    const friend = await player({ invitedBy: agent.inviteCode, deposit: 200_00 })
    const sameDevice = await player({ invitedBy: agent.inviteCode, deposit: 500_00 })
    const friendOfFriend = await player({ invitedBy: friend.inviteCode })
    await stake(friend.userId, yesterday, 1_000_00)
    await stake(friend.userId, today, 500_00)
    await stake(friendOfFriend.userId, yesterday, 2_000_00)
    await stake(sameDevice.userId, yesterday, 9_000_00)
    await t.database.db.insert(playerDevices).values([
      { userId: agent.userId, deviceId: 'device-shared-1' },
      { userId: sameDevice.userId, deviceId: 'device-shared-1' },
    ])

    const overview = await t.call('appAgent5User', {}, { token: agent.token })
    expect(overview.errcode).toBe(0)
    expect(overview.data).toMatchObject({
      inviteCode: agent.inviteCode,
      invitedBy: '',
      team: { level1: 2, level2: 1, valid: 1, excluded: 1 },
      // 0.30% of ₱500 today; 0.30% of ₱1,000 and 0.10% of ₱2,000 yesterday. The shared device's ₱9,000: nothing.
      commission: { today: 1_50, claimable: 5_00, claimed: 0 },
      invitesClaimable: 1,
    })
    expect(Object.fromEntries(overview.data.members.map((member) => [member.id, member.state]))).toEqual({
      [friend.userId]: 'valid',
      [sameDevice.userId]: 'excluded',
    })
    expect((await t.call('activityGetStatusList', {}, { token: agent.token })).data.agent5AwardFlag).toBe(
      true,
    )

    const claims = await Promise.all(
      [1, 2].map(() => t.call('appAgent5UserReceive', {}, { token: agent.token })),
    )
    expect(claims.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(claims.find((answer) => answer.errcode === 0)?.data).toEqual({
      items: [{ id: AWARD_ITEM.coin, count: 5_00 }],
      heldCoins: 5_00, // The agent has not deposited: free coins wait for a first deposit.
    })
    for (const answer of claims.filter((entry) => entry.errcode !== 0))
      expect([ERRORS.REWARD_ALREADY_CLAIMED.code, ERRORS.REWARD_NOT_DUE.code]).toContain(answer.errcode)

    const invites = await t.call('appAgent5UserInviteValidReceive', {}, { token: agent.token })
    expect(invites.data).toEqual({ items: [{ id: AWARD_ITEM.coin, count: 20_00 }], heldCoins: 20_00 })
    expect((await t.call('appAgent5UserInviteValidReceive', {}, { token: agent.token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
    expect((await t.call('activityGetStatusList', {}, { token: agent.token })).data.agent5AwardFlag).toBe(
      false,
    )
    const after = await t.call('appAgent5User', {}, { token: agent.token })
    expect(after.data.commission).toEqual({ today: 1_50, claimable: 0, claimed: 5_00 })

    const log = await t.call('appAgent5UserLog', { pageNum: 1, pageSize: 20 }, { token: agent.token })
    expect(log.data.total).toBe(2)
    expect(log.data.list.map((row) => [row.kind, row.detail])).toEqual([
      ['invite', expect.stringMatching(/\*\*\*$/) as unknown],
      ['commission', yesterday],
    ])
  })

  it('serves an agent whose team is larger than a statement’s 65,535 parameters', async () => {
    const agent = await player()
    const friend = await player({ invitedBy: agent.inviteCode, deposit: 200_00 })
    await stake(friend.userId, addDays(manilaDay(new Date()), -1), 1_000_00)
    // 66,000 more invitees, written at once.
    await inviteMany(agent, 66_000)
    const overview = await t.call('appAgent5User', {}, { token: agent.token })
    expect(overview.errcode).toBe(0)
    expect(overview.data.team).toMatchObject({ level1: 66_001, valid: 1, excluded: 0 })
    expect(overview.data.commission.claimable).toBe(3_00)
  })

  it('pays a valid invitee who is older than the 50 members shown', async () => {
    const agent = await player()
    const friend = await player({ invitedBy: agent.inviteCode, deposit: 200_00 })
    await stake(friend.userId, addDays(manilaDay(new Date()), -1), 1_000_00)
    await inviteMany(agent, 60)
    const overview = await t.call('appAgent5User', {}, { token: agent.token })
    expect(overview.data.team).toMatchObject({ level1: 61, valid: 1 })
    expect(overview.data.members).toHaveLength(50)
    expect(overview.data.members.map((member) => member.id)).not.toContain(friend.userId)
    expect(overview.data.invitesClaimable).toBe(1)
    const claimed = await t.call('appAgent5UserInviteValidReceive', {}, { token: agent.token })
    expect(claimed.errcode).toBe(0)
    expect(claimed.data.items).toEqual([{ id: AWARD_ITEM.coin, count: 20_00 }])
    expect((await t.call('appAgent5User', {}, { token: agent.token })).data.invitesClaimable).toBe(0)
  })

  it('counts invitees who share a device or a payout number with each other once (issue 38, defect 4b, 4c)', async () => {
    const agent = await player()
    const valid = async () => {
      const friend = await player({ invitedBy: agent.inviteCode, deposit: 200_00 })
      await stake(friend.userId, addDays(manilaDay(new Date()), -1), 1_000_00)
      return friend
    }
    const [a, b, c, d] = [await valid(), await valid(), await valid(), await valid()]
    // a and b: one device (not the agent's); c and d: withdrawals to one GCash number.
    await t.database.db.insert(playerDevices).values([
      { deviceId: `shared-${a.userId}`, userId: a.userId },
      { deviceId: `shared-${a.userId}`, userId: b.userId },
    ])
    for (const friend of [c, d])
      await t.database.db.insert(receivingAccounts).values({
        userId: friend.userId,
        bankId: 1,
        kind: 'gcash',
        bankName: 'GCash',
        accountNumber: `+6391755${String(c.userId).padStart(5, '0').slice(-5)}`,
      })
    const overview = await t.call('appAgent5User', {}, { token: agent.token })
    expect(overview.data.team).toMatchObject({ level1: 4, valid: 2 })
    expect(overview.data.invitesClaimable).toBe(2)
  })

  it('leaves out an invitee whose receiving account is the agent’s phone or account', async () => {
    const agent = await player()
    const cousin = await player({ invitedBy: agent.inviteCode, deposit: 500_00 })
    await stake(cousin.userId, manilaDay(new Date()), 1_000_00)
    await t.database.db.insert(receivingAccounts).values({
      userId: cousin.userId,
      bankId: 1,
      kind: 'gcash',
      bankName: 'GCash',
      accountNumber: agent.mobile,
    })
    const overview = await t.call('appAgent5User', {}, { token: agent.token })
    expect(overview.data.team).toMatchObject({ level1: 1, valid: 0, excluded: 1 })
    expect(overview.data.commission.today).toBe(0)
  })

  it('names an inviter once, within the window, never oneself or one’s own invitee', async () => {
    const agent = await player()
    const late = await player()
    expect((await t.call('appAgent5User', {}, { token: late.token })).data.canFill).toBe(true)
    expect(
      (await t.call('agentFill', { pid: agent.inviteCode.toLowerCase() }, { token: late.token })).data,
    ).toEqual({ pid: agent.inviteCode })
    expect((await t.call('agentFill', { pid: agent.inviteCode }, { token: late.token })).errcode).toBe(
      ERRORS.AGENT_FILL_CLOSED.code,
    )
    // The agent cannot now name the player they invited, nor themselves.
    expect((await t.call('agentFill', { pid: late.inviteCode }, { token: agent.token })).errcode).toBe(
      ERRORS.INVITE_CODE_NOT_ALLOWED.code,
    )
    expect((await t.call('agentFill', { pid: agent.inviteCode }, { token: agent.token })).errcode).toBe(
      ERRORS.INVITE_CODE_NOT_ALLOWED.code,
    )
    expect((await t.call('agentFill', { pid: 'NOSUCHCODE' }, { token: agent.token })).errcode).toBe(
      ERRORS.INVITE_CODE_UNKNOWN.code,
    )
    expect((await t.call('agentFill', { pid: '' }, { token: agent.token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    const old = await player()
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, old.userId))
    expect((await t.call('agentFill', { pid: agent.inviteCode }, { token: old.token })).errcode).toBe(
      ERRORS.AGENT_FILL_CLOSED.code,
    )
    const [row] = await t.database.db
      .select({ invitedBy: users.invitedBy })
      .from(users)
      .where(eq(users.id, old.userId))
    expect(row?.invitedBy).toBeNull()
  })

  it('answers nothing to claim, bad pages and signed-out callers clearly', async () => {
    const loner = await player()
    expect((await t.call('appAgent5UserReceive', {}, { token: loner.token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
    expect(
      (await t.call('appAgent5UserLog', { pageNum: 0, pageSize: 20 }, { token: loner.token })).errcode,
    ).toBe(ERRORS.VALIDATION.code)
    expect(
      (await t.call('appAgent5UserLog', { pageNum: 1, pageSize: 20 }, { token: loner.token })).data,
    ).toEqual({
      list: [],
      total: 0,
      pages: 0,
    })
    for (const name of ['appAgent5UserReceive', 'appAgent5UserInviteValidReceive'] as const)
      expect((await t.call(name, {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('agentFill', { pid: 'ABCDEFGH' }, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('appAgent5UserLog', { pageNum: 1, pageSize: 20 }, {})).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
  })

  it('records the player behind a device at start-up, for the anti-farming rule', async () => {
    const someone = await player()
    const answer = await t.call('preLogin', { deviceId: 'device-prelogin-1' }, { token: someone.token })
    expect(answer.errcode).toBe(0)
    const rows = await t.database.db
      .select()
      .from(playerDevices)
      .where(eq(playerDevices.userId, someone.userId))
    expect(rows.map((row) => row.deviceId)).toEqual(['device-prelogin-1'])
  })
})
