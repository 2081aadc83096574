import { appendAudit, cliOperator } from '../modules/audit/audit.service.ts'
import type { AppServices } from '../services.ts'
import { AdminUsageError } from '../platform/admin-command.ts'
import { adminCommands, type RunnableCommand } from './commands.ts'

/** Runs one command line against the services; answers whether it succeeded. */
export async function runAdminCommand(
  services: AppServices,
  argv: readonly string[],
  print: (line: string) => void,
  operator = cliOperator(),
): Promise<boolean> {
  const commands = adminCommands(services)
  const [name, ...args] = argv
  if (!name || name === 'help' || name === '--help') {
    printHelp(commands, print)
    return name !== undefined
  }
  const command = commands.find((candidate) => candidate.name === name)
  if (!command) {
    print(`Unknown command: ${name}`)
    printHelp(commands, print)
    return false
  }
  let outcome = 'ok'
  try {
    await command.run(print, args, operator)
  } catch (error) {
    if (error instanceof AdminUsageError) {
      outcome = 'usage'
      print(`${error.message}\nUsage: npm run admin -- ${command.usage}`)
    } else {
      outcome = 'failed'
      print(`Failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  // Every command line is on the audit chain (decision 065), with the operator who ran it; a
  // password given on the line is not.
  try {
    await appendAudit(
      services.database.db,
      { staff: operator, role: 'cli', ip: 'cli' },
      { action: `cli.${command.name}`, target: 'cli', after: { args: redact(command.name, args), outcome } },
    )
  } catch (error) {
    // The command's own outcome (often "the database is gone") must still reach the operator, and
    // a command whose line is missing from the chain does not count as done.
    print(`The audit entry could not be written: ${error instanceof Error ? error.message : String(error)}`)
    return false
  }
  return outcome === 'ok'
}

/**
 * Arguments as the audit chain keeps them: a new staff member's password is never written down, even
 * on a refused line where it was mistyped (`--pasword x`, `--password=x`): only the account, the flag
 * names and the role and name are kept.
 */
function redact(name: string, args: readonly string[]): string[] {
  if (name !== 'staff:create') return [...args]
  const kept = new Set(['--role', '--name', '--password'])
  return args.map((arg, index) => {
    if (index === 0 || kept.has(arg)) return arg
    const before = args[index - 1]
    return before === '--role' || before === '--name' ? arg : '***'
  })
}

function printHelp(commands: readonly RunnableCommand[], print: (line: string) => void): void {
  print('Usage: npm run admin -- <command> [arguments]\n\nCommands:')
  for (const command of commands) print(`  ${command.usage}\n      ${command.summary}`)
}
