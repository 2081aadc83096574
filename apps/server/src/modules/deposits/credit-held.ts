import { depositWagering } from '@panalo/contract/recharge-rules'
import type { AppConfig } from '@panalo/contract/app-config'

import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { sendSystemMail } from '../mail/mail.service.ts'
import type { DepositWallet } from './deposit-wallet.ts'
import { latestPaidEvent, lockDeposit, markHeldPaid, paymentUsedElsewhere } from './deposits.queries.ts'
import type { PaymentGateway } from './gateways/payment-gateway.ts'

export interface CreditHeldDeps {
  db: Db
  gateway: PaymentGateway
  appConfig: () => Promise<AppConfig>
  wallet: Pick<DepositWallet, 'recordDepositCredited'>
}

/**
 * An operator credits a held deposit after review: the amount the gateway reported it took (in
 * PHP), without bonus, keyed by that payment like any credit. Refuses (AppError, which the CLI prints
 * and the console shows) when it cannot be credited.
 */
export async function creditHeld(
  { db, gateway, appConfig, wallet }: CreditHeldDeps,
  depositId: string,
): Promise<{ amount: number; userId: number }> {
  const config = await appConfig()
  return inTransaction(db, async (tx) => {
    const deposit = await lockDeposit(tx, gateway.id, depositId, null)
    if (!deposit) throw new AppError('NOT_FOUND', `There is no ${gateway.id} deposit ${depositId}.`)
    if (deposit.state !== 'held')
      throw new AppError('CONFLICT', `Deposit ${depositId} is ${deposit.state}, not held.`)
    const payment = await latestPaidEvent(tx, deposit.id)
    if (!payment?.paymentId || payment.amount === null || payment.amount <= 0)
      throw new AppError('CONFLICT', `No payment was reported for ${depositId}; there is nothing to credit.`)
    if (payment.currency !== 'PHP')
      throw new AppError(
        'CONFLICT',
        `${depositId} was paid in ${payment.currency}; refund it at the gateway instead.`,
      )
    if (await paymentUsedElsewhere(tx, gateway.id, payment.paymentId, deposit.id))
      throw new AppError(
        'CONFLICT',
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
    await wallet.recordDepositCredited(tx, {
      userId: deposit.userId,
      depositId: deposit.id,
      journalId: journal.journalId,
      amount: payment.amount,
      rechargeTypeId: deposit.rechargeTypeId,
      // A held deposit was opened without a bonus reaching the player yet: the deposit's own rule.
      wageringRequirement: depositWagering(config.recharge.turnoverMultiplier, payment.amount).deposit,
    })
    await sendSystemMail(tx, {
      userId: deposit.userId,
      kind: 'depositCredited',
      key: `deposit:${deposit.id}`,
      params: { amount: payment.amount },
    })
    return { amount: payment.amount, userId: deposit.userId }
  })
}
