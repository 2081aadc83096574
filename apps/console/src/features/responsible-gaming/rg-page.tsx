import {
  BARRED_GROUPS,
  NEAR_LIMIT_PERCENT,
  type BarredDeclaration,
  type BarredGroup,
  type ExclusionRow,
  type NearLimit,
} from '@panalo/contract/ops/calls/responsible-gaming'
import { LIMIT_KINDS, type LimitKind } from '@panalo/contract/self-limits'
import type { ColumnDef } from '@tanstack/react-table'

import { navigate } from '../../lib/router.ts'
import { Page, pesos, when } from '../../ui/page.tsx'
import { ListPanel, useOpsPage, usePagedFilters } from '../../ui/paged-table.tsx'

const RG_KEY = ['responsible-gaming'] as const
const openPlayer = (userId: number) => navigate(`/players?player=${userId}`)
const player = (row: { userId: number; account: string | null }) => row.account ?? `#${row.userId}`

const used = (row: NearLimit, value: number) => (row.kind === 'time' ? `${value} min` : pesos(value))

const NEAR_COLUMNS: ColumnDef<NearLimit, unknown>[] = [
  { id: 'player', header: 'Player', accessorFn: player },
  { accessorKey: 'kind', header: 'Limit' },
  { accessorKey: 'period', header: 'Per' },
  { id: 'amount', header: 'Amount', meta: { numeric: true }, accessorFn: (row) => used(row, row.amount) },
  { id: 'used', header: 'Used', meta: { numeric: true }, accessorFn: (row) => used(row, row.used) },
  {
    accessorKey: 'percent',
    header: '%',
    meta: { numeric: true },
    cell: (info) => {
      const percent = info.getValue() as number
      return <span className={`tag ${percent >= 100 ? 'bad' : 'warn'}`}>{percent}%</span>
    },
  },
]

const EXCLUSION_COLUMNS: ColumnDef<ExclusionRow, unknown>[] = [
  { id: 'player', header: 'Player', accessorFn: player },
  { accessorKey: 'kind', header: 'Kind' },
  { accessorKey: 'startedAt', header: 'Started', cell: (info) => when(info.getValue() as string | null) },
  { accessorKey: 'until', header: 'Ends', cell: (info) => when(info.getValue() as string) },
  {
    accessorKey: 'irrevocableUntil',
    header: 'Irrevocable until',
    cell: (info) => when(info.getValue() as string | null),
  },
  { id: 'active', header: 'State', accessorFn: (row) => (row.active ? 'running' : 'ended') },
]

const BARRED_COLUMNS: ColumnDef<BarredDeclaration, unknown>[] = [
  { accessorKey: 'at', header: 'When', cell: (info) => when(info.getValue() as string) },
  { accessorKey: 'who', header: 'Phone, account or identity' },
  { id: 'groups', header: 'Said they are', accessorFn: (row) => row.groups.join(', ') },
  {
    id: 'player',
    header: 'Registered since as',
    accessorFn: (row) => (row.player ? (row.player.account ?? `#${row.player.userId}`) : ''),
  },
]

/**
 * The responsible-gaming view (issue 41): players near or at their limits, cool-offs and exclusions
 * with their ends, and registrations refused for a PAGCOR barred-group answer. Each row opens the
 * player's page; each table exports what it shows as CSV.
 */
export function ResponsibleGamingPage() {
  return (
    <Page title="Responsible gaming">
      <NearLimits />
      <Exclusions />
      <BarredAnswers />
    </Page>
  )
}

function NearLimits() {
  const paged = usePagedFilters({ kind: 'all' as LimitKind | 'all', level: 'near' as 'near' | 'at' })
  const near = useOpsPage(RG_KEY, 'rgNearLimits', paged.input)
  return (
    <ListPanel
      title={`Near (${NEAR_LIMIT_PERCENT}% or more) or at their limits`}
      panelTestId="rg-near"
      paged={paged}
      filters={[
        { key: 'kind', label: 'Limit', values: ['all', ...LIMIT_KINDS] },
        { key: 'level', label: 'How close', values: ['near', 'at'] },
      ]}
      result={near}
      testId="rg-near-table"
      columns={NEAR_COLUMNS}
      csvName={`near-limits-${paged.filters.kind}-${paged.filters.level}`}
      onRowClick={(row) => openPlayer(row.userId)}
    />
  )
}

function Exclusions() {
  const paged = usePagedFilters({ state: 'active' as 'active' | 'ended' | 'all', endedWithinDays: 30 })
  const exclusions = useOpsPage(RG_KEY, 'rgExclusions', paged.input)
  return (
    <ListPanel
      title="Cool-offs and exclusions"
      panelTestId="rg-exclusions"
      paged={paged}
      filters={[
        { key: 'state', label: 'Show', values: ['active', 'ended', 'all'] },
        { key: 'endedWithinDays', label: 'Ended within (days)', values: [7, 30, 90, 365] },
      ]}
      result={exclusions}
      testId="rg-exclusions-table"
      columns={EXCLUSION_COLUMNS}
      csvName={`exclusions-${paged.filters.state}`}
      onRowClick={(row) => openPlayer(row.userId)}
    />
  )
}

function BarredAnswers() {
  const paged = usePagedFilters({ group: 'all' as BarredGroup | 'all' })
  const answers = useOpsPage(RG_KEY, 'rgBarredDeclarations', paged.input)
  return (
    <ListPanel
      title="PAGCOR barred-group answers at registration"
      panelTestId="rg-barred"
      intro={
        <p style={{ color: 'var(--muted)' }}>
          Every player’s registration confirmed no barred group ({answers.data?.confirmedPlayers ?? '…'}{' '}
          player(s)); a barred answer refuses the registration. Those refused are listed here, with any player
          registered since under the same phone or account.
        </p>
      }
      paged={paged}
      filters={[{ key: 'group', label: 'Group', values: ['all', ...BARRED_GROUPS] }]}
      result={answers}
      testId="rg-barred-table"
      columns={BARRED_COLUMNS}
      csvName={`barred-answers-${paged.filters.group}`}
      onRowClick={(row) => row.player && openPlayer(row.player.userId)}
    />
  )
}
