import type { Database } from '../db/client.ts'
import { AppError } from '../platform/app-error.ts'
import { OpsError } from '../platform/ops-error.ts'

/** What an operator command works with: the services it declared, and a way to print. */
export interface AdminContext<Services = DatabaseOnly> {
  services: Services
  print(line: string): void
  /** Who runs the command, as the audit chain names them: `cli:<operator>` (modules/audit). */
  operator: string
}

/**
 * One operator command of `npm run admin -- <name> [args]`. `Services` is what it works with, and
 * all it is given (admin/commands.ts hands each command its own). A command throws AdminUsageError
 * for bad arguments; the runner prints its usage.
 */
export interface AdminCommand<Services = DatabaseOnly> {
  name: string
  usage: string
  summary: string
  run(context: AdminContext<Services>, args: readonly string[]): Promise<void>
}

// Removed when the wallet restructuring lands: ledger.commands.ts declares no services of its own
// yet, and reads `services.database`.
type DatabaseOnly = { database: Database }

export class AdminUsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AdminUsageError'
  }
}

/**
 * Runs a service call for a command: a refusal the player would get as an errcode (a ticket that is
 * not open, documents already reviewed) is the operator's usage error, printed with its message.
 */
export async function refusalAsUsage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AppError || error instanceof OpsError) throw new AdminUsageError(error.message)
    throw error
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
