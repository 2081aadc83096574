import type { DeskKyc, KycSide } from '@panalo/contract/ops/calls/kyc'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'

import { ErrorNotice, Page, Panel, when } from '../../ui/page.tsx'
import { ListPanel, usePagedFilters } from '../../ui/paged-table.tsx'
import {
  useKycApproveMutation,
  useKycPhotoQuery,
  useKycQueueQuery,
  useKycRefuseMutation,
} from './api/kyc-desk.ts'

type KycState = DeskKyc['state']
const KYC_STATES: readonly KycState[] = ['pending', 'approved', 'refused']

const COLUMNS: ColumnDef<DeskKyc, unknown>[] = [
  { accessorKey: 'id', header: 'Id', meta: { numeric: true } },
  { accessorKey: 'createdAt', header: 'Sent', cell: (info) => when(info.getValue() as string) },
  { id: 'player', accessorFn: (row) => row.playerAccount ?? `#${row.userId}`, header: 'Player' },
  { accessorKey: 'fullName', header: 'Name on the ID' },
  { accessorKey: 'idType', header: 'ID' },
  { accessorKey: 'state', header: 'State' },
  { accessorKey: 'reviewedBy', header: 'Reviewed by' },
]

function ageOn(birthDate: string): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number)
  const today = new Date()
  let age = today.getFullYear() - year
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1
  return age
}

/** The KYC desk (decision 067): the queue, the photos with zoom and rotation, approve or refuse. */
export function KycPage() {
  const paged = usePagedFilters({ state: 'pending' as KycState })
  const [chosen, setChosen] = useState<DeskKyc | null>(null)
  const queue = useKycQueueQuery(paged.input)
  const selected = queue.data?.list.find((row) => row.id === chosen?.id) ?? chosen
  return (
    <Page title="Identity verification">
      <ListPanel
        paged={paged}
        filters={[{ key: 'state', label: 'State', values: KYC_STATES }]}
        result={queue}
        testId="kyc-queue"
        columns={COLUMNS}
        onRowClick={(row) => setChosen(row)}
        selected={(row) => row.id === chosen?.id}
      />
      {selected && <KycReview key={selected.id} sending={selected} />}
    </Page>
  )
}

function KycReview({ sending }: { sending: DeskKyc }) {
  const [side, setSide] = useState<KycSide>(sending.sides[0] ?? 'front')
  const [reason, setReason] = useState('')
  const approve = useKycApproveMutation()
  const refuse = useKycRefuseMutation()
  return (
    <div className="split">
      <Panel title={`Documents #${sending.id}`} testId="kyc-review">
        <div className="toolbar">
          {sending.sides.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className={`btn ${candidate === side ? 'primary' : ''}`}
              onClick={() => setSide(candidate)}
            >
              {candidate}
            </button>
          ))}
        </div>
        <PhotoViewer key={side} id={sending.id} side={side} />
      </Panel>
      <Panel title="Details">
        <p>
          {sending.fullName}
          <br />
          Born {sending.birthDate} ({ageOn(sending.birthDate)} years old)
          <br />
          {sending.idType} <span className="mono">{sending.idNumber}</span>
          <br />
          Player {sending.playerAccount ?? `#${sending.userId}`} · sent {when(sending.createdAt)}
        </p>
        {sending.state !== 'pending' && (
          <p data-testid="kyc-decided">
            <span className={`tag ${sending.state === 'approved' ? 'ok' : 'bad'}`}>{sending.state}</span> by{' '}
            {sending.reviewedBy} {when(sending.reviewedAt)}
            {sending.refuseReason && ` — ${sending.refuseReason}`}
          </p>
        )}
        <ErrorNotice error={approve.error ?? refuse.error} />
        {sending.state === 'pending' && (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <button
              type="button"
              className="btn primary"
              disabled={approve.isPending}
              onClick={() => approve.mutate(sending.id)}
            >
              Approve
            </button>
            <label className="field">
              Reason for refusing (the player reads it)
              <textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
            </label>
            <button
              type="button"
              className="btn danger"
              disabled={refuse.isPending || reason.trim().length < 3}
              onClick={() => refuse.mutate({ id: sending.id, reason })}
            >
              Refuse
            </button>
          </div>
        )}
        {(approve.data ?? refuse.data) && (
          <div className="notice ok" data-testid="kyc-result">
            Documents #{sending.id} are {(approve.data ?? refuse.data)?.state}.
          </div>
        )}
      </Panel>
    </div>
  )
}

function PhotoViewer({ id, side }: { id: number; side: KycSide }) {
  const photo = useKycPhotoQuery(id, side)
  const [zoom, setZoom] = useState(1)
  const [turns, setTurns] = useState(0)
  return (
    <div>
      <div className="toolbar">
        <button type="button" className="btn" onClick={() => setZoom((value) => Math.min(4, value * 1.25))}>
          Zoom in
        </button>
        <button type="button" className="btn" onClick={() => setZoom((value) => Math.max(0.5, value / 1.25))}>
          Zoom out
        </button>
        <button type="button" className="btn" onClick={() => setTurns((value) => (value + 1) % 4)}>
          Rotate
        </button>
        <span style={{ color: 'var(--muted)' }}>
          {Math.round(zoom * 100)}% · {turns * 90}°
        </span>
      </div>
      <ErrorNotice error={photo.error} />
      <div style={{ overflow: 'auto', maxHeight: 520, background: '#eef0f4', borderRadius: 6, padding: 12 }}>
        {photo.data && (
          <img
            data-testid="kyc-photo"
            src={photo.data}
            alt={`${side} of documents ${id}`}
            style={{
              display: 'block',
              margin: 'auto',
              maxWidth: '100%',
              transform: `scale(${zoom}) rotate(${turns * 90}deg)`,
              transformOrigin: 'center',
              transition: 'transform 120ms',
            }}
          />
        )}
      </div>
    </div>
  )
}
