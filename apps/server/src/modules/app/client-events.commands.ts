import { desc, eq } from 'drizzle-orm'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { clientEvents } from '../../db/schema/app.ts'

export const recentEventsCommand: AdminCommand<{ db: Db }> = {
  name: 'events:recent',
  flags: { name: 'value', limit: 'value' },
  positionals: 0,
  usage: 'events:recent [--name pageView] [--limit 20]',
  summary: 'Prints the newest tracking events clients sent, newest first, one JSON line each.',
  async run({ services, print }, args) {
    const limit = Number(readOption(args, 'limit') ?? 20)
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new AdminUsageError('--limit must be 1 to 1000')
    const name = readOption(args, 'name')
    const rows = await services.db
      .select()
      .from(clientEvents)
      .where(name ? eq(clientEvents.eventName, name) : undefined)
      .orderBy(desc(clientEvents.id))
      .limit(limit)
    for (const row of rows) {
      print(
        JSON.stringify({
          eventName: row.eventName,
          eventTime: row.eventTime.toISOString(),
          page: row.page,
          userId: row.userId,
          appVersion: row.appVersion,
          platform: row.platform,
          properties: row.properties,
        }),
      )
    }
    if (rows.length === 0) print('No events')
  },
}
