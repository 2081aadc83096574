import type { Db } from '../../db/client.ts'
import type { AccountsService } from '../accounts/accounts.service.ts'
import type { SessionService } from '../accounts/sessions.service.ts'
import type { PlayService } from '../games/play.service.ts'
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.service.ts'
import { createPlayerHistory } from './player-history.ts'
import { createPlayerLookup } from './player-lookup.ts'
import { createPlayerStaffActions } from './player-staff-actions.ts'

export interface PlayerDeskDeps {
  db: Db
  sessions: SessionService
  play: PlayService
  responsibleGaming: ResponsibleGaming
  accounts: AccountsService
}

/**
 * The players desk (issue 41 step 6): search and the player's page (player-lookup.ts), the player's
 * history (player-history.ts), and the staff's actions on a player, each on the audit chain
 * (player-staff-actions.ts).
 */
export function createPlayerDesk(deps: PlayerDeskDeps) {
  return {
    ...createPlayerLookup(deps),
    ...createPlayerHistory(deps),
    ...createPlayerStaffActions(deps),
  }
}

export type PlayerDesk = ReturnType<typeof createPlayerDesk>
