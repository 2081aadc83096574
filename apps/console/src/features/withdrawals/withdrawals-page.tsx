import type { DeskWithdrawal, HeldAccount } from '@panalo/contract/ops/calls/withdrawals'
import { WITHDRAWAL_STATES } from '@panalo/contract/calls/withdrawals'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, pesos, when } from '../../ui/page.tsx'
import { ListPanel, usePagedFilters } from '../../ui/paged-table.tsx'
import {
  useApproveMutation,
  useFourEyesMutation,
  useHeldAccountsQuery,
  useRejectMutation,
  useReleaseMutation,
  useWithdrawalQueueQuery,
} from './api/withdrawal-desk.ts'

type QueueState = DeskWithdrawal['state'] | 'all'
const QUEUE_STATES: readonly QueueState[] = [...WITHDRAWAL_STATES, 'all']

function age(iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000))
  return minutes < 60
    ? `${minutes} min`
    : minutes < 48 * 60
      ? `${Math.round(minutes / 60)} h`
      : `${Math.round(minutes / 1440)} d`
}

const COLUMNS: ColumnDef<DeskWithdrawal, unknown>[] = [
  { accessorKey: 'id', header: 'Id', meta: { numeric: true } },
  {
    id: 'age',
    accessorFn: (row) => row.createdAt,
    header: 'Age',
    cell: (info) => age(info.getValue() as string),
  },
  { id: 'player', accessorFn: (row) => row.playerAccount ?? `#${row.userId}`, header: 'Player' },
  {
    accessorKey: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: (info) => pesos(info.getValue() as number),
  },
  { id: 'to', accessorFn: (row) => `${row.bankName} ${row.maskedNumber}`, header: 'To' },
  { accessorKey: 'state', header: 'State' },
  {
    id: 'risk',
    accessorFn: (row) => row.risk.map((note) => note.note).join(' '),
    header: 'Risk',
    cell: (info) =>
      info.row.original.risk.map((note) => (
        <span key={note.note} className="tag warn" title={note.detail}>
          {note.note}
        </span>
      )),
  },
  {
    id: 'approvals',
    accessorFn: (row) => row.approvals.length,
    header: 'Approvals',
    cell: (info) => {
      const row = info.row.original
      return row.needsSecondApproval ? `${row.approvals.length}/2` : row.approvals.length > 0 ? '✓' : ''
    },
  },
]

/** The withdrawals desk (decision 066): the queue by state, a withdrawal's risk and decision, held accounts. */
export function WithdrawalsPage({
  canDecide,
  canSetFourEyes,
}: {
  canDecide: boolean
  canSetFourEyes: boolean
}) {
  const paged = usePagedFilters({ state: 'pending' as QueueState })
  const [chosen, setChosen] = useState<DeskWithdrawal | null>(null)
  const queue = useWithdrawalQueueQuery(paged.input)
  // Fresh from the queue while it is there; a decided withdrawal leaves the pending queue but stays shown.
  const selected = queue.data?.list.find((row) => row.id === chosen?.id) ?? chosen

  return (
    <Page title="Withdrawals">
      <div className="split">
        <ListPanel
          paged={paged}
          filters={[{ key: 'state', label: 'State', values: QUEUE_STATES }]}
          toolbarNote={
            queue.data && (
              <span style={{ color: 'var(--muted)' }}>
                Two approvers above {pesos(queue.data.fourEyesAbove)}
              </span>
            )
          }
          result={queue}
          testId="withdrawal-queue"
          columns={COLUMNS}
          csvName={`withdrawals-${paged.filters.state}`}
          onRowClick={(row) => setChosen(row)}
          selected={(row) => row.id === chosen?.id}
        />
        <div>
          {selected ? (
            <WithdrawalDecision key={selected.id} withdrawal={selected} canDecide={canDecide} />
          ) : (
            <Panel>Choose a withdrawal to see its details.</Panel>
          )}
          {canSetFourEyes && queue.data && <FourEyesPanel above={queue.data.fourEyesAbove} />}
        </div>
      </div>
      <HeldAccountsPanel />
    </Page>
  )
}

