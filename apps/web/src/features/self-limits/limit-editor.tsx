import type { SelfLimit } from '@panalo/contract/calls/self-limits'
import { MAX_TIME_LIMIT_MINUTES, MIN_TIME_LIMIT_MINUTES } from '@panalo/contract/self-limits'
import { useState, type FormEvent } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { FormError, TextField } from '../../ui/field.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useSelfLimitSetMutation } from './api/use-self-limit-set-mutation.ts'
import { manilaTime } from './format.ts'
import styles from './self-limits.module.css'

export function LimitEditor({ limit, onClose }: { limit: SelfLimit; onClose: () => void }) {
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
