import { themeDeskCalls } from '@panalo/contract/ops/calls/themes'

import type { Db } from '../../db/client.ts'
import { actorOf, defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import { appendAudit } from '../audit/audit.service.ts'
import { listThemeSummaries, setLiveTheme } from './themes.service.ts'

/** The themes from the console: listed for the preview, and the live one switched (audited). */
export function themeOpsHandlers({ db }: { db: Db }): OpsHandler[] {
  return [
    defineOpsHandler(themeDeskCalls.themeList, async () => ({ list: await listThemeSummaries(db) })),
    defineOpsHandler(themeDeskCalls.themeSetLive, async (context, input) => {
      return setLiveTheme(db, input.themeId, (tx, change) =>
        appendAudit(tx, actorOf(context), {
          action: 'settings.theme',
          target: `theme:${change.after.id}`,
          before: change.before,
          after: change.after,
        }),
      )
    }),
  ]
}
