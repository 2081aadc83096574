import { AWARD_ITEM, classifyAwardItem, type AwardKind } from '@panalo/contract/award-items'
import { formatExactLabel } from '@panalo/contract/money'

import { type TFunction, useTranslation } from '../i18n/i18n.ts'
import styles from './award-items.module.css'

/**
 * What an award item reads as: "50 bonus coins", "2.70 bonus coins", "120 points", "2 coupons". Bonus
 * coins carry no peso sign (issue 40 defect 6): they are not cash, and their mark is our coin, not ₱.
 * Coins to the centavo: an award is an amount received, and flooring would shrink a rebate of ₱2.70
 * to ₱2 (balances stay floored, SPEC.md §3).
 */
export function awardItemText(
  t: TFunction,
  locale: string,
  item: { id: number; count: number },
  plainCoins = false,
): string {
  if (item.id === AWARD_ITEM.coin)
    return plainCoins
      ? t('rewards.items.plainCoin', {
          amount: formatExactLabel(item.count, locale),
          count: item.count / 100,
        })
      : bonusCoinsText(t, locale, item.count)
  const kind = classifyAwardItem(item.id) ?? 'coupon'
  return t(`rewards.items.${kind}`, { count: item.count, n: item.count.toLocaleString(locale) })
}

/** "18 bonus coins", "0.90 bonus coins": a bonus-coin amount in a sentence, to the centavo, no ₱. */
export function bonusCoinsText(t: TFunction, locale: string, hundredths: number): string {
  return t('rewards.items.coin', { amount: formatExactLabel(hundredths, locale), count: hundredths / 100 })
}

const MARKS: Record<AwardKind, string> = {
  coin: '',
  points: '★',
  liveness: 'L',
  diamond: '◆',
  coupon: '%',
  lotteryCoupon: 'T',
  jackpot: 'J',
  newYear: 'N',
  lottery: '#',
}

/** The awards of one grant, each with its mark and text, as the popup and the records show them. */
export function AwardItems({
  items,
  large,
  plainCoins,
}: {
  items: readonly { id: number; count: number }[]
  large?: boolean
  /** Its coins are no bonus (a jackpot win, a credit from Panalo at 0×): "coins", not "bonus coins". */
  plainCoins?: boolean
}) {
  const { t, locale } = useTranslation()
  return (
    <ul className={large ? `${styles.items} ${styles.itemsLarge}` : styles.items}>
      {items.map((item) => {
        const kind = classifyAwardItem(item.id) ?? 'coupon'
        return (
          <li key={item.id} className={styles.item} data-testid="award-item" data-item={item.id}>
            <span className={`${styles.mark} ${styles[kind]}`} aria-hidden="true">
              {kind === 'coin' ? <BonusCoinMark /> : MARKS[kind]}
            </span>
            {awardItemText(t, locale, item, plainCoins)}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A bonus-coin amount outside an award list (a sign-in day's tile, a bonus's row): our coin mark and
 * the figure, never ₱ (issue 40 defect 6). Screen readers hear "5 bonus coins".
 */
export function BonusCoinAmount({ hundredths }: { hundredths: number }) {
  const { t, locale } = useTranslation()
  const amount = formatExactLabel(hundredths, locale)
  return (
    <span className={styles.coinAmount} data-testid="bonus-coin-amount">
      <BonusCoinMark />
      <span aria-hidden="true">{amount}</span>
      <span className={styles.visuallyHidden}>{bonusCoinsText(t, locale, hundredths)}</span>
    </span>
  )
}

/** Our mark for a bonus coin: a coin with a star, so bonus coins never read as pesos. */
export function BonusCoinMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 3.8l1.2 2.6 2.8.3-2.1 1.9.6 2.8L8 10l-2.5 1.4.6-2.8L4 6.7l2.8-.3z" fill="currentColor" />
    </svg>
  )
}
