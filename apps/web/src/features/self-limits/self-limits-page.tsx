import type { SelfLimit } from '@panalo/contract/calls/self-limits'
import {
  COOL_OFF_DURATIONS,
  EXCLUSION_CONFIRM_WORD,
  EXCLUSION_DURATIONS,
  MAX_TIME_LIMIT_MINUTES,
  MIN_TIME_LIMIT_MINUTES,
  type CoolOffDuration,
  type ExclusionDuration,
  type LimitKind,
} from '@panalo/contract/self-limits'
import { useId, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { FormError, TextField } from '../../ui/field.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useCoolOffMutation, useSelfExcludeMutation } from './api/use-self-block-mutations.ts'
import { useSelfLimitInfoQuery } from './api/use-self-limit-info-query.ts'
import { useSelfLimitSetMutation } from './api/use-self-limit-set-mutation.ts'
import { duration, manilaTime, pesos } from './format.ts'
import styles from './self-limits.module.css'

const PAGCOR_EXCLUSION_URL = 'https://www.pagcor.ph/regulatory/exclusion2.php'
const PAGCOR_EMAIL = 'keepitfun@pagcor.ph'
const TABS = ['deposit', 'bet', 'loss', 'time'] as const

/** /member/self-limited: limits, cool-off and self-exclusion (responsible gaming, decision 016). */
export function SelfLimitsPage() {
  const { t } = useTranslation()
  const info = useSelfLimitInfoQuery()
  const [kind, setKind] = useState<LimitKind>('deposit')
  const [editing, setEditing] = useState<SelfLimit | null>(null)
  const panelId = useId()

  if (!info.data) return <PageSkeleton />
  const limits = info.data.limits.filter((limit) => limit.kind === kind)

  return (
    <div className={styles.page} data-testid="self-limits-page">
      <section className={styles.intro}>
        <p className={styles.tagline}>{t('selfLimits.tagline')}</p>
        <p className={styles.muted}>{t('selfLimits.intro')}</p>
      </section>

      <Tabs<LimitKind>
        items={TABS.map((key) => ({ key, label: t(`selfLimits.tabs.${key}`) }))}
        selected={kind}
        onSelect={setKind}
        label={t('selfLimits.tabsLabel')}
        panelId={panelId}
      />
      <section id={panelId} role="tabpanel" className={styles.panel} data-testid={`limits-${kind}`}>
        <p className={styles.muted}>{t(`selfLimits.kindHint.${kind}`)}</p>
        <ul className={styles.limits}>
          {limits.map((limit) => (
            <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} onEdit={() => setEditing(limit)} />
          ))}
        </ul>
      </section>

      <BreakSection />
      <ExclusionSection />
      <HelpSection />

      {editing && <LimitEditor limit={editing} onClose={() => setEditing(null)} />}
    </div>
  )
}

