import { AWARD_ITEM, type AwardItem } from '@panalo/contract/award-items'
import { MAIL_BODY_MAX, MAIL_LANGUAGES, MAIL_TITLE_MAX, type MailLanguage } from '@panalo/contract/calls/mail'
import type { BroadcastAudience, DeskBroadcast } from '@panalo/contract/ops/calls/mail'
import { useState } from 'react'

import { ErrorNotice, Panel, when } from '../../ui/page.tsx'
import { useBroadcastPreviewMutation, useBroadcastSendMutation } from './api/mail-desk.ts'

export const LANGUAGE_LABELS: Record<MailLanguage, string> = { 'en-US': 'English', 'fil-PH': 'Filipino' }

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

/** A new broadcast: both languages, an award, the audience and its count, now or at a time (decision 095). */
export function ComposePanel() {
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
