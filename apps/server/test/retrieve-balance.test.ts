import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Executor } from '../src/db/client.ts'
import { houseBalance } from '../src/modules/ledger/ledger-balances.service.ts'
import * as ledger from '../src/modules/ledger/ledger.service.ts'
import type { TransferWallet } from '../src/modules/wallet/provider-wallets.ts'
import { createWalletBalancesService } from '../src/modules/wallet/wallet-balances.service.ts'
import { deposit, expectLedgerConsistent, openTestHouseAccounts } from './helpers/ledger.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

const PROVIDER = { house: 'provider:fakeslots', asset: 'PHP' } as const

/**
 * A transfer-wallet provider as the games area would write one: it holds a balance per player (here
 * in memory, at a real provider behind its API) that came from the player's coins by a journal, and
 * pulls it back with the opposite journal.
 */
function fakeTransferWallet(): TransferWallet & {
  send(db: Executor, userId: number, amount: number): Promise<void>
} {
  const balances = new Map<number, number>()
  return {
    providerId: 'fakeslots',
    name: 'Fake Slots',
    balance: (userId) => Promise.resolve(balances.get(userId) ?? 0),
    async send(db, userId, amount) {
      await ledger.post(db, {
        idempotencyKey: `transfer-out:${userId}:${amount}`,
        kind: 'transfer.out',
        postings: [
          { account: { userId, kind: 'coin' }, amount: -amount },
          { account: PROVIDER, amount },
        ],
      })
      balances.set(userId, (balances.get(userId) ?? 0) + amount)
    },
    async pullBack(db, userId, requestId) {
      const amount = balances.get(userId) ?? 0
      if (amount === 0) return 0
      await ledger.post(db, {
        idempotencyKey: `transfer-in:${requestId}`,
        kind: 'transfer.in',
        postings: [
          { account: PROVIDER, amount: -amount },
          { account: { userId, kind: 'coin' }, amount },
        ],
      })
      balances.set(userId, 0)
      return amount
    },
  }
}

describe('retrieve balance with a transfer-wallet provider', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
    await openTestHouseAccounts(database.db)
    await ledger.openHouseAccount(database.db, { code: PROVIDER.house, asset: 'PHP' })
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  it('shows the provider balance and pulls it back to coin once', async () => {
    const wallet = fakeTransferWallet()
    const service = createWalletBalancesService({ db: database.db, transferWallets: [wallet] })
    const user = 7
    await deposit(database.db, user, 1_000_00, 'rb-deposit')
    await wallet.send(database.db, user, 400_00)
    expect(await service.balances(user)).toEqual({
      coin: 600_00,
      safebox: 0,
      held: 0,
      bonus: 0,
      providers: [{ providerId: 'fakeslots', name: 'Fake Slots', balance: 400_00, retrievable: true }],
    })
    const after = await service.retrieve(user, 'rb-request-1')
    expect(after.coin).toBe(1_000_00)
    expect(after.providers).toEqual([
      { providerId: 'fakeslots', name: 'Fake Slots', balance: 0, retrievable: false },
    ])
    expect(await service.retrieve(user, 'rb-request-1')).toEqual(after)
    expect(await houseBalance(database.db, PROVIDER.house, 'PHP')).toBe(0)
  })
})
