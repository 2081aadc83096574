import { sql } from 'drizzle-orm'

import type { Db } from '../../src/db/client.ts'
import { projectTurnoverFully } from '../../src/modules/turnover/turnover.service.ts'
import { queryRows } from './ledger.ts'

/**
 * Runs the turnover projector until it has consumed every journal written so far. A journal id
 * left unused by a rolled-back transaction is passed only once every transaction older than it has
 * ended (decision 024), and on a shared PostgreSQL that includes other test files' transactions in
 * other databases: so one step may stop short, and this steps again until the projector catches up.
 */
export async function projectTurnoverCaughtUp(db: Db, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await projectTurnoverFully(db)
    const [row] = await queryRows(
      db,
      sql`select (select coalesce(max(id), 0) from ledger_journals)::bigint as newest,
                 (select last_journal_id from projector_cursors where name = 'turnover')::bigint as cursor`,
    )
    if (row && Number(row.cursor) >= Number(row.newest)) return
    if (Date.now() > deadline) {
      throw new Error(
        `the turnover projector stayed at journal ${String(row?.cursor)} of ${String(row?.newest)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