function LimitRow({ limit, onEdit }: { limit: SelfLimit; onEdit: () => void }) {
  const { t, locale } = useTranslation()
  const isTime = limit.kind === 'time'
  const show = (value: number) => (isTime ? duration(t, value) : pesos(value, locale))
  const ratio = limit.amount ? Math.min(1, limit.used / limit.amount) : limit.amount === 0 ? 1 : 0
  return (
    <li className={styles.limit} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className={styles.limitHead}>
        <span className={styles.limitPeriod}>
          {isTime ? t('selfLimits.timePeriod') : t(`selfLimits.period.${limit.period}`)}
        </span>
        <span className={styles.limitAmount} data-testid="limit-amount">
          {limit.amount === null ? t('selfLimits.noLimit') : show(limit.amount)}
        </span>
      </div>
      {limit.amount !== null && (
        <div
          className={styles.meter}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={limit.amount}
          aria-valuenow={Math.min(limit.used, limit.amount)}
          aria-label={t('selfLimits.used', { used: show(limit.used), limit: show(limit.amount) })}
        >
          <span style={{ width: `${Math.round(ratio * 100)}%` }} data-full={ratio >= 1 || undefined} />
        </div>
      )}
      <p className={styles.muted}>
        {limit.amount === null
          ? t('selfLimits.usedNoLimit', { used: show(limit.used) })
          : t('selfLimits.used', { used: show(limit.used), limit: show(limit.amount) })}
        {' · '}
        {t('selfLimits.resets', { time: manilaTime(limit.resetsAt, locale) })}
      </p>
      {limit.pending && (
        <p className={styles.pending} data-testid="limit-pending">
          {limit.pending.amount === null
            ? t('selfLimits.pendingRemove', { time: manilaTime(limit.pending.effectiveAt, locale) })
            : t('selfLimits.pendingRaise', {
                amount: show(limit.pending.amount),
                time: manilaTime(limit.pending.effectiveAt, locale),
              })}
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={onEdit} data-testid="limit-edit">
        {limit.amount === null ? t('selfLimits.set') : t('selfLimits.edit')}
      </Button>
    </li>
  )
}

function LimitEditor({ limit, onClose }: { limit: SelfLimit; onClose: () => void }) {
  const { t, locale } = useTranslation()
  const save = useSelfLimitSetMutation()
  const isTime = limit.kind === 'time'
  const start = limit.pending?.amount ?? limit.amount
  const [value, setValue] = useState(start === null ? '' : String(isTime ? start : start / 100))
  const [invalid, setInvalid] = useState<string | null>(null)

  async function submit(amount: number | null) {
    const answer = await save
      .mutateAsync({ kind: limit.kind, period: limit.period, amount })
      .catch(() => undefined)
    if (!answer) return
    const after = answer.limits.find((entry) => entry.kind === limit.kind && entry.period === limit.period)
    if (after?.pending) {
      showToast(t('selfLimits.savedPending', { time: manilaTime(after.pending.effectiveAt, locale) }))
    } else showToast(t('selfLimits.saved'), 'success')
    onClose()
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const trimmed = value.trim()
    const number = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
    if (isTime) {
      if (!(number >= MIN_TIME_LIMIT_MINUTES && number <= MAX_TIME_LIMIT_MINUTES)) {
        setInvalid(
          t('selfLimits.invalidMinutes', { min: MIN_TIME_LIMIT_MINUTES, max: MAX_TIME_LIMIT_MINUTES }),
        )
        return
      }
      setInvalid(null)
      void submit(number)
      return
    }
    if (!Number.isSafeInteger(number) || number > 10_000_000) {
      setInvalid(t('selfLimits.invalidAmount'))
      return
    }
    setInvalid(null)
    void submit(number * 100)
  }

  const title = isTime
    ? t('selfLimits.timePeriod')
    : t('selfLimits.editTitle', {
        period: t(`selfLimits.periodAdjective.${limit.period}`),
        kind: t(`selfLimits.kindNoun.${limit.kind}`),
      })
  return (
    <Dialog open onClose={onClose} placement="bottom" title={title} data-testid="limit-editor">
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label={isTime ? t('selfLimits.minutesLabel') : t('selfLimits.amountLabel')}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          prefix={isTime ? undefined : '₱'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          hint={
            isTime
              ? t('selfLimits.minutesHint', { min: MIN_TIME_LIMIT_MINUTES, max: MAX_TIME_LIMIT_MINUTES })
              : t('selfLimits.amountHint')
          }
          error={invalid ?? undefined}
        />
        <FormError message={save.error ? errorMessage(t, save.error) : undefined} />
        <Button type="submit" block loading={save.isPending} data-testid="limit-save">
          {t('selfLimits.save')}
        </Button>
        {limit.amount !== null && (
          <Button variant="ghost" block onClick={() => void submit(null)} disabled={save.isPending}>
            {t('selfLimits.remove')}
          </Button>
        )}
      </form>
    </Dialog>
  )
}

function Choices<Key extends string>({
  name,
  options,
  selected,
  onSelect,
  label,
}: {
  name: string
  options: readonly Key[]
  selected: Key
  onSelect: (key: Key) => void
  label: (key: Key) => string
}) {
  return (
    <div className={styles.choices} role="radiogroup">
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={selected === option}
            onChange={() => onSelect(option)}
          />
          <span>{label(option)}</span>
        </label>
      ))}
    </div>
  )
}

