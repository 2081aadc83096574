import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { DIAMOND_ITEM_KINDS, DIAMONDS_PER_PESO, type DiamondShopItem } from '@panalo/contract/calls/diamonds'
import { useState } from 'react'
import { generatePath, useNavigate } from 'react-router'

import { isApiError } from '../../api/client.ts'
import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { pesos } from '../../lib/format.ts'
import { enqueueRewards } from '../../lib/overlay-store.ts'
import { PATHS } from '../../lib/paths.ts'
import { useRequestId } from '../../lib/request-id.ts'
import { AwardItems, awardItemText } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { DiamondIcon } from '../../ui/icons.tsx'
import { showToast } from '../../ui/toast.tsx'
import { AddressLines, AddressSheet } from './address-form.tsx'
import { useDiamondExchangeCoinMutation } from './api/use-diamond-exchange-coin-mutation.ts'
import { useDiamondExchangeGoodsMutation } from './api/use-diamond-exchange-goods-mutation.ts'
import { useDiamondExchangeScratchcardMutation } from './api/use-diamond-exchange-scratchcard-mutation.ts'
import { useDiamondShopQuery } from './api/use-diamond-shop-query.ts'
import { useDiamondTickerQuery } from './api/use-diamond-ticker-query.ts'
import { useScratchCardInfoQuery } from './api/use-scratch-card-info-query.ts'
import styles from './diamonds.module.css'

type Shop = CallOutput<'diamondShopData'>

/** The player's part of a card's draw: 10 random bytes from this browser, in hex. */
function newClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/** A price in diamonds, with the mark. */
export function DiamondPrice({ n }: { n: number }) {
  const { t, locale } = useTranslation()
  return (
    <span className={styles.price}>
      <DiamondIcon />
      {t('diamonds.price', { count: n, n: n.toLocaleString(locale) })}
    </span>
  )
}

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
        <span className={styles.name}>{item.name}</span>
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

/** The confirm sheet: what is spent and what is received, and the rules; nothing moves before Confirm. */
function PurchaseSheet({
  shop,
  item,
  onClose,
  onEditAddress,
}: {
  shop: Shop
  item: DiamondShopItem | null
  onClose: () => void
  onEditAddress: () => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const coin = useDiamondExchangeCoinMutation()
  const card = useDiamondExchangeScratchcardMutation()
  const goods = useDiamondExchangeGoodsMutation()
  const { requestId, renew } = useRequestId()
  const pending = coin.isPending || card.isPending || goods.isPending

  function refused(error: unknown) {
    // A refusal is final for this id; a lost answer keeps it, so a retry cannot pay twice.
    if (isApiError(error)) renew()
    showToast(errorMessage(t, error), 'error')
    return undefined
  }

  async function handleConfirm() {
    if (!item) return
    const input = { requestId, itemId: item.id }
    if (item.kind === 'coin') {
      const answer = await coin.mutateAsync(input).catch(refused)
      if (!answer) return
      renew()
      onClose()
      enqueueRewards(answer.items, answer.heldCoins)
    } else if (item.kind === 'scratch') {
      const answer = await card.mutateAsync({ ...input, clientSeed: newClientSeed() }).catch(refused)
      if (!answer) return
      renew()
      onClose()
      void navigate(generatePath(PATHS.diamondScratch, { cardId: String(answer.card.id) }))
    } else {
      const answer = await goods.mutateAsync(input).catch(refused)
      if (!answer) return
      renew()
      onClose()
      showToast(t('diamonds.ordered', { name: answer.order.name }), 'success')
      void navigate(`${PATHS.diamondRecord}?tab=orders`)
    }
  }

  const needsAddress = item?.kind === 'goods' && shop.address === null
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      placement="bottom"
      title={item?.name ?? t('diamonds.confirmTitle')}
      data-testid="diamond-confirm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('diamonds.cancel')}
          </Button>
          <Button
            loading={pending}
            disabled={needsAddress || (item !== null && shop.diamonds < item.price)}
            onClick={() => void handleConfirm()}
            data-testid="diamond-confirm-button"
          >
            {t('diamonds.confirm')}
          </Button>
        </>
      }
    >
      {item && (
        <dl className={styles.terms}>
          <div className={styles.term}>
            <dt>{t('diamonds.spend')}</dt>
            <dd>
              <DiamondPrice n={item.price} />
            </dd>
          </div>
          <div className={styles.term}>
            <dt>{t('diamonds.have')}</dt>
            <dd>
              <DiamondPrice n={shop.diamonds} />
            </dd>
          </div>
          {item.kind === 'coin' && <CoinTerms shop={shop} item={item} />}
          {item.kind === 'scratch' && <ScratchTerms item={item} />}
          {item.kind === 'goods' && (
            <>
              <div className={styles.term}>
                <dt>{t('diamonds.deliverTo')}</dt>
                <dd>
                  <Button size="sm" variant="secondary" onClick={onEditAddress} data-testid="address-edit">
                    {shop.address ? t('diamonds.editAddress') : t('diamonds.addAddress')}
                  </Button>
                </dd>
              </div>
              {shop.address ? (
                <AddressLines address={shop.address} />
              ) : (
                <p className={styles.held}>{t('diamonds.noAddress')}</p>
              )}
              <p className={styles.muted}>{t('diamonds.goodsNote')}</p>
            </>
          )}
        </dl>
      )}
      {item && shop.diamonds < item.price && <p className={styles.held}>{t('errors.diamondsNotEnough')}</p>}
    </Dialog>
  )
}

