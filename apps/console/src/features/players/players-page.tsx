import {
  ADJUSTMENT_KINDS,
  STAFF_EXCLUSION_DURATIONS,
  type Adjustment,
  type AdjustmentKind,
  type BetLine,
  type BonusLine,
  type LedgerLine,
  type LimitLine,
  type PaymentLine,
  type PlayerRow,
  type RewardLine,
} from '@panalo/contract/ops/calls/players'
import { roleMayAct, type StaffRole } from '@panalo/contract/ops/roles'
import type { ColumnDef } from '@tanstack/react-table'
import { useState, type FormEvent } from 'react'

import { navigate, useLocation } from '../../lib/router.ts'
import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, pesos, when } from '../../ui/page.tsx'
import { DayFilter, PagedTable, SelectFilter, useOpsPage, usePagedFilters } from '../../ui/paged-table.tsx'
import {
  useAdjustDecideMutation,
  useAdjustMutation,
  useEndSessionsMutation,
  useExcludeMutation,
  useExclusionEndMutation,
  useFreezeMutation,
  useNoteMutation,
  usePasswordResetMutation,
  usePlayerDetailQuery,
  usePlayerLimitsQuery,
  usePlayerSearchQuery,
  usePlayerVipQuery,
} from './api/player-desk.ts'

/** Who sees what on the page (the server checks every call's roles again). */
const MONEY_READERS: readonly StaffRole[] = ['support', 'finance', 'risk', 'admin']
const MONEY_MOVERS: readonly StaffRole[] = ['finance', 'admin']
const ADJUSTMENT_READERS: readonly StaffRole[] = ['finance', 'risk', 'admin']
const RG_ACTORS: readonly StaffRole[] = ['risk', 'admin']
const KYC_ROLES: readonly StaffRole[] = ['kyc', 'admin']

const LEDGER_KINDS = ['coin', 'bonus', 'safebox', 'hold', 'points', 'diamond'] as const
type LedgerKind = (typeof LEDGER_KINDS)[number]
const ADJUSTMENT_STATES = ['all', 'pending', 'done', 'rejected'] as const
type AdjustmentState = (typeof ADJUSTMENT_STATES)[number]
type ExclusionDurationChoice = (typeof STAFF_EXCLUSION_DURATIONS)[number]

const money = (header: string, key: string) => ({
  accessorKey: key,
  header,
  meta: { numeric: true },
  cell: (info: { getValue(): unknown }) => pesos(info.getValue() as number),
})
const at = (header: string, key: string) => ({
  accessorKey: key,
  header,
  cell: (info: { getValue(): unknown }) => when(info.getValue() as string | null),
})

const RESULT_COLUMNS: ColumnDef<PlayerRow, unknown>[] = [
  { accessorKey: 'userId', header: 'Id', meta: { numeric: true } },
  { accessorKey: 'account', header: 'Account' },
  { accessorKey: 'mobile', header: 'Phone' },
  { accessorKey: 'nickname', header: 'Nickname' },
  { accessorKey: 'status', header: 'Status' },
  at('Joined', 'createdAt'),
]

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

/** The players desk: search, and a player's page (`?player=<id>`) with what each role may do there. */
export function PlayersPage({ role }: { role: StaffRole }) {
  const { search } = useLocation()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const fromUrl = Number(search.get('player'))
  const userId = Number.isSafeInteger(fromUrl) && fromUrl > 0 ? fromUrl : null
  const open = (id: number) => navigate(`/players?player=${id}`)
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
            onRowClick={(row) => open(row.userId)}
            selected={(row) => row.userId === userId}
          />
        )}
      </Panel>
      {userId !== null && <PlayerPanel key={userId} userId={userId} role={role} onOpen={open} />}
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
  const seesMoney = roleMayAct(MONEY_READERS, role)
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
            · KYC <span className="tag">{player.kyc.state}</span> {player.kyc.fullName ?? ''}
            {KYC_ROLES.includes(role) && (
              <button type="button" className="btn" onClick={() => navigate('/kyc')}>
                Open the KYC desk
              </button>
            )}{' '}
            · {player.sessions} live session(s)
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
          <VipLine userId={userId} />
          <div data-testid="player-links">
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
            <h2 style={{ fontSize: 14 }}>Payout numbers</h2>
            {player.payoutAccounts.length === 0 && <p>None added.</p>}
            {player.payoutAccounts.map((account) => (
              <div key={`${account.bankName}${account.maskedNumber}`} className="mono">
                {account.bankName} {account.maskedNumber}
                {account.sharedWith.map((other) => (
                  <button key={other} type="button" className="btn" onClick={() => onOpen(other)}>
                    also #{other}
                  </button>
                ))}
              </div>
            ))}
          </div>
        </Panel>
        <PlayerActions userId={userId} role={role} status={player.player.status} notes={player.notes} />
      </div>
      {(MONEY_MOVERS.includes(role) || RG_ACTORS.includes(role)) && (
        <div className="split">
          {MONEY_MOVERS.includes(role) && <MoneyActions userId={userId} />}
          {RG_ACTORS.includes(role) && <ExclusionActions userId={userId} role={role} />}
        </div>
      )}
      {seesMoney && <LimitsSection userId={userId} />}
      {ADJUSTMENT_READERS.includes(role) && <AdjustmentsSection userId={userId} role={role} />}
      {seesMoney && <LedgerSection userId={userId} />}
      {seesMoney && <BetsSection userId={userId} />}
      {seesMoney && (
        <div className="split">
          <PaymentsSection userId={userId} call="playerDeposits" title="Deposits" />
          <PaymentsSection userId={userId} call="playerWithdrawals" title="Withdrawals" />
        </div>
      )}
      {role !== 'kyc' && <RewardsSection userId={userId} />}
    </div>
  )
}

