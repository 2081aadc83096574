import { randomBytes } from 'node:crypto'

import type { AppConfig } from '@panalo/contract/app-config'
import type { DepositRecord } from '@panalo/contract/calls/deposits'
import type { TradeInfo } from '@panalo/contract/recharge'
import {
  bonusAmount,
  depositAmountProblem,
  eligibleBonusTypes,
  type DepositState,
} from '@panalo/contract/recharge-rules'
import type { FastifyBaseLogger } from 'fastify'

import type { Db, Tx } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { runEvery } from '../../platform/run-every.ts'
import { HOUSE } from '../ledger/ledger-accounts.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { DepositPolicy } from '../responsible-gaming/deposit-policy.ts'
import {
  addWageringRequirement,
  recordDepositCredited,
  walletPlayer,
} from '../wallet/wallet-players.queries.ts'
import {
  closeDeposit,
  depositRecordPage,
  dueDepositIds,
  findDepositForUser,
  heldDeposits,
  insertDeposit,
  latestPaidEvent,
  lockDeposit,
  lockPlayerDeposits,
  openDepositCount,
  markDepositPaid,
  markDepositPending,
  markHeldPaid,
  paymentUsedElsewhere,
  recordEvent,
  setEventOutcome,
  type DepositRow,
  type RecordFilter,
} from './deposits.queries.ts'
import type { GatewayEvent, PaymentGateway } from './gateways/payment-gateway.ts'

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
  /** The web app's address: the gateway sends the payer back to /wallets there. */
  publicUrl: string
  /** How long a deposit waits for its payment before it expires. */
  expiryMs: number
  log: FastifyBaseLogger
  now?: () => number
}

export interface CreateDepositInput {
  rechargeTypeId: number
  amount: number
  bankId?: number | undefined
  bonusType?: number | undefined
}

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

export type DepositsService = ReturnType<typeof createDepositsService>

/** An event id delivered again with a different payload: refused (HTTP 409), nothing changes. */
export class WebhookConflictError extends Error {
  override name = 'WebhookConflictError'
  constructor(eventId: string) {
    super(`event ${eventId} was delivered before with a different payload`)
  }
}

const OPEN_STATES: readonly DepositState[] = ['created', 'pending']
const SWEEP_BATCH = 100
/** Open deposits one player may have at once: each holds a checkout at the gateway. */
export const MAX_OPEN_DEPOSITS = 5

