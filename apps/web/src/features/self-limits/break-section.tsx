import { COOL_OFF_DURATIONS, type CoolOffDuration } from '@panalo/contract/self-limits'
import { useState } from 'react'
import { useNavigate } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { FormError } from '../../ui/field.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useCoolOffMutation } from './api/use-self-block-mutations.ts'
import { Choices } from './choices.tsx'
import { manilaTime } from './format.ts'
import styles from './self-limits.module.css'

export function BreakSection() {
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
