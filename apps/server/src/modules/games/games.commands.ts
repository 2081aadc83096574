import { AdminUsageError, type AdminCommand, type AdminContext } from '../../admin/admin-command.ts'
import { listAllGames } from './catalogue.queries.ts'

async function switchGame({ services, print }: AdminContext, code: string | undefined, enabled: boolean) {
  if (!code) throw new AdminUsageError('Name the game by its code, e.g. mines')
  if (!(await services.gameCatalogue.setEnabled(code, enabled)))
    throw new AdminUsageError(`There is no game ${code}; games:list shows the codes`)
  // The app config carries the list version, so this process answers the change at once.
  services.appConfig.invalidate()
  print(`${code} is ${enabled ? 'shown in' : 'hidden from'} the lobby`)
}

export const gamesCommands: AdminCommand[] = [
  {
    name: 'games:list',
    usage: 'games:list',
    summary: 'Lists every game with its platform and whether the lobby shows it.',
    async run({ services, print }) {
      for (const game of await listAllGames(services.database.db)) {
        const shown = game.enabled && game.platformEnabled ? 'shown ' : 'hidden'
        print(
          `${shown}  ${String(game.id).padStart(4)}  ${game.platform.padEnd(10)}  ${game.code}  (${game.name})`,
        )
      }
    },
  },
  {
    name: 'games:disable',
    usage: 'games:disable <code>',
    summary: 'Hides a game from the lobby; favourites and history keep it for when it returns.',
    run: (context, [code]) => switchGame(context, code, false),
  },
  {
    name: 'games:enable',
    usage: 'games:enable <code>',
    summary: 'Shows a hidden game in the lobby again.',
    run: (context, [code]) => switchGame(context, code, true),
  },
]
