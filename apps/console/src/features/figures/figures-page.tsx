import { manilaToday } from '@panalo/contract/account-rules'
import type { FiguresPeriod, FiguresResponse, FiguresTotals } from '@panalo/contract/ops/calls/figures'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, pesos } from '../../ui/page.tsx'
import { useFiguresQuery } from './api/figures.ts'
import './figures.css'
import { FiguresChart, type ChartSeries } from './figures-chart.tsx'

type Day = FiguresResponse['days'][number]
type Game = FiguresResponse['topGamesByGgr'][number]
type Bonus = FiguresResponse['bonusBySource'][number]

/** Money columns carry pesos (so a CSV reads 450.5, not hundredths) and show them formatted. */
function money<Row>(id: string, header: string, pick: (row: Row) => number): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    accessorFn: (row) => pick(row) / 100,
    cell: (info) => pesos(Math.round((info.getValue() as number) * 100)),
    meta: { numeric: true },
  }
}
function count<Row>(id: string, header: string, pick: (row: Row) => number): ColumnDef<Row, unknown> {
  return { id, header, accessorFn: pick, meta: { numeric: true } }
}

const DAY_COLUMNS: ColumnDef<Day, unknown>[] = [
  { accessorKey: 'day', header: 'Day' },
  count('deposits', 'Deposits', (row) => row.deposits),
  money('depositSum', 'Deposited', (row) => row.depositSum),
  count('withdrawals', 'Withdrawals', (row) => row.withdrawals),
  money('withdrawalSum', 'Withdrawn', (row) => row.withdrawalSum),
  money('stake', 'Bets', (row) => row.stake),
  money('win', 'Wins', (row) => row.win),
  money('ggr', 'GGR', (row) => row.ggr),
  money('bonusCost', 'Bonus cost', (row) => row.bonusCost),
  money('ngr', 'NGR', (row) => row.ngr),
  count('activePlayers', 'Active', (row) => row.activePlayers),
  count('newPlayers', 'New', (row) => row.newPlayers),
  count('firstDepositors', 'First deposits', (row) => row.firstDepositors),
  count('visitors', 'Visitors', (row) => row.visitors),
  { id: 'source', header: 'Source', accessorFn: (row) => (row.rolledUp ? 'rollup' : 'live') },
]

const GAME_COLUMNS: ColumnDef<Game, unknown>[] = [
  { accessorKey: 'name', header: 'Game' },
  count('gameId', 'Id', (row) => row.gameId),
  count('rounds', 'Rounds', (row) => row.rounds),
  money('stake', 'Bets', (row) => row.stake),
  money('win', 'Wins', (row) => row.win),
  money('ggr', 'GGR', (row) => row.ggr),
]

const BONUS_COLUMNS: ColumnDef<Bonus, unknown>[] = [
  { accessorKey: 'source', header: 'Source' },
  count('grants', 'Bonuses', (row) => row.grants),
  money('amount', 'Cost', (row) => row.amount),
]

interface KpiRow {
  key: string
  metric: string
  current: number
  previous: number
  isMoney: boolean
}
const KPIS: { key: keyof FiguresTotals; label: string; isMoney: boolean }[] = [
  { key: 'depositSum', label: 'Deposited', isMoney: true },
  { key: 'deposits', label: 'Deposits', isMoney: false },
  { key: 'withdrawalSum', label: 'Withdrawn', isMoney: true },
  { key: 'withdrawals', label: 'Withdrawals', isMoney: false },
  { key: 'ggr', label: 'GGR (bets − wins)', isMoney: true },
  { key: 'bonusCost', label: 'Bonus cost', isMoney: true },
  { key: 'ngr', label: 'NGR (GGR − bonus cost)', isMoney: true },
  { key: 'stake', label: 'Bets', isMoney: true },
  { key: 'activePlayers', label: 'Active players', isMoney: false },
  { key: 'newPlayers', label: 'New players', isMoney: false },
  { key: 'firstDepositors', label: 'First-time depositors', isMoney: false },
  { key: 'visitors', label: 'Visitors', isMoney: false },
]
const show = (row: { isMoney: boolean }, value: number) =>
  row.isMoney ? pesos(value) : value.toLocaleString('en-PH')
