import type { ThreadHolder } from '@panalo/contract/ops/calls/service'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { OpsError } from '../../platform/ops-error.ts'
import { LOCK_SPACES } from '../../platform/lock-spaces.ts'

/**
 * Who holds a chat thread in the console (decisions 093 and 105): one row of service_assignments per
 * held thread. Every change (and every console reply) takes the thread's advisory lock first and reads
 * the holder inside it, so two agents never both win one thread. Callers pass a transaction.
 */

/** A staff member as the desk names one: the account, and the display name the player sees. */
export interface DeskAgent {
  account: string
  name: string
}

const holderRows = z.array(
  z.object({
    staff_account: z.string(),
    staff_name: z.string(),
    assigned_by: z.string(),
    assigned_at: z.union([z.string(), z.date()]),
  }),
)

export function toHolder(row: z.infer<typeof holderRows>[number] | undefined): ThreadHolder {
  if (!row) return null
  return {
    account: row.staff_account,
    name: row.staff_name,
    assignedBy: row.assigned_by,
    since: new Date(row.assigned_at).toISOString(),
  }
}

export async function holderOf(executor: Executor, userId: number): Promise<ThreadHolder> {
  const result = await executor.execute(sql`
    select staff_account, staff_name, assigned_by, assigned_at from service_assignments
     where user_id = ${userId}`)
  return toHolder(z.object({ rows: holderRows }).parse(result).rows[0])
}

/** Writes the thread's holder (the caller holds the thread's assignment lock). */
export async function setHolder(executor: Executor, userId: number, to: DeskAgent, by: string) {
  const result = await executor.execute(sql`
    insert into service_assignments (user_id, staff_account, staff_name, assigned_by)
    values (${userId}, ${to.account}, ${to.name}, ${by})
    on conflict (user_id) do update
      set staff_account = excluded.staff_account, staff_name = excluded.staff_name,
          assigned_by = excluded.assigned_by, assigned_at = now()
    returning staff_account, staff_name, assigned_by, assigned_at`)
  return toHolder(z.object({ rows: holderRows }).parse(result).rows[0])
}

/** The thread's assignment changes and console replies take turns, so two agents cannot both win it. */
export async function lockThread(executor: Executor, userId: number) {
  await executor.execute(
    sql`select pg_advisory_xact_lock(${LOCK_SPACES.threadAssignment}::int, ${userId}::int)`,
  )
}

export function refuseHeld(holder: ThreadHolder): never {
  throw new OpsError(
    'SERVICE_THREAD_HELD',
    `${holder?.name ?? '?'} (${holder?.account ?? '?'}) holds this chat. Take it over first if you mean to answer it.`,
    { holder },
  )
}

/**
 * Gives the thread to `to`, assigned by `by` (the same account for a take). A thread a third account
 * holds is SERVICE_THREAD_HELD unless `takeOver`. Answers the holder before and after.
 */
export async function assignThread(
  tx: Executor,
  userId: number,
  by: DeskAgent,
  to: DeskAgent,
  takeOver: boolean,
): Promise<{ before: ThreadHolder; holder: ThreadHolder }> {
  await lockThread(tx, userId)
  const before = await holderOf(tx, userId)
  if (before && before.account !== by.account && before.account !== to.account && !takeOver)
    refuseHeld(before)
  if (before?.account === to.account) return { before, holder: before }
  return { before, holder: await setHolder(tx, userId, to, by.account) }
}

/** Gives the thread back to the queue: `by` must hold it unless `anyone`; nobody's stays nobody's. */
export async function releaseThread(
  tx: Executor,
  userId: number,
  by: DeskAgent,
  anyone: boolean,
): Promise<{ before: ThreadHolder }> {
  await lockThread(tx, userId)
  const before = await holderOf(tx, userId)
  if (!before) return { before }
  if (before.account !== by.account && !anyone) refuseHeld(before)
  await tx.execute(sql`delete from service_assignments where user_id = ${userId}`)
  return { before }
}
