import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { ReactNode } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { showToast } from '../../ui/toast.tsx'
import styles from './promotions.module.css'

/**
 * How a promotion's bonus coins are wagered, shown before the player claims (decision 050); nothing
 * when its awards hold no coins (points are not wagered).
 */
export function WageringNote({
  wagering,
  awards,
}: {
  wagering: { multiple: number; expiryDays: number | null; heldUntilFirstDeposit: boolean }
  awards: readonly (readonly { id: number }[])[]
}) {
  const { t } = useTranslation()
  if (!awards.some((award) => award.some((item) => item.id === AWARD_ITEM.coin))) return null
  return (
    <p className={styles.muted} data-testid="promotion-wagering">
      {wagering.expiryDays === null
        ? t('promotions.wageringNoExpiry', { multiple: wagering.multiple })
        : t('promotions.wagering', { multiple: wagering.multiple, days: wagering.expiryDays })}
      {wagering.heldUntilFirstDeposit ? ` ${t('promotions.heldUntilDeposit')}` : ''}
    </p>
  )
}

/** A one-off gift's card: what it pays in large, a line on it, then its state or action. */
export function GiftHero({
  kicker,
  award,
  explained,
  children,
}: {
  kicker: string
  award: readonly { id: number; count: number }[]
  explained: string
  children?: ReactNode
}) {
  return (
    <section className={styles.hero} data-testid="promotion-hero">
      <p className={styles.heroNote}>{kicker}</p>
      <div className={styles.heroAward}>
        <AwardItems items={award} large />
      </div>
      <p className={styles.heroNote}>{explained}</p>
      {children}
    </section>
  )
}

/** Runs a claim and shows a refusal as a toast (the award itself arrives through the reward popup). */
export function useClaimRunner() {
  const { t } = useTranslation()
  return (claim: () => Promise<unknown>) =>
    void claim().catch((error: unknown) => showToast(errorMessage(t, error), 'error'))
}