function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : '—'
  const percent = ((current - previous) / Math.abs(previous)) * 100
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`
}
const KPI_COLUMNS: ColumnDef<KpiRow, unknown>[] = [
  { accessorKey: 'metric', header: 'Figure' },
  {
    id: 'current',
    header: 'This period',
    accessorFn: (row) => (row.isMoney ? row.current / 100 : row.current),
    cell: (info) => show(info.row.original, info.row.original.current),
    meta: { numeric: true },
  },
  {
    id: 'previous',
    header: 'Period before',
    accessorFn: (row) => (row.isMoney ? row.previous / 100 : row.previous),
    cell: (info) => show(info.row.original, info.row.original.previous),
    meta: { numeric: true },
  },
  {
    id: 'change',
    header: 'Change',
    accessorFn: (row) => change(row.current, row.previous),
    meta: { numeric: true },
  },
]

interface StepRow {
  step: string
  players: number
  share: string
}
const STEP_COLUMNS: ColumnDef<StepRow, unknown>[] = [
  { accessorKey: 'step', header: 'Step' },
  count('players', 'Count', (row) => row.players),
  { accessorKey: 'share', header: 'Of the step before', meta: { numeric: true } },
]
interface RetentionRow {
  day: string
  due: number
  retained: number
  rate: string
}
const RETENTION_COLUMNS: ColumnDef<RetentionRow, unknown>[] = [
  { accessorKey: 'day', header: 'Day' },
  count('due', 'Cohort past that day', (row) => row.due),
  count('retained', 'Bet that day', (row) => row.retained),
  { accessorKey: 'rate', header: 'Retention', meta: { numeric: true } },
]
const rate = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`)

const PERIOD_LABELS: Record<Exclude<FiguresPeriod, 'range'>, string> = {
  day: 'Day',
  week: 'Week (Mon–Sun)',
  month: 'Month',
}

/**
 * The figures of a Manila day, week or month against the period before (decision 084): totals, a daily
 * chart, the top games, bonus cost by source, D1/D7 retention of the period's registrations and the
 * funnel from visits to a first bet; each table downloads as CSV.
 */
