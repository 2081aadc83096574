import { readFile } from 'node:fs/promises'

import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import {
  invitesToReach,
  inviteSpinSettingsSchema,
  readInviteSpinSettings,
  writeInviteSpinSettings,
} from './invite-spin-settings.ts'

const USAGE = 'invite-spin:settings [load <file.json>]'

/** The invite spin's target, time limit, click rules and wheels (decision 058): shows or replaces them. */
export const inviteSpinSettingsCommand: AdminCommand<{ db: Db }> = {
  name: 'invite-spin:settings',
  flags: {},
  positionals: 2,
  usage: USAGE,
  summary:
    'Shows the invite spin’s target, time limit, click rules and wheels with the valid invites that always reach the target, or replaces them from a JSON file (refused when more than 20 invites would be needed).',
  async run({ services, print }, args) {
    if (args[0] === 'load') {
      const file = args[1]
      if (!file || args.length > 2) throw new AdminUsageError(USAGE)
      let parsed: unknown
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'))
      } catch (error) {
        throw new AdminUsageError(`Could not read ${file} as JSON: ${(error as Error).message}`)
      }
      const checked = inviteSpinSettingsSchema.safeParse(parsed)
      if (!checked.success)
        throw new AdminUsageError(
          checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        )
      await writeInviteSpinSettings(services.db, checked.data)
      print(`Saved the invite spin: ${invitesToReach(checked.data)} valid invites always reach the target`)
      return
    }
    if (args.length > 0) throw new AdminUsageError(USAGE)
    const settings = await readInviteSpinSettings(services.db)
    print(JSON.stringify({ ...settings, invitesToReach: invitesToReach(settings) }, null, 2))
  },
}
