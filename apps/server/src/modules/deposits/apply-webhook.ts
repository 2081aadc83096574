import type { FastifyBaseLogger } from 'fastify'

import type { Db, Tx } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { sendSystemMail } from '../mail/mail.service.ts'
import type { DepositPolicy } from '../responsible-gaming/deposit-policy.types.ts'
import { endUnpaid, OPEN_STATES } from './deposit-states.ts'
import type { DepositWallet } from './deposit-wallet.ts'
import {
  closeDeposit,
  lockDeposit,
  lockPlayerDeposits,
  markDepositPaid,
  paymentUsedElsewhere,
  recordEvent,
  setEventOutcome,
  type DepositRow,
} from './deposits.queries.ts'
import type { GatewayEvent, PaymentGateway } from './gateways/payment-gateway.ts'

/** What a webhook did, answered to the route (and logged). */
export type EventOutcome =
  | 'credited'
  | 'already_paid'
  | 'held'
  | 'closed'
  | 'ignored'
  | 'unknown_deposit'
  | 'failed'
  | 'cancelled'
  | 'expired'

/** An event id delivered again with a different payload: refused (HTTP 409), nothing changes. */
export class WebhookConflictError extends Error {
  override name = 'WebhookConflictError'
  constructor(eventId: string) {
    super(`event ${eventId} was delivered before with a different payload`)
  }
}

export interface ApplyWebhookDeps {
  db: Db
  gateway: PaymentGateway
  depositPolicy: DepositPolicy
  wallet: DepositWallet
  log: FastifyBaseLogger
}

/**
 * Applies one verified webhook in one transaction: the event is recorded once (a repeated delivery
 * stops there), the deposit row is locked, and its state moves forward or not at all.
 */
export async function applyWebhook(
  deps: ApplyWebhookDeps,
  event: GatewayEvent,
): Promise<{ outcome: EventOutcome; replayed: boolean }> {
  const { db, gateway, log } = deps
  const answer = await inTransaction(db, async (tx) => {
    const deposit = await lockDeposit(tx, gateway.id, event.depositId, event.gatewayRef)
    const recorded = await recordEvent(tx, gateway.id, event, deposit?.id ?? null)
    if ('earlier' in recorded) {
      if (!recorded.earlier.samePayload) throw new WebhookConflictError(event.eventId)
      return { outcome: recorded.earlier.outcome as EventOutcome, replayed: true }
    }
    const outcome = deposit ? await transition(deps, tx, deposit, event) : 'unknown_deposit'
    await setEventOutcome(tx, recorded.recorded, outcome)
    return { outcome, replayed: false }
  })
  log.info({ gateway: gateway.id, eventId: event.eventId, kind: event.kind, ...answer }, 'payment webhook')
  return answer
}

async function transition(
  deps: ApplyWebhookDeps,
  tx: Tx,
  deposit: DepositRow,
  event: GatewayEvent,
): Promise<EventOutcome> {
  const { gateway, depositPolicy, wallet } = deps
  if (event.kind !== 'paid') {
    const ended = await endUnpaid(deps, tx, deposit.id, event.kind)
    return ended ? event.kind : 'closed'
  }
  if (deposit.state === 'paid') return 'already_paid'
  if (deposit.state === 'held') return 'held'
  if (!event.paymentId) return 'ignored'
  if (!OPEN_STATES.includes(deposit.state)) {
    // Money arrived for a deposit that had already ended: an operator looks at it.
    await closeDeposit(tx, deposit.id, [deposit.state], 'held', 'late_payment')
    return 'held'
  }
  if (await paymentUsedElsewhere(tx, gateway.id, event.paymentId, deposit.id)) {
    // One payment cannot pay two deposits: a gateway fault or a forged reference.
    await closeDeposit(tx, deposit.id, OPEN_STATES, 'held', 'payment_reused')
    await depositPolicy.releaseDeposit(tx, deposit.id)
    return 'held'
  }
  const mismatch =
    event.amount !== deposit.amount
      ? 'amount_mismatch'
      : event.currency !== deposit.currency
        ? 'currency_mismatch'
        : null
  if (mismatch) {
    await closeDeposit(tx, deposit.id, OPEN_STATES, 'held', mismatch)
    await depositPolicy.releaseDeposit(tx, deposit.id)
    return 'held'
  }
  let bonus = deposit.bonusAmount
  let bonusWagering = deposit.bonusWageringRequirement
  if (bonus > 0 && deposit.bonusFirstDepositOnly) {
    // Two deposits opened before either was paid may both carry the first-deposit bonus: the one
    // credited first keeps it. The player lock orders this player's credits.
    await lockPlayerDeposits(tx, deposit.userId)
    if ((await wallet.totals(tx, deposit.userId)).totalRecharge > 0) {
      bonus = 0
      bonusWagering = 0
    }
  }
  const postings: ledger.PostingRequest[] = [
    { account: { userId: deposit.userId, kind: 'coin' }, amount: deposit.amount + bonus },
    { account: { house: HOUSE.gateway(gateway.id), asset: 'PHP' }, amount: -deposit.amount },
  ]
  if (bonus > 0) postings.push({ account: { house: HOUSE.promotions, asset: 'PHP' }, amount: -bonus })
  const journal = await ledger.post(tx, {
    idempotencyKey: `deposit:${gateway.id}:${event.paymentId}`,
    kind: 'deposit',
    postings,
    metadata: {
      depositId: deposit.id,
      rechargeTypeId: deposit.rechargeTypeId,
      bonusType: deposit.bonusType,
    },
  })
  await markDepositPaid(tx, deposit.id, {
    paymentId: event.paymentId,
    journalId: journal.journalId,
    bonusAmount: bonus,
  })
  await wallet.recordDepositCredited(tx, {
    userId: deposit.userId,
    depositId: deposit.id,
    journalId: journal.journalId,
    amount: deposit.amount,
    rechargeTypeId: deposit.rechargeTypeId,
    wageringRequirement: deposit.wageringRequirement,
    bonusWageringRequirement: bonusWagering,
  })
  await sendSystemMail(tx, {
    userId: deposit.userId,
    kind: 'depositCredited',
    key: `deposit:${deposit.id}`,
    params: { amount: deposit.amount + bonus },
  })
  return 'credited'
}