export function FiguresPage() {
  const [period, setPeriod] = useState<Exclude<FiguresPeriod, 'range'>>('day')
  const [day, setDay] = useState(() => manilaToday())
  const figures = useFiguresQuery(period, day)
  const data = figures.data

  const kpis = useMemo<KpiRow[]>(
    () =>
      data
        ? KPIS.map((kpi) => ({
            key: kpi.key,
            metric: kpi.label,
            current: data.current[kpi.key],
            previous: data.previous[kpi.key],
            isMoney: kpi.isMoney,
          }))
        : [],
    [data],
  )
  const labels = useMemo(() => data?.days.map((row) => row.day.slice(5)) ?? [], [data])
  const moneySeries = useMemo<ChartSeries[]>(
    () =>
      data
        ? [
            { label: 'Deposited ₱', values: data.days.map((row) => row.depositSum / 100), color: '#2563eb' },
            { label: 'GGR ₱', values: data.days.map((row) => row.ggr / 100), color: '#16a34a' },
            { label: 'NGR ₱', values: data.days.map((row) => row.ngr / 100), color: '#9333ea' },
            { label: 'Bonus cost ₱', values: data.days.map((row) => row.bonusCost / 100), color: '#dc2626' },
          ]
        : [],
    [data],
  )
  const playerSeries = useMemo<ChartSeries[]>(
    () =>
      data
        ? [
            {
              label: 'Active',
              values: data.days.map((row) => row.activePlayers),
              color: '#0891b2',
              bars: true,
            },
            { label: 'New', values: data.days.map((row) => row.newPlayers), color: '#ca8a04', bars: true },
            {
              label: 'First deposits',
              values: data.days.map((row) => row.firstDepositors),
              color: '#be185d',
              bars: true,
            },
          ]
        : [],
    [data],
  )
  const funnel: StepRow[] = data
    ? [
        { step: 'Visitors', players: data.funnel.visitors, share: '' },
        {
          step: 'Registered',
          players: data.funnel.registered,
          share: rate(data.funnel.registered, data.funnel.visitors),
        },
        {
          step: 'First deposit',
          players: data.funnel.deposited,
          share: rate(data.funnel.deposited, data.funnel.registered),
        },
        { step: 'First bet', players: data.funnel.bet, share: rate(data.funnel.bet, data.funnel.deposited) },
      ]
    : []
  const retention: RetentionRow[] = data
    ? [
        {
          day: 'D1',
          due: data.retention.d1Due,
          retained: data.retention.d1,
          rate: rate(data.retention.d1, data.retention.d1Due),
        },
        {
          day: 'D7',
          due: data.retention.d7Due,
          retained: data.retention.d7,
          rate: rate(data.retention.d7, data.retention.d7Due),
        },
      ]
    : []
  const span = data ? (data.from === data.to ? data.from : `${data.from} to ${data.to}`) : ''
  const previousSpan = data
    ? data.previousFrom === data.previousTo
      ? data.previousFrom
      : `${data.previousFrom} to ${data.previousTo}`
    : ''
  const file = (name: string) => `figures-${name}-${data?.from ?? day}-${data?.to ?? day}`

  return (
    <Page title="Figures">
      <Panel testId="figures-controls">
        <div className="toolbar">
          <label className="field">
            Period
            <select
              value={period}
              onChange={(event) => setPeriod(event.currentTarget.value as keyof typeof PERIOD_LABELS)}
            >
              {Object.entries(PERIOD_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Day (Manila)
            <input
              type="date"
              value={day}
              max={manilaToday()}
              onChange={(event) => event.currentTarget.value && setDay(event.currentTarget.value)}
            />
          </label>
          {data && (
            <p className="figures-span" data-testid="figures-span">
              <strong>{span}</strong> against {previousSpan}
              {data.days.some((row) => !row.rolledUp) &&
                ' · today (or a day not yet rolled up) computed live'}
            </p>
          )}
        </div>
        <ErrorNotice error={figures.error} />
      </Panel>
      {data && (
        <>
          <div className="figures-kpis" data-testid="figures-kpis">
            {kpis.map((kpi) => (
              <div className="figures-kpi" key={kpi.metric} data-testid={`kpi-${kpi.key}`}>
                <span className="figures-kpi-label">{kpi.metric}</span>
                <strong>{show(kpi, kpi.current)}</strong>
                <span className="figures-kpi-change">
                  {change(kpi.current, kpi.previous)} vs {show(kpi, kpi.previous)}
                </span>
              </div>
            ))}
          </div>
          <div className="figures-columns">
            <Panel title="Money by day">
              <FiguresChart
                labels={labels}
                series={moneySeries}
                testId="figures-money-chart"
                title="Money by day"
              />
            </Panel>
            <Panel title="Players by day">
              <FiguresChart
                labels={labels}
                series={playerSeries}
                testId="figures-players-chart"
                title="Players by day"
              />
            </Panel>
          </div>
          <Panel title="Totals against the period before">
            <DataTable columns={KPI_COLUMNS} data={kpis} csvName={file('totals')} testId="figures-totals" />
          </Panel>
          <Panel title="By day">
            <div className="figures-wide">
              <DataTable
                columns={DAY_COLUMNS}
                data={data.days}
                csvName={file('days')}
                testId="figures-days"
              />
            </div>
          </Panel>
          <div className="figures-columns">
            <Panel title="Top games by GGR">
              <DataTable
                columns={GAME_COLUMNS}
                data={data.topGamesByGgr}
                csvName={file('games-by-ggr')}
                testId="figures-games-ggr"
              />
            </Panel>
            <Panel title="Top games by bets">
              <DataTable
                columns={GAME_COLUMNS}
                data={data.topGamesByStake}
                csvName={file('games-by-bets')}
                testId="figures-games-bets"
              />
            </Panel>
          </div>
          <div className="figures-columns">
            <Panel title="Bonus cost by source">
              <DataTable
                columns={BONUS_COLUMNS}
                data={data.bonusBySource}
                csvName={file('bonus-cost')}
                testId="figures-bonuses"
              />
            </Panel>
            <Panel title={`Retention of the ${data.retention.cohort} registered`}>
              <DataTable
                columns={RETENTION_COLUMNS}
                data={retention}
                csvName={file('retention')}
                testId="figures-retention"
              />
            </Panel>
            <Panel title="Funnel">
              <DataTable
                columns={STEP_COLUMNS}
                data={funnel}
                csvName={file('funnel')}
                testId="figures-funnel"
              />
            </Panel>
          </div>
        </>
      )}
    </Page>
  )
}
