import { readFile } from 'node:fs/promises'

import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { agentSettingsSchema, readAgentSettings, writeAgentSettings } from './agent-settings.ts'

/** The invite programme's rates and rules (decision 051): shows them, or replaces them from a JSON file. */
export const agentSettingsCommand: AdminCommand<{ db: Db }> = {
  name: 'agents:settings',
  flags: {},
  positionals: 2,
  usage: 'agents:settings [load <file.json>]',
  summary:
    'Shows the commission rates per level, the claim window, the inviter fill window and what makes an invite valid, or replaces them from a JSON file.',
  async run({ services, print }, args) {
    if (args[0] === 'load') {
      const file = args[1]
      if (!file || args.length > 2) throw new AdminUsageError('agents:settings load <file.json>')
      let parsed: unknown
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'))
      } catch (error) {
        throw new AdminUsageError(`Could not read ${file} as JSON: ${(error as Error).message}`)
      }
      const checked = agentSettingsSchema.safeParse(parsed)
      if (!checked.success)
        throw new AdminUsageError(
          checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        )
      await writeAgentSettings(services.db, checked.data)
      print('Saved the invite programme')
      return
    }
    if (args.length > 0) throw new AdminUsageError('agents:settings [load <file.json>]')
    print(JSON.stringify(await readAgentSettings(services.db), null, 2))
  },
}
