import { WITHDRAWAL_STATES, type WithdrawalState } from '@panalo/contract/calls/withdrawals'
import { formatCoins } from '@panalo/contract/money'

import {
  AdminUsageError,
  readOption,
  refusalAsUsage,
  type AdminCommand,
} from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { cliFourEyes } from './cli-four-eyes.ts'
import {
  readWithdrawalSettings,
  withdrawalSettingsSchema,
  writeWithdrawalSettings,
  type WithdrawalSettings,
} from './withdrawal-settings.ts'
import { maskAccountNumber } from './withdrawals.queries.ts'
import type { WithdrawalsService } from './withdrawals.service.ts'

type WithdrawalsCommand = AdminCommand<{ withdrawals: WithdrawalsService }>

const OPERATOR = `cli:${process.env.USER ?? 'operator'}`

function withdrawalId(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) throw new AdminUsageError('Give the withdrawal id (a number)')
  return Number(raw)
}

/** Pesos as an operator types them (500 or 99.50) → hundredths. */
function pesosOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+(\.\d{1,2})?$/.test(value))
    throw new AdminUsageError(`--${name} is an amount in pesos, e.g. 500 or 99.50`)
  const [whole = '0', cents = ''] = value.split('.')
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'))
}

function countOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value)) throw new AdminUsageError(`--${name} is a whole number`)
  return Number(value)
}

function pesos(hundredths: number): string {
  return `₱${formatCoins(hundredths).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`
}

function optional<Key extends keyof WithdrawalSettings>(
  key: Key,
  value: WithdrawalSettings[Key] | undefined,
): Partial<WithdrawalSettings> {
  return value === undefined ? {} : ({ [key]: value } as Partial<WithdrawalSettings>)
}

export const listWithdrawalsCommand: WithdrawalsCommand = {
  name: 'withdrawals:list',
  flags: { page: 'value' },
  positionals: 1,
  usage: 'withdrawals:list [pending|processing|paid|rejected|failed|all] [--page n]',
  summary: 'Lists withdrawals of a state (default pending), newest first, 50 a page.',
  async run({ services, print }, args) {
    const wanted = args[0] && !args[0].startsWith('--') ? args[0] : 'pending'
    if (wanted !== 'all' && !(WITHDRAWAL_STATES as readonly string[]).includes(wanted))
      throw new AdminUsageError(`Unknown state ${wanted}`)
    const page = Number(readOption(args, 'page') ?? '1')
    const state = wanted === 'all' ? undefined : (wanted as WithdrawalState)
    const { rows, total } = await services.withdrawals.list(state, page)
    for (const row of rows) {
      print(
        [
          `#${row.id}`,
          row.state,
          `user ${row.userId}`,
          pesos(row.amount),
          row.fee > 0 ? `fee ${pesos(row.fee)}` : '',
          `${row.bankName} ${maskAccountNumber(row.kind, row.accountNumber)}`,
          row.holderName,
          row.createdAt.toISOString(),
          row.reason,
        ]
          .filter(Boolean)
          .join('  '),
      )
    }
    print(`${rows.length} of ${total} ${wanted} withdrawal(s)`)
  },
}

export const approveWithdrawalCommand: AdminCommand<{ withdrawals: WithdrawalsService; db: Db }> = {
  name: 'withdrawals:approve',
  flags: {},
  positionals: 1,
  usage: 'withdrawals:approve <id>',
  summary:
    'Approves a pending withdrawal: the payout adapter pays it (the sandbox at once). Above the four-eyes amount a second, different operator (PANALO_OPERATOR) must approve it too.',
  async run({ services, print, operator }, [raw]) {
    const id = withdrawalId(raw)
    const fourEyes = await refusalAsUsage(() => cliFourEyes(services.db, id, operator))
    if (!fourEyes.pay) {
      print(
        `Withdrawal ${id} is above the four-eyes amount (${pesos(fourEyes.above)}): your approval is recorded; a second, different operator must approve it to pay`,
      )
      return
    }
    const answer = await services.withdrawals.approve(id, operator)
    print(
      `Withdrawal ${answer.id} is ${answer.state}: ${pesos(answer.payout)} to ${answer.bankName} ${answer.maskedNumber}`,
    )
  },
}

