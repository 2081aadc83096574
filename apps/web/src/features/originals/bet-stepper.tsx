import { formatCoinsLabel } from '@panalo/contract/money'

import { useTranslation } from '../../i18n/i18n.ts'
import styles from './originals.module.css'

/** Whole-coin bet levels, in hundredths; each game offers those within its limits. */
export const BET_LEVELS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000]

export function levelsBetween(min: number, max: number): number[] {
  return BET_LEVELS.filter((level) => level >= min && level <= max)
}

/** − amount +, stepping through the bet levels. */
export function BetStepper({
  value,
  levels,
  onChange,
  disabled,
  label,
}: {
  value: number
  levels: readonly number[]
  onChange: (value: number) => void
  disabled?: boolean
  label?: string
}) {
  const { t } = useTranslation()
  const index = Math.max(0, levels.indexOf(value))
  return (
    <div className={styles.stepper} role="group" aria-label={label ?? t('originals.bet')}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('originals.betDown')}
        disabled={disabled || index === 0}
        onClick={() => onChange(levels[index - 1] ?? value)}
      >
        −
      </button>
      <output className={styles.stepValue} data-testid="bet-value" aria-live="polite">
        <small>{label ?? t('originals.bet')}</small>₱{formatCoinsLabel(value)}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('originals.betUp')}
        disabled={disabled || index === levels.length - 1}
        onClick={() => onChange(levels[index + 1] ?? value)}
      >
        +
      </button>
    </div>
  )
}
