import {
  EXCLUSION_CONFIRM_WORD,
  EXCLUSION_DURATIONS,
  type ExclusionDuration,
} from '@panalo/contract/self-limits'
import { useState } from 'react'
import { useNavigate } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { FormError, TextField } from '../../ui/field.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useSelfExcludeMutation } from './api/use-self-block-mutations.ts'
import { Choices } from './choices.tsx'
import { manilaTime } from './format.ts'
import styles from './self-limits.module.css'

export function ExclusionSection() {
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