function VipLine({ userId }: { userId: number }) {
  const vip = usePlayerVipQuery(userId)
  if (!vip.data) return <ErrorNotice error={vip.error} />
  const { level, experience, next, levelsDown } = vip.data
  return (
    <p data-testid="player-vip">
      VIP <span className="tag ok">level {level}</span> · {experience.toLocaleString('en-PH')} experience
      {next
        ? ` · level ${next.level} at ${next.experience.toLocaleString('en-PH')} (${Math.max(0, next.experience - experience).toLocaleString('en-PH')} to go)`
        : ' · the top level'}
      {levelsDown > 0 && ` · ${levelsDown} level(s) taken off by audits`}
    </p>
  )
}

function LedgerSection({ userId }: { userId: number }) {
  const paged = usePagedFilters({ kind: 'coin' as LedgerKind }, 20)
  const ledger = useOpsPage(['players', 'ledger'], 'playerLedger', { userId, ...paged.input })
  return (
    <Panel title="Ledger">
      <PagedTable
        toolbar={
          <SelectFilter
            label="Account"
            value={paged.filters.kind}
            values={LEDGER_KINDS}
            onChange={(kind) => paged.setFilter('kind', kind)}
          />
        }
        result={ledger}
        paged={paged}
        testId="player-ledger"
        columns={LEDGER_COLUMNS}
        csvName={`player-${userId}-ledger-${paged.filters.kind}`}
      />
    </Panel>
  )
}

function BetsSection({ userId }: { userId: number }) {
  const paged = usePagedFilters({ from: '', to: '' }, 20)
  const { from, to, ...rest } = paged.input
  const bets = useOpsPage(['players', 'bets'], 'playerBets', {
    userId,
    ...rest,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  })
  return (
    <Panel title="Bets">
      <PagedTable
        toolbar={
          <>
            <DayFilter
              label="From (Manila day)"
              value={from}
              onChange={(value) => paged.setFilter('from', value)}
            />
            <DayFilter label="To" value={to} onChange={(value) => paged.setFilter('to', value)} />
          </>
        }
        result={bets}
        paged={paged}
        testId="player-bets"
        columns={BET_COLUMNS}
        csvName={`player-${userId}-bets`}
      />
    </Panel>
  )
}

function PaymentsSection({
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
    <Panel title={title}>
      <PagedTable
        result={payments}
        paged={paged}
        testId={`player-${title.toLowerCase()}`}
        columns={PAYMENT_COLUMNS}
        csvName={`player-${userId}-${title.toLowerCase()}`}
      />
    </Panel>
  )
}

function RewardsSection({ userId }: { userId: number }) {
  const paged = usePagedFilters({}, 10)
  const rewards = useOpsPage(['players', 'rewards'], 'playerRewards', { userId, ...paged.input })
  return (
    <div className="split">
      <Panel title="Rewards received">
        <PagedTable
          result={rewards}
          paged={paged}
          testId="player-rewards"
          columns={REWARD_COLUMNS}
          csvName={`player-${userId}-rewards`}
        />
      </Panel>
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

function LimitsSection({ userId }: { userId: number }) {
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

function AdjustmentsSection({ userId, role }: { userId: number; role: StaffRole }) {
  const paged = usePagedFilters({ state: 'all' as AdjustmentState }, 10)
  const adjustments = useOpsPage(['players', 'adjustments'], 'playerAdjustments', { userId, ...paged.input })
  const decide = useAdjustDecideMutation()
  const [reason, setReason] = useState('')
  const [chosen, setChosen] = useState<Adjustment | null>(null)
  const canDecide = MONEY_MOVERS.includes(role)
  return (
    <Panel title="Credits and debits by staff" testId="player-adjustments">
      <ErrorNotice error={decide.error} />
      <PagedTable
        toolbar={
          <>
            <SelectFilter
              label="State"
              value={paged.filters.state}
              values={ADJUSTMENT_STATES}
              onChange={(state) => paged.setFilter('state', state)}
            />
            {adjustments.data && (
              <span style={{ color: 'var(--muted)' }}>
                Two people above {pesos(adjustments.data.fourEyesAbove)}
              </span>
            )}
          </>
        }
        result={adjustments}
        paged={paged}
        columns={ADJUSTMENT_COLUMNS}
        csvName={`player-${userId}-adjustments`}
        onRowClick={(row) => setChosen(row)}
        selected={(row) => row.id === chosen?.id}
      />
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
    </Panel>
  )
}

function MoneyActions({ userId }: { userId: number }) {
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

function ExclusionActions({ userId, role }: { userId: number; role: StaffRole }) {
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
