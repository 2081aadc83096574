import { AdminUsageError, refusalAsUsage, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { listThemeSummaries, setLiveTheme } from './themes.service.ts'

export const listThemesCommand: AdminCommand<{ db: Db }> = {
  name: 'themes',
  flags: {},
  positionals: 0,
  usage: 'themes',
  summary: 'Lists the themes: id, name, domain and which one is live (preview one at /?themeViewId=<id>).',
  async run({ services, print }) {
    for (const theme of await listThemeSummaries(services.db)) {
      print(
        `${String(theme.id).padStart(4)}  ${theme.name}${theme.domain ? ` (${theme.domain})` : ''}${theme.live ? '  LIVE' : ''}`,
      )
    }
  },
}

export const liveThemeCommand: AdminCommand<{ db: Db }> = {
  name: 'theme:live',
  flags: {},
  positionals: 1,
  usage: 'theme:live <themeId>',
  summary: 'Makes a theme the live one: the default every domain without a theme of its own is served.',
  async run({ services, print }, args) {
    const themeId = Number(args[0])
    if (!Number.isInteger(themeId) || themeId <= 0) throw new AdminUsageError('Name the theme by its id')
    const change = await refusalAsUsage(() => setLiveTheme(services.db, themeId))
    print(`Live theme: ${change.after.name} (was ${change.before?.name ?? 'none'})`)
  },
}
