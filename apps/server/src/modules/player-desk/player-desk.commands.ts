import { randomUUID } from 'node:crypto'

import { ADJUSTMENT_KINDS, type AdjustmentKind } from '@panalo/contract/ops/calls/players'

import {
  AdminUsageError,
  readOption,
  refusalAsUsage,
  type AdminCommand,
} from '../../platform/admin-command.ts'
import type { PlayerAdjustments } from './player-adjustments.ts'
import type { PlayerDesk } from './player-desk.service.ts'

type FindPlayer = (who: string | undefined) => Promise<{ id: number }>

const CLI_ACTOR = (operator: string) => ({ staff: operator, role: 'cli', ip: 'cli' })

/** Pesos as an operator types them (500 or 99.50) → hundredths. */
function pesos(value: string | undefined): number {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value))
    throw new AdminUsageError('Give an amount in pesos above zero, e.g. 500 or 99.50')
  const [whole = '0', cents = ''] = value.split('.')
  const amount = Number(whole) * 100 + Number(cents.padEnd(2, '0'))
  if (amount < 1) throw new AdminUsageError('Give an amount in pesos above zero')
  return amount
}

function reasonOf(args: readonly string[]): string {
  const reason = readOption(args, 'reason')?.trim()
  if (!reason || reason.length < 3 || reason.length > 200)
    throw new AdminUsageError('Give --reason, 3 to 200 characters (it goes on the audit chain)')
  return reason
}

/**
 * `players:adjust`: what the console's playerAdjust does (decision 081), as the operator
 * (`cli:<PANALO_OPERATOR>`): a bonus through the award engine, cash or a debit through the ledger,
 * four eyes above the four-eyes amount.
 */
export const adjustPlayerCommand: AdminCommand<{ adjustments: PlayerAdjustments; findPlayer: FindPlayer }> = {
  name: 'players:adjust',
  flags: { reason: 'value', multiple: 'value', key: 'value' },
  positionals: 3,
  usage:
    'players:adjust <id | account | phone> <bonus|cash|debit> <pesos> --reason text [--multiple n] [--key request-id]',
  summary:
    'Credits coins as a bonus (with a wagering multiple, 0 allowed) or cash, or debits coins (never below zero); above the four-eyes amount it waits for another operator.',
  async run({ services, print, operator }, args) {
    const [who, kindText, amountText] = args
    const user = await services.findPlayer(who)
    if (!(ADJUSTMENT_KINDS as readonly string[]).includes(kindText ?? ''))
      throw new AdminUsageError('The kind is bonus, cash or debit')
    const kind = kindText as AdjustmentKind
    const multipleText = readOption(args, 'multiple')
    if (multipleText !== undefined && !/^\d{1,3}$/.test(multipleText))
      throw new AdminUsageError('--multiple is a whole number from 0')
    const multiple = multipleText === undefined ? (kind === 'bonus' ? 1 : undefined) : Number(multipleText)
    const answer = await refusalAsUsage(() =>
      services.adjustments.request(CLI_ACTOR(operator), {
        userId: user.id,
        requestId: readOption(args, 'key') ?? randomUUID(),
        kind,
        amount: pesos(amountText),
        multiple,
        reason: reasonOf(args),
      }),
    )
    const adjustment = answer.adjustment
    print(
      adjustment.state === 'pending'
        ? `Adjustment ${adjustment.id} waits for a second operator: players:adjust-decide ${adjustment.id} approve --reason …`
        : `${answer.replayed ? 'Already done' : 'Done'}: adjustment ${adjustment.id}, ${adjustment.kind} of ₱${(adjustment.amount / 100).toFixed(2)} for player ${user.id}`,
    )
  },
}

export const decideAdjustmentCommand: AdminCommand<{ adjustments: PlayerAdjustments }> = {
  name: 'players:adjust-decide',
  flags: { reason: 'value' },
  positionals: 2,
  usage: 'players:adjust-decide <adjustment id> <approve|reject> --reason text',
  summary: 'A second operator approves (it moves then) or rejects a credit or debit waiting for four eyes.',
  async run({ services, print, operator }, args) {
    const [idText, decision] = args
    if (!idText || !/^\d+$/.test(idText)) throw new AdminUsageError('Give the adjustment id (a number)')
    if (decision !== 'approve' && decision !== 'reject') throw new AdminUsageError('approve or reject')
    const answer = await refusalAsUsage(() =>
      services.adjustments.decide(
        CLI_ACTOR(operator),
        Number(idText),
        decision === 'approve',
        reasonOf(args),
      ),
    )
    print(`Adjustment ${answer.adjustment.id} is ${answer.adjustment.state}`)
  },
}

export const listAdjustmentsCommand: AdminCommand<{ adjustments: PlayerAdjustments }> = {
  name: 'players:adjustments',
  flags: {},
  positionals: 1,
  usage: 'players:adjustments [pending|done|rejected|all]',
  summary: 'Lists staff credits and debits (default: those waiting for a second person), newest first.',
  async run({ services, print }, [stateText]) {
    const state = stateText ?? 'pending'
    if (state !== 'pending' && state !== 'done' && state !== 'rejected' && state !== 'all')
      throw new AdminUsageError('The state is pending, done, rejected or all')
    const page = await services.adjustments.list({ state, pageNum: 1, pageSize: 100 })
    for (const row of page.list)
      print(
        `#${row.id} ${row.state} player ${row.userId} ${row.kind} ₱${(row.amount / 100).toFixed(2)}${row.multiple === null ? '' : ` ${row.multiple}×`} by ${row.requestedBy}: ${row.reason}`,
      )
    print(`${page.list.length} of ${page.total}; four eyes above ₱${(page.fourEyesAbove / 100).toFixed(2)}`)
  },
}

export const resetPasswordCommand: AdminCommand<{ desk: PlayerDesk; findPlayer: FindPlayer }> = {
  name: 'players:reset-password',
  flags: { reason: 'value' },
  positionals: 1,
  usage: 'players:reset-password <id | account | phone> --reason text',
  summary:
    'Sends the player a password reset code by SMS to their own phone and ends their sessions (nobody sees a password).',
  async run({ services, print, operator }, args) {
    const user = await services.findPlayer(args[0])
    const answer = await refusalAsUsage(() =>
      services.desk.resetPassword(CLI_ACTOR(operator), user.id, reasonOf(args)),
    )
    print(`A reset code went to ${answer.maskedPhone}; ${answer.ended} session(s) ended`)
  },
}
