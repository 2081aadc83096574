import pino from 'pino'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { createServices } from '../src/create-services.ts'
import { testConfig } from './helpers/test-app.ts'
import { sqlState, inTransaction } from '../src/db/transaction.ts'
import { checkLedger } from '../src/modules/ledger/ledger-check.ts'
import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  LedgerRequestError,
} from '../src/modules/ledger/ledger-errors.types.ts'
import {
  houseBalance,
  playerBalances,
  postingHistory,
} from '../src/modules/ledger/ledger-balances.service.ts'
import * as ledger from '../src/modules/ledger/ledger.service.ts'
import {
  bet,
  deposit,
  expectLedgerConsistent,
  GATEWAY,
  moveToSafebox,
  openTestHouseAccounts,
  PROMOTIONS,
  PROVIDER,
  queryRows,
  settle,
  win,
} from './helpers/ledger.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

let database: TestDatabase
let nextUser = 1
/** Each test plays with users of its own, so tests share the database without sharing balances. */
const newUser = () => nextUser++

beforeAll(async () => {
  database = await createTestDatabase()
  await openTestHouseAccounts(database.db)
})
afterAll(() => database.close())
afterEach(() => expectLedgerConsistent(database.db))

describe('ledger.post', () => {
  it('opens a player account on its first credit and moves both sides in one journal', async () => {
    const db = database.db
    const user = newUser()
    const gatewayBefore = await houseBalance(db, GATEWAY.house, GATEWAY.asset)
    const journal = await deposit(db, user, 10_000, `deposit:${user}`)
    expect(journal).toMatchObject({
      replayed: false,
      postings: [
        { amount: 10_000, balanceAfter: 10_000 },
        { amount: -10_000, balanceAfter: null },
      ],
    })
    expect(journal.createdAt).toBeInstanceOf(Date)
    expect(await playerBalances(db, user)).toEqual({ coin: 10_000, safebox: 0, bonus: 0, hold: 0 })
    expect(await houseBalance(db, GATEWAY.house, GATEWAY.asset)).toBe((gatewayBefore ?? 0) - 10_000)
  })

  it('records the balance after every player posting and pages the history newest first', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 1_000, `history:${user}:deposit`)
    await bet(db, user, 300, `history:${user}:bet`, 7)
    await win(db, user, 900, `history:${user}:win`)
    const first = await postingHistory(db, { userId: user, kind: 'coin', limit: 2 })
    expect(first.entries.map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter }))).toEqual([
      { kind: 'win', amount: 900, balanceAfter: 1_600 },
      { kind: 'bet', amount: -300, balanceAfter: 700 },
    ])
    expect(first.entries[1]?.metadata).toEqual({ game: 'crash', round: 7 })
    expect(first.nextBefore).not.toBeNull()
    const second = await postingHistory(db, {
      userId: user,
      kind: 'coin',
      limit: 2,
      before: first.nextBefore ?? undefined,
    })
    expect(second.entries.map((entry) => entry.kind)).toEqual(['deposit'])
    expect(second.nextBefore).toBeNull()
    expect(await postingHistory(db, { userId: user, kind: 'safebox', limit: 10 })).toEqual({
      entries: [],
      nextBefore: null,
    })
  })

  it('refuses a debit the balance does not cover, and that key stays failed after a top-up', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 100, `short:${user}:deposit`)
    const refused = await bet(db, user, 150, `short:${user}:bet`).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(InsufficientBalanceError)
    expect(refused).toMatchObject({ errorName: 'INSUFFICIENT_BALANCE', errcode: 3001, replayed: false })
    expect(await playerBalances(db, user)).toMatchObject({ coin: 100 })

    await deposit(db, user, 1_000, `short:${user}:top-up`)
    const again = await bet(db, user, 150, `short:${user}:bet`).catch((error: unknown) => error)
    expect(again).toBeInstanceOf(InsufficientBalanceError)
    expect(again).toMatchObject({
      replayed: true,
      journalId: (refused as InsufficientBalanceError).journalId,
      accountId: (refused as InsufficientBalanceError).accountId,
    })
    expect(await playerBalances(db, user)).toMatchObject({ coin: 1_100 })
    // A new key is a new request, and the top-up now covers it.
    await bet(db, user, 150, `short:${user}:bet-2`)
    expect(await playerBalances(db, user)).toMatchObject({ coin: 950 })
  })

  it('answers a replayed key with the first result and moves nothing again', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 1_000, `replay:${user}:deposit`)
    const first = await bet(db, user, 250, `replay:${user}:bet`)
    const second = await bet(db, user, 250, `replay:${user}:bet`)
    // The same request written differently (postings in another order) is the same request.
    const reordered = await ledger.post(db, {
      idempotencyKey: `replay:${user}:bet`,
      kind: 'bet',
      postings: [
        { account: PROVIDER, amount: 250 },
        { account: { userId: user, kind: 'coin' }, amount: -250 },
      ],
      metadata: { round: 1, game: 'crash' },
    })
    expect(first.replayed).toBe(false)
    for (const replay of [second, reordered]) expect(replay).toEqual({ ...first, replayed: true })
    expect(await playerBalances(db, user)).toMatchObject({ coin: 750 })
  })

  it('refuses a key reused for a different request, and moves nothing', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 1_000, `reuse:${user}:deposit`)
    const first = await bet(db, user, 100, `reuse:${user}:bet`, 1)
    const variants = [
      () => bet(db, user, 101, `reuse:${user}:bet`, 1),
      () => bet(db, user, 100, `reuse:${user}:bet`, 2),
      () => win(db, user, 100, `reuse:${user}:bet`),
    ]
    for (const attempt of variants) {
      const error = await attempt().catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(IdempotencyKeyReusedError)
      expect(error).toMatchObject({ errorName: 'CONFLICT', errcode: 409, journalId: first.journalId })
    }
    expect(await playerBalances(db, user)).toMatchObject({ coin: 900 })
  })

  it('moves value between two accounts of one player, locking both', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 1_000, `safebox:${user}:deposit`)
    const stored = await moveToSafebox(db, user, 600, `safebox:${user}:in`)
    expect(stored.postings.map((posting) => posting.balanceAfter)).toEqual([400, 600])
    await expect(moveToSafebox(db, user, -700, `safebox:${user}:out`)).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    )
    await moveToSafebox(db, user, -200, `safebox:${user}:out-2`)
    expect(await playerBalances(db, user)).toEqual({ coin: 600, safebox: 400, bonus: 0, hold: 0 })
  })

  it('keeps each asset balanced on its own', async () => {
    const db = database.db
    await ledger.openHouseAccount(db, { code: 'promotions', asset: 'DIAMOND' })
    await ledger.openHouseAccount(db, { code: 'payouts', asset: 'DIAMOND' })
    await ledger.post(db, {
      idempotencyKey: 'assets:both',
      kind: 'exchange',
      postings: [
        { account: PROMOTIONS, amount: -500 },
        { account: GATEWAY, amount: 500 },
        { account: { house: 'promotions', asset: 'DIAMOND' }, amount: 3 },
        { account: { house: 'payouts', asset: 'DIAMOND' }, amount: -3 },
      ],
    })
    // Zero in total, but not in each asset.
    await expect(
      ledger.post(db, {
        idempotencyKey: 'assets:mixed',
        kind: 'exchange',
        postings: [
          { account: PROMOTIONS, amount: -5 },
          { account: { house: 'payouts', asset: 'DIAMOND' }, amount: 5 },
        ],
      }),
    ).rejects.toThrow(/PHP postings sum to -5/)
    expect(await houseBalance(db, 'payouts', 'DIAMOND')).toBe(-3)
  })

  it('refuses malformed requests before they reach the database', async () => {
    const db = database.db
    const user = newUser()
    const player = { userId: user, kind: 'coin' } as const
    const cases: [ledger.PostRequest, RegExp][] = [
      [
        { idempotencyKey: 'bad:1', kind: 'bet', postings: [{ account: player, amount: 0 }] },
        /2 to 16 postings/,
      ],
      [
        {
          idempotencyKey: 'bad:2',
          kind: 'bet',
          postings: [
            { account: player, amount: -5 },
            { account: PROVIDER, amount: 4 },
          ],
        },
        /sum to -1/,
      ],
      [
        {
          idempotencyKey: 'bad:3',
          kind: 'bet',
          postings: [
            { account: player, amount: 0 },
            { account: PROVIDER, amount: 0 },
          ],
        },
        /non-zero whole number/,
      ],
      [
        {
          idempotencyKey: 'bad:4',
          kind: 'bet',
          postings: [
            { account: player, amount: -1.5 },
            { account: PROVIDER, amount: 1.5 },
          ],
        },
        /non-zero whole number/,
      ],
      [
        {
          idempotencyKey: 'bad:5',
          kind: 'bet',
          postings: [
            { account: player, amount: -1 },
            { account: player, amount: 1 },
          ],
        },
        /appears twice/,
      ],
      [
        {
          idempotencyKey: 'bad:6',
          kind: 'bet',
          postings: [
            { account: { userId: user, kind: 'gold' as 'coin' }, amount: -1 },
            { account: PROVIDER, amount: 1 },
          ],
        },
        /Unknown player account: gold/,
      ],
      [
        {
          idempotencyKey: 'bad:7',
          kind: 'bet',
          postings: [
            { account: player, amount: -1 },
            { account: { house: 'Provider X', asset: 'PHP' }, amount: 1 },
          ],
        },
        /Bad house code/,
      ],
      [
        {
          idempotencyKey: '',
          kind: 'bet',
          postings: [
            { account: player, amount: -1 },
            { account: PROVIDER, amount: 1 },
          ],
        },
        /1 to 255 characters/,
      ],
      [
        {
          idempotencyKey: 'bad:9',
          kind: 'Bet!',
          postings: [
            { account: player, amount: -1 },
            { account: PROVIDER, amount: 1 },
          ],
        },
        /Bad journal kind/,
      ],
    ]
    for (const [request, message] of cases) {
      const error = await ledger.post(db, request).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(LedgerRequestError)
      expect((error as Error).message).toMatch(message)
    }
    expect((await checkLedger(db)).counts.accounts).toBeGreaterThan(0)
  })

  it('refuses an unknown house account in the database, and keeps nothing under the key', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 100, `unknown-house:${user}:deposit`)
    const request = {
      idempotencyKey: `unknown-house:${user}:bet`,
      kind: 'bet',
      postings: [
        { account: { userId: user, kind: 'coin' as const }, amount: -10 },
        { account: { house: 'provider:nobody', asset: 'PHP' as const }, amount: 10 },
      ],
    }
    await expect(ledger.post(db, request)).rejects.toThrow(/no house account provider:nobody/)
    await ledger.openHouseAccount(db, { code: 'provider:nobody', asset: 'PHP' })
    await expect(ledger.post(db, request)).resolves.toMatchObject({ replayed: false })
  })

  it('joins the caller’s transaction: a rollback leaves no trace, not even the key', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 500, `rollback:${user}:deposit`)
    await expect(
      inTransaction(db, async (tx) => {
        await bet(tx, user, 200, `rollback:${user}:bet`)
        expect(await playerBalances(tx, user)).toMatchObject({ coin: 300 })
        throw new Error('the round could not be stored')
      }),
    ).rejects.toThrow(/could not be stored/)
    expect(await playerBalances(db, user)).toMatchObject({ coin: 500 })
    await expect(bet(db, user, 200, `rollback:${user}:bet`)).resolves.toMatchObject({ replayed: false })
    expect(await playerBalances(db, user)).toMatchObject({ coin: 300 })
  })

  it('keeps a rejection made in a caller’s transaction when that transaction commits', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 50, `tx-reject:${user}:deposit`)
    await inTransaction(db, async (tx) => {
      await expect(bet(tx, user, 60, `tx-reject:${user}:bet`)).rejects.toBeInstanceOf(
        InsufficientBalanceError,
      )
    })
    await deposit(db, user, 50, `tx-reject:${user}:top-up`)
    await expect(bet(db, user, 60, `tx-reject:${user}:bet`)).rejects.toMatchObject({ replayed: true })
  })

  it('answers each post of a batch on its own: one malformed request fails alone', async () => {
    const db = database.db
    const users = Array.from({ length: 20 }, newUser)
    await Promise.all(users.map((user) => deposit(db, user, 1_000, `batch:${user}:deposit`)))
    const posts = users.map((user) => bet(db, user, 100, `batch:${user}:bet`))
    const unknownHouse = ledger.post(db, {
      idempotencyKey: 'batch:unknown-house',
      kind: 'bet',
      postings: [
        { account: { userId: users[0] ?? 0, kind: 'coin' }, amount: -1 },
        { account: { house: 'provider:ghost', asset: 'PHP' }, amount: 1 },
      ],
    })
    const [outcome, bad] = await Promise.all([settle(posts), unknownHouse.catch((error: unknown) => error)])
    expect(outcome.failed).toEqual([])
    expect(bad).toBeInstanceOf(LedgerRequestError)
    for (const user of users) expect(await playerBalances(db, user)).toMatchObject({ coin: 900 })
  })

  it('opens a house account once, with its balance spread over shard rows', async () => {
    const db = database.db
    const id = await ledger.openHouseAccount(db, { code: 'jackpot:mega', asset: 'PHP', shards: 8 })
    expect(await ledger.openHouseAccount(db, { code: 'jackpot:mega', asset: 'PHP' })).toBe(id)
    const shards = sql`select count(*)::int as n from ledger_house_shards where account_id = ${id}`
    expect(await queryRows(db, shards)).toEqual([{ n: 8 }])
    expect(await houseBalance(db, 'jackpot:mega', 'PHP')).toBe(0)
    await expect(ledger.openHouseAccount(db, { code: 'Jackpot', asset: 'PHP' })).rejects.toThrow(
      /Bad house code/,
    )
  })
})

