import { AWARD_ITEM, type AwardItem } from '@panalo/contract/award-items'
import { MAIL_BODY_MAX, MAIL_LANGUAGES, MAIL_TITLE_MAX, type MailLanguage } from '@panalo/contract/calls/mail'
import { SYSTEM_MAIL_TEXTS } from '@panalo/contract/mail-texts'
import {
  BROADCAST_STATES,
  type BroadcastAudience,
  type BroadcastState,
  type DeskBroadcast,
} from '@panalo/contract/ops/calls/mail'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, pesos, when } from '../../ui/page.tsx'
import { PagedTable, SelectFilter, usePagedFilters } from '../../ui/paged-table.tsx'
import {
  useBroadcastCancelMutation,
  useBroadcastListQuery,
  useBroadcastPreviewMutation,
  useBroadcastSendMutation,
} from './api/mail-desk.ts'
import './mail.css'

const LANGUAGE_LABELS: Record<MailLanguage, string> = { 'en-US': 'English', 'fil-PH': 'Filipino' }

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
 * cancelling a scheduled one; and the system mails' texts. Support reads only.
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
      <Panel title="Broadcasts">
        <PagedTable
          toolbar={
            <SelectFilter
              label="State"
              value={paged.filters.state}
              values={STATE_FILTERS}
              onChange={(value) => paged.setFilter('state', value)}
            />
          }
          result={list}
          paged={paged}
          testId="broadcast-list"
          columns={COLUMNS}
          csvName="broadcasts"
          onRowClick={(row) => setChosen(row.id)}
          selected={(row) => row.id === chosen}
        />
      </Panel>
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
      {MAIL_LANGUAGES.map((language) => (
        <div key={language} className="notice">
          <div style={{ color: 'var(--muted)', fontSize: 12 }}>{LANGUAGE_LABELS[language]}</div>
          <strong>{broadcast.texts[language].title}</strong>
          <div style={{ whiteSpace: 'pre-wrap' }}>{broadcast.texts[language].body}</div>
        </div>
      ))}
      <ErrorNotice error={cancel.error} />
      {canWrite && broadcast.state === 'scheduled' && (
        <button
          type="button"
          className="btn danger"
          data-testid="broadcast-cancel"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(broadcast.id)}
        >
          Cancel this broadcast
        </button>
      )}
    </Panel>
  )
}

type AudienceKind = 'all' | 'vip' | 'registered' | 'active' | 'players'
const AUDIENCE_LABELS: Record<AudienceKind, string> = {
  all: 'All players',
  vip: 'VIP levels',
  registered: 'Registered between',
  active: 'Active (bet) between',
  players: 'A list of player ids',
}

const numbersIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number)

function audienceOf(kind: AudienceKind, list: string, from: string, to: string): BroadcastAudience | string {
  switch (kind) {
    case 'all':
      return { all: true }
    case 'vip': {
      const levels = numbersIn(list)
      if (levels.length === 0 || levels.some((level) => !Number.isInteger(level) || level < 0))
        return 'List VIP levels as whole numbers (1, 2, 3)'
      return { vipLevels: [...new Set(levels)] }
    }
    case 'players': {
      const ids = numbersIn(list)
      if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id < 1))
        return 'Paste player ids (numbers), separated by commas, spaces or lines'
      return { userIds: [...new Set(ids)] }
    }
    case 'registered':
    case 'active':
      if (!from || !to) return 'Choose the first and last day (Manila)'
      return kind === 'registered' ? { registered: { from, to } } : { active: { from, to } }
  }
}

const newKey = () => `mail-${crypto.randomUUID()}`
const emptyTexts = () => ({
  'en-US': { title: '', body: '' },
  'fil-PH': { title: '', body: '' },
})

