import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Executor } from '../src/db/client.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { HOUSE } from '../src/modules/ledger/ledger-accounts.types.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

/** The SQLSTATE of a database error, through drizzle's wrapping. */
function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ('code' in cause && typeof cause.code === 'string') return cause.code
  return undefined
}

/**
 * provider_wallet_write_bets (src/db/functions/provider_wallet_write_bets.sql) writes a batch of bets in a handful of
 * set-based statements, and must write exactly what the same bets placed one at a time write; a batch
 * it cannot write at once it declines with nothing kept, and provider_wallet_place_bets then sends each bet
 * alone through it.
 */
describe('a batch of bets written at once', () => {
  let database: TestDatabase
  let gameId: number
  const P = 'originals'
  const today = new Date().toISOString().slice(0, 10)

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 8 })
    await seedDatabase(database.db)
    gameId = await gameIdOf(database.db, 'mines')
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  /** A bet as the seamless wallet hands it to provider_wallet_place_bets. */
  function betOf(
    userId: number,
    id: string,
    amount: number,
    options: { round?: string; share?: boolean } = {},
  ) {
    const contribution: Record<string, number> =
      options.share === false ? {} : { mega: Math.floor(amount / 50) }
    return {
      provider: P,
      transaction: id,
      hash: `hash-${id}-${amount}`,
      user: userId,
      round: options.round ?? `round-${id}`,
      game: gameId,
      amount,
      contribution,
      stakeAt: { now: new Date().toISOString(), day: today },
      session: null as { tokenHash: string; idleSeconds: number } | null,
      policy: 'sql' as const,
    }
  }
  type Bet = ReturnType<typeof betOf>

  type Answer = { answer?: { status: string; balance: number; journalId: number } }

  async function call(
    db: Executor,
    fn: 'provider_wallet_write_bets' | 'provider_wallet_place_bets',
    bets: Bet[],
  ) {
    const [row] = await queryRows(db, sql`select ${sql.raw(fn)}(${JSON.stringify(bets)}::jsonb) as answers`)
    return row?.answers as Answer[] | null
  }

  /** The bets placed one at a time, as provider_wallet_place_bets does when it declines a batch. */
  async function oneByOne(db: Executor, bets: Bet[]): Promise<Answer[]> {
    const answers: Answer[] = []
    const order = bets
      .map((bet, index) => ({ bet, index }))
      .sort((x, y) => x.bet.user - y.bet.user || x.index - y.index)
    for (const { bet, index } of order) {
      const [answer] = (await call(db, 'provider_wallet_place_bets', [bet])) ?? []
      answers[index] = answer ?? {}
    }
    return answers
  }

  /** `in (…)` of a list sent as one parameter (drizzle spreads an array into one parameter per element). */
  const among = (values: (string | number)[], type: 'bigint' | 'text') =>
    sql`(select (jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::${sql.raw(type)})`

  /** A player who can bet: funded, and known to the play policy (as after their first bet). */
  async function player(coins: number): Promise<number> {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, coins)
    await database.db.execute(sql`insert into rg_players (user_id) values (${userId}) on conflict do nothing`)
    return userId
  }

  /** One query after the other: `db` may be a transaction. */
  async function coinsOf(db: Executor, users: number[]): Promise<number[]> {
    const coins: number[] = []
    for (const userId of users) coins.push((await playerBalances(db, userId)).coin)
    return coins
  }

  /**
   * Everything a batch writes, with no clock times, and the ids of the journals it posted (those above
   * `baseline`, the last journal id before it) counted from its first.
   */
  async function written(
    db: Executor,
    users: number[],
    bets: Bet[],
    answers: { answer?: { journalId: number } }[],
    baseline: number,
  ) {
    const journals = answers.map((answer) => answer.answer?.journalId ?? 0).filter((id) => id > baseline)
    const first = Math.min(...journals)
    const relative = (id: unknown) => (Number(id) > baseline ? `new+${Number(id) - first}` : Number(id))
    const transactions = bets.map((bet) => bet.transaction)
    const rounds = bets.map((bet) => bet.round)
    return {
      answers: answers.map((answer) =>
        answer.answer ? { ...answer.answer, journalId: relative(answer.answer.journalId) } : answer,
      ),
      postings: (
        await queryRows(
          db,
          sql`select p.journal_id, p.leg, p.account_id, p.shard is null as player, p.amount::bigint as amount, p.balance_after
                from ledger_postings p where p.journal_id > ${baseline} order by p.journal_id, p.leg`,
        )
      ).map((row) => ({ ...row, journal_id: relative(row.journal_id) })),
      // Bet journals only: the jackpot shares wait in the accrual account for the sweep.
      journals: await queryRows(
        db,
        sql`select idempotency_key, kind, status, rejection, metadata, request_hash from ledger_journals
             where id > ${baseline} order by id`,
      ),
      houses: await queryRows(
        db,
        sql`select a.code, sum(h.balance)::bigint as balance from ledger_house_shards h
              join ledger_accounts a on a.id = h.account_id group by a.code order by a.code`,
      ),
      coins: await coinsOf(db, users),
      rounds: await queryRows(
        db,
        sql`select round_id, user_id, game_id, stake, win, balance_before, balance_after, state from game_rounds
             where provider = ${P} and round_id in ${among(rounds, 'text')} order by round_id`,
      ),
      claims: (
        await queryRows(
          db,
          sql`select transaction_id, kind, request_hash, user_id, round_id, game_id, amount, answer, journal_id,
                     contribution, rolled_back_at from game_provider_transactions
               where provider = ${P} and transaction_id in ${among(transactions, 'text')} order by transaction_id`,
        )
      ).map((row) => ({
        ...row,
        journal_id: relative(row.journal_id),
        answer: {
          ...(row.answer as object),
          journalId: relative((row.answer as { journalId: number }).journalId),
        },
      })),
      counters: await queryRows(
        db,
        sql`select user_id, period_start::text, stakes, wins from rg_play_counters
             where user_id in ${among(users, 'bigint')} order by user_id, period_start`,
      ),
      wagering: await queryRows(
        db,
        sql`select user_id, requirement, wagered from wagering_requirements where user_id in ${among(users, 'bigint')} order by user_id`,
      ),
    }
  }

  class Undo extends Error {
    readonly result: unknown
    constructor(result: unknown) {
      super('undo')
      this.result = result
    }
  }
  /** What the batch writes at once, or placed one at a time, in a transaction that is then rolled back. */
  async function tryBatch(how: 'together' | 'one-by-one', users: number[], bets: Bet[]) {
    try {
      await inTransaction(database.db, async (tx) => {
        const [last] = await queryRows(
          tx,
          sql`select coalesce(max(id), 0)::bigint as id from ledger_journals`,
        )
        const answers =
          how === 'together' ? await call(tx, 'provider_wallet_write_bets', bets) : await oneByOne(tx, bets)
        expect(answers).not.toBeNull()
        throw new Undo(await written(tx, users, bets, answers ?? [], Number(last?.id)))
      })
    } catch (error) {
      if (error instanceof Undo) return error.result
      throw error
    }
    throw new Error('the batch was not undone')
  }

  it('writes exactly the rows and answers of the bets placed one at a time', async () => {
    const users = [await player(100_000), await player(50_000), await player(2_000)]
    await inTransaction(database.db, (tx) =>
      tx.execute(sql`insert into wagering_requirements (key, user_id, requirement, credit_journal_id)
        values (${`batches:${users[0]}`}, ${users[0]}, 1000, 0)`),
    )
    // Interleaved players, some bets with no jackpot share, the last player's coins used up exactly.
    const bets = [
      betOf(users[2] ?? 0, `eq-a-${users[2]}`, 1_500),
      betOf(users[0] ?? 0, `eq-b-${users[0]}`, 700),
      betOf(users[1] ?? 0, `eq-c-${users[1]}`, 2_000, { share: false }),
      betOf(users[0] ?? 0, `eq-d-${users[0]}`, 900),
      betOf(users[2] ?? 0, `eq-e-${users[2]}`, 500, { share: false }),
      betOf(users[1] ?? 0, `eq-f-${users[1]}`, 12_345),
    ]
    const together = await tryBatch('together', users, bets)
    const oneByOne = await tryBatch('one-by-one', users, bets)
    expect(together).toEqual(oneByOne)
    expect((together as { coins: number[] }).coins).toEqual([100_000 - 1_600, 50_000 - 14_345, 0])

    // And for real: the answers a replay of each bet then gets are the stored ones.
    const answers = await call(database.db, 'provider_wallet_place_bets', bets)
    expect(answers?.map((answer) => answer.answer?.status)).toEqual(Array(6).fill('OK'))
    // Bets written now say so ("written"); a replay answers the stored answer alone.
    const stored = answers?.map((answer) => ({ answer: answer.answer }))
    expect(await call(database.db, 'provider_wallet_place_bets', bets)).toEqual(stored)
    // Replays are answered at once too.
    expect(await call(database.db, 'provider_wallet_write_bets', bets)).toEqual(stored)
  })

  it('takes a player’s first bet, which makes their play-policy row, with the others', async () => {
    const known = await player(1_000)
    const newcomer = await insertPlayer(database.db)
    await fundPlayer(database.db, newcomer, 500)
    const bets = [betOf(newcomer, `first-${newcomer}`, 100), betOf(known, `next-${known}`, 100)]
    expect(await tryBatch('together', [known, newcomer], bets)).toEqual(
      await tryBatch('one-by-one', [known, newcomer], bets),
    )
    expect(await call(database.db, 'provider_wallet_write_bets', bets)).not.toBeNull()
    const [row] = await queryRows(
      database.db,
      sql`select count(*)::int as n from rg_players where user_id = ${newcomer}`,
    )
    expect(row?.n).toBe(1)
  })

  it('answers replays, refusals and policy checks as bets placed alone do, and writes the rest at once', async () => {
    const [a, b, limited] = [await player(10_000), await player(10_000), await player(10_000)]
    await database.db.execute(
      sql`insert into rg_limits (user_id, kind, period, amount) values (${limited}, 'bet', 'day', 500)`,
    )
    const session = async (userId: number, token: string, ended: boolean) =>
      database.db
        .execute(sql`insert into game_sessions (token_hash, user_id, game_id, provider, mode, ended_at)
        values (${token}, ${userId}, ${gameId}, ${P}, 'real', ${ended ? sql`now()` : sql`null`})`)
    await session(a, `live-${a}`, false)
    await session(b, `ended-${b}`, true)
    await call(database.db, 'provider_wallet_place_bets', [
      betOf(a, `done-${a}`, 300),
      betOf(b, `once-${b}`, 300),
    ])
    await database.db.execute(sql`insert into game_provider_transactions
        (provider, transaction_id, kind, request_hash, user_id, round_id, game_id, amount, answer)
      values (${P}, ${`gone-${a}`}, 'tombstone', 'tombstone', ${a}, ${`round-gone-${a}`}, ${gameId}, 0,
              '{"status": "OK", "balance": 0, "journalId": null}')`)
    const withSession = (bet: Bet, tokenHash: string) => ({
      ...bet,
      session: { tokenHash, idleSeconds: 1_800 },
    })
    const bets = [
      betOf(a, `new-1-${a}`, 700),
      betOf(a, `done-${a}`, 300), // a replay: its stored answer
      betOf(b, `once-${b}`, 999), // the same id for another request
      betOf(a, `gone-${a}`, 100), // its rollback came first
      betOf(999_999, `nobody-${a}`, 100),
      withSession(betOf(a, `live-${a}`, 200), `live-${a}`),
      withSession(betOf(b, `ended-${b}`, 200), `ended-${b}`),
      withSession(betOf(b, `stranger-${b}`, 200), `live-${a}`), // another player's launch
      betOf(limited, `limited-${limited}`, 100), // the play policy must see it
      betOf(b, `new-2-${b}`, 1_200, { share: false }),
    ]
    const together = await tryBatch('together', [a, b, limited], bets)
    expect(together).toEqual(await tryBatch('one-by-one', [a, b, limited], bets))
    const answers = (together as { answers: unknown[] }).answers
    expect(
      answers.map((answer) => (answer as { status?: string; refused?: string }).status ?? answer),
    ).toEqual([
      'OK',
      'OK',
      { refused: 'DUPLICATE_TRANSACTION', reason: 'This transaction id was used for a different request' },
      { refused: 'TRANSACTION_ROLLED_BACK', reason: 'A rollback for this bet came first' },
      { refused: 'UNKNOWN_PLAYER', reason: null },
      'OK',
      { refused: 'TOKEN_EXPIRED', reason: 'The game session has ended' },
      { refused: 'INVALID_TOKEN', reason: "This launch is not the player's session of this game" },
      { check: true },
      'OK',
    ])
  })

  it('adds a bet to a round the player already has, as a bet placed alone does', async () => {
    const userId = await player(10_000)
    await call(database.db, 'provider_wallet_place_bets', [
      betOf(userId, `r1-${userId}`, 100, { round: `shared-${userId}` }),
    ])
    const next = [betOf(userId, `r2-${userId}`, 200, { round: `shared-${userId}` })]
    expect(await tryBatch('together', [userId], next)).toEqual(await tryBatch('one-by-one', [userId], next))
  })

  /** provider_wallet_write_bets declines the batch and leaves no trace; provider_wallet_place_bets answers bet by bet. */
  async function expectDeclined(bets: Bet[], statuses: string[]) {
    const transactions = bets.map((bet) => bet.transaction)
    const claimed = async () =>
      (
        await queryRows(
          database.db,
          sql`select count(*)::int as n from game_provider_transactions where transaction_id in ${among(transactions, 'text')}`,
        )
      )[0]?.n
    const before = await claimed()
    // Declining after it took locks, it raises WB003 (or the ledger LG003) so that the caller's
    // savepoint undoes them.
    const declined = await call(database.db, 'provider_wallet_write_bets', bets).catch((error: unknown) =>
      ['WB003', 'LG003'].includes(sqlStateOf(error) ?? '') ? null : Promise.reject(error),
    )
    expect(declined).toBeNull()
    expect(await claimed()).toBe(before)
    const answers = await call(database.db, 'provider_wallet_place_bets', bets)
    expect(
      answers?.map((answer) =>
        'answer' in answer ? answer.answer?.status : 'refused' in answer ? answer.refused : 'check',
      ),
    ).toEqual(statuses)
  }

  it('leaves a batch with a shortfall, a repeated id or round to bets placed alone', async () => {
    const a = await player(1_000)
    const b = await player(1_000)
    await call(database.db, 'provider_wallet_place_bets', [betOf(a, `seen-${a}`, 100)])
    await expectDeclined(
      [betOf(a, `big-${a}`, 800), betOf(a, `bigger-${a}`, 800)],
      ['OK', 'INSUFFICIENT_FUNDS'],
    )
    await expectDeclined(
      [
        betOf(b, `same-1-${b}`, 10, { round: `same-${b}` }),
        betOf(b, `same-2-${b}`, 10, { round: `same-${b}` }),
      ],
      ['OK', 'OK'],
    )
    await expectDeclined([betOf(b, `twice-${b}`, 10), betOf(b, `twice-${b}`, 10)], ['OK', 'OK'])
    // The same id twice, the second with an ended session: alone, it is a replay of the first.
    await database.db
      .execute(sql`insert into game_sessions (token_hash, user_id, game_id, provider, mode, ended_at)
      values (${`over-${b}`}, ${b}, ${gameId}, ${P}, 'real', now())`)
    const first = betOf(b, `again-${b}`, 10)
    await expectDeclined(
      [first, { ...first, session: { tokenHash: `over-${b}`, idleSeconds: 1_800 } }],
      ['OK', 'OK'],
    )
  })

  it('keeps nothing of a first-time player whose bet is refused', async () => {
    const newcomer = await insertPlayer(database.db)
    await fundPlayer(database.db, newcomer, 500)
    const answers = await call(database.db, 'provider_wallet_place_bets', [
      betOf(newcomer, `much-${newcomer}`, 900),
    ])
    expect(answers?.[0]).toMatchObject({ refused: 'INSUFFICIENT_FUNDS' })
    const [row] = await queryRows(
      database.db,
      sql`select count(*)::int as n from rg_players where user_id = ${newcomer}`,
    )
    expect(row?.n).toBe(0)
  })

  it.skipIf(!TEST_DATABASE_URL)(
    'sees a limit set while it waited for the player’s play-policy row (PostgreSQL)',
    async () => {
      const userId = await player(10_000)
      const setter = new pg.Client({ connectionString: database.url ?? '' })
      await setter.connect()
      try {
        // The play policy's setLimit: lock the player's row, write the limit, commit.
        await setter.query('begin')
        await setter.query('select 1 from rg_players where user_id = $1 for update', [userId])
        await setter.query(
          `insert into rg_limits (user_id, kind, period, amount) values ($1, 'bet', 'day', 500)`,
          [userId],
        )
        const pending = call(database.db, 'provider_wallet_place_bets', [
          betOf(userId, `racing-${userId}`, 100),
        ])
        await new Promise((resolve) => setTimeout(resolve, 300))
        await setter.query('commit')
        expect(await pending).toEqual([{ check: true }])
      } finally {
        await setter.end()
      }
    },
  )

  it('builds each bet’s journal: the stake off the coins, to the provider less the jackpot share, the share to the accrual', async () => {
    const userId = await player(10_000)
    const [answer] =
      (await call(database.db, 'provider_wallet_place_bets', [betOf(userId, `legs-${userId}`, 1_000)])) ?? []
    const journalId = answer?.answer?.journalId
    expect(
      await queryRows(
        database.db,
        sql`select j.idempotency_key, j.kind, j.request_hash, j.metadata, p.leg, p.amount::bigint as amount,
                   a.holder, a.code, a.kind as account_kind
              from ledger_journals j join ledger_postings p on p.journal_id = j.id
                   join ledger_accounts a on a.id = p.account_id
             where j.id = ${journalId} order by p.leg`,
      ),
    ).toEqual([
      expect.objectContaining({ leg: 1, amount: -1_000, holder: 'player', account_kind: 'coin' }),
      expect.objectContaining({ leg: 2, amount: 980, holder: 'house', code: HOUSE.provider(P) }),
      expect.objectContaining({ leg: 3, amount: 20, holder: 'house', code: HOUSE.jackpotAccrual }),
    ])
    const [first] = await queryRows(
      database.db,
      sql`select idempotency_key, kind, request_hash, metadata from ledger_journals where id = ${journalId}`,
    )
    expect(first).toEqual({
      idempotency_key: `provider:${P}:legs-${userId}`,
      kind: 'bet',
      request_hash: `hash-legs-${userId}-1000`,
      metadata: { provider: P, round: `round-legs-${userId}`, game: gameId },
    })
  })

  it('leaves out a leg of no amount: a bet with no jackpot share has two', async () => {
    const userId = await player(10_000)
    const [answer] =
      (await call(database.db, 'provider_wallet_place_bets', [
        betOf(userId, `two-${userId}`, 500, { share: false }),
      ])) ?? []
    const journalId = answer?.answer?.journalId
    expect(
      await queryRows(
        database.db,
        sql`select leg, amount::bigint as amount from ledger_postings where journal_id = ${journalId} order by leg`,
      ),
    ).toEqual([
      { leg: 1, amount: -500 },
      { leg: 2, amount: 500 },
    ])
  })

  it.each([
    ['a share that is not whole coins', { mega: 2.5 }],
    ['a share below zero', { mega: -5 }],
    ['shares above the stake', { mega: 600, major: 600 }],
    ['shares that are not an object', [5]],
  ])('declines a bet with %s, writing nothing', async (_case, contribution) => {
    const userId = await player(10_000)
    // Not what the seamless wallet sends: the function must still decline it.
    const odd = { ...betOf(userId, `odd-${userId}`, 1_000), contribution } as unknown as Bet
    const declined = await call(database.db, 'provider_wallet_place_bets', [odd]).then(
      () => 'taken',
      (error: unknown) => sqlStateOf(error),
    )
    expect(declined).toBe('WB004')
    expect((await playerBalances(database.db, userId)).coin).toBe(10_000)
  })

  it('refuses a bet on a round of another player, and takes the rest of its batch', async () => {
    const owner = await player(1_000)
    const other = await player(1_000)
    await call(database.db, 'provider_wallet_place_bets', [
      betOf(owner, `own-${owner}`, 100, { round: `taken-${owner}` }),
    ])
    const answers = await call(database.db, 'provider_wallet_place_bets', [
      betOf(other, `ok-${other}`, 100),
      betOf(other, `steal-${other}`, 100, { round: `taken-${owner}` }),
    ])
    expect(answers?.[0]?.answer?.status).toBe('OK')
    expect(answers?.[1]).toMatchObject({ refused: 'INVALID_REQUEST' })
    expect((await playerBalances(database.db, other)).coin).toBe(900)
  })
})