describe('the database guards', () => {
  it('refuses to change or remove journals and postings', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 100, `guard:${user}`)
    const statements = [
      sql`update ledger_journals set kind = 'gift'`,
      sql`delete from ledger_journals`,
      sql`truncate ledger_journals cascade`,
      sql`update ledger_postings set amount = amount + 1`,
      sql`delete from ledger_postings`,
      sql`truncate ledger_postings`,
    ]
    for (const statement of statements) {
      const error = await db.execute(statement).catch((caught: unknown) => caught)
      expect(sqlState(error)).toBe('LG002')
    }
  })

  it('refuses a negative player balance, whoever writes it', async () => {
    const db = database.db
    const user = newUser()
    await deposit(db, user, 100, `negative:${user}`)
    const error = await db
      .execute(
        sql`update ledger_player_balances set balance = -1 where account_id in
          (select id from ledger_accounts where owner_user_id = ${user})`,
      )
      .catch((caught: unknown) => caught)
    expect(sqlState(error)).toBe('23514')
  })

  it('refuses an unbalanced journal even when ledger_post is called directly', async () => {
    const error = await database.db
      .execute(
        sql`select ledger_post('direct', 'hash', 'bet',
          '[{"house": "provider:originals", "asset": "PHP", "amount": 5},
            {"house": "gateway:sandbox", "asset": "PHP", "amount": -4}]', '{}')`,
      )
      .catch((caught: unknown) => caught)
    expect(sqlState(error)).toBe('LG001')
  })
})