function ComposePanel() {
  const [texts, setTexts] = useState(emptyTexts)
  const [coins, setCoins] = useState('')
  const [multiple, setMultiple] = useState('')
  const [points, setPoints] = useState('')
  const [kind, setKind] = useState<AudienceKind>('all')
  const [list, setList] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [schedule, setSchedule] = useState(false)
  const [sendAt, setSendAt] = useState('')
  const [key, setKey] = useState(newKey)
  const [sent, setSent] = useState<DeskBroadcast | null>(null)
  const preview = useBroadcastPreviewMutation()
  const send = useBroadcastSendMutation()

  const audience = audienceOf(kind, list, from, to)
  const coinCents = Math.round(Number(coins || '0') * 100)
  const attachments: AwardItem[] = [
    ...(coinCents > 0 ? [{ id: AWARD_ITEM.coin, count: coinCents }] : []),
    ...(Number(points) > 0 ? [{ id: AWARD_ITEM.points, count: Math.round(Number(points)) }] : []),
  ]
  const problems = [
    ...MAIL_LANGUAGES.filter((language) => !texts[language].title.trim() || !texts[language].body.trim()).map(
      (language) => `Write the ${LANGUAGE_LABELS[language]} title and text`,
    ),
    ...(typeof audience === 'string' ? [audience] : []),
    ...(coins && !(coinCents > 0) ? ['Coins are an amount in pesos'] : []),
    ...(multiple && !/^\d{1,3}$/.test(multiple) ? ['The wagering multiple is a whole number'] : []),
    ...(schedule && !sendAt ? ['Choose when to send it'] : []),
  ]
  const setText = (language: MailLanguage, field: 'title' | 'body', value: string) =>
    setTexts((current) => ({ ...current, [language]: { ...current[language], [field]: value } }))

  const submit = () => {
    if (typeof audience === 'string') return
    send.mutate(
      {
        key,
        texts,
        attachments,
        ...(multiple && coinCents > 0 ? { wageringMultiple: Number(multiple) } : {}),
        audience,
        // A Manila wall-clock time (no daylight saving).
        ...(schedule ? { sendAt: `${sendAt}:00+08:00` } : {}),
      },
      {
        onSuccess: (broadcast) => {
          setSent(broadcast)
          setKey(newKey())
          setTexts(emptyTexts())
          setCoins('')
          setPoints('')
          setMultiple('')
          preview.reset()
        },
      },
    )
  }

  return (
    <Panel title="New broadcast" testId="broadcast-compose">
      <div className="compose-grid">
        {MAIL_LANGUAGES.map((language) => (
          <div key={language} className="compose-language">
            <label className="field">
              Title ({LANGUAGE_LABELS[language]})
              <input
                data-testid={`broadcast-title-${language}`}
                maxLength={MAIL_TITLE_MAX}
                value={texts[language].title}
                onChange={(event) => setText(language, 'title', event.currentTarget.value)}
              />
            </label>
            <label className="field">
              Text ({LANGUAGE_LABELS[language]})
              <textarea
                data-testid={`broadcast-body-${language}`}
                maxLength={MAIL_BODY_MAX}
                rows={4}
                value={texts[language].body}
                onChange={(event) => setText(language, 'body', event.currentTarget.value)}
              />
            </label>
          </div>
        ))}
      </div>
      <div className="toolbar">
        <label className="field">
          Bonus coins (₱, optional)
          <input
            data-testid="broadcast-coins"
            inputMode="decimal"
            value={coins}
            onChange={(event) => setCoins(event.currentTarget.value)}
          />
        </label>
        <label className="field">
          Wagering multiple (blank: the mail rule)
          <input
            data-testid="broadcast-multiple"
            inputMode="numeric"
            value={multiple}
            disabled={!(coinCents > 0)}
            onChange={(event) => setMultiple(event.currentTarget.value)}
          />
        </label>
        <label className="field">
          Points (optional)
          <input
            data-testid="broadcast-points"
            inputMode="numeric"
            value={points}
            onChange={(event) => setPoints(event.currentTarget.value)}
          />
        </label>
      </div>
      <div className="toolbar">
        <label className="field">
          Audience
          <select
            data-testid="broadcast-audience"
            value={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value as AudienceKind)
              preview.reset()
            }}
          >
            {Object.entries(AUDIENCE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {(kind === 'vip' || kind === 'players') && (
          <label className="field" style={{ flex: 1 }}>
            {kind === 'vip' ? 'VIP levels (1, 2, 3)' : 'Player ids (commas, spaces or lines)'}
            <textarea
              data-testid="broadcast-list-input"
              rows={kind === 'players' ? 3 : 1}
              value={list}
              onChange={(event) => {
                setList(event.currentTarget.value)
                preview.reset()
              }}
            />
          </label>
        )}
        {(kind === 'registered' || kind === 'active') && (
          <>
            <label className="field">
              First day (Manila)
              <input type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
            </label>
            <label className="field">
              Last day
              <input type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
            </label>
          </>
        )}
        <button
          type="button"
          className="btn"
          data-testid="broadcast-preview"
          disabled={typeof audience === 'string' || preview.isPending}
          onClick={() => typeof audience !== 'string' && preview.mutate({ audience })}
        >
          Preview count
        </button>
        {preview.data && (
          <span className="tag ok" data-testid="broadcast-count">
            {preview.data.count} player{preview.data.count === 1 ? '' : 's'}
            {preview.data.unknownIds.length > 0 && ` · not players: ${preview.data.unknownIds.join(', ')}`}
          </span>
        )}
      </div>
      <div className="toolbar">
        <label className="field">
          When
          <select
            data-testid="broadcast-when"
            value={schedule ? 'later' : 'now'}
            onChange={(event) => setSchedule(event.currentTarget.value === 'later')}
          >
            <option value="now">Send now</option>
            <option value="later">Schedule</option>
          </select>
        </label>
        {schedule && (
          <label className="field">
            Send at (Manila time)
            <input
              type="datetime-local"
              data-testid="broadcast-send-at"
              value={sendAt}
              onChange={(event) => setSendAt(event.currentTarget.value)}
            />
          </label>
        )}
        <button
          type="button"
          className="btn primary"
          data-testid="broadcast-send"
          disabled={problems.length > 0 || send.isPending}
          onClick={submit}
        >
          {schedule ? 'Schedule broadcast' : 'Send broadcast'}
        </button>
      </div>
      {problems.length > 0 && <p className="compose-hint">{problems[0]}</p>}
      <ErrorNotice error={preview.error ?? send.error} />
      {sent && (
        <div className="notice ok" data-testid="broadcast-sent">
          Broadcast #{sent.id}{' '}
          {sent.state === 'sent'
            ? `sent to ${sent.received} player${sent.received === 1 ? '' : 's'}`
            : sent.state === 'sending'
              ? `sent to ${sent.received} players so far; the rest go out in batches within minutes`
              : `scheduled for ${when(sent.sendAt)}`}
          .
        </div>
      )}
    </Panel>
  )
}

