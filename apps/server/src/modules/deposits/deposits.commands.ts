import { formatCoinsLabel } from '@panalo/contract/money'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { readDepositSettings, writeDepositSettings } from './deposit-settings.ts'
import type { DepositsService } from './deposits.service.ts'

type DepositsCommand = AdminCommand<{ deposits: DepositsService }>

export const heldDepositsCommand: DepositsCommand = {
  name: 'deposits:held',
  flags: {},
  positionals: 0,
  usage: 'deposits:held',
  summary:
    'Lists deposits held for review (paid amount or currency not matching, or payment after the deposit ended); none of them was credited.',
  async run({ services, print }) {
    const held = await services.deposits.held()
    if (held.length === 0) {
      print('No deposits are held.')
      return
    }
    for (const deposit of held)
      print(
        `${deposit.id}  user ${deposit.userId}  ₱${formatCoinsLabel(deposit.amount)} ${deposit.currency}  ${deposit.gateway} ${deposit.gatewayRef ?? '-'}  ${deposit.heldReason ?? ''}  ${deposit.updatedAt.toISOString()}`,
      )
  },
}

export const creditHeldDepositCommand: DepositsCommand = {
  name: 'deposits:credit-held',
  flags: {},
  positionals: 1,
  usage: 'deposits:credit-held <depositId>',
  summary:
    'After review, credits a held deposit with what the gateway reported it took (PHP only, no bonus). Refused when nothing or another currency was paid, or the payment paid another deposit: refund those at the gateway.',
  async run({ services, print }, args) {
    const [depositId] = args
    if (!depositId || !/^dp_[a-z2-7]{24}$/.test(depositId))
      throw new AdminUsageError('Give a deposit id (dp_…).')
    const { amount, userId } = await services.deposits.creditHeld(depositId)
    print(`Credited ₱${formatCoinsLabel(amount)} to user ${userId} for ${depositId}.`)
  },
}

export const expireDepositsCommand: DepositsCommand = {
  name: 'deposits:expire',
  flags: {},
  positionals: 0,
  usage: 'deposits:expire',
  summary: 'Expires every unpaid deposit past its time now (the server also does this every minute).',
  async run({ services, print }) {
    print(`Expired ${await services.deposits.expireDue()} deposit(s).`)
  },
}

export const depositSettingsCommand: AdminCommand<{ db: Db }> = {
  name: 'deposits:settings',
  flags: { kyc: 'value' },
  positionals: 0,
  usage: 'deposits:settings [--kyc on|off]',
  summary:
    'Shows the deposit rules, and changes the ones given: --kyc on asks for a verified identity (kyc:approve) before any deposit, as PAGCOR asks of its licensees.',
  async run({ services, print }, args) {
    const { db } = services
    const kyc = readOption(args, 'kyc')
    if (kyc !== undefined && kyc !== 'on' && kyc !== 'off') throw new AdminUsageError('--kyc is on or off')
    const next = {
      ...(await readDepositSettings(db)),
      ...(kyc === undefined ? {} : { kycRequired: kyc === 'on' }),
    }
    if (kyc !== undefined) await writeDepositSettings(db, next)
    print(`KYC before deposits: ${next.kycRequired ? 'on' : 'off'}`)
  },
}
