import { AWARD_ITEM } from '@panalo/contract/award-items'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { bonusGrants } from '../src/db/schema/rewards.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { houseBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { expireBonuses } from '../src/modules/rewards/bonus-expiry.service.ts'
import { projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { wageringLeft } from '../src/modules/wallet/wagering.service.ts'
import { gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows, settle } from './helpers/ledger.ts'
import { insertPlayer, registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { fundPlayer } from './helpers/wallet.ts'

const DAY_MS = 86_400_000
/** Past every default expiry (task bonuses: 14 days). */
const LATER = () => new Date(Date.now() + 15 * DAY_MS)

/**
 * Bonus expiry (decision 025): an active bonus past its expiry is expired, the share of its coins its
 * unmet wagering stands for goes back to promotions (never more than the player holds), and what it
 * still required leaves the turnover; held and completed bonuses are left alone; a second run
 * changes nothing.
 */
describe('bonus expiry', () => {
  let t: TestApp
  let slots: number
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
    slots = await gameIdOf(t.database.db, 'panalo-fortune')
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  const db = () => t.database.db

  async function funded(amount: number) {
    const userId = await insertPlayer(db())
    await fundPlayer(db(), userId, amount, `expiry-${userId}`)
    return userId
  }

  /** A task bonus (3×): requirement 3 × amount, 14 days to wager it. */
  function taskBonus(userId: number, amount: number) {
    return inTransaction(db(), (tx) =>
      grantAwards(tx, {
        source: 'task',
        key: `expiry-${++seq}`,
        userId,
        items: [{ id: AWARD_ITEM.coin, count: amount }],
      }),
    )
  }

  async function bet(userId: number, amount: number) {
    const answer = await t.services.providerWallet.bet({
      providerId: 'originals',
      userId,
      transactionId: `expiry-bet-${++seq}`,
      roundId: `expiry-round-${seq}`,
      gameId: slots,
      amount,
    })
    return answer.status
  }

  async function bonusOf(grantId: number) {
    const [row] = await db().select().from(bonusGrants).where(eq(bonusGrants.grantId, grantId))
    if (!row) throw new Error('no bonus')
    return row
  }

  it('takes back the unwagered share and the turnover it still required, once', async () => {
    const userId = await funded(1_000_00)
    const grant = await taskBonus(userId, 100_00)
    expect(await bet(userId, 60_00)).toBe('OK')
    await projectTurnoverFully(db())
    expect((await bonusOf(grant.grantId)).wagered).toBe(60_00)
    const promotions = await houseBalance(db(), 'promotions', 'PHP')
    const turnoverLeft = await wageringLeft(db(), userId)

    // Not due yet: nothing happens.
    expect(await expireBonuses(db(), new Date())).toMatchObject({ expired: 0 })
    expect((await bonusOf(grant.grantId)).state).toBe('active')

    const summary = await expireBonuses(db(), LATER())
    expect(summary.expired).toBeGreaterThanOrEqual(1)
    // 240 of 300 still to wager: 80 % of the ₱100.
    expect((await bonusOf(grant.grantId)).state).toBe('expired')
    expect((await playerBalances(db(), userId)).coin).toBe(1_000_00 + 100_00 - 60_00 - 80_00)
    expect(await houseBalance(db(), 'promotions', 'PHP')).toBe((promotions ?? 0) + 80_00)
    expect(await wageringLeft(db(), userId)).toBe(Math.max(0, turnoverLeft - 240_00))

    // Again: nothing more moves.
    await expireBonuses(db(), LATER())
    expect((await playerBalances(db(), userId)).coin).toBe(1_000_00 + 100_00 - 60_00 - 80_00)
  })

  it('never takes more than the player holds', async () => {
    const userId = await funded(10_00)
    const grant = await taskBonus(userId, 100_00)
    expect(await bet(userId, 105_00)).toBe('OK')
    await expireBonuses(db(), LATER())
    expect((await bonusOf(grant.grantId)).state).toBe('expired')
    expect((await playerBalances(db(), userId)).coin).toBe(0)
    expect(await wageringLeft(db(), userId)).toBe(0)
  })

  it('leaves held and completed bonuses alone', async () => {
    const unfunded = await insertPlayer(db())
    const held = await taskBonus(unfunded, 50_00)
    expect(held.heldCoins).toBe(50_00)
    const userId = await funded(1_000_00)
    const done = await taskBonus(userId, 10_00)
    expect(await bet(userId, 30_00)).toBe('OK')
    await expireBonuses(db(), LATER())
    expect((await bonusOf(held.grantId)).state).toBe('held')
    expect((await bonusOf(done.grantId)).state).toBe('completed')
    expect((await playerBalances(db(), userId)).coin).toBe(1_000_00 + 10_00 - 30_00)
  })

  it('bonusWageringList shows an expired bonus as expired, with its expiry time', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(db(), user.id, 500_00, `expiry-http-${user.id}`)
    const grant = await taskBonus(user.id, 20_00)
    const before = await t.call('bonusWageringList', {}, { token })
    const shown = before.data.list.find((bonus) => bonus.amount === 20_00)
    expect(shown).toMatchObject({ state: 'active' })
    expect(Date.parse(shown?.expireTime ?? '')).toBeGreaterThan(Date.now() + 13 * DAY_MS)
    await expireBonuses(db(), LATER())
    const after = await t.call('bonusWageringList', {}, { token })
    expect(after.data.list.find((bonus) => bonus.amount === 20_00)).toMatchObject({
      state: 'expired',
      expireTime: shown?.expireTime,
    })
    expect((await bonusOf(grant.grantId)).state).toBe('expired')
  })

  it.skipIf(!TEST_DATABASE_URL)(
    'races bets on PostgreSQL without a negative balance or a lost cent',
    async () => {
      const players = await Promise.all(Array.from({ length: 6 }, () => funded(50_00)))
      const grants = []
      for (const userId of players) grants.push(await taskBonus(userId, 100_00))
      const before = await Promise.all(
        players.map(async (userId) => (await playerBalances(db(), userId)).coin),
      )
      const bets = players.flatMap((userId) => Array.from({ length: 8 }, () => bet(userId, 15_00)))
      const outcome = await settle<unknown>([
        ...bets,
        expireBonuses(db(), LATER()),
        expireBonuses(db(), LATER()),
      ])
      expect(outcome.failed).toEqual([])
      await expireBonuses(db(), LATER())
      for (const grant of grants)
        expect(['expired', 'completed']).toContain((await bonusOf(grant.grantId)).state)
      for (const [index, userId] of players.entries()) {
        const coin = (await playerBalances(db(), userId)).coin
        expect(coin).toBeGreaterThanOrEqual(0)
        // What left the balance is what the bets and the expiry journals took, no more.
        const [row] = await queryRows(
          db(),
          sql`select coalesce(sum(p.amount), 0)::bigint as moved from ledger_postings p
              join ledger_accounts a on a.id = p.account_id
              join ledger_journals j on j.id = p.journal_id
             where a.owner_user_id = ${userId} and a.kind = 'coin' and j.kind in ('bet', 'bonus_expired')`,
        )
        expect(coin).toBe((before[index] ?? 0) + Number(row?.moved ?? 0))
      }
    },
  )
})
