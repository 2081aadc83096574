import type { AppConfig } from '@panalo/contract/app-config'
import type { TradeInfo } from '@panalo/contract/recharge'
import type { FastifyBaseLogger } from 'fastify'

import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { isIdentityVerified } from '../kyc/kyc.service.ts'
import type { DepositPolicy } from '../responsible-gaming/deposit-policy.types.ts'
import { applyWebhook } from './apply-webhook.ts'
import { creditHeld } from './credit-held.ts'
import { depositRecords, depositStatus } from './deposit-records.ts'
import { readDepositSettings } from './deposit-settings.ts'
import { endUnpaid, SWEEP_BATCH } from './deposit-states.ts'
import type { DepositWallet } from './deposit-wallet.ts'
import { dueDepositIds, heldDeposits, paidDepositsTotal, type RecordFilter } from './deposits.queries.ts'
import type { GatewayEvent, PaymentGateway } from './gateways/payment-gateway.ts'
import { openDeposit, type CreateDepositInput } from './open-deposit.ts'

export { paidDepositsTotal }
/** What the rewards areas read to count deposits in a period (VIP and activity tasks). */
export type PaidDepositsTotal = typeof paidDepositsTotal

/**
 * Deposits (docs/decisions/014): a deposit is opened here and the payer pays at the gateway; coins
 * are credited only on the gateway's verified webhook, exactly once, and only when its amount and
 * currency match. States move forward only, guarded in SQL.
 */
export interface DepositsServiceDeps {
  db: Db
  gateway: PaymentGateway
  appConfig: () => Promise<AppConfig>
  depositPolicy: DepositPolicy
  /** The player's wallet totals (the wallet area). */
  wallet: DepositWallet
  /** The web app's address: the gateway sends the payer back to /wallets there. */
  publicUrl: string
  /** How long a deposit waits for its payment before it expires. */
  expiryMs: number
  log: FastifyBaseLogger
  now?: () => number
}

export type DepositsService = ReturnType<typeof createDepositsService>

export function createDepositsService(serviceDeps: DepositsServiceDeps) {
  const deps = { ...serviceDeps, now: serviceDeps.now ?? Date.now }
  const { db, now } = deps

  async function tradeInfo(userId: number): Promise<TradeInfo> {
    const [player, settings, kycVerified] = await Promise.all([
      deps.wallet.totals(db, userId),
      readDepositSettings(db),
      isIdentityVerified(db, userId),
    ])
    return {
      lastRechargeTypeId: player.lastRechargeTypeId,
      totalRecharge: player.totalRecharge,
      kycRequired: settings.kycRequired,
      kycVerified,
    }
  }

  /** Expires deposits past their time (the sweeper); answers how many it expired. */
  async function expireDue(): Promise<number> {
    let expired = 0
    for (const id of await dueDepositIds(db, new Date(now()), SWEEP_BATCH)) {
      if (await inTransaction(db, (tx) => endUnpaid(deps, tx, id, 'expired'))) expired += 1
    }
    return expired
  }

  return {
    tradeInfo,
    create: (userId: number, input: CreateDepositInput) => openDeposit(deps, userId, input),
    status: (userId: number, orderId: string) => depositStatus(deps, userId, orderId),
    records: (userId: number, filter: RecordFilter) => depositRecords(deps, userId, filter),
    applyEvent: (event: GatewayEvent) => applyWebhook(deps, event),
    expireDue,
    creditHeld: (depositId: string) => creditHeld(deps, depositId),
    held: () => heldDeposits(db),
  }
}

// The players desk pages a player's deposits with the query the player's own records use.
export { depositRecordPage } from './deposits.queries.ts'
