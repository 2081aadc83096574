import { eq, sql } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import { walletPlayers } from '../../db/schema/wallet.ts'
import * as ledger from '../ledger/ledger-balances.service.ts'
import { addWageringRequirement, wageringLeftOf } from './wagering.service.ts'
import type { WalletFigures } from './wallet.types.ts'

/**
 * The wallet's per-player running totals (wallet_players). Every write takes the values it adds, so
 * it runs in the transaction of the ledger journal it belongs to and is counted exactly once with it.
 */

/**
 * A deposit was credited by the journal `journalId`: its amount counts towards totalRecharge, and its
 * turnover requirement (and its deposit bonus's) becomes a requirement row.
 */
export async function recordDepositCredited(
  tx: Tx,
  deposit: {
    userId: number
    /** The deposit's id: the key of its requirement rows. */
    depositId: string
    journalId: number
    amount: number
    rechargeTypeId: number | null
    wageringRequirement: number
    bonusWageringRequirement?: number | undefined
  },
): Promise<void> {
  await tx
    .insert(walletPlayers)
    .values({
      userId: deposit.userId,
      totalRecharge: deposit.amount,
      lastRechargeTypeId: deposit.rechargeTypeId,
    })
    .onConflictDoUpdate({
      target: walletPlayers.userId,
      set: {
        totalRecharge: sql`${walletPlayers.totalRecharge} + ${deposit.amount}`,
        lastRechargeTypeId: sql`coalesce(${deposit.rechargeTypeId}::integer, ${walletPlayers.lastRechargeTypeId})`,
        updatedAt: sql`now()`,
      },
    })
  const credit = { userId: deposit.userId, creditJournalId: deposit.journalId }
  await addWageringRequirement(tx, {
    ...credit,
    key: `deposit:${deposit.depositId}`,
    requirement: deposit.wageringRequirement,
  })
  await addWageringRequirement(tx, {
    ...credit,
    key: `deposit-bonus:${deposit.depositId}`,
    requirement: deposit.bonusWageringRequirement ?? 0,
  })
}

/**
 * Locks the player's wallet row (creating it) until the transaction ends, and answers its totals:
 * a credited deposit takes the same lock (its upsert), so a decision on "has the player deposited
 * yet" holds until commit.
 */
export async function lockWalletPlayer(tx: Tx, userId: number): Promise<WalletPlayerRow> {
  await tx.insert(walletPlayers).values({ userId }).onConflictDoNothing()
  const [row] = await tx
    .select({
      totalRecharge: walletPlayers.totalRecharge,
      lastRechargeTypeId: walletPlayers.lastRechargeTypeId,
      safeboxPasswordHash: walletPlayers.safeboxPasswordHash,
    })
    .from(walletPlayers)
    .where(eq(walletPlayers.userId, userId))
    .for('update')
  if (!row) throw new Error(`wallet row of player ${userId} vanished`)
  return row
}

export async function setSafeboxPasswordHash(tx: Executor, userId: number, hash: string): Promise<void> {
  await tx
    .insert(walletPlayers)
    .values({ userId, safeboxPasswordHash: hash })
    .onConflictDoUpdate({
      target: walletPlayers.userId,
      set: { safeboxPasswordHash: hash, updatedAt: sql`now()` },
    })
}

export interface WalletPlayerRow {
  totalRecharge: number
  lastRechargeTypeId: number | null
  safeboxPasswordHash: string | null
}

const NEW_PLAYER: WalletPlayerRow = {
  totalRecharge: 0,
  lastRechargeTypeId: null,
  safeboxPasswordHash: null,
}

export async function walletPlayer(db: Executor, userId: number): Promise<WalletPlayerRow> {
  const [row] = await db
    .select({
      totalRecharge: walletPlayers.totalRecharge,
      lastRechargeTypeId: walletPlayers.lastRechargeTypeId,
      safeboxPasswordHash: walletPlayers.safeboxPasswordHash,
    })
    .from(walletPlayers)
    .where(eq(walletPlayers.userId, userId))
  return row ?? NEW_PLAYER
}

/**
 * The wallet figures of the user info (SPEC.md §3): balances from the ledger, totals from
 * wallet_players, `bet` the one wagering figure (wageringLeft, decision 106). `exchange`, what the
 * player can withdraw now, is the whole coin balance once the turnover is met and nothing before;
 * safebox coins must be moved out first.
 */
export async function walletFigures(db: Executor, userId: number): Promise<WalletFigures> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const balances = await ledger.playerBalances(db, userId)
  // The totals and the wagering figure in one statement: the withdrawal gate reads this under the
  // player's lock, where every round trip is one more wait for the withdrawals queued behind.
  const [row] = await db
    .select({
      totalRecharge: walletPlayers.totalRecharge,
      safeboxPasswordHash: walletPlayers.safeboxPasswordHash,
      bet: wageringLeftOf(userId),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(walletPlayers, eq(walletPlayers.userId, userId))
  const player = {
    totalRecharge: row?.totalRecharge ?? 0,
    safeboxPasswordHash: row?.safeboxPasswordHash ?? null,
  }
  const bet = row?.bet ?? 0
  return {
    coin: balances.coin,
    safebox: balances.safebox,
    totalRecharge: player.totalRecharge,
    bet,
    exchange: bet > 0 ? 0 : balances.coin,
    hasSafeboxPassword: player.safeboxPasswordHash !== null,
  }
}
