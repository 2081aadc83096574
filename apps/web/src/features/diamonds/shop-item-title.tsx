import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { DiamondShopItem } from '@panalo/contract/calls/diamonds'

import { useTranslation } from '../../i18n/i18n.ts'
import { BonusCoinMark, bonusCoinsText } from '../../ui/award-items.tsx'
import styles from './diamonds.module.css'

/**
 * An item's title in the shop and its confirm sheet. A coin item is titled by what it gives, with our
 * coin mark ("10 bonus coins", decision 108): a name written with ₱ (the seed's before issue 40, still
 * in older installs' shops) must not show bonus coins as pesos.
 */
export function ShopItemTitle({ item }: { item: DiamondShopItem }) {
  const { t, locale } = useTranslation()
  const coins = item.kind === 'coin' ? item.award.find((award) => award.id === AWARD_ITEM.coin) : undefined
  if (!coins) return item.name
  return (
    <span className={styles.coinTitle} data-testid="shop-item-coins">
      <BonusCoinMark />
      {bonusCoinsText(t, locale, coins.count)}
    </span>
  )
}
