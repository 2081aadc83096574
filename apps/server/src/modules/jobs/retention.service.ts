import { sql } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'

/**
 * What ages out (docs/decisions/079-partitioning-and-retention.md): client events after 180 days, and
 * mails read (and claimed, when they carry an attachment) 90 days past their expiry. Money history is
 * never deleted. Deleted in batches walked by primary key, so that no statement reads a big table
 * whole or holds many row locks: ids follow time in both tables.
 */
export const CLIENT_EVENT_DAYS = 180
export const READ_MAIL_DAYS = 90
const BATCH = 5_000
const DAY_MS = 86_400_000

type Rows = { rows: { last: number | string | null; old: number | string; deleted: number | string }[] }

/** Deletes, batch by batch in id order, the rows `aged` selects, until a batch has no aged row. */
async function walk(db: Db, batch: (after: number) => ReturnType<typeof sql>): Promise<number> {
  let after = 0
  let deleted = 0
  for (;;) {
    const { rows } = (await db.execute(batch(after))) as unknown as Rows
    const row = rows[0]
    if (!row || row.last === null) return deleted
    deleted += Number(row.deleted)
    if (Number(row.old) === 0) return deleted
    after = Number(row.last)
  }
}

export async function ageOut(db: Db, now: Date): Promise<{ clientEvents: number; mails: number }> {
  const eventsBefore = new Date(now.getTime() - CLIENT_EVENT_DAYS * DAY_MS).toISOString()
  const mailsBefore = new Date(now.getTime() - READ_MAIL_DAYS * DAY_MS).toISOString()
  const clientEvents = await walk(
    db,
    (after) => sql`
      with page as (select id, received_at from client_events where id > ${after} order by id limit ${BATCH}),
           gone as (delete from client_events e using page p
                     where e.id = p.id and p.received_at < ${eventsBefore}::timestamptz returning e.id)
      select (select max(id) from page) as last,
             (select count(*) from page where received_at < ${eventsBefore}::timestamptz) as old,
             (select count(*) from gone) as deleted`,
  )
  const mails = await walk(
    db,
    (after) => sql`
      with page as (select id, expires_at, read_at, grant_id, attachments from mails
                     where id > ${after} order by id limit ${BATCH}),
           gone as (delete from mails m using page p
                     where m.id = p.id and p.expires_at < ${mailsBefore}::timestamptz and p.read_at is not null
                       and (jsonb_array_length(p.attachments) = 0 or p.grant_id is not null)
                    returning m.id)
      select (select max(id) from page) as last,
             (select count(*) from page where expires_at < ${mailsBefore}::timestamptz) as old,
             (select count(*) from gone) as deleted`,
  )
  return { clientEvents, mails }
}
