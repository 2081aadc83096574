import { randomBytes } from 'node:crypto'

import type { AppConfig } from '@panalo/contract/app-config'
import type { RechargeBonusType } from '@panalo/contract/recharge'
import {
  bonusAmount,
  depositAmountProblem,
  depositWagering,
  eligibleBonusTypes,
} from '@panalo/contract/recharge-rules'
import type { FastifyBaseLogger } from 'fastify'

import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { isIdentityVerified } from '../kyc/kyc.service.ts'
import type { DepositPolicy } from '../responsible-gaming/deposit-policy.types.ts'
import { readDepositSettings } from './deposit-settings.ts'
import { endUnpaid } from './deposit-states.ts'
import type { DepositWallet } from './deposit-wallet.ts'
import {
  insertDeposit,
  lockPlayerDeposits,
  markDepositPending,
  openDepositCount,
} from './deposits.queries.ts'
import type { PaymentGateway } from './gateways/payment-gateway.ts'

/** Open deposits one player may have at once: each holds a checkout at the gateway. */
export const MAX_OPEN_DEPOSITS = 5

export interface OpenDepositDeps {
  db: Db
  gateway: PaymentGateway
  appConfig: () => Promise<AppConfig>
  depositPolicy: DepositPolicy
  wallet: DepositWallet
  /** The web app's address: the gateway sends the payer back to /wallets there. */
  publicUrl: string
  /** How long a deposit waits for its payment before it expires. */
  expiryMs: number
  log: FastifyBaseLogger
  now: () => number
}

export interface CreateDepositInput {
  rechargeTypeId: number
  amount: number
  bankId?: number | undefined
  bonusType?: number | undefined
}

/**
 * Opens a deposit: checks the player's identity when the operator asks for it, the channel, amount and
 * bonus against the config, reserves it against the player's deposit limits, then asks the gateway
 * for a checkout once the deposit is committed.
 */
export async function openDeposit(deps: OpenDepositDeps, userId: number, input: CreateDepositInput) {
  const { db, gateway, depositPolicy, log, now } = deps
  if ((await readDepositSettings(db)).kycRequired && !(await isIdentityVerified(db, userId)))
    throw new AppError('KYC_REQUIRED_FOR_DEPOSIT')
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
  const { totalRecharge } = await deps.wallet.totals(db, userId)
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
  let chosen: RechargeBonusType | undefined
  if (input.bonusType !== undefined) {
    chosen = eligibleBonusTypes(recharge.bonusTypes, totalRecharge, input.amount).find(
      (candidate) => candidate.type === input.bonusType,
    )
    if (!chosen) throw new AppError('DEPOSIT_BONUS_UNAVAILABLE')
  }
  const bonus = chosen ? bonusAmount(chosen, input.amount) : 0
  const wagering = depositWagering(recharge.turnoverMultiplier, input.amount, chosen)

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
      wageringRequirement: wagering.deposit,
      bonusWageringRequirement: wagering.bonus,
      bonusFirstDepositOnly: chosen?.firstDepositOnly ?? false,
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
    await inTransaction(db, (tx) => endUnpaid(deps, tx, id, 'failed'))
    // The player hears that the service is not answering; the operator reads why in the log.
    log.error({ err: error, depositId: id, gateway: gateway.id }, 'the payment gateway gave no checkout')
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE')
  }
  const state = await markDepositPending(db, id, checkout)
  return { orderId: id, checkoutUrl: checkout.checkoutUrl, state, expiresAt: expiresAt.toISOString() }
}

function newDepositId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  return `dp_${[...randomBytes(24)].map((byte) => alphabet[byte & 31]).join('')}`
}
