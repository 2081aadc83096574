import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
} from '../src/modules/ledger/ledger-errors.types.ts'
import { houseBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import {
  bet,
  deposit,
  expectLedgerConsistent,
  GATEWAY,
  moveToSafebox,
  openTestHouseAccounts,
  PROVIDER,
  win,
} from './helpers/ledger.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

/**
 * Model-based: random sequences of deposits, bets, wins, safebox moves, replays and reused keys
 * against an in-memory model of what each should do. After every sequence the balances equal the
 * model's and the invariant checker passes (reference/reliability.md C1, C2; pgledger's model parity).
 */
type Op = 'deposit' | 'bet' | 'win' | 'safebox'
type Command =
  | { type: 'new'; op: Op; player: number; amount: number }
  | { type: 'replay'; pick: number }
  | { type: 'reuse'; pick: number; amount: number }

const PLAYERS = 3
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('new' as const),
      op: fc.constantFrom<Op>('deposit', 'bet', 'win', 'safebox'),
      player: fc.nat(PLAYERS - 1),
      amount: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: -1_000, max: -1 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('replay' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('reuse' as const),
      pick: fc.nat(),
      amount: fc.integer({ min: 1, max: 1_000 }),
    }),
  },
)

interface Model {
  coin: number[]
  safebox: number[]
  provider: number
  gateway: number
}
type Outcome = 'posted' | 'insufficient' | 'conflict'
interface Sent {
  op: Op
  player: number
  amount: number
  key: string
  outcome: Outcome
}

/** What the ledger should do with a new request: the debited account must cover it. */
function apply(model: Model, op: Op, player: number, amount: number): Outcome {
  const size = Math.abs(amount)
  const coin = model.coin[player] ?? 0
  const safebox = model.safebox[player] ?? 0
  switch (op) {
    case 'deposit':
      model.coin[player] = coin + size
      model.gateway -= size
      return 'posted'
    case 'bet':
      if (coin < size) return 'insufficient'
      model.coin[player] = coin - size
      model.provider += size
      return 'posted'
    case 'win':
      model.coin[player] = coin + size
      model.provider -= size
      return 'posted'
    case 'safebox':
      // A positive amount moves coins into the safebox, a negative one back out.
      if (amount > 0 ? coin < size : safebox < size) return 'insufficient'
      model.coin[player] = coin - amount
      model.safebox[player] = safebox + amount
      return 'posted'
  }
}

describe('the ledger against an in-memory model', () => {
  let database: TestDatabase
  let run = 0
  beforeAll(async () => {
    database = await createTestDatabase()
    await openTestHouseAccounts(database.db)
  })
  afterAll(() => database.close())

  async function send(
    users: number[],
    op: Op,
    player: number,
    amount: number,
    key: string,
  ): Promise<Outcome> {
    const db = database.db
    const user = users[player] ?? 0
    const size = Math.abs(amount)
    try {
      if (op === 'deposit') await deposit(db, user, size, key)
      else if (op === 'bet') await bet(db, user, size, key)
      else if (op === 'win') await win(db, user, size, key)
      else await moveToSafebox(db, user, amount, key)
      return 'posted'
    } catch (error) {
      if (error instanceof InsufficientBalanceError) return 'insufficient'
      if (error instanceof IdempotencyKeyReusedError) return 'conflict'
      throw error
    }
  }

  it('agrees with the model on every outcome and every balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { maxLength: 30 }), async (commands) => {
        run++
        const users = Array.from({ length: PLAYERS }, (_, player) => run * 10 + player)
        const model: Model = {
          coin: users.map(() => 0),
          safebox: users.map(() => 0),
          provider: (await houseBalance(database.db, PROVIDER.house, PROVIDER.asset)) ?? 0,
          gateway: (await houseBalance(database.db, GATEWAY.house, GATEWAY.asset)) ?? 0,
        }
        const sent: Sent[] = []
        for (const [index, command] of commands.entries()) {
          if (command.type === 'new') {
            const key = `model:${run}:${index}`
            const expected = apply(model, command.op, command.player, command.amount)
            expect(await send(users, command.op, command.player, command.amount, key)).toBe(expected)
            sent.push({ ...command, key, outcome: expected })
            continue
          }
          const earlier = sent[command.pick % Math.max(sent.length, 1)]
          if (!earlier) continue
          if (command.type === 'replay') {
            // The first outcome again, whatever the balances are now, and no second effect.
            const outcome = await send(users, earlier.op, earlier.player, earlier.amount, earlier.key)
            expect(outcome).toBe(earlier.outcome)
          } else if (command.amount !== Math.abs(earlier.amount)) {
            const outcome = await send(users, earlier.op, earlier.player, command.amount, earlier.key)
            expect(outcome).toBe('conflict')
          }
        }
        for (const [player, user] of users.entries()) {
          expect(await playerBalances(database.db, user)).toEqual({
            coin: model.coin[player],
            safebox: model.safebox[player],
            bonus: 0,
            hold: 0,
          })
        }
        expect(await houseBalance(database.db, PROVIDER.house, PROVIDER.asset)).toBe(model.provider)
        expect(await houseBalance(database.db, GATEWAY.house, GATEWAY.asset)).toBe(model.gateway)
      }),
      { numRuns: 30 },
    )
    await expectLedgerConsistent(database.db)
  })
})
