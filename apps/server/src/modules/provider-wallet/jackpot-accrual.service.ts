import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'

import type { Db, Executor } from '../../db/client.ts'
import { withinTransaction } from '../../db/transaction.ts'
import { runEvery } from '../../platform/run-every.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import { houseBalance } from '../ledger/ledger-balances.service.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { ONE_KEY_LOCKS } from '../../platform/lock-spaces.ts'

/** The jackpot share of each bet in basis points per tier (0.5 % of the stake in all by default). */
export type JackpotShares = Readonly<Record<string, number>>
export const DEFAULT_JACKPOT_SHARES: JackpotShares = { mega: 20, major: 15, minor: 10, mini: 5 }

export interface SweepResult {
  /** What left HOUSE.jackpotAccrual for the pools (negative when rollbacks took back more than bets gave). */
  moved: number
  journalId: number | null
}

/**
 * What a sweep of `balance` moves to each tier: the largest part of the balance that splits exactly
 * in proportion to the tiers' basis points (a multiple of their sum divided by their greatest common
 * divisor: 10 centavos for 20:15:10:5), rounded down. The rest, from nothing up to one unit less,
 * stays in the accrual account for the next sweep, so every tier gets exactly its share of all the
 * shares swept over time, with no rounding left to favour one pool. A negative balance (rollbacks
 * of shares already swept) moves back from the pools the same way.
 */
export function splitAccrual(balance: number, shares: JackpotShares): { tier: string; amount: number }[] {
  const tiers = Object.entries(shares).filter(([, bp]) => bp > 0)
  const total = tiers.reduce((sum, [, bp]) => sum + bp, 0)
  if (total === 0) return []
  const unit = total / tiers.reduce((divisor, [, bp]) => greatestCommonDivisor(divisor, bp), total)
  const moved = balance - (((balance % unit) + unit) % unit)
  if (moved === 0) return []
  // Multiply first: moved × bp is a whole multiple of the total, so the division is exact, where
  // (moved / total) × bp can land a hair off a whole number (-54,580 gave -16,373.999…).
  return tiers.map(([tier, bp]) => ({ tier, amount: (moved * bp) / total }))
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/**
 * Moves what HOUSE.jackpotAccrual holds to the pools, split by the tiers' shares (splitAccrual), in
 * one journal of kind `jackpot_accrual`. Bets credit the accrual account with their share
 * (place-bet.ts: betJournal) and rollbacks debit it, so this is the one way shares
 * reach the pools: a sweeper calls it about once a second, and anything that pays a pool out or
 * shows it must call it first, in its own transaction, so that the pool holds every committed bet's
 * share.
 *
 * Sweeps of one database take turns on an advisory lock, held to the end of the transaction, and read
 * the balance once they hold it. That read must see what the previous sweep committed, so the
 * transaction must be READ COMMITTED (a REPEATABLE READ snapshot taken earlier could move the same
 * centavos again). `wait: false` gives up at once when another sweep holds the lock (the sweeper: the
 * other one does the work); a caller about to read a pool waits for its turn.
 */
export async function sweepJackpotAccrual(
  executor: Executor,
  shares: JackpotShares,
  { wait = true }: { wait?: boolean } = {},
): Promise<SweepResult> {
  return withinTransaction(executor, async (tx) => {
    const [turn] = (
      (await tx.execute(
        wait
          ? sql`select current_setting('transaction_isolation') as isolation, true as locked
                  from pg_advisory_xact_lock(${ONE_KEY_LOCKS.jackpotSweep})`
          : sql`select current_setting('transaction_isolation') as isolation,
                  pg_try_advisory_xact_lock(${ONE_KEY_LOCKS.jackpotSweep}) as locked`,
      )) as unknown as { rows: { isolation: string; locked: boolean }[] }
    ).rows
    if (turn?.isolation !== 'read committed')
      throw new Error(`A jackpot sweep needs a READ COMMITTED transaction, not ${turn?.isolation}`)
    if (!turn.locked) return { moved: 0, journalId: null }
    const accrued = (await houseBalance(tx, HOUSE.jackpotAccrual, 'PHP')) ?? 0
    const parts = splitAccrual(accrued, shares)
    const moved = parts.reduce((sum, part) => sum + part.amount, 0)
    if (moved === 0) return { moved: 0, journalId: null }
    const journal = await ledger.post(tx, {
      // Unique for good, whatever happens to the database's sequences (a dump and restore).
      idempotencyKey: `jackpot_accrual:sweep:${randomUUID()}`,
      kind: 'jackpot_accrual',
      postings: [
        { account: { house: HOUSE.jackpotAccrual, asset: 'PHP' }, amount: -moved },
        ...parts.map(({ tier, amount }) => ({
          account: { house: HOUSE.jackpot(tier), asset: 'PHP' as const },
          amount,
        })),
      ],
      metadata: { swept: moved },
    })
    return { moved, journalId: journal.journalId }
  })
}

/**
 * Sweeps every `intervalMs` until stopped, one sweep at a time; a failed sweep is logged and the next
 * one tries again (nothing is lost: the shares wait in the accrual account).
 */
export function startJackpotSweeper(
  db: Db,
  shares: JackpotShares,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return runEvery(
    intervalMs,
    () => sweepJackpotAccrual(db, shares, { wait: false }),
    (error) => log.error({ err: error }, 'jackpot accrual sweep failed'),
    (failures) => log.info({ failures }, 'jackpot accrual sweep works again'),
  )
}
