import { AWARD_ITEM, classifyAwardItem, type AwardKind } from '@panalo/contract/award-items'
import { formatExactPesos } from '@panalo/contract/money'

import { type TFunction, useTranslation } from '../i18n/i18n.ts'
import styles from './award-items.module.css'

/**
 * What an award item reads as: "₱50 bonus coins", "₱2.70 bonus coins", "120 points", "2 coupons".
 * Coins to the centavo: an award is an amount received, and flooring would shrink a rebate of ₱2.70
 * to ₱2 (balances stay floored, SPEC.md §3).
 */
export function awardItemText(t: TFunction, locale: string, item: { id: number; count: number }): string {
  if (item.id === AWARD_ITEM.coin)
    return t('rewards.items.coin', { amount: formatExactPesos(item.count, locale) })
  const kind = classifyAwardItem(item.id) ?? 'coupon'
  return t(`rewards.items.${kind}`, { count: item.count, n: item.count.toLocaleString(locale) })
}

const MARKS: Record<AwardKind, string> = {
  coin: '₱',
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
}: {
  items: readonly { id: number; count: number }[]
  large?: boolean
}) {
  const { t, locale } = useTranslation()
  return (
    <ul className={large ? `${styles.items} ${styles.itemsLarge}` : styles.items}>
      {items.map((item) => {
        const kind = classifyAwardItem(item.id) ?? 'coupon'
        return (
          <li key={item.id} className={styles.item} data-testid="award-item" data-item={item.id}>
            <span className={`${styles.mark} ${styles[kind]}`} aria-hidden="true">
              {MARKS[kind]}
            </span>
            {awardItemText(t, locale, item)}
          </li>
        )
      })}
    </ul>
  )
}
