import type { PlayerRow } from '@panalo/contract/ops/calls/players'
import { roleMayAct, type StaffRole } from '@panalo/contract/ops/roles'
import type { ColumnDef } from '@tanstack/react-table'
import { useState, type FormEvent } from 'react'

import { navigate, useLocation } from '../../lib/router.ts'
import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, pesos, when } from '../../ui/page.tsx'
import { usePlayerDetailQuery, usePlayerSearchQuery, usePlayerVipQuery } from './api/player-desk.ts'
import { PlayerActions, AdjustmentsSection, ExclusionActions, MoneyActions } from './player-actions.tsx'
import { at } from './player-columns.ts'
import {
  BetsSection,
  LedgerSection,
  LimitsSection,
  PaymentsSection,
  RewardsSection,
} from './player-history.tsx'
import { ADJUSTMENT_READERS, KYC_ROLES, MONEY_MOVERS, MONEY_READERS, RG_ACTORS } from './player-roles.ts'

const RESULT_COLUMNS: ColumnDef<PlayerRow, unknown>[] = [
  { accessorKey: 'userId', header: 'Id', meta: { numeric: true } },
  { accessorKey: 'account', header: 'Account' },
  { accessorKey: 'mobile', header: 'Phone' },
  { accessorKey: 'nickname', header: 'Nickname' },
  { accessorKey: 'status', header: 'Status' },
  at('Joined', 'createdAt'),
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