describe('the invariant checker', () => {
  let scratch: TestDatabase
  beforeAll(async () => {
    scratch = await createTestDatabase()
    await openTestHouseAccounts(scratch.db)
    await deposit(scratch.db, 1, 1_000, 'check:deposit:1')
    await deposit(scratch.db, 2, 1_000, 'check:deposit:2')
    await bet(scratch.db, 1, 400, 'check:bet:1')
  })
  afterAll(() => scratch.close())

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(
      createServices(scratch, testConfig(), pino({ level: 'silent' })),
      argv,
      (line) => lines.push(line),
    )
    return { ok, lines }
  }

  it('prints OK for a sound ledger', async () => {
    expect(await run('ledger:check')).toEqual({
      ok: true,
      lines: ['OK: 3 journals, 6 postings, 5 accounts'],
    })
  })

  it('reports each broken invariant when the data is corrupted behind the guards', async () => {
    const db = scratch.db
    const expectViolation = async (pattern: RegExp) => {
      const { ok, lines } = await run('ledger:check')
      expect(ok).toBe(false)
      expect(lines.some((line) => pattern.test(line))).toBe(true)
      expect(lines.at(-1)).toMatch(/^Failed: \d+ ledger violation/)
    }

    // A cached balance that drifted from its postings.
    await db.execute(sql`update ledger_player_balances set balance = balance + 1
      where account_id = (select id from ledger_accounts where owner_user_id = 2)`)
    await expectViolation(
      /player balances equal the sum of their postings: account \d+ \(user 2 coin\) caches 1001/,
    )
    await expectViolation(/all balances together sum to zero per asset: PHP balances sum to 1/)

    // A house shard that drifted.
    await db.execute(sql`update ledger_house_shards set balance = balance + 7
      where account_id = (select id from ledger_accounts where code = 'provider:originals') and shard = 0`)
    await expectViolation(/house shard balances equal the sum of their postings: house account \d+ shard 0/)

    // A posting edited with the append-only trigger switched off: its journal no longer sums to zero.
    await db.execute(sql`alter table ledger_postings disable trigger ledger_postings_append_only`)
    await db.execute(sql`update ledger_postings set amount = -399, balance_after = 601
      where journal_id = (select id from ledger_journals where idempotency_key = 'check:bet:1') and leg = 1`)
    await db.execute(sql`alter table ledger_postings enable trigger ledger_postings_append_only`)
    await expectViolation(/journal postings sum to zero per asset: journal \d+ PHP sums to 1/)

    // A balance_after that does not follow the postings before it.
    await db.execute(sql`alter table ledger_postings disable trigger ledger_postings_append_only`)
    await db.execute(sql`update ledger_postings set balance_after = 5
      where journal_id = (select id from ledger_journals where idempotency_key = 'check:deposit:1')`)
    await db.execute(sql`alter table ledger_postings enable trigger ledger_postings_append_only`)
    await expectViolation(/player balance_after follows the postings in order: account \d+ journal \d+/)

    // A posting without a journal.
    await db.execute(sql`insert into ledger_postings (journal_id, leg, account_id, amount, balance_after)
      select 999999, 1, id, 5, 5 from ledger_accounts where owner_user_id = 2`)
    await expectViolation(/postings belong to a posted journal.*journal 999999 leg 1 has no journal/)

    // A journal written behind ledger_post's back: posted, yet with a single posting of nothing.
    await db.execute(sql`insert into ledger_journals (idempotency_key, request_hash, kind, status, metadata)
      values ('check:forged', 'x', 'gift', 'posted', '{}')`)
    await db.execute(sql`insert into ledger_postings (journal_id, leg, account_id, amount, balance_after)
      select j.id, 1, a.id, 0, 0 from ledger_journals j, ledger_accounts a
       where j.idempotency_key = 'check:forged' and a.owner_user_id = 1`)
    await expectViolation(/journals are posted with postings.*: journal \d+ is posted with 1 postings/)
    await expectViolation(/postings move a non-zero amount: journal \d+ leg 1 moves nothing/)

    // A negative player balance, with its CHECK constraint dropped.
    await db.execute(
      sql`alter table ledger_player_balances drop constraint ledger_player_balances_not_negative`,
    )
    await db.execute(sql`update ledger_player_balances set balance = -5
      where account_id = (select id from ledger_accounts where owner_user_id = 2)`)
    await expectViolation(/no player balance is negative: account \d+ \(user 2 coin\) is at -5/)
  })
})