function BreakSection() {
  const { t, locale } = useTranslation()
  const navigate = useNavigate()
  const coolOff = useCoolOffMutation()
  const [choice, setChoice] = useState<CoolOffDuration>('24h')
  /** When the confirmation opened, to show the end of the break it would start; null when closed. */
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null)
  const confirming = confirmingAt !== null
  const setConfirming = (open: boolean) => setConfirmingAt(open ? Date.now() : null)
  const label = (key: CoolOffDuration) => t(`selfLimits.coolOff.${key}`)
  const hours = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 }[choice]
  const endsAt = manilaTime(new Date((confirmingAt ?? 0) + hours * 3_600_000), locale)

  async function confirm() {
    const block = await coolOff.mutateAsync(choice).catch(() => undefined)
    if (!block) return
    setConfirming(false)
    showToast(t('selfLimits.blockedToast', { time: manilaTime(block.until, locale) }))
    void navigate(PATHS.index, { replace: true })
  }

  return (
    <section className={styles.section} data-testid="cool-off">
      <h2 className={styles.sectionTitle}>{t('selfLimits.breakTitle')}</h2>
      <p className={styles.muted}>{t('selfLimits.breakBody')}</p>
      <Choices
        name="cool-off"
        options={COOL_OFF_DURATIONS}
        selected={choice}
        onSelect={setChoice}
        label={label}
      />
      <Button variant="secondary" block onClick={() => setConfirming(true)} data-testid="cool-off-start">
        {t('selfLimits.coolOffButton', { duration: label(choice) })}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('selfLimits.coolOffConfirmTitle', { duration: label(choice) })}
        data-testid="cool-off-confirm"
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={coolOff.isPending} onClick={() => void confirm()}>
              {t('selfLimits.coolOffConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('selfLimits.coolOffConfirmBody', { time: endsAt })}</p>
        <FormError message={coolOff.error ? errorMessage(t, coolOff.error) : undefined} />
      </Dialog>
    </section>
  )
}

function ExclusionSection() {
  const { t, locale } = useTranslation()
  const navigate = useNavigate()
  const exclude = useSelfExcludeMutation()
  const [choice, setChoice] = useState<ExclusionDuration>('6m')
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null)
  const confirming = confirmingAt !== null
  const setConfirming = (open: boolean) => setConfirmingAt(open ? Date.now() : null)
  const [typed, setTyped] = useState('')
  const label = (key: ExclusionDuration) => t(`selfLimits.exclusion.${key}`)
  const months = { '6m': 6, '1y': 12, '5y': 60 }[choice]
  const end = new Date(confirmingAt ?? 0)
  end.setMonth(end.getMonth() + months)
  const ready = typed.trim() === EXCLUSION_CONFIRM_WORD

  async function confirm() {
    const block = await exclude
      .mutateAsync({ duration: choice, confirm: typed.trim() })
      .catch(() => undefined)
    if (!block) return
    setConfirming(false)
    showToast(t('selfLimits.blockedToast', { time: manilaTime(block.until, locale) }))
    void navigate(PATHS.index, { replace: true })
  }

  return (
    <section className={`${styles.section} ${styles.serious}`} data-testid="self-exclusion">
      <h2 className={styles.sectionTitle}>{t('selfLimits.excludeTitle')}</h2>
      <p className={styles.muted}>{t('selfLimits.excludeBody')}</p>
      <Choices
        name="exclusion"
        options={EXCLUSION_DURATIONS}
        selected={choice}
        onSelect={setChoice}
        label={label}
      />
      <Button
        variant="danger"
        block
        onClick={() => {
          setTyped('')
          setConfirming(true)
        }}
        data-testid="exclude-start"
      >
        {t('selfLimits.excludeButton', { duration: label(choice) })}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('selfLimits.excludeConfirmTitle', { duration: label(choice) })}
        data-testid="exclude-confirm"
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={!ready}
              loading={exclude.isPending}
              onClick={() => void confirm()}
              data-testid="exclude-confirm-button"
            >
              {t('selfLimits.excludeConfirm')}
            </Button>
          </>
        }
      >
        <ul className={styles.points}>
          <li>{t('selfLimits.excludePoints.logout')}</li>
          <li>{t('selfLimits.excludePoints.refused', { time: manilaTime(end, locale) })}</li>
          <li>
            <strong>{t('selfLimits.excludePoints.irrevocable')}</strong>
          </li>
          <li>{t('selfLimits.excludePoints.after')}</li>
          <li>{t('selfLimits.excludePoints.balance')}</li>
        </ul>
        <TextField
          label={t('selfLimits.excludeTypeLabel', { word: EXCLUSION_CONFIRM_WORD })}
          name="confirm"
          autoComplete="off"
          autoCapitalize="characters"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <FormError message={exclude.error ? errorMessage(t, exclude.error) : undefined} />
      </Dialog>
    </section>
  )
}

function HelpSection() {
  const { t } = useTranslation()
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('selfLimits.helpTitle')}</h2>
      <p className={styles.muted}>{t('selfLimits.helpBody')}</p>
      <ul className={styles.links}>
        <li>
          <a href={PAGCOR_EXCLUSION_URL} target="_blank" rel="noopener noreferrer">
            {t('selfLimits.helpPagcor')}
          </a>
        </li>
        <li>
          <a href={`mailto:${PAGCOR_EMAIL}`}>{t('selfLimits.helpEmail')}</a>
        </li>
        <li>
          <Link to={PATHS.faq}>{t('selfLimits.helpFaq')}</Link>
        </li>
      </ul>
    </section>
  )
}
