import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm'

import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { pkPeriods } from '../../db/schema/redblue.ts'
import { inTransaction } from '../../db/transaction.ts'
import { manilaDay } from '../../platform/manila-time.ts'
import { settlePkPeriods } from './redblue-settle.service.ts'
import { sharedTotal } from './redblue.queries.ts'

/** The operator's red-versus-blue periods and pools (docs/decisions/054-red-versus-blue.md). */

const DAY = /^\d{4}-\d{2}-\d{2}$/
const PESOS = /^\d{1,9}(\.\d{1,2})?$/

function day(value: string | undefined, usage: string): string {
  if (!value || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new AdminUsageError(usage)
  return value
}

function hundredths(value: string | undefined, usage: string): number {
  if (!value || !PESOS.test(value)) throw new AdminUsageError(usage)
  return Math.round(Number(value) * 100)
}

const peso = (value: number) => `₱${(value / 100).toFixed(2)}`

const LIST_USAGE = 'redblue:periods'
export const pkPeriodsCommand: AdminCommand<{ db: Db }> = {
  name: 'redblue:periods',
  flags: {},
  positionals: 0,
  usage: LIST_USAGE,
  summary: 'Lists the red-versus-blue periods, newest first, with their pools, results and payouts.',
  async run({ services, print }, args) {
    if (args.length > 0) throw new AdminUsageError(LIST_USAGE)
    const periods = await services.db.select().from(pkPeriods).orderBy(desc(pkPeriods.startsOn)).limit(50)
    if (periods.length === 0) print('No periods yet')
    for (const period of periods) {
      const result =
        period.settledAt === null
          ? 'not settled'
          : `${period.outcome}: red ${peso(period.redScore ?? 0)}, blue ${peso(period.blueScore ?? 0)}, paid ${peso(await sharedTotal(services.db, period.id))}`
      print(
        `#${period.id} ${period.startsOn}..${period.endsOn} pool ${peso(period.pool)} min ${peso(period.minContribution)} — ${result}`,
      )
    }
  },
}

const OPEN_USAGE =
  'redblue:open <first day YYYY-MM-DD> <last day YYYY-MM-DD> <pool ₱> <minimum contribution ₱>'
/** Schedules a period; periods never overlap, so a player is in one camp at a time. */
export const pkOpenCommand: AdminCommand<{ db: Db }> = {
  name: 'redblue:open',
  flags: {},
  positionals: 4,
  usage: OPEN_USAGE,
  summary: 'Schedules a red-versus-blue period of Manila days with its prize pool and minimum contribution.',
  async run({ services, print }, args) {
    if (args.length !== 4) throw new AdminUsageError(OPEN_USAGE)
    const startsOn = day(args[0], OPEN_USAGE)
    const endsOn = day(args[1], OPEN_USAGE)
    const pool = hundredths(args[2], OPEN_USAGE)
    const minContribution = hundredths(args[3], OPEN_USAGE)
    if (endsOn < startsOn) throw new AdminUsageError('The last day comes before the first')
    if (endsOn < manilaDay(new Date())) throw new AdminUsageError('That period has already ended')
    if (pool <= 0) throw new AdminUsageError('The pool must be above ₱0')
    const id = await inTransaction(services.db, async (tx) => {
      // One scheduler at a time, so two overlapping periods cannot both pass the check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pk_periods'))`)
      const [overlap] = await tx
        .select({ id: pkPeriods.id })
        .from(pkPeriods)
        .where(and(lte(pkPeriods.startsOn, endsOn), gte(pkPeriods.endsOn, startsOn)))
      if (overlap) throw new AdminUsageError(`It overlaps period #${overlap.id}`)
      const [row] = await tx
        .insert(pkPeriods)
        .values({ startsOn, endsOn, pool, minContribution })
        .returning({ id: pkPeriods.id })
      return row?.id
    })
    print(`Period #${id}: ${startsOn}..${endsOn}, pool ${peso(pool)}, minimum ${peso(minContribution)}`)
  },
}

const POOL_USAGE = 'redblue:pool <period id> <pool ₱> [<minimum contribution ₱>]'
/** Changes a period's pool before it is settled; players see the new figure on their next poll. */
export const pkPoolCommand: AdminCommand<{ db: Db }> = {
  name: 'redblue:pool',
  flags: {},
  positionals: 3,
  usage: POOL_USAGE,
  summary: 'Changes the prize pool (and the minimum contribution) of a period not settled yet.',
  async run({ services, print }, args) {
    if (args.length < 2 || args.length > 3 || !/^\d{1,9}$/.test(args[0] ?? ''))
      throw new AdminUsageError(POOL_USAGE)
    const id = Number(args[0])
    const pool = hundredths(args[1], POOL_USAGE)
    if (pool <= 0) throw new AdminUsageError('The pool must be above ₱0')
    const minContribution = args[2] === undefined ? undefined : hundredths(args[2], POOL_USAGE)
    const [updated] = await services.db
      .update(pkPeriods)
      .set({ pool, ...(minContribution === undefined ? {} : { minContribution }) })
      .where(and(eq(pkPeriods.id, id), isNull(pkPeriods.settledAt)))
      .returning()
    if (!updated) throw new AdminUsageError(`No unsettled period #${id}`)
    print(`Period #${id}: pool ${peso(updated.pool)}, minimum ${peso(updated.minContribution)}`)
  },
}

/** Runs the settle job now; safe to run twice. */
export const pkSettleCommand: AdminCommand<{ db: Db }> = {
  name: 'redblue:settle',
  flags: {},
  positionals: 0,
  usage: 'redblue:settle',
  summary: 'Settles the red-versus-blue periods that ended and pays the shares not paid yet.',
  async run({ services, print }, args) {
    if (args.length > 0) throw new AdminUsageError('redblue:settle')
    const summary = await settlePkPeriods(services.db, new Date())
    print(`${summary.settled} period(s) settled, ${summary.paid} share(s) paid`)
  },
}