function WithdrawalDecision({ withdrawal, canDecide }: { withdrawal: DeskWithdrawal; canDecide: boolean }) {
  const approve = useApproveMutation()
  const reject = useRejectMutation()
  const [reason, setReason] = useState('')
  const pending = withdrawal.state === 'pending'
  return (
    <Panel title={`Withdrawal #${withdrawal.id}`} testId="withdrawal-decision">
      <p>
        <strong>{pesos(withdrawal.amount)}</strong> (fee {pesos(withdrawal.fee)}) to {withdrawal.bankName}{' '}
        {withdrawal.maskedNumber}, {withdrawal.holderName || 'no holder name'}
        <br />
        Player {withdrawal.playerAccount ?? `#${withdrawal.userId}`} · asked {when(withdrawal.createdAt)} ·{' '}
        {withdrawal.state}
      </p>
      {withdrawal.risk.length > 0 ? (
        <ul>
          {withdrawal.risk.map((note) => (
            <li key={note.note}>
              <span className="tag warn">{note.note}</span> {note.detail}
            </li>
          ))}
        </ul>
      ) : (
        <p className="tag ok">No risk notes</p>
      )}
      {withdrawal.needsSecondApproval && (
        <p>
          Four eyes: {withdrawal.approvals.length} of 2 approvals
          {withdrawal.approvals.map((approval) => ` · ${approval.staff} ${when(approval.at)}`).join('')}
        </p>
      )}
      {withdrawal.reason && <p>Reason: {withdrawal.reason}</p>}
      <ErrorNotice error={approve.error ?? reject.error} />
      {approve.data && (
        <div className="notice ok" data-testid="approve-result">
          {approve.data.paid
            ? `Approved: ${approve.data.withdrawal.state}`
            : 'Your approval is recorded; a second person must approve.'}
        </div>
      )}
      {canDecide && pending && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <button
            type="button"
            className="btn primary"
            disabled={approve.isPending}
            onClick={() => approve.mutate(withdrawal.id)}
          >
            Approve
          </button>
          <label className="field">
            Reason for rejecting (the player reads it)
            <textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          </label>
          <button
            type="button"
            className="btn danger"
            disabled={reject.isPending || reason.trim().length < 3}
            onClick={() => reject.mutate({ id: withdrawal.id, reason })}
          >
            Reject
          </button>
        </div>
      )}
    </Panel>
  )
}

function FourEyesPanel({ above }: { above: number }) {
  const [value, setValue] = useState(String(above / 100))
  const save = useFourEyesMutation()
  return (
    <Panel title="Four eyes">
      <div className="toolbar">
        <label className="field">
          Two approvers above (₱)
          <input
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            inputMode="decimal"
          />
        </label>
        <button
          type="button"
          className="btn"
          disabled={!/^\d+(\.\d{1,2})?$/.test(value) || save.isPending}
          onClick={() => save.mutate(Math.round(Number(value) * 100))}
        >
          Save
        </button>
      </div>
      <ErrorNotice error={save.error} />
    </Panel>
  )
}

const HELD_COLUMNS: ColumnDef<HeldAccount, unknown>[] = [
  { id: 'player', accessorFn: (row) => row.playerAccount ?? `#${row.userId}`, header: 'Player' },
  { id: 'account', accessorFn: (row) => `${row.bankName} ${row.maskedNumber}`, header: 'Account' },
  { accessorKey: 'holderName', header: 'Holder' },
  { accessorKey: 'usableAt', header: 'Usable from', cell: (info) => when(info.getValue() as string) },
]

function HeldAccountsPanel() {
  const held = useHeldAccountsQuery()
  const release = useReleaseMutation()
  const [chosen, setChosen] = useState<HeldAccount | null>(null)
  const [reason, setReason] = useState('')
  return (
    <Panel title="Receiving accounts on hold" testId="held-accounts">
      <ErrorNotice error={held.error ?? release.error} />
      <DataTable
        columns={HELD_COLUMNS}
        data={held.data?.list ?? []}
        onRowClick={(row) => setChosen(row)}
        selected={(row) => row.userId === chosen?.userId && row.bankId === chosen.bankId}
      />
      {chosen && (
        <div className="toolbar">
          <label className="field" style={{ flex: 1 }}>
            Why release {chosen.bankName} {chosen.maskedNumber} now
            <input value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          </label>
          <button
            type="button"
            className="btn"
            disabled={reason.trim().length < 3 || release.isPending}
            onClick={() =>
              release.mutate(
                { userId: chosen.userId, bankId: chosen.bankId, reason },
                { onSuccess: () => setChosen(null) },
              )
            }
          >
            Release
          </button>
        </div>
      )}
    </Panel>
  )
}
