import type { LedgerLine, PlayerRow } from '@panalo/contract/ops/calls/players'
import type { StaffRole } from '@panalo/contract/ops/roles'
import type { ColumnDef } from '@tanstack/react-table'
import { useState, type FormEvent } from 'react'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, pesos, when } from '../../ui/page.tsx'
import {
  useEndSessionsMutation,
  useFreezeMutation,
  useNoteMutation,
  usePlayerDetailQuery,
  usePlayerLedgerQuery,
  usePlayerSearchQuery,
} from './api/player-desk.ts'

const RESULT_COLUMNS: ColumnDef<PlayerRow, unknown>[] = [
  { accessorKey: 'userId', header: 'Id', meta: { numeric: true } },
  { accessorKey: 'account', header: 'Account' },
  { accessorKey: 'mobile', header: 'Phone' },
  { accessorKey: 'nickname', header: 'Nickname' },
  { accessorKey: 'status', header: 'Status' },
  { accessorKey: 'createdAt', header: 'Joined', cell: (info) => when(info.getValue() as string) },
]

const LEDGER_COLUMNS: ColumnDef<LedgerLine, unknown>[] = [
  { accessorKey: 'at', header: 'When', cell: (info) => when(info.getValue() as string) },
  { accessorKey: 'kind', header: 'Journal' },
  {
    accessorKey: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: (info) => pesos(info.getValue() as number),
  },
  {
    accessorKey: 'balanceAfter',
    header: 'Balance after',
    meta: { numeric: true },
    cell: (info) => (info.getValue() === null ? '—' : pesos(info.getValue() as number)),
  },
]

/** The players desk: search, and a player's page with what each role may do there. */
export function PlayersPage({ role }: { role: StaffRole }) {
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const [userId, setUserId] = useState<number | null>(null)
  const results = usePlayerSearchQuery(query)
  const handleSearch = (event: FormEvent) => {
    event.preventDefault()
    setQuery(typed.trim())
  }
  return (
    <Page title="Players">
      <Panel>
        <form className="toolbar" onSubmit={handleSearch}>
          <label className="field" style={{ flex: 1 }}>
            Id, phone, account, nickname or name on the ID
            <input value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
          </label>
          <button type="submit" className="btn primary">
            Search
          </button>
        </form>
        <ErrorNotice error={results.error} />
        {query && (
          <DataTable
            testId="player-results"
            columns={RESULT_COLUMNS}
            data={results.data?.list ?? []}
            onRowClick={(row) => setUserId(row.userId)}
            selected={(row) => row.userId === userId}
          />
        )}
      </Panel>
      {userId !== null && <PlayerPanel key={userId} userId={userId} role={role} onOpen={setUserId} />}
    </Page>
  )
}

function PlayerPanel({
  userId,
  role,
  onOpen,
}: {
  userId: number
  role: StaffRole
  onOpen(userId: number): void
}) {
  const detail = usePlayerDetailQuery(userId)
  const [ledgerPage, setLedgerPage] = useState(1)
  const seesLedger = role !== 'kyc' && role !== 'marketing'
  const ledger = usePlayerLedgerQuery(userId, ledgerPage)
  const player = detail.data
  if (!player) return <ErrorNotice error={detail.error} />
  return (
    <div data-testid="player-page">
      <div className="split">
        <Panel title={`Player #${userId} · ${player.player.account ?? player.player.mobile ?? ''}`}>
          <p>
            {player.player.nickname} · {player.player.mobile ?? 'no phone'} · born{' '}
            {player.player.dateOfBirth ?? '—'} · joined {when(player.player.createdAt)}
            <br />
            Status{' '}
            <span className={`tag ${player.player.status === 'active' ? 'ok' : 'bad'}`}>
              {player.player.status}
            </span>{' '}
            · KYC <span className="tag">{player.kyc.state}</span> {player.kyc.fullName ?? ''} ·{' '}
            {player.sessions} live session(s)
          </p>
          <div data-testid="player-balances">
            {Object.entries(player.balances).map(([kind, balance]) => (
              <span key={kind} className="tag">
                {kind}: {['coin', 'bonus', 'safebox', 'hold'].includes(kind) ? pesos(balance) : balance}
              </span>
            ))}
            <span className="tag warn">wagering left: {pesos(player.wageringRemaining)}</span>
            <span className="tag">deposited: {pesos(player.totalRecharge)}</span>
          </div>
          <h2 style={{ fontSize: 14 }}>Devices</h2>
          {player.devices.length === 0 && <p>None recorded.</p>}
          {player.devices.map((device) => (
            <div key={device.deviceId} className="mono">
              {device.deviceId.slice(0, 16)}… since {when(device.firstSeenAt)}
              {device.sharedWith.map((other) => (
                <button key={other} type="button" className="btn" onClick={() => onOpen(other)}>
                  also #{other}
                </button>
              ))}
            </div>
          ))}
        </Panel>
        <PlayerActions userId={userId} role={role} status={player.player.status} notes={player.notes} />
      </div>
      {seesLedger && (
        <Panel title="Coins ledger">
          <DataTable
            testId="player-ledger"
            columns={LEDGER_COLUMNS}
            data={ledger.data?.list ?? []}
            csvName={`player-${userId}-ledger`}
            paging={{ total: ledger.data?.total ?? 0, page: ledgerPage, pageSize: 20, onPage: setLedgerPage }}
          />
        </Panel>
      )}
      <div className="split">
        <Panel title="Deposits">
          {player.deposits.map((deposit) => (
            <div key={deposit.id}>
              {when(deposit.createdAt)} {pesos(deposit.amount)} <span className="tag">{deposit.state}</span>
            </div>
          ))}
        </Panel>
        <Panel title="Withdrawals">
          {player.withdrawals.map((withdrawal) => (
            <div key={withdrawal.id}>
              #{withdrawal.id} {when(withdrawal.createdAt)} {pesos(withdrawal.amount)}{' '}
              <span className="tag">{withdrawal.state}</span>
            </div>
          ))}
        </Panel>
      </div>
    </div>
  )
}

function PlayerActions({
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
  const canFreeze = role === 'risk' || role === 'admin'
  const canEnd = role === 'support' || role === 'risk' || role === 'admin'
  const canNote = role !== 'marketing'
  const reasonReady = reason.trim().length >= 3
  return (
    <Panel title="Notes and actions" testId="player-actions">
      <ErrorNotice error={addNote.error ?? freeze.error ?? endSessions.error} />
      {(canFreeze || canEnd) && (
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
