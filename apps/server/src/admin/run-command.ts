import type { AppServices } from '../services.ts'
import { AdminUsageError } from './admin-command.ts'
import { adminCommands, type RunnableCommand } from './commands.ts'

/** Runs one command line against the services; answers whether it succeeded. */
export async function runAdminCommand(
  services: AppServices,
  argv: readonly string[],
  print: (line: string) => void,
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
  try {
    await command.run(print, args)
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

function printHelp(commands: readonly RunnableCommand[], print: (line: string) => void): void {
  print('Usage: npm run admin -- <command> [arguments]\n\nCommands:')
  for (const command of commands) print(`  ${command.usage}\n      ${command.summary}`)
}
