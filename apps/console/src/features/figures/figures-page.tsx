import { manilaToday } from '@panalo/contract/account-rules'
import type { FiguresPeriod } from '@panalo/contract/ops/calls/figures'
import { useMemo, useState } from 'react'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel } from '../../ui/page.tsx'
import { useFiguresQuery } from './api/figures.ts'
import './figures.css'
import { FiguresChart, type ChartSeries } from './figures-chart.tsx'
import {
  DAY_COLUMNS,
  GAME_COLUMNS,
  BONUS_COLUMNS,
  type KpiRow,
  KPIS,
  show,
  change,
  KPI_COLUMNS,
  type StepRow,
  STEP_COLUMNS,
  type RetentionRow,
  RETENTION_COLUMNS,
  rate,
} from './figures-columns.ts'

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
