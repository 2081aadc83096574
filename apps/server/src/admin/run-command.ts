import type { AppServices } from '../app.ts'
import { AdminUsageError } from './admin-command.ts'
import { ADMIN_COMMANDS } from './commands.ts'

/** Runs one command line against the services; answers whether it succeeded. */
export async function runAdminCommand(
  services: AppServices,
  argv: readonly string[],
  print: (line: string) => void,
): Promise<boolean> {
  const [name, ...args] = argv
  if (!name || name === 'help' || name === '--help') {
    printHelp(print)
    return name !== undefined
  }
  const command = ADMIN_COMMANDS.find((candidate) => candidate.name === name)
  if (!command) {
    print(`Unknown command: ${name}`)
    printHelp(print)
    return false
  }
  try {
    await command.run({ services, print }, args)
    return true
  } catch (error) {
    if (error instanceof AdminUsageError) {
      print(`${error.message}\nUsage: npm run admin -- ${command.usage}`)
      return false
    }
    print(`Failed: ${error instanceof Error ? error.message : String(error)}`)
    return false
  }
}

function printHelp(print: (line: string) => void): void {
  print('Usage: npm run admin -- <command> [arguments]\n\nCommands:')
  for (const command of ADMIN_COMMANDS) print(`  ${command.usage}\n      ${command.summary}`)
}
