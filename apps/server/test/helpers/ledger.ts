import type { SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import { z } from 'zod'

import type { Executor } from '../../src/db/client.ts'
import { checkLedger } from '../../src/modules/ledger/ledger-check.ts'
import type { PlayerAccountKind } from '../../src/modules/ledger/ledger-accounts.types.ts'
import * as ledger from '../../src/modules/ledger/ledger.service.ts'

/** The house accounts the ledger tests move value against. */
export const GATEWAY = { house: 'gateway:sandbox', asset: 'PHP' } as const
export const PROVIDER = { house: 'provider:originals', asset: 'PHP' } as const
export const PROMOTIONS = { house: 'promotions', asset: 'PHP' } as const

export async function openTestHouseAccounts(db: Executor): Promise<void> {
  for (const { house, asset } of [GATEWAY, PROVIDER, PROMOTIONS]) {
    await ledger.openHouseAccount(db, { code: house, asset })
  }
}

const coin = (userId: number, kind: PlayerAccountKind = 'coin') => ({ userId, kind })

/** A deposit through the sandbox gateway: credits the player's coins. */
export function deposit(db: Executor, userId: number, amount: number, key: string) {
  return ledger.post(db, {
    idempotencyKey: key,
    kind: 'deposit',
    postings: [
      { account: coin(userId), amount },
      { account: GATEWAY, amount: -amount },
    ],
  })
}

/** A bet on Panalo Originals: debits the player's coins. */
export function bet(db: Executor, userId: number, amount: number, key: string, round = 1) {
  return ledger.post(db, {
    idempotencyKey: key,
    kind: 'bet',
    postings: [
      { account: coin(userId), amount: -amount },
      { account: PROVIDER, amount },
    ],
    metadata: { game: 'crash', round },
  })
}

/** A win on Panalo Originals: credits the player's coins. */
export function win(db: Executor, userId: number, amount: number, key: string) {
  return ledger.post(db, {
    idempotencyKey: key,
    kind: 'win',
    postings: [
      { account: PROVIDER, amount: -amount },
      { account: coin(userId), amount },
    ],
  })
}

/** Coins into the safebox (amount > 0) or back out (amount < 0): two player accounts in one journal. */
export function moveToSafebox(db: Executor, userId: number, amount: number, key: string) {
  return ledger.post(db, {
    idempotencyKey: key,
    kind: 'safebox',
    postings: [
      { account: coin(userId), amount: -amount },
      { account: coin(userId, 'safebox'), amount },
    ],
  })
}

/** Settles a promise list into what happened to each, for counting outcomes of concurrent calls. */
export async function settle<T>(promises: Promise<T>[]): Promise<{ ok: T[]; failed: unknown[] }> {
  const results = await Promise.allSettled(promises)
  return {
    ok: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    failed: results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : [])),
  }
}

export async function expectLedgerConsistent(db: Executor): Promise<void> {
  const result = await checkLedger(db)
  expect(result.violations).toEqual([])
  expect(result.ok).toBe(true)
}

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) })

/** Runs raw SQL and answers its rows. */
export async function queryRows(db: Executor, statement: SQL): Promise<Record<string, unknown>[]> {
  return rowsSchema.parse(await db.execute(statement)).rows
}
