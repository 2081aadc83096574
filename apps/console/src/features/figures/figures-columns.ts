import type { FiguresResponse, FiguresTotals } from '@panalo/contract/ops/calls/figures'
import type { ColumnDef } from '@tanstack/react-table'

import { pesos } from '../../ui/page.tsx'

/** The figures page's tables: their rows and columns, money in pesos so a CSV reads as people do. */
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

export const DAY_COLUMNS: ColumnDef<Day, unknown>[] = [
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

export const GAME_COLUMNS: ColumnDef<Game, unknown>[] = [
  { accessorKey: 'name', header: 'Game' },
  count('gameId', 'Id', (row) => row.gameId),
  count('rounds', 'Rounds', (row) => row.rounds),
  money('stake', 'Bets', (row) => row.stake),
  money('win', 'Wins', (row) => row.win),
  money('ggr', 'GGR', (row) => row.ggr),
]

export const BONUS_COLUMNS: ColumnDef<Bonus, unknown>[] = [
  { accessorKey: 'source', header: 'Source' },
  count('grants', 'Bonuses', (row) => row.grants),
  money('amount', 'Cost', (row) => row.amount),
]

export interface KpiRow {
  key: string
  metric: string
  current: number
  previous: number
  isMoney: boolean
}
export const KPIS: { key: keyof FiguresTotals; label: string; isMoney: boolean }[] = [
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
export const show = (row: { isMoney: boolean }, value: number) =>
  row.isMoney ? pesos(value) : value.toLocaleString('en-PH')
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : '—'
  const percent = ((current - previous) / Math.abs(previous)) * 100
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`
}
export const KPI_COLUMNS: ColumnDef<KpiRow, unknown>[] = [
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

export interface StepRow {
  step: string
  players: number
  share: string
}
export const STEP_COLUMNS: ColumnDef<StepRow, unknown>[] = [
  { accessorKey: 'step', header: 'Step' },
  count('players', 'Count', (row) => row.players),
  { accessorKey: 'share', header: 'Of the step before', meta: { numeric: true } },
]
export interface RetentionRow {
  day: string
  due: number
  retained: number
  rate: string
}
export const RETENTION_COLUMNS: ColumnDef<RetentionRow, unknown>[] = [
  { accessorKey: 'day', header: 'Day' },
  count('due', 'Cohort past that day', (row) => row.due),
  count('retained', 'Bet that day', (row) => row.retained),
  { accessorKey: 'rate', header: 'Retention', meta: { numeric: true } },
]
export const rate = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`
