import type { AppConfig } from '@panalo/contract/app-config'

import type { Db, Executor } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { hashPassword, verifyPassword } from '../../platform/secrets.ts'
import { checkLength, validation } from '../../platform/validation.ts'
import { playerBalances } from '../ledger/ledger-balances.service.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { checkSecret, clearAttempts, holderLimits, pairKey } from '../throttle/attempts.service.ts'

/** Wrong safebox passwords allowed per player from one address, and per player from all (decision 015). */
export const SAFEBOX_PASSWORD_LIMITS = {
  perHolderAndAddress: { limit: 5, windowMs: 15 * 60_000 },
  perHolder: { limit: 20, windowMs: 60 * 60_000 },
} as const

/** Where the safebox password's hash is kept: the player's wallet totals (the wallet area supplies it). */
export interface SafeboxPasswordStore {
  walletPlayer(db: Executor, userId: number): Promise<{ safeboxPasswordHash: string | null }>
  setSafeboxPasswordHash(db: Executor, userId: number, hash: string): Promise<void>
}

export interface SafeboxDeps {
  db: Db
  appConfig: () => Promise<AppConfig>
  passwords: SafeboxPasswordStore
  proveFresh: (
    principal: Principal,
    input: { currentPassword?: string | undefined; proofCode?: string | undefined },
    ip: string,
  ) => Promise<void>
}

/**
 * The safebox (SPEC.md §3 safebox, hasSafeboxPassword): coins the player sets aside. They sit in the
 * player's `safebox` ledger account, which bets and withdrawals never debit; moving them out needs
 * the safebox password. Each move is one journal keyed by the client's requestId.
 */
export function createSafeboxService({ db, appConfig, passwords, proveFresh }: SafeboxDeps) {
  async function balances(userId: number) {
    const all = await playerBalances(db, userId)
    return { coin: all.coin, safebox: all.safebox }
  }

  async function move(userId: number, direction: 'in' | 'out', requestId: string, amount: number) {
    const coin = { userId, kind: 'coin' as const }
    const safebox = { userId, kind: 'safebox' as const }
    const journal = await ledger.post(db, {
      idempotencyKey: `safebox:${direction}:${userId}:${requestId}`,
      kind: `safebox.${direction}`,
      postings:
        direction === 'in'
          ? [
              { account: coin, amount: -amount },
              { account: safebox, amount },
            ]
          : [
              { account: safebox, amount: -amount },
              { account: coin, amount },
            ],
    })
    const [first, second] = journal.postings
    const coinAfter = direction === 'in' ? first?.balanceAfter : second?.balanceAfter
    const safeboxAfter = direction === 'in' ? second?.balanceAfter : first?.balanceAfter
    // A replay answers the first result's balances; a fresh read is what the player has now.
    if (journal.replayed || coinAfter == null || safeboxAfter == null) return balances(userId)
    return { coin: coinAfter, safebox: safeboxAfter }
  }

  return {
    async setPassword(
      principal: Principal,
      input: { password: string; currentPassword?: string | undefined; proofCode?: string | undefined },
      ip: string,
    ): Promise<{ hasSafeboxPassword: true }> {
      const config = await appConfig()
      checkLength(input.password, config.lengths.safeboxPassword, 'password')
      if (!/^\d+$/.test(input.password)) throw validation('password', 'Use digits only')
      const player = await passwords.walletPlayer(db, principal.userId)
      // Setting the first one needs only the session; changing it is as sensitive as a password change.
      if (player.safeboxPasswordHash !== null) await proveFresh(principal, input, ip)
      await passwords.setSafeboxPasswordHash(db, principal.userId, await hashPassword(input.password))
      await clearAttempts(db, `safebox:user:${principal.userId}`)
      return { hasSafeboxPassword: true }
    },

    deposit(userId: number, input: { requestId: string; amount: number }) {
      return move(userId, 'in', input.requestId, input.amount)
    },

    async withdraw(
      userId: number,
      input: { requestId: string; amount: number; password: string },
      ip: string,
    ) {
      const player = await passwords.walletPlayer(db, userId)
      if (player.safeboxPasswordHash === null) throw new AppError('SAFEBOX_PASSWORD_NOT_SET')
      const { safeboxPasswordHash } = player
      const key = `safebox:user:${userId}`
      const checked = await checkSecret(db, holderLimits(key, ip, SAFEBOX_PASSWORD_LIMITS), () =>
        verifyPassword(safeboxPasswordHash, input.password),
      )
      if (checked.outcome === 'throttled')
        throw new AppError('RATE_LIMITED', undefined, {
          retryAfterSeconds: Math.ceil(checked.retryAfterMs / 1000),
        })
      if (checked.outcome === 'wrong') throw new AppError('SAFEBOX_PASSWORD_WRONG')
      await clearAttempts(db, pairKey(key, ip))
      return move(userId, 'out', input.requestId, input.amount)
    },
  }
}

export type SafeboxService = ReturnType<typeof createSafeboxService>
