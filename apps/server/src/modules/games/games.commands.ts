import { AdminUsageError, type AdminCommand, type AdminContext } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import type { AppConfigService } from '../app/app-config.service.ts'
import { listAllGames } from './catalogue.queries.ts'
import type { GameCatalogueService } from './catalogue.service.ts'

type SwitchServices = { gameCatalogue: GameCatalogueService; appConfig: AppConfigService }

async function switchGame(
  { services, print }: AdminContext<SwitchServices>,
  code: string | undefined,
  enabled: boolean,
) {
  if (!code) throw new AdminUsageError('Name the game by its code, e.g. mines')
  if (!(await services.gameCatalogue.setEnabled(code, enabled)))
    throw new AdminUsageError(`There is no game ${code}; games:list shows the codes`)
  // The app config carries the list version, so this process answers the change at once.
  services.appConfig.invalidate()
  print(`${code} is ${enabled ? 'shown in' : 'hidden from'} the lobby`)
}

export const listGamesCommand: AdminCommand<{ db: Db }> = {
  name: 'games:list',
  flags: {},
  positionals: 0,
  usage: 'games:list',
  summary: 'Lists every game with its platform and whether the lobby shows it.',
  async run({ services, print }) {
    for (const game of await listAllGames(services.db)) {
      const shown = game.enabled && game.platformEnabled ? 'shown ' : 'hidden'
      print(
        `${shown}  ${String(game.id).padStart(4)}  ${game.platform.padEnd(10)}  ${game.code}  (${game.name})`,
      )
    }
  },
}

export const disableGameCommand: AdminCommand<SwitchServices> = {
  name: 'games:disable',
  flags: {},
  positionals: 1,
  usage: 'games:disable <code>',
  summary: 'Hides a game from the lobby; favourites and history keep it for when it returns.',
  run: (context, [code]) => switchGame(context, code, false),
}

export const enableGameCommand: AdminCommand<SwitchServices> = {
  name: 'games:enable',
  flags: {},
  positionals: 1,
  usage: 'games:enable <code>',
  summary: 'Shows a hidden game in the lobby again.',
  run: (context, [code]) => switchGame(context, code, true),
}
