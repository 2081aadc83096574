import { manilaToday } from '@panalo/contract/account-rules'
import { FTD_ATTRIBUTION_DAYS, type MarketingReport } from '@panalo/contract/ops/calls/reports'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, pesos } from '../../ui/page.tsx'
import { useMarketingReportQuery } from './api/reports.ts'
import './reports.css'

type Total = MarketingReport['totals'][number]
interface DayRow {
  day: string
  source: string
  claims: number
  cost: number
  firstDepositors: number
}

/** Money columns carry pesos (so a CSV reads 450.5, not hundredths) and show them formatted. */
function money<Row>(id: string, header: string, pick: (row: Row) => number | null): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    accessorFn: (row) => {
      const value = pick(row)
      return value === null ? '' : value / 100
    },
    cell: (info) => {
      const value = info.getValue()
      return value === '' ? '—' : pesos(Math.round((value as number) * 100))
    },
    meta: { numeric: true },
  }
}

const TOTAL_COLUMNS: ColumnDef<Total, unknown>[] = [
  { accessorKey: 'source', header: 'Promotion (source)' },
  { accessorKey: 'claims', header: 'Claims', meta: { numeric: true } },
  money<Total>('cost', 'Bonus cost', (row) => row.cost),
  { accessorKey: 'firstDepositors', header: 'First-time depositors', meta: { numeric: true } },
  money<Total>('costPerFirstDepositor', 'Cost per FTD', (row) => row.costPerFirstDepositor),
]

const DAY_COLUMNS: ColumnDef<DayRow, unknown>[] = [
  { accessorKey: 'day', header: 'Day (Manila)' },
  { accessorKey: 'source', header: 'Source' },
  { accessorKey: 'claims', header: 'Claims', meta: { numeric: true } },
  money<DayRow>('cost', 'Bonus cost', (row) => row.cost),
  { accessorKey: 'firstDepositors', header: 'Attributed FTDs', meta: { numeric: true } },
]

/**
 * The marketing report (decision 096): bonus cost and claims by source and Manila day, and cost per
 * first-time depositor by promotion, over a date range; read from the figures rollups, each table as CSV.
 */
export function ReportsPage() {
  const today = manilaToday()
  const [from, setFrom] = useState(() => {
    const start = new Date(`${today}T00:00:00Z`)
    start.setUTCDate(start.getUTCDate() - 6)
    return start.toISOString().slice(0, 10)
  })
  const [to, setTo] = useState(today)
  const valid = Boolean(from && to && from <= to)
  const report = useMarketingReportQuery(from, to, valid)
  const data = report.data
  const dayRows = useMemo<DayRow[]>(
    () => data?.days.flatMap((day) => day.sources.map((source) => ({ day: day.day, ...source }))) ?? [],
    [data],
  )
  const file = (name: string) => `marketing-${name}-${from}-${to}`
  return (
    <Page title="Marketing reports">
      <Panel testId="reports-controls">
        <div className="toolbar">
          <label className="field">
            First day (Manila)
            <input
              type="date"
              data-testid="reports-from"
              value={from}
              max={today}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
          </label>
          <label className="field">
            Last day
            <input
              type="date"
              data-testid="reports-to"
              value={to}
              max={today}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
          </label>
          {data && (
            <p data-testid="reports-summary">
              <strong>{pesos(data.cost)}</strong> bonus cost · <strong>{data.firstDepositors}</strong>{' '}
              first-time depositors
              {data.days.some((day) => !day.rolledUp) &&
                ' · today (or a day not yet rolled up) computed live'}
            </p>
          )}
        </div>
        {!valid && <div className="notice bad">The last day is before the first.</div>}
        <ErrorNotice error={report.error} />
        <p className="reports-definition" data-testid="reports-definition">
          <strong>Cost per first-time depositor (FTD)</strong> of a promotion = the bonus coins that promotion
          credited in the range ÷ the players whose <em>first ever</em> paid deposit fell in the range and who
          had been granted that promotion’s bonus in the {FTD_ATTRIBUTION_DAYS} days up to that deposit (for
          “deposit”, whose first deposit carried its own bonus). A player may count for several promotions;
          “—” when none. Claims are the bonuses credited.
        </p>
      </Panel>
      {data && (
        <>
          <Panel title="By promotion over the range">
            <DataTable
              columns={TOTAL_COLUMNS}
              data={data.totals}
              csvName={file('by-source')}
              testId="reports-totals"
            />
          </Panel>
          <Panel title="By day and source">
            <DataTable columns={DAY_COLUMNS} data={dayRows} csvName={file('by-day')} testId="reports-days" />
          </Panel>
        </>
      )}
    </Page>
  )
}
