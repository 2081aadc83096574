import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  createProviderWallet,
  type ProviderWalletService,
} from '../src/modules/provider-wallet/provider-wallet.service.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fakePlayPolicy, fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { insertPlayer } from './helpers/players.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

/** Races on real connections: PostgreSQL only (TEST_DATABASE_URL). reference/reliability.md C1, C4. */
describe.skipIf(!TEST_DATABASE_URL)('the seamless wallet under concurrency (PostgreSQL only)', () => {
  let database: TestDatabase
  let wallet: ProviderWalletService
  let gameId: number
  const fake = fakePlayPolicy()
  const P = 'originals'

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 24 })
    await seedDatabase(database.db)
    wallet = createProviderWallet({ db: database.db, playPolicy: fake.policy })
    gameId = await gameIdOf(database.db, 'mines')
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  it('lets exactly 50 of 100 parallel bets through coins that cover 50', async () => {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, 50 * 100)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        wallet.bet({
          providerId: P,
          userId,
          transactionId: `par-${userId}-${index}`,
          roundId: `r-${userId}-${index % 7}`,
          gameId,
          amount: 100,
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(50)
    const refused = answers.filter((answer) => answer.status !== 'OK')
    expect(refused).toHaveLength(50)
    for (const answer of refused) expect(answer.status).toBe('INSUFFICIENT_FUNDS')
    expect((await playerBalances(database.db, userId)).coin).toBe(0)
  })

  it('gives 20 parallel replays of one bet one effect and one answer', async () => {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, 10_000)
    const call = {
      providerId: P,
      userId,
      transactionId: `replay-${userId}`,
      roundId: `rr-${userId}`,
      gameId,
      amount: 700,
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => wallet.bet(call)))
    const journals = new Set(answers.map((answer) => answer.journalId))
    expect(journals.size).toBe(1)
    for (const answer of answers) expect(answer).toMatchObject({ status: 'OK', balance: 9_300 })
    expect((await playerBalances(database.db, userId)).coin).toBe(9_300)
  })

  it('settles a bet racing its own rollback either way, never both', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const userId = await insertPlayer(database.db)
      await fundPlayer(database.db, userId, 1_000)
      const betId = `race-bet-${userId}`
      const roundId = `race-round-${userId}`
      const [bet] = await Promise.all([
        wallet.bet({ providerId: P, userId, transactionId: betId, roundId, gameId, amount: 400 }),
        wallet.rollback({
          providerId: P,
          userId,
          transactionId: `race-rb-${userId}`,
          roundId,
          gameId,
          referenceTransactionId: betId,
        }),
      ])
      // Whichever came first, the bet ends up undone or refused: the coins are whole again.
      expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(bet.status)
      expect((await playerBalances(database.db, userId)).coin).toBe(1_000)
    }
  })
})
