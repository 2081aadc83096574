import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'

import type { Db, Executor } from '../../db/client.ts'
import { withinTransaction } from '../../db/transaction.ts'
import { HOUSE } from '../ledger/ledger-accounts.ts'
import { houseBalance } from '../ledger/ledger.queries.ts'
import * as ledger from '../ledger/ledger.service.ts'

/** The jackpot share of each bet in basis points per tier (0.5 % of the stake in all by default). */
export type JackpotShares = Readonly<Record<string, number>>
export const DEFAULT_JACKPOT_SHARES: JackpotShares = { mega: 20, major: 15, minor: 10, mini: 5 }

/**
 * One key for every sweeper of one database (several server processes each run one): a sweep that
 * finds another in progress leaves the work to it, so an accrual balance is never moved twice.
 */
const SWEEP_LOCK_KEY = 0x6a_61_63_6b // "jack"

export interface SweepResult {
  /** What left HOUSE.jackpotAccrual for the pools (negative when rollbacks took back more than bets gave). */
  moved: number
  journalId: number | null
}

/**
 * Splits `amount` over the tiers in proportion to their shares. Every tier but the first gets its
 * proportion rounded toward zero; the first (the largest pool, mega) gets the rest, so the parts add
 * up to `amount` exactly, and a negative amount splits as the mirror image of a positive one.
 */
export function splitByShares(amount: number, shares: JackpotShares): [string, number][] {
  const tiers = Object.entries(shares).filter(([, bp]) => bp > 0)
  const [first, ...rest] = tiers
  if (!first) return []
  const total = tiers.reduce((sum, [, bp]) => sum + bp, 0)
  const parts = rest.map(([tier, bp]): [string, number] => [tier, Math.trunc((amount * bp) / total) || 0])
  const others = parts.reduce((sum, [, part]) => sum + part, 0)
  return [[first[0], amount - others || 0], ...parts]
}

/**
 * Moves what HOUSE.jackpotAccrual holds to the pools, split by the tiers' shares, in one journal
 * (kind `jackpot_accrual`). Bets credit the accrual account with their share (seamless-wallet.service.ts:
 * betJournal) and rollbacks debit it, so this is the one way shares reach the pools: a sweeper
 * calls it about once a second, and anything that pays out or shows a pool calls it first, in its own
 * transaction, so that the pool it reads holds every committed bet's share.
 *
 * Reads the balance under a transaction-scoped advisory lock: a concurrent sweep waits for this one,
 * then reads the balance this one left. Bets committing meanwhile are swept next time.
 */
export async function sweepJackpotAccrual(executor: Executor, shares: JackpotShares): Promise<SweepResult> {
  return withinTransaction(executor, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SWEEP_LOCK_KEY})`)
    const accrued = (await houseBalance(tx, HOUSE.jackpotAccrual, 'PHP')) ?? 0
    const parts = splitByShares(accrued, shares).filter(([, part]) => part !== 0)
    if (accrued === 0 || parts.length === 0) return { moved: 0, journalId: null }
    const journal = await ledger.post(tx, {
      // Unique for good, whatever happens to the database's sequences (a dump and restore).
      idempotencyKey: `jackpot_accrual:sweep:${randomUUID()}`,
      kind: 'jackpot_accrual',
      postings: [
        { account: { house: HOUSE.jackpotAccrual, asset: 'PHP' }, amount: -accrued },
        ...parts.map(([tier, part]) => ({
          account: { house: HOUSE.jackpot(tier), asset: 'PHP' as const },
          amount: part,
        })),
      ],
      metadata: { swept: accrued },
    })
    return { moved: accrued, journalId: journal.journalId }
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
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = sweepJackpotAccrual(db, shares)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'jackpot accrual sweep failed'))
      .finally(() => (running = undefined))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
