import { readFile } from 'node:fs/promises'

import { desc } from 'drizzle-orm'

import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { lotteryDraws } from '../../db/schema/lottery.ts'
import { closeDrawNow, runDueDraws } from './lottery-draws.service.ts'
import { readLotterySettings, writeLotterySettings, lotterySettingsSchema } from './lottery-settings.ts'
import { drawWinners, findDraw } from './lottery.queries.ts'
import { presentDraws } from './lottery.service.ts'

/** The lottery's operator commands (docs/decisions/053-lottery.md). */

const SETTINGS_USAGE = 'lottery:settings [load <file.json>]'

/** Shows or replaces how the next draws open: the hour, prices, ticket limit and the prizes 80001–80003. */
export const lotterySettingsCommand: AdminCommand<{ db: Db }> = {
  name: 'lottery:settings',
  flags: {},
  positionals: 2,
  usage: SETTINGS_USAGE,
  summary:
    'Shows the lottery’s draw hour (Manila), ticket prices, ticket limit and prizes (products 80001–80003), or replaces them from a JSON file; a draw keeps what it opened with.',
  async run({ services, print }, args) {
    if (args.length === 0) {
      print(JSON.stringify(await readLotterySettings(services.db), null, 2))
      return
    }
    const [verb, file] = args
    if (verb !== 'load' || !file || args.length > 2) throw new AdminUsageError(SETTINGS_USAGE)
    let parsed: unknown
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'))
    } catch (error) {
      throw new AdminUsageError(`Could not read ${file} as JSON: ${(error as Error).message}`)
    }
    const checked = lotterySettingsSchema.safeParse(parsed)
    if (!checked.success)
      throw new AdminUsageError(
        checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      )
    await writeLotterySettings(services.db, checked.data)
    print('Saved; the next draw opened uses them')
  },
}

/** Lists the latest draws with their seeds and numbers. */
export const lotteryDrawsCommand: AdminCommand<{ db: Db }> = {
  name: 'lottery:draws',
  flags: {},
  positionals: 0,
  usage: 'lottery:draws',
  summary: 'Lists the latest 20 lottery draws: time, state, tickets sold, seed commitment, numbers drawn.',
  async run({ services, print }, args) {
    if (args.length > 0) throw new AdminUsageError('lottery:draws')
    const rows = await services.db.select().from(lotteryDraws).orderBy(desc(lotteryDraws.id)).limit(20)
    if (rows.length === 0) print('No draws yet.')
    const shown = await presentDraws(services.db, rows)
    for (const [index, row] of rows.entries())
      print(
        `#${row.id} ${row.drawAt.toISOString()} ${row.state.padEnd(5)} ${String(row.ticketsSold).padStart(6)} sold  sha256 ${shown[index]?.serverSeedHash}${
          row.state === 'drawn' ? `  numbers ${row.winningNumbers.join(' ') || '(none sold)'}` : ''
        }`,
      )
  },
}

/** Draws every draw whose time has come, as the job does, and opens the next. */
export const lotteryRunCommand: AdminCommand<{ db: Db }> = {
  name: 'lottery:run',
  flags: {},
  positionals: 0,
  usage: 'lottery:run',
  summary:
    'Draws every lottery draw whose time has come and pays its winners, then opens the next; safe to run twice.',
  async run({ services, print }, args) {
    if (args.length > 0) throw new AdminUsageError('lottery:run')
    const { drawn, onSale } = await runDueDraws(services.db, new Date())
    for (const draw of drawn)
      print(
        `Drew #${draw.drawId}: ${draw.ticketsSold} sold, numbers ${draw.winningNumbers.join(' ') || '(none)'}`,
      )
    print(`${drawn.length} drawn; #${onSale} on sale`)
  },
}

/** A draw's winners with their mobile numbers: goods prizes are delivered by calling them. */
export const lotteryWinnersCommand: AdminCommand<{ db: Db }> = {
  name: 'lottery:winners',
  flags: {},
  positionals: 1,
  usage: 'lottery:winners <draw id>',
  summary: 'Lists a drawn lottery draw’s winners, their prizes and mobile numbers (to arrange goods prizes).',
  async run({ services, print }, args) {
    const [idArg = ''] = args
    if (args.length !== 1 || !/^\d{1,12}$/.test(idArg)) throw new AdminUsageError('lottery:winners <draw id>')
    const draw = await findDraw(services.db, Number(idArg))
    if (!draw) throw new AdminUsageError(`No draw #${idArg}`)
    if (draw.state !== 'drawn') throw new AdminUsageError(`Draw #${draw.id} is not drawn yet`)
    const winners = await drawWinners(services.db, draw.id)
    if (winners.length === 0) print('No winners: no tickets were sold.')
    for (const winner of winners) {
      const prize = draw.prizes[winner.prizeIndex ?? 0]
      print(
        `No. ${winner.number}  ${prize?.name ?? '?'} (${prize?.productId ?? '?'})  player ${winner.userId} ${winner.nickname} ${winner.mobile ?? 'no mobile'}  grant ${winner.grantId}`,
      )
    }
  },
}

/** Ends a draw's sales now and draws it (an early close), then opens the next. */
export const lotteryCloseCommand: AdminCommand<{ db: Db }> = {
  name: 'lottery:close',
  flags: {},
  positionals: 1,
  usage: 'lottery:close <draw id>',
  summary:
    'Closes an open lottery draw’s sales now and draws it from its committed seed and the tickets sold, then opens the next draw.',
  async run({ services, print }, args) {
    const [idArg = ''] = args
    if (args.length !== 1 || !/^\d{1,12}$/.test(idArg)) throw new AdminUsageError('lottery:close <draw id>')
    const summary = await closeDrawNow(services.db, Number(idArg), new Date())
    if (!summary) throw new AdminUsageError(`Draw #${idArg} is not open`)
    print(
      `Drew #${summary.drawId}: ${summary.ticketsSold} sold, numbers ${summary.winningNumbers.join(' ') || '(none)'}`,
    )
  },
}
