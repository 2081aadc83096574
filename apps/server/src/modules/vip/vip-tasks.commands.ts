import { readFile } from 'node:fs/promises'

import type { VipTask } from '@panalo/contract/calls/vip-tasks'

import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { describeAwardItems } from '../../platform/award-item-text.ts'
import { readVipTasks, vipTaskListSchema, writeVipTasks } from './vip-task-settings.ts'

function describeTarget(task: VipTask): string {
  if (task.kind === 'playDays') return `play on ${task.target} days`
  const pesos = `₱${(task.target / 100).toLocaleString('en-PH')}`
  if (task.kind === 'deposit') return `deposit ${pesos}`
  return `wager ${pesos}${task.gameType ? ` in ${task.gameType}` : ''}`
}

/** The weekly VIP tasks (decision 029): shows them, or replaces the list from a JSON file. */
export const vipTasksCommand: AdminCommand<{ db: Db }> = {
  name: 'vip:tasks',
  flags: {},
  positionals: 2,
  usage: 'vip:tasks [load <file.json>]',
  summary:
    'Shows the weekly VIP tasks (what each asks, from which level, what it pays), or replaces them from a JSON file.',
  async run({ services, print }, args) {
    if (args[0] === 'load') {
      const file = args[1]
      if (!file || args.length > 2) throw new AdminUsageError('vip:tasks load <file.json>')
      let parsed: unknown
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'))
      } catch (error) {
        throw new AdminUsageError(`Could not read ${file} as JSON: ${(error as Error).message}`)
      }
      const checked = vipTaskListSchema.safeParse(parsed)
      if (!checked.success)
        throw new AdminUsageError(
          checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        )
      await writeVipTasks(services.db, checked.data)
      print(`Loaded ${checked.data.length} VIP tasks`)
      return
    }
    if (args.length > 0) throw new AdminUsageError('vip:tasks, or vip:tasks load <file.json>')
    for (const task of await readVipTasks(services.db))
      print(
        [
          `#${task.id}`.padEnd(5),
          `VIP ${task.minLevel}+`.padEnd(8),
          describeTarget(task).padEnd(30),
          describeAwardItems(task.award),
        ].join(' '),
      )
  },
}
