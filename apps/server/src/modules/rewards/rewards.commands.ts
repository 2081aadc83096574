import { randomUUID } from 'node:crypto'

import { AWARD_ITEM, AWARD_SOURCES, type AwardSource } from '@panalo/contract/award-items'
import { formatCoins } from '@panalo/contract/money'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { sendSystemMail } from '../mail/mail.service.ts'
import { grantAwards, grantCredit } from './award-engine.service.ts'
import { parseAwardItem } from '../../platform/award-item-text.ts'
import {
  readWageringSettings,
  SELF_FUNDED_SOURCES,
  writeWageringSettings,
  type BonusTypeRule,
} from './wagering-settings.ts'

const OPERATOR = `cli:${process.env.USER ?? 'operator'}`

function pesos(hundredths: number): string {
  return `₱${formatCoins(hundredths).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`
}

export const grantAwardCommand: AdminCommand<{
  db: Db
  findPlayer: (who: string | undefined) => Promise<{ id: number }>
}> = {
  name: 'rewards:grant',
  flags: { reason: 'value', key: 'value' },
  positionals: 'any',
  usage: 'rewards:grant <id | account | phone> <item>=<count>… --reason text [--key key]',
  summary:
    'Grants award items to a player (2001=500 is ₱500 of bonus coins, 2002=100 is 100 points), recorded with who and why; the same --key grants once.',
  async run({ services, print }, args) {
    const [who, ...rest] = args
    const reason = readOption(args, 'reason')
    if (!reason?.trim()) throw new AdminUsageError('Give the reason: --reason "…"')
    const key = readOption(args, 'key') ?? randomUUID()
    const itemTexts = rest.filter((arg, index) => !arg.startsWith('--') && !rest[index - 1]?.startsWith('--'))
    if (itemTexts.length === 0) throw new AdminUsageError('Give at least one item, e.g. 2002=100')
    const items = itemTexts.map(parseAwardItem)
    const user = await services.findPlayer(who)
    try {
      const grant = await inTransaction(services.db, async (tx) => {
        const granted = await grantAwards(tx, {
          source: 'operator',
          key,
          userId: user.id,
          items,
          reason,
          by: OPERATOR,
        })
        await sendSystemMail(tx, {
          userId: user.id,
          kind: 'prize',
          key: `prize:${granted.key}`,
          params: { items: granted.items, source: 'operator', reason: reason.slice(0, 500) },
        })
        return granted
      })
      const list = grant.items
        .map((item) =>
          item.id === AWARD_ITEM.coin ? `${pesos(item.count)} coins` : `${item.count} × ${item.id}`,
        )
        .join(', ')
      print(
        `${grant.replayed ? 'Already granted' : 'Granted'} ${list} to player ${user.id} (grant ${grant.grantId}, key ${grant.key})`,
      )
    } catch (error) {
      if (error instanceof AppError) throw new AdminUsageError(error.message)
      throw error
    }
  },
}

function describeRule(source: string, rule: BonusTypeRule): string {
  const expiry = rule.expiryDays === null ? 'no expiry' : `${rule.expiryDays} days to wager`
  const held = rule.heldUntilFirstDeposit ? 'held until the first deposit' : 'credited at once'
  return `${source.padEnd(9)} ${String(rule.multiple).padStart(3)}×  ${expiry}, ${held}`
}

export const wageringCommand: AdminCommand<{ db: Db }> = {
  name: 'rewards:wagering',
  flags: { multiple: 'value', 'expiry-days': 'value', held: 'value' },
  positionals: 1,
  usage:
    'rewards:wagering [<source> [--multiple n] [--expiry-days n|none] [--held yes|no]]   sources: ' +
    AWARD_SOURCES.join(', '),
  summary: 'Shows the wagering rules of bonus coins per award source, or changes one (new bonuses only).',
  async run({ services, print }, args) {
    const settings = await readWageringSettings(services.db)
    const source = args[0] && !args[0].startsWith('--') ? args[0] : undefined
    if (source !== undefined) {
      if (!AWARD_SOURCES.includes(source as AwardSource))
        throw new AdminUsageError(`Unknown source ${source}; one of ${AWARD_SOURCES.join(', ')}`)
      const rule = { ...settings[source as AwardSource] }
      const multiple = readOption(args, 'multiple')
      if (multiple !== undefined) {
        if (!/^\d{1,3}$/.test(multiple) || Number(multiple) > 100)
          throw new AdminUsageError('--multiple is a whole number from 0 to 100')
        rule.multiple = Number(multiple)
      }
      const expiry = readOption(args, 'expiry-days')
      if (expiry !== undefined) {
        if (expiry !== 'none' && (!/^\d{1,3}$/.test(expiry) || Number(expiry) < 1 || Number(expiry) > 365))
          throw new AdminUsageError('--expiry-days is 1 to 365, or none')
        rule.expiryDays = expiry === 'none' ? null : Number(expiry)
      }
      const held = readOption(args, 'held')
      if (held !== undefined) {
        if (held !== 'yes' && held !== 'no') throw new AdminUsageError('--held is yes or no')
        if (held === 'yes' && SELF_FUNDED_SOURCES.includes(source as AwardSource))
          throw new AdminUsageError(`${source} coins come from their own account and are never held`)
        rule.heldUntilFirstDeposit = held === 'yes'
      }
      settings[source as AwardSource] = rule
      await writeWageringSettings(services.db, settings)
      print(`Changed: ${describeRule(source, rule)}`)
      return
    }
    for (const [name, rule] of Object.entries(settings)) print(describeRule(name, rule))
  },
}

/** Pesos as an operator types them (500 or 99.50) → hundredths; undefined when not such an amount. */
function pesosAmount(value: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined
  const [whole = '0', cents = ''] = value.split('.')
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'))
}

export const creditWalletCommand: AdminCommand<{
  db: Db
  /** The player an operator names by id, account name or phone (the accounts area finds them). */
  findPlayer: (who: string | undefined) => Promise<{ id: number }>
}> = {
  name: 'wallet:credit',
  flags: { key: 'value', reason: 'value' },
  positionals: 2,
  usage: 'wallet:credit <id | account | phone> <pesos> [--key idempotency-key] [--reason text]',
  summary:
    'Credits a player’s coins by hand (from the adjustments account; an award of source credit, 0× unless rewards:wagering says otherwise).',
  async run({ services, print }, args) {
    const [who, amountText] = args
    const user = await services.findPlayer(who)
    const amount = pesosAmount(amountText ?? '')
    if (!amount) throw new AdminUsageError('Give an amount in pesos above zero, e.g. 500 or 99.50')
    const key = readOption(args, 'key') ?? randomUUID()
    const reason = readOption(args, 'reason') ?? ''
    // An award of source `credit` (decision 110): the reward record lists it, its wagering rule applies.
    const grant = await inTransaction(services.db, (tx) =>
      grantCredit(tx, {
        userId: user.id,
        key,
        amount,
        reason,
        by: OPERATOR,
        metadata: { operator: OPERATOR },
      }),
    ).catch((error: unknown) => {
      if (error instanceof AppError) throw new AdminUsageError(error.message)
      throw error
    })
    print(
      `${grant.replayed ? 'Already credited' : 'Credited'} ${pesos(amount)} to player ${user.id} (journal ${grant.journalId})`,
    )
  },
}
