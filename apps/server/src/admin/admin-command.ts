import type { AppServices } from '../app.ts'

/** What an operator command works with: the services over the database, and a way to print. */
export interface AdminContext {
  services: AppServices
  print(line: string): void
}

/**
 * One operator command of `npm run admin -- <name> [args]`. A command throws AdminUsageError for bad
 * arguments; the runner prints its usage.
 */
export interface AdminCommand {
  name: string
  usage: string
  summary: string
  run(context: AdminContext, args: readonly string[]): Promise<void>
}

export class AdminUsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AdminUsageError'
  }
}

/** Reads `--name value` options after the positional arguments. */
export function readOption(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`)
  if (index === -1) return undefined
  const value = args[index + 1]
  if (value === undefined || value.startsWith('--')) throw new AdminUsageError(`--${name} needs a value`)
  return value
}
