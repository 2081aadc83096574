import { jackpotTierOf, type JackpotTier } from '@panalo/contract/award-items'
import type { JackpotDrawResult } from '@panalo/contract/calls/jackpot'
import { JACKPOT } from '@panalo/contract/constants'
import { formatExactPesos } from '@panalo/contract/money'
import { useEffect, useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import { AwardItems, bonusCoinsText } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { SectorWheel } from '../../ui/sector-wheel.tsx'
import { wheelDurationMs, wheelRotation } from './draw-schedule.ts'
import styles from './jackpot.module.css'
import { jackpotWageringText, type JackpotWagering } from './jackpot-wagering.ts'

/** The wheel's sectors, clockwise from the top. */
const SECTORS: readonly JackpotTier[] = ['mega', 'major', 'minor', 'mini']

/**
 * After the highlight lands on a jackpot (SPEC.md §4; other prizes show the reward popup, decision
 * 113): the result popup; for a jackpot (type 2) the wheel spins
 * 4–6 s to its tier (1800° plus the sector) and closes itself 2 s after it stops, then the jackpot
 * amount popup.
 */
export function JackpotResult({
  result,
  wagering,
  onDone,
}: {
  result: JackpotDrawResult
  /** The rule the win is paid under (the jackpot info's). */
  wagering: JackpotWagering
  onDone: () => void
}) {
  const { t, locale } = useTranslation()
  const [step, setStep] = useState<'result' | 'wheel' | 'amount'>('result')
  const tier = jackpotTierOf(result.propId)
  const tierName = tier ? t(`jackpot.tiers.${tier}`) : ''

  if (step === 'wheel' && tier) return <JackpotWheel tier={tier} onClosed={() => setStep('amount')} />
  if (step === 'amount')
    return (
      <Dialog
        open
        onClose={onDone}
        title={t('jackpot.amount.title')}
        data-testid="jackpot-amount"
        actions={
          <Button block onClick={onDone}>
            {t('jackpot.amount.ok')}
          </Button>
        }
      >
        <p className={styles.bigAmount}>{pesos(result.bonus, locale)}</p>
        <p className={styles.centre}>
          {t('jackpot.amount.body', { amount: formatExactPesos(result.bonus, locale), tier: tierName })}
        </p>
        <p className={styles.muted}>
          {t('jackpot.amount.paid', { wagering: jackpotWageringText(t, wagering) })}
        </p>
      </Dialog>
    )
  const next = () => (tier ? setStep('wheel') : onDone())
  return (
    <Dialog
      open
      onClose={next}
      title={t('jackpot.result.title')}
      data-testid="jackpot-result"
      actions={
        <Button block onClick={next}>
          {tier ? t('jackpot.result.jackpotNext') : t('jackpot.result.ok')}
        </Button>
      }
    >
      {tier ? (
        <p className={styles.bigAmount}>{t('jackpot.result.jackpot', { tier: tierName })}</p>
      ) : (
        // Not reached from the panel (coins and points go to the reward popup), kept whole for any caller.
        <AwardItems items={[{ id: result.propId, count: result.count }]} large />
      )}
      {result.heldCoins > 0 && (
        <p className={styles.muted}>
          {t('rewards.heldCoins', { amount: bonusCoinsText(t, locale, result.heldCoins) })}
        </p>
      )}
    </Dialog>
  )
}

function JackpotWheel({ tier, onClosed }: { tier: JackpotTier; onClosed: () => void }) {
  const { t } = useTranslation()
  const [duration] = useState(() => wheelDurationMs(Math.random()))
  const [angle, setAngle] = useState(0)
  useEffect(() => {
    // One frame at 0°, then the transition to the tier's sector.
    const frame = requestAnimationFrame(() => setAngle(wheelRotation(SECTORS.indexOf(tier))))
    const timer = setTimeout(onClosed, duration + JACKPOT.wheelAutoCloseMs)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [tier, duration, onClosed])
  return (
    <Dialog open title={t('jackpot.wheel.title')} data-testid="jackpot-wheel">
      <SectorWheel
        labels={SECTORS.map((sector) => t(`jackpot.tiers.${sector}`))}
        angle={angle}
        durationMs={duration}
        size={240}
        largeLabels
        className={styles.wheelMargin}
        testId="jackpot-wheel-disc"
      />
    </Dialog>
  )
}
