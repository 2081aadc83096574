import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ageOut } from '../src/modules/jobs/retention.service.ts'
import { queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

const DAY = 86_400_000

/** The retention job (decision 079): client events and read mails age out; nothing else is touched. */
describe('retention', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('deletes client events past 180 days and read mails 90 days past expiry, in batches, and keeps the rest', async () => {
    const now = new Date('2026-11-29T00:00:00Z')
    const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
    const userId = await insertPlayer(database.db)
    // 24,000 events over a year, oldest first (ids follow time): more than two batches age out.
    await database.db.execute(sql`
      insert into client_events (received_at, event_name, event_time, app_id, app_version, platform, properties)
      select ${at(365)}::timestamptz + n * interval '20 minutes', 'page_view',
             ${at(365)}::timestamptz + n * interval '20 minutes', 'panalo-web', '1', 1, '{}'
        from generate_series(0, 23999) n`)
    const mail = (
      key: string,
      expiresDaysAgo: number,
      read: boolean,
      attachments: string,
      claimed: boolean,
    ) =>
      database.db.execute(sql`
        insert into mails (user_id, event_key, kind, params, attachments, read_at, grant_id, created_at, expires_at)
        values (${userId}, ${key}, 'broadcast', '{}', ${attachments}::jsonb, ${read ? at(expiresDaysAgo + 20) : null},
                ${claimed ? 1 : null}, ${at(expiresDaysAgo + 30)}, ${at(expiresDaysAgo)})`)
    await mail('old-read', 120, true, '[]', false)
    await mail('old-unread', 120, false, '[]', false)
    await mail('old-unclaimed', 120, true, '[{"id":2001,"count":100}]', false)
    await mail('old-claimed', 120, true, '[{"id":2001,"count":100}]', true)
    await mail('recent-read', 30, true, '[]', false)

    const cut = new Date(now.getTime() - 180 * DAY).toISOString()
    const [due] = await queryRows(
      database.db,
      sql`select count(*) filter (where received_at < ${cut}::timestamptz)::int as old, count(*)::int as n
            from client_events`,
    )
    expect(Number(due?.old)).toBeGreaterThan(10_000)

    const removed = await ageOut(database.db, now)
    const [events] = await queryRows(
      database.db,
      sql`select count(*)::int as n, min(received_at) as oldest from client_events`,
    )
    expect(removed.clientEvents).toBe(Number(due?.old))
    expect(events?.n).toBe(Number(due?.n) - Number(due?.old))
    expect(new Date(String(events?.oldest)).getTime()).toBeGreaterThanOrEqual(now.getTime() - 180 * DAY)
    expect(removed.mails).toBe(2)
    const mails = await queryRows(database.db, sql`select event_key from mails order by event_key`)
    expect(mails.map((row) => row.event_key)).toEqual(['old-unclaimed', 'old-unread', 'recent-read'])

    // Run again: nothing more is due.
    expect(await ageOut(database.db, now)).toEqual({ clientEvents: 0, mails: 0 })
  })
})
