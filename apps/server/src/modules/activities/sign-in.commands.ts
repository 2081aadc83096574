import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { describeAwardItems, parseAwardItem } from '../../platform/award-item-text.ts'
import { readSignInDays, signInDaysSchema, writeSignInDays } from './sign-in-settings.ts'

/** The daily sign-in's seven awards (decision 030): shows them, or sets one day's items. */
export const signInAwardsCommand: AdminCommand<{ db: Db }> = {
  name: 'sign-in:awards',
  flags: {},
  positionals: 'any',
  usage: 'sign-in:awards [set <day 1-7> <item>=<count>…]',
  summary:
    'Shows the daily sign-in award of each day of the seven-day cycle, or sets one day (2001=5 is ₱5 of bonus coins, 2002=10 is 10 points).',
  async run({ services, print }, args) {
    const days = await readSignInDays(services.db)
    if (args[0] === 'set') {
      const [, dayArg = '', ...itemTexts] = args
      const day = Number(dayArg)
      if (!/^[1-7]$/.test(dayArg)) throw new AdminUsageError('The day is 1 to 7')
      if (itemTexts.length === 0) throw new AdminUsageError('Give at least one item, e.g. 2002=10')
      const award = itemTexts.map(parseAwardItem).sort((a, b) => a.id - b.id)
      const checked = signInDaysSchema.safeParse(
        days.map((entry) => (entry.day === day ? { day, award } : entry)),
      )
      if (!checked.success)
        throw new AdminUsageError(checked.error.issues.map((issue) => issue.message).join('; '))
      await writeSignInDays(services.db, checked.data)
      print(`Day ${day} now pays ${describeAwardItems(award)}`)
      return
    }
    if (args.length > 0)
      throw new AdminUsageError('sign-in:awards, or sign-in:awards set <day> <item>=<count>…')
    for (const entry of days) print(`Day ${entry.day}  ${describeAwardItems(entry.award)}`)
  },
}
