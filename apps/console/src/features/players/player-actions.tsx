import {
  ADJUSTMENT_KINDS,
  STAFF_EXCLUSION_DURATIONS,
  type Adjustment,
  type AdjustmentKind,
} from '@panalo/contract/ops/calls/players'
import { roleMayAct, type StaffRole } from '@panalo/contract/ops/roles'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'

import { ErrorNotice, Panel, pesos, when } from '../../ui/page.tsx'
import { ListPanel, SelectFilter, useOpsPage, usePagedFilters } from '../../ui/paged-table.tsx'
import {
  useAdjustDecideMutation,
  useAdjustMutation,
  useEndSessionsMutation,
  useExcludeMutation,
  useExclusionEndMutation,
  useFreezeMutation,
  useNoteMutation,
  usePasswordResetMutation,
} from './api/player-desk.ts'
import { at, money } from './player-columns.ts'
import { MONEY_MOVERS } from './player-roles.ts'

// What staff do on a player's page: notes, freezes, sessions, passwords, money adjustments and exclusions.

const ADJUSTMENT_STATES = ['all', 'pending', 'done', 'rejected'] as const
type AdjustmentState = (typeof ADJUSTMENT_STATES)[number]
type ExclusionDurationChoice = (typeof STAFF_EXCLUSION_DURATIONS)[number]

const ADJUSTMENT_COLUMNS: ColumnDef<Adjustment, unknown>[] = [
  { accessorKey: 'id', header: 'Id', meta: { numeric: true } },
  at('Asked', 'createdAt'),
  { accessorKey: 'kind', header: 'Kind' },
  money('Amount', 'amount'),
  { accessorKey: 'multiple', header: '×' },
  { accessorKey: 'reason', header: 'Reason' },
  { accessorKey: 'requestedBy', header: 'By' },
  { accessorKey: 'state', header: 'State' },
  { accessorKey: 'decidedBy', header: 'Decided by' },
]

export function AdjustmentsSection({ userId, role }: { userId: number; role: StaffRole }) {
  const paged = usePagedFilters({ state: 'all' as AdjustmentState }, 10)
  const adjustments = useOpsPage(['players', 'adjustments'], 'playerAdjustments', { userId, ...paged.input })
  const decide = useAdjustDecideMutation()
  const [reason, setReason] = useState('')
  const [chosen, setChosen] = useState<Adjustment | null>(null)
  const canDecide = MONEY_MOVERS.includes(role)
  return (
    <ListPanel
      title="Credits and debits by staff"
      panelTestId="player-adjustments"
      intro={<ErrorNotice error={decide.error} />}
      paged={paged}
      filters={[{ key: 'state', label: 'State', values: ADJUSTMENT_STATES }]}
      toolbarNote={
        adjustments.data && (
          <span style={{ color: 'var(--muted)' }}>
            Two people above {pesos(adjustments.data.fourEyesAbove)}
          </span>
        )
      }
      result={adjustments}
      columns={ADJUSTMENT_COLUMNS}
      csvName={`player-${userId}-adjustments`}
      onRowClick={(row) => setChosen(row)}
      selected={(row) => row.id === chosen?.id}
    >
      {canDecide && chosen?.state === 'pending' && (
        <div className="toolbar">
          <label className="field" style={{ flex: 1 }}>
            Why (second person’s check)
            <input value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          </label>
          {[true, false].map((approve) => (
            <button
              key={String(approve)}
              type="button"
              className={`btn ${approve ? 'primary' : 'danger'}`}
              disabled={reason.trim().length < 3 || decide.isPending}
              onClick={() =>
                decide.mutate(
                  { id: chosen.id, approve, reason },
                  { onSuccess: () => (setChosen(null), setReason('')) },
                )
              }
            >
              {approve ? 'Approve' : 'Reject'} #{chosen.id}
            </button>
          ))}
        </div>
      )}
    </ListPanel>
  )
}

export function MoneyActions({ userId }: { userId: number }) {
  const [kind, setKind] = useState<AdjustmentKind>('bonus')
  const [pesosTyped, setPesosTyped] = useState('')
  const [multiple, setMultiple] = useState('1')
  const [reason, setReason] = useState('')
  // One request id per form filling: a double click or a retry after a lost answer moves once.
  const [requestId, setRequestId] = useState(newRequestId)
  const adjust = useAdjustMutation(userId)
  const amount = Math.round(Number(pesosTyped) * 100)
  const ready =
    Number.isFinite(amount) &&
    amount > 0 &&
    reason.trim().length >= 3 &&
    (kind !== 'bonus' || /^\d+$/.test(multiple))
  return (
    <Panel title="Credit or debit coins" testId="player-money">
      <ErrorNotice error={adjust.error} />
      {adjust.data && (
        <div className="notice ok" data-testid="adjust-result">
          {adjust.data.adjustment.state === 'pending'
            ? `Above the four-eyes amount: #${adjust.data.adjustment.id} waits for a second person.`
            : `${adjust.data.adjustment.kind === 'debit' ? 'Debited' : 'Credited'} ${pesos(adjust.data.adjustment.amount)}.`}
        </div>
      )}
      <div className="toolbar">
        <SelectFilter
          label="Kind"
          value={kind}
          values={ADJUSTMENT_KINDS}
          onChange={(value) => setKind(value)}
        />
        <label className="field">
          Amount (₱)
          <input
            inputMode="decimal"
            value={pesosTyped}
            onChange={(event) => setPesosTyped(event.currentTarget.value)}
          />
        </label>
        {kind === 'bonus' && (
          <label className="field">
            Wagering ×
            <input
              inputMode="numeric"
              value={multiple}
              style={{ width: 60 }}
              onChange={(event) => setMultiple(event.currentTarget.value)}
            />
          </label>
        )}
      </div>
      <div className="toolbar">
        <label className="field" style={{ flex: 1 }}>
          Reason for the {kind === 'debit' ? 'debit' : 'credit'}
          <input value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        </label>
        <button
          type="button"
          className={`btn ${kind === 'debit' ? 'danger' : 'primary'}`}
          disabled={!ready || adjust.isPending}
          onClick={() =>
            adjust.mutate(
              {
                requestId,
                kind,
                amount,
                reason,
                ...(kind === 'bonus' ? { multiple: Number(multiple) } : {}),
              },
              {
                onSuccess: () => {
                  setPesosTyped('')
                  setReason('')
                  setRequestId(newRequestId())
                },
              },
            )
          }
        >
          {kind === 'debit' ? 'Debit' : 'Credit'}
        </button>
      </div>
    </Panel>
  )
}