function CoinTerms({ shop, item }: { shop: Shop; item: DiamondShopItem }) {
  const { t, locale } = useTranslation()
  const coins = item.award.find((award) => award.id === AWARD_ITEM.coin)?.count ?? 0
  return (
    <>
      <div className={styles.term}>
        <dt>{t('diamonds.receive')}</dt>
        <dd>
          <AwardItems items={item.award} />
        </dd>
      </div>
      <div className={styles.term}>
        <dt>{t('diamonds.wagering')}</dt>
        <dd>
          {shop.wagering.multiple === 0
            ? t('diamonds.noWagering')
            : t('diamonds.wageringAmount', {
                amount: pesos(coins * shop.wagering.multiple, locale),
                multiple: shop.wagering.multiple,
              })}
          {shop.wagering.expiryDays !== null &&
            shop.wagering.multiple > 0 &&
            ` ${t('diamonds.wageringDays', { days: shop.wagering.expiryDays })}`}
        </dd>
      </div>
      {shop.wagering.held && <p className={styles.held}>{t('diamonds.held')}</p>}
    </>
  )
}

/** Every prize with its chance, the return to player, and the commitment of the next card's seed. */
function ScratchTerms({ item }: { item: DiamondShopItem }) {
  const { t, locale } = useTranslation()
  const next = useScratchCardInfoQuery().data?.nextServerSeedHash
  const total = item.prizes.reduce((sum, prize) => sum + prize.weight, 0)
  const percent = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 2 })
  return (
    <>
      <h3 className={styles.heading}>{t('diamonds.oddsHeading')}</h3>
      <table className={styles.odds} data-testid="scratch-odds">
        <tbody>
          {item.prizes.map((prize, index) => (
            <tr key={index}>
              <td>
                {prize.items.length === 0
                  ? t('diamonds.noWin')
                  : prize.items.map((award) => awardItemText(t, locale, award)).join(' + ')}
              </td>
              <td>{t('diamonds.chance', { percent: percent((prize.weight / total) * 100) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted} data-testid="scratch-rtp">
        {t((item.returnToPlayer ?? 0) < 10_000 ? 'diamonds.returnToPlayer' : 'diamonds.returnToPlayerHigh', {
          percent: percent((item.returnToPlayer ?? 0) / 100),
        })}
      </p>
      {next && (
        <>
          <p className={styles.muted}>{t('diamonds.fairNote')}</p>
          <p className={`${styles.muted} ${styles.hash}`} data-testid="next-seed-hash">
            {next}
          </p>
        </>
      )}
    </>
  )
}
