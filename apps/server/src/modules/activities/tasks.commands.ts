import { readFile } from 'node:fs/promises'

import type { Task } from '@panalo/contract/calls/tasks'
import { formatExactPesos } from '@panalo/contract/money'

import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { describeAwardItems } from '../../platform/award-item-text.ts'
import { readTasks, taskListSchema, writeTasks } from './task-settings.ts'

function describeTarget(task: Task): string {
  const of = task.gameType ? ` in ${task.gameType}` : ''
  switch (task.kind) {
    case 'turnover':
      return `wager ${formatExactPesos(task.target)}${of}`
    case 'deposit':
      return `deposit ${formatExactPesos(task.target)}`
    case 'rounds':
      return `${task.target} bets${of}`
    case 'playGames':
      return `play ${task.target} games`
    case 'visit':
      return `open ${task.page ?? '?'}`
    default:
      return task.kind
  }
}

/** The task centre's tasks (decision 031): shows them, or replaces the list from a JSON file. */
export const tasksCommand: AdminCommand<{ db: Db }> = {
  name: 'tasks:list',
  flags: {},
  positionals: 2,
  usage: 'tasks:list [load <file.json>]',
  summary:
    'Shows the newcomer, daily and weekly tasks (what each asks, what it pays), or replaces them from a JSON file.',
  async run({ services, print }, args) {
    if (args[0] === 'load') {
      const file = args[1]
      if (!file || args.length > 2) throw new AdminUsageError('tasks:list load <file.json>')
      let parsed: unknown
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'))
      } catch (error) {
        throw new AdminUsageError(`Could not read ${file} as JSON: ${(error as Error).message}`)
      }
      const checked = taskListSchema.safeParse(parsed)
      if (!checked.success)
        throw new AdminUsageError(
          checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        )
      await writeTasks(services.db, checked.data)
      print(`Loaded ${checked.data.length} tasks`)
      return
    }
    if (args.length > 0) throw new AdminUsageError('tasks:list, or tasks:list load <file.json>')
    for (const task of await readTasks(services.db))
      print(
        [
          `#${task.id}`.padEnd(6),
          task.group.padEnd(9),
          describeTarget(task).padEnd(28),
          describeAwardItems(task.award),
        ].join(' '),
      )
  },
}
