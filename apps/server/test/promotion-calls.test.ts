import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { users } from '../src/db/schema/accounts.ts'
import { turnoverDays } from '../src/db/schema/turnover.ts'
import { receivingAccounts } from '../src/db/schema/withdrawals.ts'
import { DEFAULT_PROMOTIONS, writePromotion } from '../src/modules/promotions/promotion-settings.ts'
import {
  createSlotsTournamentService,
  settleSlotsTournament,
} from '../src/modules/promotions/slots-tournament.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { addDays, manilaWeekStart } from '../src/platform/manila-time.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

const DAY_MS = 86_400_000

/**
 * The promotions over HTTP (decision 050): the sign-up bonus, the receiving-account bonus, follow
 * rewards, the growth fund (receiveAddupAwardById) and the weekly slots tournament with its job.
 * Each pays once per key however the claims come, and the ledger balances after every test.
 */
describe('promotion calls', () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function player(options: { deposit?: number; nickname?: string } = {}) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    if (options.deposit) await fundPlayer(t.database.db, userId, options.deposit, `promo-${userId}-${++seq}`)
    if (options.nickname)
      await t.database.db.update(users).set({ nickname: options.nickname }).where(eq(users.id, userId))
    return { token: session.token, userId }
  }

  async function saveAccount(userId: number, accountNumber: string) {
    await t.database.db.insert(receivingAccounts).values({
      userId,
      bankId: 1,
      kind: 'gcash',
      bankName: 'GCash',
      accountNumber,
      holderName: 'Juan dela Cruz',
    })
  }

  async function points(userId: number) {
    return (await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points) ?? 0
  }

  describe('sign-up bonus', () => {
    it('pays the welcome bonus once, held until the first deposit, and shows its rule first', async () => {
      const { token, userId } = await player()
      const status = await t.call('signUpBonusUser', {}, { token })
      expect(status.errcode).toBe(0)
      expect(status.data).toMatchObject({
        award: DEFAULT_PROMOTIONS.signUp.award,
        state: 'claimable',
        claimDays: 7,
        wagering: { multiple: 5, expiryDays: 14, heldUntilFirstDeposit: true },
      })
      expect(Date.parse(status.data.claimBy) - Date.now()).toBeGreaterThan(6 * DAY_MS)
      expect((await t.call('activityGetStatusList', {}, { token })).data.signUpBonusFlag).toBe(true)

      const claims = await Promise.all([1, 2, 3].map(() => t.call('signUpBonusReceive', {}, { token })))
      const won = claims.filter((answer) => answer.errcode === 0)
      expect(won).toHaveLength(1)
      expect(won[0]?.data).toEqual({ items: [{ id: AWARD_ITEM.coin, count: 50_00 }], heldCoins: 50_00 })
      for (const answer of claims.filter((entry) => entry.errcode !== 0))
        expect(answer.errcode).toBe(ERRORS.REWARD_ALREADY_CLAIMED.code)
      expect((await t.call('signUpBonusUser', {}, { token })).data.state).toBe('claimed')
      expect((await t.call('activityGetStatusList', {}, { token })).data.signUpBonusFlag).toBe(false)
      const grants = await queryRows(
        t.database.db,
        sql`select key from award_grants where user_id = ${userId} and source = 'activity'`,
      )
      expect(grants).toEqual([{ key: `award:activity:${userId}:sign-up` }])
    })

    it('refuses a player past the window or without a mobile number', async () => {
      const late = await player()
      await t.database.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 8 * DAY_MS) })
        .where(eq(users.id, late.userId))
      expect((await t.call('signUpBonusUser', {}, { token: late.token })).data.state).toBe('expired')
      expect((await t.call('signUpBonusReceive', {}, { token: late.token })).errcode).toBe(
        ERRORS.PROMOTION_EXPIRED.code,
      )

      const noNumber = await player()
      await t.database.db.update(users).set({ mobile: null }).where(eq(users.id, noNumber.userId))
      expect((await t.call('signUpBonusUser', {}, { token: noNumber.token })).data.state).toBe('needsMobile')
      expect((await t.call('signUpBonusReceive', {}, { token: noNumber.token })).errcode).toBe(
        ERRORS.MOBILE_NUMBER_REQUIRED.code,
      )
      const grants = await queryRows(
        t.database.db,
        sql`select 1 from award_grants where user_id in (${late.userId}, ${noNumber.userId})`,
      )
      expect(grants).toHaveLength(0)
    })
  })

  describe('receiving-account bonus', () => {
    it('pays once per player and once per account number across players', async () => {
      const first = await player({ deposit: 100_00 })
      expect((await t.call('bankBonusUser', {}, { token: first.token })).data.state).toBe('needsAccount')
      expect((await t.call('bankBonusReceive', {}, { token: first.token })).errcode).toBe(
        ERRORS.RECEIVING_ACCOUNT_REQUIRED.code,
      )
      await saveAccount(first.userId, '+639170000101')
      expect((await t.call('activityGetStatusList', {}, { token: first.token })).data.freeBonusFlag).toBe(
        true,
      )
      const answer = await t.call('bankBonusReceive', {}, { token: first.token })
      expect(answer).toMatchObject({
        errcode: 0,
        data: { items: DEFAULT_PROMOTIONS.bank.award, heldCoins: 0 },
      })
      expect(await points(first.userId)).toBe(50)
      expect((await t.call('bankBonusReceive', {}, { token: first.token })).errcode).toBe(
        ERRORS.REWARD_ALREADY_CLAIMED.code,
      )

      // The same GCash number on a second account earns nothing more.
      const second = await player()
      await saveAccount(second.userId, '+639170000101')
      expect((await t.call('bankBonusUser', {}, { token: second.token })).data.state).toBe('accountUsed')
      expect((await t.call('bankBonusReceive', {}, { token: second.token })).errcode).toBe(
        ERRORS.RECEIVING_ACCOUNT_ALREADY_REWARDED.code,
      )
      expect((await t.call('activityGetStatusList', {}, { token: second.token })).data.freeBonusFlag).toBe(
        false,
      )
    })

    it('never pays a number that earned the bonus again, after its player changed accounts (issue 38, defect 4a)', async () => {
      const first = await player()
      await saveAccount(first.userId, '+639170000303')
      expect((await t.call('bankBonusReceive', {}, { token: first.token })).errcode).toBe(0)
      // modifyBankInfo: the first player moves to another number.
      await t.database.db
        .update(receivingAccounts)
        .set({ accountNumber: '+639170000304' })
        .where(eq(receivingAccounts.userId, first.userId))
      const second = await player()
      await saveAccount(second.userId, '+639170000303')
      expect((await t.call('bankBonusUser', {}, { token: second.token })).data.state).toBe('accountUsed')
      expect((await t.call('bankBonusReceive', {}, { token: second.token })).errcode).toBe(
        ERRORS.RECEIVING_ACCOUNT_ALREADY_REWARDED.code,
      )
    })

    it('pays one of two players racing with the same new account number', async () => {
      const racers = await Promise.all([player(), player()])
      for (const racer of racers) await saveAccount(racer.userId, '09170000202')
      const answers = await Promise.all(
        racers.map((racer) => t.call('bankBonusReceive', {}, { token: racer.token })),
      )
      expect(answers.map((answer) => answer.errcode).sort()).toEqual(
        [0, ERRORS.RECEIVING_ACCOUNT_ALREADY_REWARDED.code].sort(),
      )
    })
  })

  describe('follow rewards', () => {
    it('lists the channels to guests and pays each channel once to a player', async () => {
      const guest = await t.call('followRewardsUser', {}, {})
      expect(guest.errcode).toBe(0)
      expect(guest.data.channels.map((channel) => [channel.id, channel.claimed])).toEqual(
        DEFAULT_PROMOTIONS.follow.map((channel) => [channel.id, false]),
      )
      const { token, userId } = await player()
      const claims = await Promise.all([
        t.call('followRewardsReceive', { channelId: 'facebook' }, { token }),
        t.call('followRewardsReceive', { channelId: 'facebook' }, { token }),
        t.call('followRewardsReceive', { channelId: 'tiktok' }, { token }),
      ])
      expect(claims.map((answer) => answer.errcode).sort((x, y) => x - y)).toEqual([
        0,
        0,
        ERRORS.REWARD_ALREADY_CLAIMED.code,
      ])
      expect(await points(userId)).toBe(40)
      const status = await t.call('followRewardsUser', {}, { token })
      expect(status.data.channels.filter((channel) => channel.claimed).map((channel) => channel.id)).toEqual([
        'facebook',
        'tiktok',
      ])
    })

    it('refuses an unknown channel, a malformed one and a guest', async () => {
      const { token, userId } = await player()
      expect((await t.call('followRewardsReceive', { channelId: 'myspace' }, { token })).errcode).toBe(
        ERRORS.NOT_FOUND.code,
      )
      expect((await t.call('followRewardsReceive', { channelId: '' }, { token })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
      expect((await t.call('followRewardsReceive', { channelId: 'facebook' }, {})).errcode).toBe(
        ERRORS.SIGNED_OUT.code,
      )
      expect(await points(userId)).toBe(0)
    })
  })

  describe('growth fund', () => {
    it('unlocks milestones by total deposits and pays each once', async () => {
      const { token, userId } = await player({ deposit: 2_500_00 })
      const status = await t.call('fundUser', {}, { token })
      expect(status.data.totalRecharge).toBe(2_500_00)
      expect(status.data.milestones.map((step) => step.state)).toEqual([
        'claimable',
        'claimable',
        'locked',
        'locked',
        'locked',
        'locked',
      ])
      expect((await t.call('activityGetStatusList', {}, { token })).data.fundAwardFlag).toBe(true)

      const claims = await Promise.all([
        t.call('receiveAddupAwardById', { id: 2 }, { token }),
        t.call('receiveAddupAwardById', { id: 2 }, { token }),
      ])
      expect(claims.map((answer) => answer.errcode).sort()).toEqual([0, ERRORS.REWARD_ALREADY_CLAIMED.code])
      expect(claims.find((answer) => answer.errcode === 0)?.data).toEqual({
        items: [{ id: AWARD_ITEM.coin, count: 20_00 }],
        heldCoins: 0,
      })
      expect((await t.call('receiveAddupAwardById', { id: 3 }, { token })).errcode).toBe(
        ERRORS.FUND_MILESTONE_NOT_REACHED.code,
      )
      expect((await t.call('receiveAddupAwardById', { id: 42 }, { token })).errcode).toBe(
        ERRORS.NOT_FOUND.code,
      )
      expect((await t.call('receiveAddupAwardById', { id: 0 }, { token })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
      expect((await t.call('receiveAddupAwardById', { id: 1 }, { token })).errcode).toBe(0)
      expect((await t.call('activityGetStatusList', {}, { token })).data.fundAwardFlag).toBe(false)

      // Depositing more opens the next one.
      await fundPlayer(t.database.db, userId, 2_500_00, `promo-more-${userId}`)
      const after = await t.call('fundUser', {}, { token })
      expect(after.data.milestones.map((step) => step.state).slice(0, 3)).toEqual([
        'claimed',
        'claimed',
        'claimable',
      ])
    })

    it('refuses signed-out callers on every player call', async () => {
      for (const name of [
        'signUpBonusUser',
        'signUpBonusReceive',
        'bankBonusUser',
        'bankBonusReceive',
        'fundUser',
      ] as const)
        expect((await t.call(name, {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
      expect((await t.call('receiveAddupAwardById', { id: 1 }, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    })
  })

  describe('slots tournament', () => {
    async function stake(userId: number, day: string, amount: number, gameType = 'slots') {
      await t.database.db.insert(turnoverDays).values({ userId, day, gameType, stake: amount, bets: 1 })
    }

    it('ranks this week’s slots turnover, ties sharing a place, and pays last week’s prizes once', async () => {
      await writePromotion(t.database.db, 'tournament', {
        gameType: 'slots',
        minStake: 100_00,
        prizes: [
          { fromRank: 1, toRank: 1, award: [{ id: AWARD_ITEM.coin, count: 1_000_00 }] },
          { fromRank: 2, toRank: 3, award: [{ id: AWARD_ITEM.coin, count: 100_00 }] },
        ],
      })
      const week = manilaWeekStart(new Date())
      const lastWeek = addDays(week, -7)
      const ana = await player({ nickname: 'Ana Santos' })
      const ben = await player({ nickname: 'Benjie' })
      const cora = await player({ nickname: 'Cora' })
      const dodong = await player({ nickname: 'Dodong' })
      await stake(ana.userId, week, 5_000_00)
      await stake(ana.userId, week, 9_999_00, 'fishing') // Another game type never counts.
      await stake(ben.userId, addDays(week, 1), 3_000_00)
      await stake(cora.userId, week, 3_000_00)
      // Last week: Ben first, Cora and Dodong tied second, Ana under the minimum.
      await stake(ben.userId, lastWeek, 8_000_00)
      await stake(cora.userId, addDays(lastWeek, 6), 2_000_00)
      await stake(dodong.userId, addDays(lastWeek, 3), 2_000_00)
      await stake(ana.userId, addDays(lastWeek, 2), 99_00)

      const answer = await t.call('slotsTournament', {}, { token: ben.token })
      expect(answer.errcode).toBe(0)
      const mine = answer.data.list.filter((row) => ['An***', 'Be***', 'Co***'].includes(row.nickname))
      expect(mine.map((row) => [row.rank, row.nickname, row.stake])).toEqual([
        [1, 'An***', 5_000_00],
        [2, 'Be***', 3_000_00],
        [2, 'Co***', 3_000_00],
      ])
      expect(answer.data.me).toEqual({ rank: 2, stake: 3_000_00 })
      expect(answer.data.week).toBe(week)
      expect(
        answer.data.lastWeek.winners.map((row) => [row.rank, row.nickname, row.award[0]?.count]),
      ).toEqual([
        [1, 'Be***', 1_000_00],
        [2, 'Co***', 100_00],
        [2, 'Do***', 100_00],
      ])
      const guest = await t.call('slotsTournament', {}, {})
      expect(guest.data.me).toBeNull()
      const newcomer = await player()
      expect((await t.call('slotsTournament', {}, { token: newcomer.token })).data.me).toEqual({
        rank: null,
        stake: 0,
      })

      const first = await settleSlotsTournament(t.database.db, new Date())
      expect(first).toEqual({ week: lastWeek, paid: 3, alreadyPaid: 0, changed: 0 })
      const again = await settleSlotsTournament(t.database.db, new Date())
      expect(again).toEqual({ week: lastWeek, paid: 0, alreadyPaid: 3, changed: 0 })
      const paid = await queryRows(
        t.database.db,
        sql`select user_id from award_grants where key like ${`award:activity:%:slotshack-${lastWeek}`} order by user_id`,
      )
      expect(paid.map((row) => Number(row.user_id))).toEqual(
        [ben.userId, cora.userId, dodong.userId].sort((x, y) => x - y),
      )
      // This week cannot be settled before it ends.
      await expect(settleSlotsTournament(t.database.db, new Date(), week)).rejects.toThrow(/not ended/)

      // A week later this week's standings are last week's.
      const later = createSlotsTournamentService({
        db: t.database.db,
        now: () => new Date(Date.now() + 7 * DAY_MS),
      })
      expect((await later.standing(ana.userId)).lastWeek.winners[0]).toMatchObject({
        rank: 1,
        nickname: 'An***',
      })
      await writePromotion(t.database.db, 'tournament', DEFAULT_PROMOTIONS.tournament)
    })
  })

  describe('operator commands', () => {
    it('shows the promotions and refuses invalid settings', async () => {
      const lines: string[] = []
      const print = (line: string) => void lines.push(line)
      expect(await runAdminCommand(t.services, ['promotions:set', 'fund'], print)).toBe(true)
      expect(lines.join('\n')).toContain('"deposit":50000')
      lines.length = 0
      expect(await runAdminCommand(t.services, ['promotions:set', 'nonsense'], print)).toBe(false)
      expect(lines.join('\n')).toContain('promotions:set')
      await expect(
        writePromotion(t.database.db, 'fund', [
          { id: 1, deposit: 500_00, award: [{ id: AWARD_ITEM.coin, count: 1 }] },
          { id: 2, deposit: 100_00, award: [{ id: AWARD_ITEM.coin, count: 1 }] },
        ]),
      ).rejects.toThrow(/go up/)
      await expect(
        writePromotion(t.database.db, 'tournament', {
          gameType: 'slots',
          minStake: 0,
          prizes: [{ fromRank: 2, toRank: 3, award: [{ id: AWARD_ITEM.coin, count: 1 }] }],
        }),
      ).rejects.toThrow(/without gaps/)
    })
  })
})