export function ExclusionActions({ userId, role }: { userId: number; role: StaffRole }) {
  const [duration, setDuration] = useState<ExclusionDurationChoice>('24h')
  const [reason, setReason] = useState('')
  const exclude = useExcludeMutation(userId)
  const end = useExclusionEndMutation(userId)
  const ready = reason.trim().length >= 3
  return (
    <Panel title="Cool-off or exclusion" testId="player-exclusion">
      <ErrorNotice error={exclude.error ?? end.error} />
      {exclude.data && (
        <div className="notice ok">
          {exclude.data.block.kind} until {when(exclude.data.block.until)}; every session ended.
        </div>
      )}
      {end.data && <div className="notice ok">It now ends {when(end.data.block?.until)}.</div>}
      <div className="toolbar">
        <SelectFilter
          label="Length"
          value={duration}
          values={STAFF_EXCLUSION_DURATIONS}
          onChange={(value) => setDuration(value)}
        />
        <label className="field" style={{ flex: 1 }}>
          Reason (the player’s request, or why)
          <input value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        </label>
        <button
          type="button"
          className="btn danger"
          disabled={!ready || exclude.isPending}
          onClick={() => exclude.mutate({ duration, reason })}
        >
          Apply exclusion
        </button>
        {role === 'admin' && (
          <button
            type="button"
            className="btn"
            disabled={!ready || end.isPending}
            onClick={() => end.mutate(reason)}
          >
            End exclusion early
          </button>
        )}
      </div>
      <p style={{ color: 'var(--muted)' }}>
        24h, 7d and 30d are cool-offs; 6m, 1y and 5y self-exclusions, the first six months irrevocable. Only
        an admin ends one early, on the player’s request, and then it ends 7 days later.
      </p>
    </Panel>
  )
}

function newRequestId(): string {
  return `desk-${crypto.randomUUID()}`
}

export function PlayerActions({
  userId,
  role,
  status,
  notes,
}: {
  userId: number
  role: StaffRole
  status: string
  notes: { id: number; staff: string; body: string; at: string }[]
}) {
  const [note, setNote] = useState('')
  const [reason, setReason] = useState('')
  const addNote = useNoteMutation(userId)
  const freeze = useFreezeMutation(userId)
  const endSessions = useEndSessionsMutation(userId)
  const reset = usePasswordResetMutation(userId)
  const canReset = roleMayAct(['support', 'admin'], role)
  const canFreeze = role === 'risk' || role === 'admin'
  const canEnd = roleMayAct(['support', 'risk', 'admin'], role)
  const canNote = role !== 'marketing'
  const reasonReady = reason.trim().length >= 3
  return (
    <Panel title="Notes and actions" testId="player-actions">
      <ErrorNotice error={addNote.error ?? freeze.error ?? endSessions.error ?? reset.error} />
      {(canFreeze || canEnd || canReset) && (
        <div className="toolbar">
          <label className="field" style={{ flex: 1 }}>
            Reason
            <input value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          </label>
          {canEnd && (
            <button
              type="button"
              className="btn"
              disabled={!reasonReady}
              onClick={() => endSessions.mutate(reason)}
            >
              End sessions
            </button>
          )}
          {canReset && (
            <button
              type="button"
              className="btn"
              disabled={!reasonReady}
              onClick={() => reset.mutate(reason)}
            >
              Reset password
            </button>
          )}
          {canFreeze && (
            <button
              type="button"
              className="btn danger"
              disabled={!reasonReady}
              onClick={() => freeze.mutate({ frozen: status === 'active', reason })}
            >
              {status === 'active' ? 'Freeze' : 'Unfreeze'}
            </button>
          )}
        </div>
      )}
      {endSessions.data && <div className="notice ok">Ended {endSessions.data.ended} session(s).</div>}
      {reset.data && (
        <div className="notice ok" data-testid="reset-result">
          A reset code went by SMS to {reset.data.maskedPhone}; {reset.data.ended} session(s) ended. The
          player sets the new password in the app.
        </div>
      )}
      {notes.map((item) => (
        <p key={item.id}>
          <strong>{item.staff}</strong> {when(item.at)}
          <br />
          {item.body}
        </p>
      ))}
      {canNote && (
        <div className="toolbar">
          <label className="field" style={{ flex: 1 }}>
            Staff note (players never see it)
            <textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          </label>
          <button
            type="button"
            className="btn"
            disabled={!note.trim() || addNote.isPending}
            onClick={() => addNote.mutate(note, { onSuccess: () => setNote('') })}
          >
            Add note
          </button>
        </div>
      )}
    </Panel>
  )
}
