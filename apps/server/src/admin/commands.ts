import { accountsCommands } from '../modules/accounts/accounts.commands.ts'
import { clientEventCommands } from '../modules/app/client-events.commands.ts'
import { gamesCommands } from '../modules/games/games.commands.ts'
import { ledgerCommands } from '../modules/ledger/ledger.commands.ts'
import { responsibleGamingCommands } from '../modules/responsible-gaming/responsible-gaming.commands.ts'
import { maintenanceCommands } from '../modules/settings/maintenance.commands.ts'
import { withdrawalsCommands } from '../modules/withdrawals/withdrawals.commands.ts'
import type { AdminCommand } from './admin-command.ts'

/** Every operator command, area by area. Later areas add theirs here. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  ...maintenanceCommands,
  ...clientEventCommands,
  ...accountsCommands,
  ...gamesCommands,
  ...ledgerCommands,
  ...responsibleGamingCommands,
  ...withdrawalsCommands,
]