export function createDepositsService(deps: DepositsServiceDeps) {
  const { db, gateway, depositPolicy, log } = deps
  const now = deps.now ?? Date.now

  async function tradeInfo(userId: number): Promise<TradeInfo> {
    const player = await walletPlayer(db, userId)
    return { lastRechargeTypeId: player.lastRechargeTypeId, totalRecharge: player.totalRecharge }
  }

  async function create(userId: number, input: CreateDepositInput) {
    const config = await deps.appConfig()
    const { recharge } = config
    const channel = recharge.rechargeTypes.find((candidate) => candidate.id === input.rechargeTypeId)
    if (!channel) throw new AppError('DEPOSIT_CHANNEL_UNAVAILABLE')
    let bank: { bankId: number } | undefined
    if (channel.bankIds.length > 0) {
      if (input.bankId === undefined || !channel.bankIds.includes(input.bankId))
        throw new AppError('DEPOSIT_BANK_REQUIRED')
      bank = recharge.banks.find((candidate) => candidate.bankId === input.bankId)
      if (!bank) throw new AppError('DEPOSIT_BANK_REQUIRED')
    }
    const { totalRecharge } = await tradeInfo(userId)
    switch (depositAmountProblem(channel, input.amount, config.minRechargeStatus, totalRecharge)) {
      case 'not_whole_pesos':
        throw new AppError('DEPOSIT_AMOUNT_NOT_WHOLE')
      case 'below_minimum':
        throw new AppError('DEPOSIT_AMOUNT_BELOW_MINIMUM')
      case 'above_maximum':
        throw new AppError('DEPOSIT_AMOUNT_ABOVE_MAXIMUM')
      case null:
        break
    }
    let bonus = 0
    let bonusWagering = 0
    let bonusFirstDepositOnly = false
    if (input.bonusType !== undefined) {
      const chosen = eligibleBonusTypes(recharge.bonusTypes, totalRecharge, input.amount).find(
        (candidate) => candidate.type === input.bonusType,
      )
      if (!chosen) throw new AppError('DEPOSIT_BONUS_UNAVAILABLE')
      bonus = bonusAmount(chosen, input.amount)
      bonusWagering = bonus * chosen.turnoverMultiplier
      bonusFirstDepositOnly = chosen.firstDepositOnly
    }

    const id = newDepositId()
    const expiresAt = new Date(now() + deps.expiryMs)
    await inTransaction(db, async (tx) => {
      // Serialises this player's deposit openings, so the cap holds under concurrent requests.
      await lockPlayerDeposits(tx, userId)
      if ((await openDepositCount(tx, userId, new Date(now()))) >= MAX_OPEN_DEPOSITS)
        throw new AppError('DEPOSIT_TOO_MANY_OPEN')
      await insertDeposit(tx, {
        id,
        userId,
        rechargeTypeId: channel.id,
        channelName: channel.name,
        bankId: bank?.bankId ?? null,
        amount: input.amount,
        bonusType: input.bonusType ?? null,
        bonusAmount: bonus,
        wageringRequirement: input.amount * recharge.turnoverMultiplier,
        bonusWageringRequirement: bonusWagering,
        bonusFirstDepositOnly,
        gateway: gateway.id,
        expiresAt,
      })
      await depositPolicy.reserveDeposit(tx, { userId, amount: input.amount, reference: id })
    })

    // The gateway is slow outside I/O: call it after the deposit is committed, never inside a transaction.
    const back = `${deps.publicUrl}/wallets?name=deposit&orderId=${id}`
    let checkout
    try {
      checkout = await gateway.createCheckout({
        depositId: id,
        amount: input.amount,
        currency: 'PHP',
        method: channel.method,
        description: 'Panalo deposit',
        successUrl: back,
        cancelUrl: back,
        expiresAt,
      })
    } catch (error) {
      await inTransaction(db, (tx) => endUnpaid(tx, id, 'failed'))
      // The player hears that the service is not answering; the operator reads why in the log.
      log.error({ err: error, depositId: id, gateway: gateway.id }, 'the payment gateway gave no checkout')
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE')
    }
    const state = await markDepositPending(db, id, checkout)
    return { orderId: id, checkoutUrl: checkout.checkoutUrl, state, expiresAt: expiresAt.toISOString() }
  }

  /** Moves an open deposit to a final unpaid state and frees its reservation; false if it was not open. */
  async function endUnpaid(tx: Tx, id: string, state: 'failed' | 'cancelled' | 'expired'): Promise<boolean> {
    const ended = await closeDeposit(tx, id, OPEN_STATES, state, null)
    if (ended) await depositPolicy.releaseDeposit(tx, id)
    return ended
  }

  async function expireIfDue(row: DepositRow): Promise<DepositRow> {
    if (!OPEN_STATES.includes(row.state) || row.expiresAt.getTime() > now()) return row
    await inTransaction(db, (tx) => endUnpaid(tx, row.id, 'expired'))
    return (await findDepositForUser(db, row.userId, row.id)) ?? row
  }

  async function status(userId: number, orderId: string): Promise<DepositRecord> {
    const row = await findDepositForUser(db, userId, orderId)
    if (!row) throw new AppError('NOT_FOUND', 'There is no such deposit.')
    return present(await expireIfDue(row))
  }

  async function records(userId: number, filter: RecordFilter) {
    // Expire this player's overdue deposits first, so the list never shows a stale "pending".
    for (const id of await dueDepositIds(db, new Date(now()), SWEEP_BATCH, userId))
      await inTransaction(db, (tx) => endUnpaid(tx, id, 'expired'))
    const page = await depositRecordPage(db, userId, filter)
    return {
      list: page.rows.map(present),
      total: page.total,
      pageNum: filter.pageNum,
      pages: Math.ceil(page.total / filter.pageSize),
    }
  }

  /**
   * Applies one verified webhook in one transaction: the event is recorded once (a repeated delivery
   * stops there), the deposit row is locked, and its state moves forward or not at all.
   */
  async function applyEvent(event: GatewayEvent): Promise<{ outcome: EventOutcome; replayed: boolean }> {
    const answer = await inTransaction(db, async (tx) => {
      const deposit = await lockDeposit(tx, gateway.id, event.depositId, event.gatewayRef)
      const recorded = await recordEvent(tx, gateway.id, event, deposit?.id ?? null)
      if ('earlier' in recorded) {
        if (!recorded.earlier.samePayload) throw new WebhookConflictError(event.eventId)
        return { outcome: recorded.earlier.outcome as EventOutcome, replayed: true }
      }
      const outcome = deposit ? await transition(tx, deposit, event) : 'unknown_deposit'
      await setEventOutcome(tx, recorded.recorded, outcome)
      return { outcome, replayed: false }
    })
    log.info({ gateway: gateway.id, eventId: event.eventId, kind: event.kind, ...answer }, 'payment webhook')
    return answer
  }

  async function transition(tx: Tx, deposit: DepositRow, event: GatewayEvent): Promise<EventOutcome> {
    if (event.kind !== 'paid') {
      const ended = await endUnpaid(tx, deposit.id, event.kind)
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
      if ((await walletPlayer(tx, deposit.userId)).totalRecharge > 0) {
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
    await recordDepositCredited(tx, {
      userId: deposit.userId,
      amount: deposit.amount,
      rechargeTypeId: deposit.rechargeTypeId,
      wageringRequirement: deposit.wageringRequirement,
    })
    await addWageringRequirement(tx, deposit.userId, bonusWagering)
    return 'credited'
  }

  /**
   * An operator credits a held deposit after review: the amount the gateway reported it took (in
   * PHP), without bonus, keyed by that payment like any credit. Throws when it cannot be credited.
   */
  async function creditHeld(depositId: string): Promise<{ amount: number; userId: number }> {
    const config = await deps.appConfig()
    return inTransaction(db, async (tx) => {
      const deposit = await lockDeposit(tx, gateway.id, depositId, null)
      if (!deposit) throw new Error(`There is no ${gateway.id} deposit ${depositId}.`)
      if (deposit.state !== 'held') throw new Error(`Deposit ${depositId} is ${deposit.state}, not held.`)
      const payment = await latestPaidEvent(tx, deposit.id)
      if (!payment?.paymentId || payment.amount === null || payment.amount <= 0)
        throw new Error(`No payment was reported for ${depositId}; there is nothing to credit.`)
      if (payment.currency !== 'PHP')
        throw new Error(`${depositId} was paid in ${payment.currency}; refund it at the gateway instead.`)
      if (await paymentUsedElsewhere(tx, gateway.id, payment.paymentId, deposit.id))
        throw new Error(
          `Payment ${payment.paymentId} already paid another deposit; refund it at the gateway.`,
        )
      const journal = await ledger.post(tx, {
        idempotencyKey: `deposit:${gateway.id}:${payment.paymentId}`,
        kind: 'deposit',
        postings: [
          { account: { userId: deposit.userId, kind: 'coin' }, amount: payment.amount },
          { account: { house: HOUSE.gateway(gateway.id), asset: 'PHP' }, amount: -payment.amount },
        ],
        metadata: {
          depositId: deposit.id,
          rechargeTypeId: deposit.rechargeTypeId,
          reviewedFrom: deposit.heldReason,
        },
      })
      await markHeldPaid(tx, deposit.id, {
        amount: payment.amount,
        paymentId: payment.paymentId,
        journalId: journal.journalId,
      })
      await recordDepositCredited(tx, {
        userId: deposit.userId,
        amount: payment.amount,
        rechargeTypeId: deposit.rechargeTypeId,
        wageringRequirement: payment.amount * config.recharge.turnoverMultiplier,
      })
      return { amount: payment.amount, userId: deposit.userId }
    })
  }

  /** Expires deposits past their time (the sweeper); answers how many it expired. */
  async function expireDue(): Promise<number> {
    let expired = 0
    for (const id of await dueDepositIds(db, new Date(now()), SWEEP_BATCH)) {
      if (await inTransaction(db, (tx) => endUnpaid(tx, id, 'expired'))) expired += 1
    }
    return expired
  }

  return {
    tradeInfo,
    create,
    status,
    records,
    applyEvent,
    expireDue,
    creditHeld,
    held: () => heldDeposits(db),
  }
}

function newDepositId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  return `dp_${[...randomBytes(24)].map((byte) => alphabet[byte & 31]).join('')}`
}

function present(row: DepositRow): DepositRecord {
  const open = OPEN_STATES.includes(row.state)
  return {
    orderId: row.id,
    rechargeTypeId: row.rechargeTypeId,
    channelName: row.channelName,
    bankId: row.bankId,
    amount: row.amount,
    currency: 'PHP',
    bonusType: row.bonusType,
    bonusAmount: row.bonusAmount,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    checkoutUrl: open ? row.checkoutUrl : null,
  }
}

/** Runs expireDue every `intervalMs` until stopped; one sweep at a time. */
export function startExpirySweeper(deposits: DepositsService, intervalMs: number, log: FastifyBaseLogger) {
  return runEvery(
    intervalMs,
    async () => {
      const count = await deposits.expireDue()
      if (count > 0) log.info({ count }, 'expired unpaid deposits')
    },
    (error) => log.error({ err: error }, 'deposit expiry sweep failed'),
  )
}
