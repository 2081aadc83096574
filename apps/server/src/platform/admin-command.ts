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
  /** Every `--flag` the command knows; the runner refuses any other before the command runs. */
  flags: CommandFlags
  /**
   * The most words the command takes besides its flags and their values, or 'any' when it ends in
   * free text (a reply, a list of items); the runner refuses more.
   */
  positionals: number | 'any'
  run(context: AdminContext<Services>, args: readonly string[]): Promise<void>
}

/**
 * `value` takes the next word (`--reason text`), `values` too and may repeat (`--item 2001=50 --item
 * 2002=10`), `switch` stands alone (`--all`).
 */
export type CommandFlags = Readonly<Record<string, 'value' | 'values' | 'switch'>>

/** A word an operator meant as a flag: `--pause`, `-p`, `--status=live`; `-5` is a number. */
const FLAG_LIKE = /^--?[A-Za-z]/

/**
 * Checks a command line against what the command declares, before anything runs: an unknown or
 * repeated flag, a flag without its value, or more words than the command takes is a usage error
 * naming it, so a mistyped flag never passes as a command that did nothing. Not node's
 * util.parseArgs: it reads `-500` (a debit, a negative sort) as the short flags -5 -0 -0.
 */
export function checkCommandLine(
  command: { name: string; flags: CommandFlags; positionals: number | 'any' },
  args: readonly string[],
): void {
  const seen = new Set<string>()
  let positionals = 0
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? ''
    if (!FLAG_LIKE.test(arg)) {
      positionals++
      continue
    }
    const name = arg.startsWith('--') ? arg.slice(2) : ''
    const kind = Object.hasOwn(command.flags, name) ? command.flags[name] : undefined
    if (kind === undefined) {
      const spelled = /^--([A-Za-z-]+)=/.exec(arg)?.[1]
      if (spelled && Object.hasOwn(command.flags, spelled))
        throw new AdminUsageError(`Write --${spelled} and its value as two words: --${spelled} <value>`)
      throw new AdminUsageError(
        `Unknown flag ${arg.split('=')[0]} for ${command.name}; ${knownFlags(command)}`,
      )
    }
    if (kind !== 'values' && seen.has(name)) throw new AdminUsageError(`--${name} is given twice`)
    seen.add(name)
    if (kind === 'switch') continue
    const value = args[index + 1]
    if (value === undefined || FLAG_LIKE.test(value)) throw new AdminUsageError(`--${name} needs a value`)
    index++
  }
  if (command.positionals !== 'any' && positionals > command.positionals)
    throw new AdminUsageError(
      command.positionals === 0
        ? `${command.name} takes no arguments besides its flags`
        : `${command.name} takes at most ${command.positionals} argument${command.positionals === 1 ? '' : 's'} besides its flags`,
    )
}

function knownFlags(command: { name: string; flags: CommandFlags }): string {
  const names = Object.keys(command.flags)
  return names.length === 0
    ? `${command.name} takes no flags`
    : `its flags: ${names.map((name) => `--${name}`).join(', ')}`
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
