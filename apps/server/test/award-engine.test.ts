import { AWARD_ITEM } from '@panalo/contract/award-items'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import { HOUSE } from '../src/modules/ledger/ledger-accounts.types.ts'
import * as ledger from '../src/modules/ledger/ledger.service.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { grantAwards, type GrantRequest } from '../src/modules/rewards/award-engine.service.ts'
import { creditHeldBonuses } from '../src/modules/rewards/bonus-grants.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { recordDepositCredited, walletFigures } from '../src/modules/wallet/wallet-players.service.ts'
import { AppError } from '../src/platform/app-error.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { expectLedgerConsistent, queryRows, settle } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'
import { fundPlayer } from './helpers/wallet.ts'

/** The award engine (decisions 024, 025): items as ledger assets, one grant per key. */
describe('the award engine', () => {
  let database: TestDatabase
  let seq = 0
  const key = () => `test-${++seq}`

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 24 })
    await seedDatabase(database.db)
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  const grant = (request: GrantRequest) => inTransaction(database.db, (tx) => grantAwards(tx, request))

  async function depositedPlayer() {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, 10_000, `award-${userId}`)
    return userId
  }

  async function itemBalance(userId: number, kind: string) {
    const rows = await queryRows(
      database.db,
      sql`select b.balance::bigint as balance from ledger_accounts a
            join ledger_player_balances b on b.account_id = a.id
           where a.holder = 'player' and a.owner_user_id = ${userId} and a.kind = ${kind}`,
    )
    return Number(rows[0]?.balance ?? 0)
  }

  it('moves every kind of item to its own account in one journal, and records the grant', async () => {
    const userId = await depositedPlayer()
    const granted = await grant({
      source: 'vip',
      key: 'level-2',
      userId,
      items: [
        { id: AWARD_ITEM.diamond, count: 3 },
        { id: AWARD_ITEM.coin, count: 5_000 },
        { id: AWARD_ITEM.points, count: 120 },
        { id: AWARD_ITEM.liveness, count: 10 },
        { id: 1001, count: 2 },
        { id: 110003, count: 1 },
        { id: AWARD_ITEM.jackpotMega, count: 1 },
      ],
    })
    expect(granted).toMatchObject({ key: `award:vip:${userId}:level-2`, replayed: false, heldCoins: 0 })
    expect(granted.items.map((item) => item.id)).toEqual([1001, 2001, 2002, 4001, 50001, 60001, 110003])
    expect((await playerBalances(database.db, userId)).coin).toBe(15_000)
    expect(Object.fromEntries(await awardBalances(database.db, userId))).toEqual({
      1001: 2,
      2002: 120,
      4001: 10,
      50001: 1,
      60001: 3,
      110003: 1,
    })
    expect(await itemBalance(userId, 'item:1001')).toBe(2)

    const journals = await queryRows(
      database.db,
      sql`select j.kind, count(p.leg)::int as legs from ledger_journals j join ledger_postings p on p.journal_id = j.id
           where j.id = ${granted.journalId} group by j.kind`,
    )
    // 7 player legs; houses: promotions (PHP), awards:point, awards:liveness, awards:diamond, awards:item.
    expect(journals).toEqual([{ kind: 'award', legs: 12 }])
    const [row] = await queryRows(
      database.db,
      sql`select source, journal_id::bigint as journal, reason from award_grants where id = ${granted.grantId}`,
    )
    expect(row).toEqual({ source: 'vip', journal: granted.journalId, reason: null })
  })

  it('answers a replayed key with the first grant and moves nothing', async () => {
    const userId = await depositedPlayer()
    const request: GrantRequest = {
      source: 'task',
      key: 'daily-2026-11-26',
      userId,
      items: [{ id: AWARD_ITEM.points, count: 50 }],
    }
    const first = await grant(request)
    const again = await grant(request)
    expect(again).toMatchObject({ grantId: first.grantId, journalId: first.journalId, replayed: true })
    expect((await awardBalances(database.db, userId)).get(AWARD_ITEM.points)).toBe(50)
    await expect(grant({ ...request, items: [{ id: AWARD_ITEM.points, count: 51 }] })).rejects.toMatchObject({
      errorName: 'CONFLICT',
    })
  })

  it('answers a replay of a held grant with its own held coins, among other held bonuses', async () => {
    // A player with no deposit: every free coin grant is held (decision 025).
    const userId = await insertPlayer(database.db)
    const coins = (count: number) => [{ id: AWARD_ITEM.coin, count }]
    await grant({ source: 'task', key: 'held-a', userId, items: coins(1_00) })
    const second = await grant({ source: 'task', key: 'held-b', userId, items: coins(2_00) })
    await grant({ source: 'task', key: 'held-c', userId, items: coins(3_00) })
    expect(second.heldCoins).toBe(2_00)
    const again = await grant({ source: 'task', key: 'held-b', userId, items: coins(2_00) })
    expect(again).toMatchObject({ grantId: second.grantId, replayed: true, heldCoins: 2_00 })
  })

  it('refuses bad items with a clear error and grants nothing', async () => {
    const userId = await depositedPlayer()
    const bad: GrantRequest['items'][] = [
      [],
      [{ id: AWARD_ITEM.points, count: -5 }],
      [{ id: AWARD_ITEM.points, count: 1.5 }],
      [{ id: AWARD_ITEM.points, count: 0 }],
      [{ id: 999, count: 1 }],
      [
        { id: AWARD_ITEM.points, count: 1 },
        { id: AWARD_ITEM.points, count: 2 },
      ],
    ]
    for (const items of bad) {
      const error = await grant({ source: 'task', key: key(), userId, items }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ errorName: 'VALIDATION' })
    }
    await expect(
      grant({ source: 'operator', key: key(), userId, items: [{ id: AWARD_ITEM.points, count: 1 }] }),
    ).rejects.toMatchObject({ errorName: 'VALIDATION' })
    const [count] = await queryRows(
      database.db,
      sql`select count(*)::int as n from award_grants where user_id = ${userId}`,
    )
    expect(count).toEqual({ n: 0 })
    expect((await awardBalances(database.db, userId)).get(AWARD_ITEM.points)).toBeUndefined()
  })

  it('takes a spend in the grant’s own journal, or refuses the whole grant', async () => {
    const userId = await depositedPlayer()
    await grant({ source: 'vip', key: key(), userId, items: [{ id: AWARD_ITEM.points, count: 300 }] })
    const spendKey = key()
    const bought = await grant({
      source: 'points',
      key: spendKey,
      userId,
      items: [{ id: AWARD_ITEM.coin, count: 2_000 }],
      spend: [{ id: AWARD_ITEM.points, count: 200 }],
    })
    const legs = await queryRows(
      database.db,
      sql`select a.holder, a.kind, a.asset, sum(p.amount)::bigint as amount from ledger_postings p
            join ledger_accounts a on a.id = p.account_id
           where p.journal_id = ${bought.journalId} group by a.holder, a.kind, a.asset order by a.asset, a.holder`,
    )
    expect(legs).toEqual([
      { holder: 'house', kind: 'promotions', asset: 'PHP', amount: -2_000 },
      { holder: 'player', kind: 'coin', asset: 'PHP', amount: 2_000 },
      { holder: 'house', kind: 'awards', asset: 'POINT', amount: 200 },
      { holder: 'player', kind: 'points', asset: 'POINT', amount: -200 },
    ])
    // More than the balance: the ledger refuses, and the caller's transaction takes the grant row back.
    await expect(
      grant({
        source: 'points',
        key: key(),
        userId,
        items: [{ id: AWARD_ITEM.coin, count: 2_000 }],
        spend: [{ id: AWARD_ITEM.points, count: 200 }],
      }),
    ).rejects.toMatchObject({ errorName: 'INSUFFICIENT_BALANCE' })
    // Coins are never spent, and an item is not both spent and given.
    for (const spend of [[{ id: AWARD_ITEM.coin, count: 1 }], [{ id: AWARD_ITEM.points, count: 1 }]])
      await expect(
        grant({ source: 'points', key: key(), userId, items: [{ id: AWARD_ITEM.points, count: 1 }], spend }),
      ).rejects.toMatchObject({ errorName: 'VALIDATION' })
    const [count] = await queryRows(
      database.db,
      sql`select count(*)::int as n from award_grants where user_id = ${userId} and source = 'points'`,
    )
    expect(count).toEqual({ n: 1 })
    expect((await awardBalances(database.db, userId)).get(AWARD_ITEM.points)).toBe(100)
  })

  it('opens a bonus with the wagering of its source for granted coins', async () => {
    const userId = await depositedPlayer()
    await grant({ source: 'sign-in', key: 'day-1', userId, items: [{ id: AWARD_ITEM.coin, count: 2_000 }] })
    const [bonus] = await queryRows(
      database.db,
      sql`select state, amount::bigint as amount, multiple, requirement::bigint as requirement,
                 expires_at is not null as expires from bonus_grants where user_id = ${userId}`,
    )
    expect(bonus).toEqual({ state: 'active', amount: 2_000, multiple: 5, requirement: 10_000, expires: true })
    const figures = await walletFigures(database.db, userId)
    expect(figures).toMatchObject({ coin: 12_000, bet: 10_000, exchange: 0 })
  })

  it('holds a free bonus before the first deposit and credits it with that deposit', async () => {
    const userId = await insertPlayer(database.db)
    const held = await grant({
      source: 'task',
      key: 'welcome',
      userId,
      items: [
        { id: AWARD_ITEM.coin, count: 1_000 },
        { id: AWARD_ITEM.points, count: 5 },
      ],
    })
    expect(held.heldCoins).toBe(1_000)
    expect((await playerBalances(database.db, userId)).coin).toBe(0)
    expect((await awardBalances(database.db, userId)).get(AWARD_ITEM.points)).toBe(5)
    expect(await walletFigures(database.db, userId)).toMatchObject({ bet: 0 })

    await fundPlayer(database.db, userId, 10_000, `first-${userId}`)
    await inTransaction(database.db, (tx) => creditHeldBonuses(tx, userId))
    expect(await walletFigures(database.db, userId)).toMatchObject({ coin: 11_000, bet: 3_000 })
    const [bonus] = await queryRows(
      database.db,
      sql`select state from bonus_grants where user_id = ${userId}`,
    )
    expect(bonus).toEqual({ state: 'active' })
    // Credited once: a second deposit finds nothing held.
    expect(await inTransaction(database.db, (tx) => creditHeldBonuses(tx, userId))).toBe(0)
  })

  it('an operator grant is never held, and keeps who and why', async () => {
    const userId = await insertPlayer(database.db)
    const granted = await grant({
      source: 'operator',
      key: 'goodwill-1',
      userId,
      items: [{ id: AWARD_ITEM.coin, count: 500 }],
      reason: 'Game outage on 25 Nov',
      by: 'cli:ops',
    })
    expect(granted.heldCoins).toBe(0)
    const [row] = await queryRows(
      database.db,
      sql`select g.reason, g.granted_by, j.metadata ->> 'reason' as journal_reason
            from award_grants g join ledger_journals j on j.id = g.journal_id where g.id = ${granted.grantId}`,
    )
    expect(row).toEqual({
      reason: 'Game outage on 25 Nov',
      granted_by: 'cli:ops',
      journal_reason: 'Game outage on 25 Nov',
    })
  })

  it.runIf(TEST_DATABASE_URL)('grants once when 20 grants of one key race', async () => {
    const userId = await depositedPlayer()
    const request: GrantRequest = {
      source: 'vip',
      key: 'daily-race',
      userId,
      items: [
        { id: AWARD_ITEM.coin, count: 700 },
        { id: AWARD_ITEM.points, count: 7 },
      ],
    }
    const { ok, failed } = await settle(Array.from({ length: 20 }, () => grant(request)))
    expect(failed).toEqual([])
    expect(ok.filter((answer) => !answer.replayed)).toHaveLength(1)
    expect(new Set(ok.map((answer) => answer.grantId)).size).toBe(1)
    expect((await playerBalances(database.db, userId)).coin).toBe(10_700)
    expect((await awardBalances(database.db, userId)).get(AWARD_ITEM.points)).toBe(7)
    const [bonuses] = await queryRows(
      database.db,
      sql`select count(*)::int as n from bonus_grants where user_id = ${userId}`,
    )
    expect(bonuses).toEqual({ n: 1 })
  })

  it.runIf(TEST_DATABASE_URL)('never leaves a free bonus held when it races the first deposit', async () => {
    for (let round = 0; round < 5; round++) {
      const userId = await insertPlayer(database.db)
      await Promise.all([
        grant({ source: 'task', key: 'race', userId, items: [{ id: AWARD_ITEM.coin, count: 100 }] }),
        // What a credited deposit does (app.ts wraps the deposits' recordDepositCredited the same way).
        inTransaction(database.db, async (tx) => {
          const journal = await ledger.post(tx, {
            idempotencyKey: `race-deposit:${userId}`,
            kind: 'deposit',
            postings: [
              { account: { userId, kind: 'coin' }, amount: 5_000 },
              { account: { house: HOUSE.gateway('sandbox'), asset: 'PHP' }, amount: -5_000 },
            ],
          })
          await recordDepositCredited(tx, {
            userId,
            depositId: `race:${userId}`,
            journalId: journal.journalId,
            amount: 5_000,
            rechargeTypeId: null,
            wageringRequirement: 0,
          })
          await creditHeldBonuses(tx, userId)
        }),
      ])
      const [bonus] = await queryRows(
        database.db,
        sql`select state from bonus_grants where user_id = ${userId}`,
      )
      expect(bonus).toEqual({ state: 'active' })
      expect((await playerBalances(database.db, userId)).coin).toBe(5_100)
    }
  })
})