interface TemplateRow {
  kind: string
  language: MailLanguage
  title: string
  body: string
}

const TEMPLATE_COLUMNS: ColumnDef<TemplateRow, unknown>[] = [
  { accessorKey: 'kind', header: 'Mail' },
  { accessorKey: 'language', header: 'Language' },
  { accessorKey: 'title', header: 'Title' },
  { accessorKey: 'body', header: 'Text' },
]

const TEMPLATES: TemplateRow[] = Object.keys(SYSTEM_MAIL_TEXTS['en-US']).flatMap((kind) =>
  MAIL_LANGUAGES.flatMap((language) => {
    const texts = SYSTEM_MAIL_TEXTS[language][kind as keyof (typeof SYSTEM_MAIL_TEXTS)['en-US']]
    return Object.entries(texts)
      .filter(([field]) => field !== 'title')
      .map(([field, body]) => ({
        kind: field === 'body' ? kind : `${kind} (${field})`,
        language,
        title: texts.title,
        body,
      }))
  }),
)

/** The system mails the server sends, as the app writes them: read-only; {{…}} are the mail's figures. */
function SystemMails() {
  return (
    <Panel title="System mails (read-only)" testId="system-mails">
      <p className="compose-hint">
        Sent by the server on events (a deposit, a withdrawal, a VIP level…); {'{{amount}}'} and the like are
        filled in with the player’s figures. The texts change with a release, not here.
      </p>
      <DataTable
        columns={TEMPLATE_COLUMNS}
        data={TEMPLATES}
        csvName="system-mails"
        testId="system-mail-list"
      />
    </Panel>
  )
}
