import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { projectTurnover, projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { wageringLeft } from '../src/modules/wallet/wagering.service.ts'
import { gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { endAccountHolds, fundPlayer, requestId, setWithdrawalSettings } from './helpers/wallet.ts'

/**
 * One wagering figure (docs/decisions/106-one-wagering-figure.md): every requirement is a row, only
 * the turnover projector counts stakes towards them, and wagering_left() is what the withdrawal gate,
 * the wallet and withdraw pages and the bonus records all read. The bet does no reward work, and the
 * projector's lag only makes the gate stricter.
 */
describe('the withdrawal gate’s wagering figure', () => {
  let t: TestApp
  let slots: number
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
    await setWithdrawalSettings(t.database.db, { dailyCount: 1_000 })
    slots = await gameIdOf(t.database.db, 'panalo-fortune')
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))
  const db = () => t.database.db

  /** A signed-in player with `coins` deposited under a requirement of `requirement`, ready to withdraw. */
  async function player(coins: number, requirement: number) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    await fundPlayer(db(), userId, coins, `gate:${userId}`, requirement)
    expect(
      (await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token: session.token }))
        .errcode,
    ).toBe(0)
    await endAccountHolds(db(), userId)
    return { token: session.token, userId }
  }

  async function bet(userId: number, amount: number) {
    const placed = { transactionId: `gate-bet-${++seq}`, roundId: `gate-round-${seq}` }
    const answer = await t.services.providerWallet.bet({
      providerId: 'originals',
      userId,
      ...placed,
      gameId: slots,
      amount,
    })
    expect(answer.status).toBe('OK')
    return placed
  }

  async function rollBack(userId: number, placed: { transactionId: string; roundId: string }) {
    const answer = await t.services.providerWallet.rollback({
      providerId: 'originals',
      userId,
      transactionId: `gate-rollback-${++seq}`,
      roundId: placed.roundId,
      gameId: slots,
      referenceTransactionId: placed.transactionId,
    })
    expect(answer.status).toBe('OK')
  }

  const withdraw = (token: string, amount = 100_00) =>
    t.call('exchange', { requestId: requestId('gate'), bankId: 1, amount }, { token })

  /** The figure on every page that shows it: user info, the withdraw panel, the bonus records. */
  async function shown(token: string) {
    const [info, panel, bonuses] = [
      await t.call('refreshData', {}, { token }),
      await t.call('getExchange', {}, { token }),
      await t.call('bonusWageringList', {}, { token }),
    ]
    return { info: info.data.bet, panel: panel.data.bet, bonuses: bonuses.data.bet }
  }

  /** What reward work a bet could have done: the requirement rows and the bonuses' progress. */
  const rewardRows = (userId: number) =>
    queryRows(
      db(),
      sql`select 'r' as t, id, wagered, completed_at from wagering_requirements where user_id = ${userId}
          union all
          select 'b', id, wagered, completed_at from bonus_grants where user_id = ${userId} order by 1, 2`,
    )

  it('counts a deposit’s requirement only once the projector has read the bets; every page shows the gate’s figure', async () => {
    const { token, userId } = await player(1_000_00, 300_00)
    expect(await shown(token)).toEqual({ info: 300_00, panel: 300_00, bonuses: 300_00 })
    expect((await withdraw(token)).errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)

    const before = await rewardRows(userId)
    for (let i = 0; i < 3; i++) await bet(userId, 100_00)
    // The bet did no reward work: the rows are as they were, and the gate still waits.
    expect(await rewardRows(userId)).toEqual(before)
    expect(await shown(token)).toEqual({ info: 300_00, panel: 300_00, bonuses: 300_00 })
    const early = await withdraw(token)
    expect(early.errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)

    await projectTurnoverFully(db())
    expect(await shown(token)).toEqual({ info: 0, panel: 0, bonuses: 0 })
    expect((await withdraw(token)).errcode).toBe(0)
  })

  it('takes stakes oldest requirement first, a deposit and a bonus alike, each to its end', async () => {
    const { token, userId } = await player(1_000_00, 100_00)
    // A task bonus: 3 × ₱50.
    await inTransaction(db(), (tx) =>
      grantAwards(tx, {
        source: 'task',
        key: `gate-bonus-${userId}`,
        userId,
        items: [{ id: AWARD_ITEM.coin, count: 50_00 }],
      }),
    )
    expect(await wageringLeft(db(), userId)).toBe(250_00)
    await bet(userId, 120_00)
    await projectTurnoverFully(db())
    const [requirement] = await queryRows(
      db(),
      sql`select wagered, completed_at is not null as met from wagering_requirements where user_id = ${userId}`,
    )
    expect(requirement).toEqual({ wagered: 100_00, met: true })
    const list = await t.call('bonusWageringList', {}, { token })
    expect(list.data.list).toMatchObject([{ state: 'active', requirement: 150_00, wagered: 20_00 }])
    expect(list.data.bet).toBe(130_00)
    await bet(userId, 200_00)
    await projectTurnoverFully(db())
    expect((await t.call('bonusWageringList', {}, { token })).data).toMatchObject({
      list: [{ state: 'completed', wagered: 150_00 }],
      bet: 0,
    })
  })

  it('counts a rollback the projector has not read yet at once: lag only makes the gate stricter', async () => {
    const { token, userId } = await player(1_000_00, 200_00)
    const first = await bet(userId, 100_00)
    await bet(userId, 100_00)
    await projectTurnoverFully(db())
    expect(await wageringLeft(db(), userId)).toBe(0)

    await rollBack(userId, first)
    // Not projected yet, and the gate already waits for the ₱100 the rollback gave back.
    expect(await shown(token)).toEqual({ info: 100_00, panel: 100_00, bonuses: 100_00 })
    expect((await withdraw(token)).errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)
    await projectTurnoverFully(db())
    expect(await wageringLeft(db(), userId)).toBe(100_00)
    const [row] = await queryRows(
      db(),
      sql`select wagered from wagering_requirements where user_id = ${userId}`,
    )
    expect(row).toEqual({ wagered: 100_00 })
  })

  it('reads only the open requirements, and what was counted only for an unread rollback: the same figure as summing all (decision 117)', async () => {
    // Decision 106's statement, which summed every requirement the player ever had.
    const summedWhole = async (userId: number) =>
      Number(
        (
          await queryRows(
            db(),
            sql`with b as (select coalesce(sum(requirement - wagered) filter (where state = 'active'), 0) as open,
                                  coalesce(sum(wagered), 0) as counted
                             from bonus_grants where user_id = ${userId} and state in ('active', 'completed')),
                     o as (select coalesce(sum(requirement - wagered), 0) as open, coalesce(sum(wagered), 0) as counted
                             from wagering_requirements where user_id = ${userId}),
                     u as (select coalesce(sum(p.amount), 0) as stake
                             from ledger_accounts a
                                  join ledger_postings p on p.account_id = a.id and p.shard is null
                                       and p.journal_id > coalesce((select last_journal_id from projector_cursors
                                                                     where name = 'turnover'), 0)
                                  join ledger_journals j on j.id = p.journal_id and j.kind = 'bet_rollback'
                                       and j.status = 'posted'
                            where a.owner_user_id = ${userId} and a.holder = 'player' and a.kind = 'coin')
                select (b.open + o.open + least(greatest(u.stake, 0), b.counted + o.counted))::bigint as left
                  from b, o, u`,
          )
        )[0]?.left,
      )
    const { userId } = await player(1_000_00, 150_00)
    await fundPlayer(db(), userId, 100_00, `gate-second:${userId}`, 80_00)
    const seen: number[] = []
    const check = async () => {
      const figure = await wageringLeft(db(), userId)
      expect(figure).toBe(await summedWhole(userId))
      seen.push(figure)
    }
    await check()
    const first = await bet(userId, 100_00)
    const second = await bet(userId, 100_00)
    await check()
    await projectTurnoverFully(db())
    await check()
    // The first requirement met, the second part-way; then a rollback unread, then one more.
    await rollBack(userId, first)
    await check()
    await rollBack(userId, second)
    await check()
    await projectTurnoverFully(db())
    await check()
    expect(seen).toEqual([230_00, 230_00, 30_00, 130_00, 230_00, 230_00])
  })

  it('counts only stakes placed after the credit, and never another player’s', async () => {
    const { userId } = await player(1_000_00, 0)
    await bet(userId, 100_00)
    const other = await player(1_000_00, 0)
    await fundPlayer(db(), userId, 100_00, `gate-late:${userId}`, 100_00)
    await bet(other.userId, 500_00)
    await projectTurnoverFully(db())
    // The ₱100 bet came before the requirement, the other player's after it: neither counts.
    expect(await wageringLeft(db(), userId)).toBe(100_00)
    expect(await wageringLeft(db(), other.userId)).toBe(0)
  })

  it('signed out, the gate and the panel answer SIGNED_OUT and change nothing', async () => {
    expect((await t.call('getExchange', {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect(
      (await t.call('exchange', { requestId: requestId('gate'), bankId: 1, amount: 100_00 })).errcode,
    ).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('bonusWageringList', {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('the bet’s SQL writes no wagering and no reward rows', () => {
    const functions = path.join(import.meta.dirname, '../src/db/functions')
    for (const file of [
      'provider_wallet_write_bets.sql',
      'provider_wallet_place_bets.sql',
      'rg_record_stakes.sql',
    ]) {
      const text = readFileSync(path.join(functions, file), 'utf8')
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
      expect(text, file).not.toMatch(/wagering|bonus_grants|wallet_players|award_grants/i)
    }
  })

  describe.skipIf(!TEST_DATABASE_URL)('racing on PostgreSQL', () => {
    it('bets racing withdrawals and projector steps never let one through before the requirement is met', async () => {
      const { token, userId } = await player(2_000_00, 1_000_00)
      const before = await rewardRows(userId)
      // Nine of the ten bets the requirement needs, all at once, with withdrawals and projector steps.
      const results = await Promise.all([
        ...Array.from({ length: 9 }, () => bet(userId, 100_00).then(() => 'bet')),
        ...Array.from({ length: 12 }, () => withdraw(token).then((answer) => answer.errcode)),
        ...Array.from({ length: 4 }, () => projectTurnover(db()).then(() => 'step')),
      ])
      const refusals = results.filter((result) => typeof result === 'number')
      expect(refusals).toEqual(Array(12).fill(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code))
      expect(before.length).toBe(1)

      // The tenth bet: still refused until the projector has read it, then let through once.
      await bet(userId, 100_00)
      expect((await withdraw(token)).errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)
      await projectTurnoverFully(db())
      expect(await wageringLeft(db(), userId)).toBe(0)
      expect((await withdraw(token)).errcode).toBe(0)
    })

    it('no withdrawal started after a rollback has answered gets through, projected or not', async () => {
      const { token, userId } = await player(2_000_00, 500_00)
      const bets: Awaited<ReturnType<typeof bet>>[] = []
      for (let i = 0; i < 5; i++) bets.push(await bet(userId, 100_00))
      await projectTurnoverFully(db())
      expect(await wageringLeft(db(), userId)).toBe(0)

      let rolledBackAt = Number.POSITIVE_INFINITY
      const attempts: { startedAt: number; errcode: number }[] = []
      await Promise.all([
        (async () => {
          await rollBack(userId, bets[0] ?? { transactionId: '', roundId: '' })
          rolledBackAt = performance.now()
        })(),
        ...Array.from({ length: 16 }, async (_, i) => {
          // Spread over the rollback's time, each through the gate's HTTP call.
          await new Promise((resolve) => setTimeout(resolve, i * 5))
          const startedAt = performance.now()
          attempts.push({ startedAt, errcode: (await withdraw(token)).errcode })
        }),
        projectTurnover(db()),
      ])
      for (const attempt of attempts.filter((candidate) => candidate.startedAt > rolledBackAt))
        expect(attempt.errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)
      // Whatever got through before the rollback came took its coins to the hold; the figure now waits.
      expect(await wageringLeft(db(), userId)).toBe(100_00)
      await projectTurnoverFully(db())
      expect(await wageringLeft(db(), userId)).toBe(100_00)
      expect((await withdraw(token)).errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)
    })
  })
})
