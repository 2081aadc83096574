import type { CallOutput } from '@panalo/contract/call-map'
import { DIAMOND_ITEM_KINDS, DIAMONDS_PER_PESO, type DiamondShopItem } from '@panalo/contract/calls/diamonds'
import { useState } from 'react'
import { generatePath, useNavigate } from 'react-router'

import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { PATHS } from '../../lib/paths.ts'
import { awardItemText } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { DiamondIcon } from '../../ui/icons.tsx'
import { AddressSheet } from './address-form.tsx'
import { useDiamondShopQuery } from './api/use-diamond-shop-query.ts'
import { useDiamondTickerQuery } from './api/use-diamond-ticker-query.ts'
import { useScratchCardInfoQuery } from './api/use-scratch-card-info-query.ts'
import styles from './diamonds.module.css'
import { DiamondPrice, PurchaseSheet } from './purchase-sheet.tsx'
import { ShopItemTitle } from './shop-item-title.tsx'

/**
 * /diamonds: the player's diamonds, the latest winners, the cards waiting to be scratched, and the
 * shop by kind. Each purchase is confirmed in a sheet that states its cost and what it gives: the
 * coins' wagering, a card's whole prize table with its odds and return, the address goods go to.
 */
export function DiamondShopPage() {
  const { t, locale } = useTranslation()
  const shop = useDiamondShopQuery()
  const [chosen, setChosen] = useState<DiamondShopItem | null>(null)
  const [editingAddress, setEditingAddress] = useState(false)
  if (!shop.data) return <p className={styles.muted}>{t('diamonds.loading')}</p>
  const data = shop.data
  return (
    <div className={styles.page} data-testid="diamond-shop">
      <section className={styles.summary}>
        <span className={styles.summaryLabel}>{t('diamonds.balance')}</span>
        <strong className={styles.summaryFigure} data-testid="diamond-balance">
          <DiamondIcon />
          {data.diamonds.toLocaleString(locale)}
        </strong>
        <p className={styles.summaryNote}>{t('diamonds.balanceNote', { rate: DIAMONDS_PER_PESO })}</p>
      </section>
      <Ticker />
      {data.unscratched > 0 && <MyCards />}
      {data.items.length === 0 && <p className={styles.muted}>{t('diamonds.shopEmpty')}</p>}
      {DIAMOND_ITEM_KINDS.map((kind) => {
        const items = data.items.filter((item) => item.kind === kind)
        if (items.length === 0) return null
        return (
          <section key={kind} className={styles.section}>
            <h2 className={styles.heading}>{t(`diamonds.kinds.${kind}`)}</h2>
            <ul className={styles.list}>
              {items.map((item) => (
                <ShopRow
                  key={item.id}
                  item={item}
                  diamonds={data.diamonds}
                  onChoose={() => setChosen(item)}
                />
              ))}
            </ul>
          </section>
        )
      })}
      <PurchaseSheet
        shop={data}
        item={chosen}
        onClose={() => setChosen(null)}
        onEditAddress={() => setEditingAddress(true)}
      />
      <AddressSheet
        key={editingAddress ? 'open' : 'closed'}
        open={editingAddress}
        address={data.address}
        onClose={() => setEditingAddress(false)}
        onSaved={() => setEditingAddress(false)}
      />
    </div>
  )
}

function ShopRow({
  item,
  diamonds,
  onChoose,
}: {
  item: DiamondShopItem
  diamonds: number
  onChoose: () => void
}) {
  const { t, locale } = useTranslation()
  const soldOut = item.stock === 0
  const affordable = diamonds >= item.price
  return (
    <li className={styles.row} data-testid="diamond-item" data-item={item.id}>
      <div className={styles.rowText}>
        <span className={styles.name}>
          <ShopItemTitle item={item} />
        </span>
        {item.description && <span className={styles.muted}>{item.description}</span>}
        <span>
          <DiamondPrice n={item.price} />
          {item.stock !== null && (
            <span className={`${styles.muted} ${soldOut ? styles.soldOut : ''}`}>
              {' · '}
              {soldOut
                ? t('diamonds.soldOut')
                : t('diamonds.stockLeft', { n: item.stock.toLocaleString(locale) })}
            </span>
          )}
        </span>
      </div>
      <Button
        size="sm"
        variant={affordable && !soldOut ? 'primary' : 'secondary'}
        disabled={soldOut}
        onClick={onChoose}
        data-testid="diamond-buy"
      >
        {item.kind === 'goods' ? t('diamonds.order') : t('diamonds.buy')}
      </Button>
    </li>
  )
}

function tickerText(
  t: TFunction,
  locale: string,
  row: CallOutput<'appDiamondBonusTickersData'>['list'][number],
) {
  if (row.kind === 'scratch')
    return t('diamonds.tickerScratch', {
      nickname: row.nickname,
      name: row.name,
      items: row.items.map((item) => awardItemText(t, locale, item)).join(' + '),
    })
  return t(row.kind === 'coin' ? 'diamonds.tickerCoin' : 'diamonds.tickerGoods', {
    nickname: row.nickname,
    name: row.name,
  })
}

/** The latest wins of everyone, scrolling; doubled so the loop has no seam. */
function Ticker() {
  const { t, locale } = useTranslation()
  const ticker = useDiamondTickerQuery()
  const rows = ticker.data?.list ?? []
  if (rows.length === 0) return null
  const texts = rows.map((row) => tickerText(t, locale, row))
  return (
    <section className={styles.section} aria-label={t('diamonds.tickerHeading')}>
      <h2 className={styles.heading}>{t('diamonds.tickerHeading')}</h2>
      <div className={styles.ticker} data-testid="diamond-ticker">
        <ul className={styles.tickerTrack}>
          {[...texts, ...texts].map((text, index) => (
            <li key={index} aria-hidden={index >= texts.length ? true : undefined}>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function MyCards() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cards = useScratchCardInfoQuery().data?.unscratched ?? []
  if (cards.length === 0) return null
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('diamonds.myCards')}</h2>
      <p className={styles.muted}>{t('diamonds.myCardsNote')}</p>
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.id} className={styles.row} data-testid="unscratched-card">
            <span className={styles.name}>{card.name}</span>
            <Button
              size="sm"
              onClick={() => void navigate(generatePath(PATHS.diamondScratch, { cardId: String(card.id) }))}
            >
              {t('diamonds.scratchNow')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
