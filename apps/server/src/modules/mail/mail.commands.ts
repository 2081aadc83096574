import { randomUUID } from 'node:crypto'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import { describeAwardItems, parseAwardItem } from '../../platform/award-item-text.ts'
import { recentBroadcasts } from './broadcast-counts.ts'
import { broadcastMail, type BroadcastTarget, type VipLevelOf } from './mail-broadcast.service.ts'

const OPERATOR = `cli:${process.env.USER ?? 'operator'}`

function numberList(text: string, name: string): number[] {
  if (!/^\d{1,12}(,\d{1,12})*$/.test(text))
    throw new AdminUsageError(`--${name} is a comma-separated list of numbers`)
  return text.split(',').map(Number)
}

/** Every value of a repeatable option (`--item 2001=50 --item 2002=10`). */
function readAll(args: readonly string[], name: string): string[] {
  const values: string[] = []
  args.forEach((arg, index) => {
    if (arg !== `--${name}`) return
    const value = args[index + 1]
    if (value === undefined || value.startsWith('--')) throw new AdminUsageError(`--${name} needs a value`)
    values.push(value)
  })
  return values
}

export const mailSendCommand: AdminCommand<{ db: Db; vipLevelOf: VipLevelOf }> = {
  name: 'mail:send',
  flags: {
    title: 'value',
    body: 'value',
    all: 'switch',
    vip: 'value',
    players: 'value',
    item: 'values',
    key: 'value',
  },
  positionals: 0,
  usage:
    'mail:send --title text --body text (--all | --vip 1,2 | --players 100001,100002) [--item 2001=50]… [--key key]',
  summary:
    'Mails players (all, VIP levels, or a list of ids), optionally with award items each claims once (2001=50 is ₱50 of bonus coins); the same --key sends once.',
  async run({ services, print }, args) {
    const title = readOption(args, 'title')
    const body = readOption(args, 'body')
    if (!title || !body) throw new AdminUsageError('Give --title and --body')
    const vip = readOption(args, 'vip')
    const players = readOption(args, 'players')
    const targets: BroadcastTarget[] = [
      ...(args.includes('--all') ? [{ all: true as const }] : []),
      ...(vip === undefined ? [] : [{ vipLevels: numberList(vip, 'vip') }]),
      ...(players === undefined ? [] : [{ userIds: numberList(players, 'players') }]),
    ]
    const [target] = targets
    if (!target || targets.length > 1) throw new AdminUsageError('Choose one of --all, --vip or --players')
    const attachments = readAll(args, 'item').map(parseAwardItem)
    try {
      const result = await broadcastMail(
        services.db,
        {
          key: readOption(args, 'key') ?? randomUUID(),
          title,
          body,
          attachments,
          target,
          sentBy: OPERATOR,
        },
        services.vipLevelOf,
      )
      print(
        `${result.replayed ? 'Already sent' : 'Sent'} broadcast ${result.broadcastId} to ${result.recipients} player(s)` +
          (attachments.length > 0 ? ` with ${describeAwardItems(attachments)}` : ''),
      )
    } catch (error) {
      if (error instanceof AppError) throw new AdminUsageError(error.message)
      throw error
    }
  },
}

export const mailBroadcastsCommand: AdminCommand<{ db: Db }> = {
  name: 'mail:broadcasts',
  flags: {},
  positionals: 0,
  usage: 'mail:broadcasts',
  summary: 'Lists the newest broadcasts: when, by whom, to whom, how many players, and their attachments.',
  async run({ services, print }, args) {
    if (args.length > 0) throw new AdminUsageError('mail:broadcasts takes no arguments')
    const rows = await recentBroadcasts(services.db)
    if (rows.length === 0) print('No broadcasts yet.')
    for (const row of rows)
      print(
        [
          `#${row.id}`.padEnd(6),
          row.createdAt.toISOString().slice(0, 16),
          row.sentBy,
          JSON.stringify(row.target),
          `${row.recipients} player(s)`,
          describeAwardItems(row.attachments),
          `"${row.title}"`,
        ].join('  '),
      )
  },
}
