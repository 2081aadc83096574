import { AWARD_ITEM, type AwardItem } from '@panalo/contract/award-items'
import { MAIL_LANGUAGES } from '@panalo/contract/calls/mail'
import { BROADCAST_STATES, type BroadcastState, type DeskBroadcast } from '@panalo/contract/ops/calls/mail'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'

import { ErrorNotice, Page, Panel, pesos, when } from '../../ui/page.tsx'
import { ListPanel, usePagedFilters } from '../../ui/paged-table.tsx'
import { useBroadcastCancelMutation, useBroadcastListQuery } from './api/mail-desk.ts'
import { ComposePanel, LANGUAGE_LABELS } from './compose-panel.tsx'
import { SystemMails } from './system-mails.tsx'
import './mail.css'

/** Award items as the desk shows them: pesos of bonus coins, points, or count × id. */
export function describeItems(items: readonly AwardItem[]): string {
  if (items.length === 0) return '–'
  return items
    .map((item) =>
      item.id === AWARD_ITEM.coin
        ? `${pesos(item.count)} coins`
        : item.id === AWARD_ITEM.points
          ? `${item.count} points`
          : `${item.count}×${item.id}`,
    )
    .join(' + ')
}

/** An audience in words. */
export function describeAudience(audience: Record<string, unknown>): string {
  const range = (value: unknown) => {
    const { from, to } = value as { from: string; to: string }
    return from === to ? from : `${from} to ${to}`
  }
  if ('all' in audience) return 'All players'
  if ('vipLevels' in audience) return `VIP ${(audience.vipLevels as number[]).join(', ')}`
  if ('registered' in audience) return `Registered ${range(audience.registered)}`
  if ('active' in audience) return `Active ${range(audience.active)}`
  if ('userIds' in audience) {
    const ids = audience.userIds as number[]
    return ids.length <= 3 ? `Players ${ids.join(', ')}` : `${ids.length} listed players`
  }
  return '?'
}

type StateFilter = BroadcastState | 'all'
const STATE_FILTERS: readonly StateFilter[] = ['all', ...BROADCAST_STATES]

const COLUMNS: ColumnDef<DeskBroadcast, unknown>[] = [
  { accessorKey: 'id', header: 'Id', meta: { numeric: true } },
  { accessorKey: 'state', header: 'State' },
  { id: 'title', accessorFn: (row) => row.texts['en-US'].title, header: 'Title (en-US)' },
  { id: 'audience', accessorFn: (row) => describeAudience(row.audience), header: 'Audience' },
  { id: 'items', accessorFn: (row) => describeItems(row.attachments), header: 'Award' },
  { id: 'sendAt', accessorFn: (row) => when(row.sentAt ?? row.sendAt), header: 'Sent / due' },
  { accessorKey: 'received', header: 'Received', meta: { numeric: true } },
  { accessorKey: 'read', header: 'Read', meta: { numeric: true } },
  { accessorKey: 'claimed', header: 'Claimed', meta: { numeric: true } },
  { accessorKey: 'sentBy', header: 'By' },
]

/**
 * The mail desk (decision 095): compose a broadcast in both languages with an optional award, count
 * its audience, send it now or schedule it; the broadcasts with received, read and claimed counts,
 * cancelling a scheduled one or stopping one being sent (decision 109); and the system mails' texts. Support reads only.
 */
export function MailPage({ canWrite }: { canWrite: boolean }) {
  const paged = usePagedFilters({ state: 'all' as StateFilter })
  const [chosen, setChosen] = useState<number | null>(null)
  const { state, ...rest } = paged.input
  const list = useBroadcastListQuery(state === 'all' ? rest : { ...rest, state })
  const shown = list.data?.list.find((row) => row.id === chosen)
  return (
    <Page title="Mail">
      {canWrite && <ComposePanel />}
      <ListPanel
        title="Broadcasts"
        paged={paged}
        filters={[{ key: 'state', label: 'State', values: STATE_FILTERS }]}
        result={list}
        testId="broadcast-list"
        columns={COLUMNS}
        csvName="broadcasts"
        onRowClick={(row) => setChosen(row.id)}
        selected={(row) => row.id === chosen}
      />
      {shown && <BroadcastView key={shown.id} broadcast={shown} canWrite={canWrite} />}
      <SystemMails />
    </Page>
  )
}

function BroadcastView({ broadcast, canWrite }: { broadcast: DeskBroadcast; canWrite: boolean }) {
  const cancel = useBroadcastCancelMutation()
  return (
    <Panel title={`Broadcast #${broadcast.id}`} testId="broadcast-view">
      <p>
        <span
          className={`tag ${broadcast.state === 'cancelled' ? 'bad' : 'ok'}`}
          data-testid="broadcast-state"
        >
          {broadcast.state}
        </span>{' '}
        {describeAudience(broadcast.audience)} · {describeItems(broadcast.attachments)}
        {broadcast.wageringMultiple !== null && ` · wagering ${broadcast.wageringMultiple}×`}
        <br />
        By {broadcast.sentBy} · {broadcast.state === 'sent' ? 'sent' : 'due'}{' '}
        {when(broadcast.sentAt ?? broadcast.sendAt)}
        {broadcast.cancelledBy && ` · cancelled by ${broadcast.cancelledBy} ${when(broadcast.cancelledAt)}`}
        <br />
        {broadcast.received} received · {broadcast.read} read · {broadcast.claimed} claimed
      </p>
      {broadcast.deliveredBeforeCancel !== null && (
        <p className="notice" data-testid="broadcast-delivered-before-cancel">
          {broadcast.deliveredBeforeCancel === 0
            ? 'Cancelled before any player received it.'
            : `Cancelled while sending: ${broadcast.deliveredBeforeCancel.toLocaleString('en-PH')} player${
                broadcast.deliveredBeforeCancel === 1 ? '' : 's'
              } had received it and keep their mail; no one else will.`}
        </p>
      )}
      {MAIL_LANGUAGES.map((language) => (
        <div key={language} className="notice">
          <div style={{ color: 'var(--muted)', fontSize: 12 }}>{LANGUAGE_LABELS[language]}</div>
          <strong>{broadcast.texts[language].title}</strong>
          <div style={{ whiteSpace: 'pre-wrap' }}>{broadcast.texts[language].body}</div>
        </div>
      ))}
      <ErrorNotice error={cancel.error} />
      {canWrite && (broadcast.state === 'scheduled' || broadcast.state === 'sending') && (
        <button
          type="button"
          className="btn danger"
          data-testid="broadcast-cancel"
          disabled={cancel.isPending}
          onClick={() => {
            // Neither a stop nor a cancel can be undone: ask first, as the theme switch does.
            const question =
              broadcast.state === 'sending'
                ? `Stop sending "${broadcast.texts['en-US'].title}"? The ${broadcast.received} players who received it keep their mail; no one else will get it.`
                : `Cancel "${broadcast.texts['en-US'].title}"? No player will receive it.`
            if (window.confirm(question)) cancel.mutate(broadcast.id)
          }}
        >
          {broadcast.state === 'sending'
            ? `Stop sending (${broadcast.received} received so far keep it)`
            : 'Cancel this broadcast'}
        </button>
      )}
    </Panel>
  )
}
