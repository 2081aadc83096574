import {
  type BetLine,
  type BonusLine,
  type LedgerLine,
  type LimitLine,
  type PaymentLine,
  type RewardLine,
} from '@panalo/contract/ops/calls/players'
import type { ColumnDef } from '@tanstack/react-table'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Panel, pesos, when } from '../../ui/page.tsx'
import { ListPanel, useOpsPage, usePagedFilters } from '../../ui/paged-table.tsx'
import { usePlayerLimitsQuery } from './api/player-desk.ts'
import { at, money } from './player-columns.ts'

// What a player's page shows of their history: ledger, bets, payments, rewards and bonuses, limits.

const LEDGER_KINDS = ['coin', 'bonus', 'safebox', 'hold', 'points', 'diamond'] as const
type LedgerKind = (typeof LEDGER_KINDS)[number]

const LEDGER_COLUMNS: ColumnDef<LedgerLine, unknown>[] = [
  at('When', 'at'),
  { accessorKey: 'kind', header: 'Journal' },
  money('Amount', 'amount'),
  {
    accessorKey: 'balanceAfter',
    header: 'Balance after',
    meta: { numeric: true },
    cell: (info) => (info.getValue() === null ? '—' : pesos(info.getValue() as number)),
  },
]

const BET_COLUMNS: ColumnDef<BetLine, unknown>[] = [
  at('Time', 'at'),
  { accessorKey: 'game', header: 'Game' },
  money('Stake', 'stake'),
  money('Win', 'win'),
  money('Net', 'net'),
  { accessorKey: 'state', header: 'Round' },
]

const PAYMENT_COLUMNS: ColumnDef<PaymentLine, unknown>[] = [
  at('When', 'at'),
  { accessorKey: 'id', header: 'Id' },
  money('Amount', 'amount'),
  { accessorKey: 'state', header: 'State' },
  { accessorKey: 'channel', header: 'Channel' },
  { accessorKey: 'detail', header: 'Note' },
]

const REWARD_COLUMNS: ColumnDef<RewardLine, unknown>[] = [
  at('When', 'at'),
  { accessorKey: 'source', header: 'Source' },
  {
    id: 'items',
    header: 'Items',
    accessorFn: (row) =>
      row.items
        .map((item) => (item.id === 2001 ? `coins ${pesos(item.count)}` : `#${item.id}×${item.count}`))
        .join(', '),
  },
  { accessorKey: 'reason', header: 'Reason' },
]

const BONUS_COLUMNS: ColumnDef<BonusLine, unknown>[] = [
  { accessorKey: 'source', header: 'Bonus' },
  money('Amount', 'amount'),
  { accessorKey: 'multiple', header: '×', meta: { numeric: true } },
  money('Requirement', 'requirement'),
  money('Wagered', 'wagered'),
  money('Left', 'left'),
  { accessorKey: 'state', header: 'State' },
  at('Expires', 'expiresAt'),
]

const LIMIT_COLUMNS: ColumnDef<LimitLine, unknown>[] = [
  { accessorKey: 'kind', header: 'Limit' },
  { accessorKey: 'period', header: 'Per' },
  {
    id: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    accessorFn: (row) =>
      row.amount === null ? 'none' : row.kind === 'time' ? `${row.amount} min` : pesos(row.amount),
  },
  {
    id: 'used',
    header: 'Used',
    meta: { numeric: true },
    accessorFn: (row) => (row.kind === 'time' ? `${row.used} min` : pesos(row.used)),
  },
  at('Resets', 'resetsAt'),
  {
    id: 'pending',
    header: 'Waiting change',
    accessorFn: (row) =>
      row.pending
        ? `${row.pending.amount === null ? 'removal' : row.pending.amount} from ${when(row.pending.effectiveAt)}`
        : '',
  },
]

export function LedgerSection({ userId }: { userId: number }) {
  const paged = usePagedFilters({ kind: 'coin' as LedgerKind }, 20)
  const ledger = useOpsPage(['players', 'ledger'], 'playerLedger', { userId, ...paged.input })
  return (
    <ListPanel
      title="Ledger"
      paged={paged}
      filters={[{ key: 'kind', label: 'Account', values: LEDGER_KINDS }]}
      result={ledger}
      testId="player-ledger"
      columns={LEDGER_COLUMNS}
      csvName={`player-${userId}-ledger-${paged.filters.kind}`}
    />
  )
}

export function BetsSection({ userId }: { userId: number }) {
  const paged = usePagedFilters({ from: '', to: '' }, 20)
  const { from, to, ...rest } = paged.input
  const bets = useOpsPage(['players', 'bets'], 'playerBets', {
    userId,
    ...rest,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  })
  return (
    <ListPanel
      title="Bets"
      paged={paged}
      filters={[
        { key: 'from', label: 'From (Manila day)', type: 'day' },
        { key: 'to', label: 'To', type: 'day' },
      ]}
      result={bets}
      testId="player-bets"
      columns={BET_COLUMNS}
      csvName={`player-${userId}-bets`}
    />
  )
}

export function PaymentsSection({
  userId,
  call,
  title,
}: {
  userId: number
  call: 'playerDeposits' | 'playerWithdrawals'
  title: string
}) {
  const paged = usePagedFilters({}, 10)
  const payments = useOpsPage(['players', call], call, { userId, ...paged.input })
  return (
    <ListPanel
      title={title}
      paged={paged}
      result={payments}
      testId={`player-${title.toLowerCase()}`}
      columns={PAYMENT_COLUMNS}
      csvName={`player-${userId}-${title.toLowerCase()}`}
    />
  )
}

export function RewardsSection({ userId }: { userId: number }) {
  const paged = usePagedFilters({}, 10)
  const rewards = useOpsPage(['players', 'rewards'], 'playerRewards', { userId, ...paged.input })
  return (
    <div className="split">
      <ListPanel
        title="Rewards received"
        paged={paged}
        result={rewards}
        testId="player-rewards"
        columns={REWARD_COLUMNS}
        csvName={`player-${userId}-rewards`}
      />
      <Panel title="Bonuses and wagering left" testId="player-bonuses">
        <p>
          Total wagering left: <span className="tag warn">{pesos(rewards.data?.wageringLeft ?? 0)}</span>
        </p>
        <DataTable
          columns={BONUS_COLUMNS}
          data={rewards.data?.bonuses ?? []}
          csvName={`player-${userId}-bonuses`}
        />
      </Panel>
    </div>
  )
}

export function LimitsSection({ userId }: { userId: number }) {
  const limits = usePlayerLimitsQuery(userId, true)
  const block = limits.data?.block
  const set = (limits.data?.limits ?? []).filter((limit) => limit.amount !== null || limit.pending)
  return (
    <Panel title="Limits and exclusions" testId="player-limits">
      <ErrorNotice error={limits.error} />
      {block ? (
        <div className="notice bad">
          {block.kind} until {when(block.until)}
          {block.irrevocableUntil && block.irrevocableUntil !== block.until
            ? ` · cannot be ended before ${when(block.irrevocableUntil)}`
            : ''}
        </div>
      ) : (
        <p>No cool-off or exclusion running.</p>
      )}
      <DataTable columns={LIMIT_COLUMNS} data={set} />
    </Panel>
  )
}
