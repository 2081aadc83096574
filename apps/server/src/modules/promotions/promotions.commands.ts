import { readFile } from 'node:fs/promises'

import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { manilaDay } from '../../platform/manila-time.ts'
import {
  PROMOTION_NAMES,
  PROMOTION_SCHEMAS,
  readPromotion,
  writePromotion,
  type PromotionName,
} from './promotion-settings.ts'
import { settleSlotsTournament } from './slots-tournament.service.ts'

const USAGE = `promotions:set [${PROMOTION_NAMES.join('|')} [load <file.json>]]`

/**
 * The promotions' settings (decision 050): all of them, one, or one replaced from a JSON file,
 * validated (awards are SPEC.md §3 items, fund milestones rise, tournament prizes run from rank 1).
 */
export const promotionsCommand: AdminCommand<{ db: Db }> = {
  name: 'promotions:set',
  flags: {},
  positionals: 3,
  usage: USAGE,
  summary:
    'Shows what the sign-up bonus, bank bonus, follow rewards, growth fund and slots tournament pay, or replaces one from a JSON file.',
  async run({ services, print }, args) {
    const asked = args[0] as PromotionName | undefined
    if (asked !== undefined && !PROMOTION_NAMES.includes(asked)) throw new AdminUsageError(USAGE)
    const names = asked === undefined ? PROMOTION_NAMES : [asked]
    if (args.length > 1) {
      const [name, verb, file] = args as [PromotionName, string, string | undefined]
      if (verb !== 'load' || !file || args.length > 3) throw new AdminUsageError(USAGE)
      let parsed: unknown
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'))
      } catch (error) {
        throw new AdminUsageError(`Could not read ${file} as JSON: ${(error as Error).message}`)
      }
      const checked = PROMOTION_SCHEMAS[name].safeParse(parsed)
      if (!checked.success)
        throw new AdminUsageError(
          checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        )
      await writePromotion(services.db, name, checked.data)
      print(`Saved ${name}`)
      return
    }
    for (const name of names) print(`${name}: ${JSON.stringify(await readPromotion(services.db, name))}`)
  },
}

/** Pays a week's slots tournament prizes now (the job does it on Mondays); safe to run twice. */
export const settleTournamentCommand: AdminCommand<{ db: Db }> = {
  name: 'promotions:settle-tournament',
  flags: {},
  positionals: 1,
  usage: 'promotions:settle-tournament [<Monday YYYY-MM-DD>]',
  summary: 'Pays the slots tournament prizes of the week that ended (or of the week starting that Monday).',
  async run({ services, print }, args) {
    const week = args[0]
    if (args.length > 1 || (week !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(week)))
      throw new AdminUsageError('promotions:settle-tournament [<Monday YYYY-MM-DD>]')
    if (week !== undefined && new Date(`${week}T00:00:00Z`).getUTCDay() !== 1)
      throw new AdminUsageError(`${week} is not a Monday`)
    const now = new Date()
    const summary = await settleSlotsTournament(services.db, now, week)
    print(
      `Week of ${summary.week} (today ${manilaDay(now)}): ${summary.paid} paid, ${summary.alreadyPaid} already paid, ${summary.changed} changed since paid`,
    )
  },
}