export const rejectWithdrawalCommand: WithdrawalsCommand = {
  name: 'withdrawals:reject',
  flags: {},
  positionals: 'any',
  usage: 'withdrawals:reject <id> [reason]',
  summary: 'Rejects a pending withdrawal: the amount returns to the player’s coins.',
  async run({ services, print }, [raw, ...reason]) {
    const answer = await services.withdrawals.reject(withdrawalId(raw), OPERATOR, reason.join(' '))
    print(`Withdrawal ${answer.id} is rejected; ${pesos(answer.amount)} returned to the player`)
  },
}

export const withdrawalSettingsCommand: AdminCommand<{ db: Db }> = {
  name: 'withdrawals:settings',
  flags: {
    min: 'value',
    max: 'value',
    daily: 'value',
    'fee-bp': 'value',
    'fee-fixed': 'value',
    kyc: 'value',
    adapter: 'value',
    'account-hold': 'value',
  },
  positionals: 0,
  usage:
    'withdrawals:settings [--min pesos] [--max pesos] [--daily n] [--fee-bp n] [--fee-fixed pesos] [--kyc on|off] [--adapter id] [--account-hold hours]',
  summary: 'Shows the withdrawal rules, and changes the ones given.',
  async run({ services, print }, args) {
    const { db } = services
    const current = await readWithdrawalSettings(db)
    const kyc = readOption(args, 'kyc')
    if (kyc !== undefined && kyc !== 'on' && kyc !== 'off') throw new AdminUsageError('--kyc is on or off')
    const change: Partial<WithdrawalSettings> = {
      ...optional('min', pesosOption(readOption(args, 'min'), 'min')),
      ...optional('max', pesosOption(readOption(args, 'max'), 'max')),
      ...optional('dailyCount', countOption(readOption(args, 'daily'), 'daily')),
      ...optional('feeBasisPoints', countOption(readOption(args, 'fee-bp'), 'fee-bp')),
      ...optional('feeFixed', pesosOption(readOption(args, 'fee-fixed'), 'fee-fixed')),
      ...optional('kycRequired', kyc === undefined ? undefined : kyc === 'on'),
      ...optional('payoutAdapter', readOption(args, 'adapter')),
      ...optional('accountHoldHours', countOption(readOption(args, 'account-hold'), 'account-hold')),
    }
    const next = { ...current, ...change }
    if (Object.keys(change).length > 0) {
      const checked = withdrawalSettingsSchema.safeParse(next)
      if (!checked.success)
        throw new AdminUsageError(checked.error.issues.map((issue) => issue.message).join('; '))
      await writeWithdrawalSettings(db, checked.data)
    }
    print(
      [
        `min ${pesos(next.min)}, max ${pesos(next.max)}, ${next.dailyCount} a day`,
        `fee ${next.feeBasisPoints / 100}% + ${pesos(next.feeFixed)}`,
        `KYC required: ${next.kycRequired ? 'on' : 'off'}, payout adapter: ${next.payoutAdapter}`,
        `new accounts usable after ${next.accountHoldHours} hours`,
        `banks: ${next.banks.map((bank) => `${bank.bankId} ${bank.name}`).join(', ')}`,
      ].join('\n'),
    )
  },
}

export const releaseAccountCommand: AdminCommand<{
  withdrawals: WithdrawalsService
  findPlayer: (who: string | undefined) => Promise<{ id: number }>
}> = {
  name: 'withdrawals:release-account',
  flags: {},
  positionals: 2,
  usage: 'withdrawals:release-account <id | account | phone> <bankId>',
  summary:
    'Ends the hold on a new or changed receiving account at once (after confirming with the player that they added it).',
  async run({ services, print }, [who, bankText]) {
    const user = await services.findPlayer(who)
    if (!bankText || !/^\d+$/.test(bankText)) throw new AdminUsageError('Give the bankId (a number)')
    const account = await services.withdrawals.releaseAccount(user.id, Number(bankText))
    if (!account) throw new AdminUsageError(`Player ${user.id} has no receiving account for bank ${bankText}`)
    print(
      `${account.bankName} ${account.maskedNumber} of player ${user.id} can receive withdrawals now (${OPERATOR})`,
    )
  },
}
