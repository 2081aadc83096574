import { randomUUID } from 'node:crypto'

import { WITHDRAWAL_STATES, type WithdrawalState } from '@panalo/contract/calls/cashout'
import { formatCoins } from '@panalo/contract/money'

import { AdminUsageError, readOption, type AdminCommand } from '../../admin/admin-command.ts'
import { findPlayer } from '../accounts/accounts.commands.ts'
import { HOUSE } from '../ledger/ledger-accounts.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { maskAccountNumber } from './withdrawals.queries.ts'

const OPERATOR = `cli:${process.env.USER ?? 'operator'}`
const ADJUSTMENTS = { house: HOUSE.adjustments, asset: 'PHP' } as const

function withdrawalId(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) throw new AdminUsageError('Give the withdrawal id (a number)')
  return Number(raw)
}

function pesos(hundredths: number): string {
  return `₱${formatCoins(hundredths).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`
}

export const withdrawalsCommands: AdminCommand[] = [
  {
    name: 'withdrawals:list',
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
  },
  {
    name: 'withdrawals:approve',
    usage: 'withdrawals:approve <id>',
    summary: 'Approves a pending withdrawal: the payout adapter pays it (the sandbox at once).',
    async run({ services, print }, [raw]) {
      const answer = await services.withdrawals.approve(withdrawalId(raw), OPERATOR)
      print(
        `Withdrawal ${answer.id} is ${answer.state}: ${pesos(answer.payout)} to ${answer.bankName} ${answer.maskedNumber}`,
      )
    },
  },
  {
    name: 'withdrawals:reject',
    usage: 'withdrawals:reject <id> [reason]',
    summary: 'Rejects a pending withdrawal: the amount returns to the player’s coins.',
    async run({ services, print }, [raw, ...reason]) {
      const answer = await services.withdrawals.reject(withdrawalId(raw), OPERATOR, reason.join(' '))
      print(`Withdrawal ${answer.id} is rejected; ${pesos(answer.amount)} returned to the player`)
    },
  },
  {
    name: 'wallet:credit',
    usage: 'wallet:credit <id | account | phone> <pesos> [--key idempotency-key] [--reason text]',
    summary:
      'Credits a player’s coins by hand (a ledger journal from the adjustments account; no turnover added).',
    async run(context, args) {
      const [who, amountText] = args
      const user = await findPlayer(context, who)
      if (!amountText || !/^\d+(\.\d{1,2})?$/.test(amountText))
        throw new AdminUsageError('Give the amount in pesos, e.g. 500 or 99.50')
      const [whole = '0', cents = ''] = amountText.split('.')
      const amount = Number(whole) * 100 + Number(cents.padEnd(2, '0'))
      if (amount <= 0) throw new AdminUsageError('The amount must be more than zero')
      const key = readOption(args, 'key') ?? randomUUID()
      const db = context.services.database.db
      await ledger.openHouseAccount(db, { code: ADJUSTMENTS.house, asset: 'PHP' })
      const journal = await ledger.post(db, {
        idempotencyKey: `adjustment:${key}`,
        kind: 'adjustment',
        postings: [
          { account: { userId: user.id, kind: 'coin' }, amount },
          { account: ADJUSTMENTS, amount: -amount },
        ],
        metadata: { operator: OPERATOR, reason: readOption(args, 'reason') ?? '' },
      })
      context.print(
        `${journal.replayed ? 'Already credited' : 'Credited'} ${pesos(amount)} to player ${user.id} (journal ${journal.journalId})`,
      )
    },
  },
]
