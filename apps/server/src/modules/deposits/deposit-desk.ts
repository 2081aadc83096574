import type { DeskDeposit, Reconciliation } from '@panalo/contract/ops/calls/deposits'
import { parse } from 'csv-parse/sync'
import { and, count, desc, eq, gte, lt } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { deposits } from '../../db/schema/deposits.ts'
import { addDays, manilaMidnight } from '../../platform/manila-time.ts'
import { OpsError } from '../../platform/ops-error.ts'
import type { StaffPrincipal } from '../../platform/ops-handler.ts'
import { appendAudit } from '../audit/audit.service.ts'
import { playerDirectory, playerLabel } from '../../db/views/player-directory.ts'
import type { DepositsService } from './deposits.service.ts'

type DepositRow = typeof deposits.$inferSelect

function present(row: DepositRow, playerAccount: string | null): DeskDeposit {
  return {
    id: row.id,
    userId: row.userId,
    playerAccount,
    amount: row.amount,
    currency: row.currency,
    gateway: row.gateway,
    gatewayRef: row.gatewayRef,
    paymentId: row.paymentId,
    state: row.state,
    heldReason: row.heldReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

/** One row of a gateway export, as the desk reads it. */
interface ExportRow {
  reference: string
  amount: number
  status: string
  currency: string
}

const PESOS = /^-?\d+(\.\d{1,2})?$/

/**
 * Reads a gateway's export: a header row naming at least `reference` and `amount` (pesos), and
 * optionally `status` and `currency`; other columns are ignored. csv-parse does the CSV.
 */
export function readGatewayExport(csv: string): ExportRow[] {
  let records: Record<string, string>[]
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    })
  } catch (error) {
    throw new OpsError('DESK_REFUSED', `The export is not readable CSV: ${(error as Error).message}`)
  }
  return records.map((record, index) => {
    const line = index + 2
    const reference = record.reference ?? ''
    const amount = (record.amount ?? '').replace(/,/g, '')
    if (!reference) throw new OpsError('DESK_REFUSED', `Line ${line}: no reference (the header needs one)`)
    if (!PESOS.test(amount))
      throw new OpsError('DESK_REFUSED', `Line ${line}: the amount ${amount} is not pesos`)
    const [whole = '0', cents = ''] = amount.replace('-', '').split('.')
    const hundredths =
      (Number(whole) * 100 + Number(cents.padEnd(2, '0'))) * (amount.startsWith('-') ? -1 : 1)
    return {
      reference,
      amount: hundredths,
      status: (record.status ?? 'paid').toLowerCase(),
      currency: (record.currency ?? 'PHP').toUpperCase(),
    }
  })
}

const money = (hundredths: number) => `₱${(hundredths / 100).toFixed(2)}`

/**
 * The deposits desk (decision 067): held and expired deposits, credit of a held one through the
 * deposits service (the same deposits:credit-held runs) with a reason on the audit chain, and the
 * reconciliation of a Manila day against the gateway's export.
 */
export function createDepositDesk(db: Db, service: DepositsService) {
  return {
    async queue(state: DeskDeposit['state'], pageNum: number, pageSize: number) {
      const where = eq(deposits.state, state)
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ row: deposits, playerAccount: playerLabel })
          .from(deposits)
          .innerJoin(playerDirectory, eq(playerDirectory.id, deposits.userId))
          .where(where)
          .orderBy(desc(deposits.updatedAt))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ total: count() }).from(deposits).where(where),
      ])
      return {
        list: rows.map(({ row, playerAccount }) => present(row, playerAccount)),
        total: totalRow?.total ?? 0,
      }
    },

    async creditHeld(principal: StaffPrincipal, ip: string, id: string, reason: string) {
      const credited = await service.creditHeld(id)
      await appendAudit(
        db,
        { staff: principal.account, role: principal.role, ip },
        {
          action: 'deposit.creditHeld',
          target: `deposit:${id}`,
          before: { state: 'held' },
          after: { ...credited, reason },
        },
      )
      return credited
    },

    /**
     * Our deposits paid on the Manila day against the export's rows, matched by our id, the gateway's
     * reference or its payment id. A row of the export paying nothing of ours, one of ours the export
     * lacks, a different amount, or a status other than paid are each a mismatch.
     */
    async reconcile(day: string, csv: string): Promise<Reconciliation> {
      const theirs = readGatewayExport(csv)
      const ours = await db
        .select()
        .from(deposits)
        .where(
          and(
            gte(deposits.paidAt, manilaMidnight(day)),
            lt(deposits.paidAt, manilaMidnight(addDays(day, 1))),
          ),
        )
      const byReference = new Map<string, DepositRow>()
      for (const row of ours)
        for (const reference of [row.id, row.gatewayRef, row.paymentId])
          if (reference) byReference.set(reference, row)
      const matchedOurs = new Set<string>()
      const mismatches: Reconciliation['mismatches'] = []
      let matched = 0
      for (const row of theirs) {
        const mine = byReference.get(row.reference)
        const theirText = `${money(row.amount)} ${row.currency} ${row.status}`
        if (!mine) {
          mismatches.push({ problem: 'missingHere', reference: row.reference, ours: null, theirs: theirText })
          continue
        }
        matchedOurs.add(mine.id)
        const ourText = `${money(mine.amount)} ${mine.currency} ${mine.state}`
        if (row.status !== 'paid' && row.status !== 'succeeded')
          mismatches.push({
            problem: 'stateDiffers',
            reference: row.reference,
            ours: ourText,
            theirs: theirText,
          })
        else if (row.amount !== mine.amount || row.currency !== mine.currency)
          mismatches.push({
            problem: 'amountDiffers',
            reference: row.reference,
            ours: ourText,
            theirs: theirText,
          })
        else matched++
      }
      for (const row of ours)
        if (!matchedOurs.has(row.id))
          mismatches.push({
            problem: 'missingAtGateway',
            reference: row.id,
            ours: `${money(row.amount)} ${row.currency} ${row.state}`,
            theirs: null,
          })
      return {
        day,
        ours: ours.length,
        theirs: theirs.length,
        matched,
        oursTotal: ours.reduce((sum, row) => sum + row.amount, 0),
        theirsTotal: theirs.reduce((sum, row) => sum + row.amount, 0),
        mismatches,
      }
    },
  }
}

export type DepositDesk = ReturnType<typeof createDepositDesk>
