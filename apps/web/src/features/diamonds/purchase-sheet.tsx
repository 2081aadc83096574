import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import type { DiamondShopItem } from '@panalo/contract/calls/diamonds'
import { generatePath, useNavigate } from 'react-router'

import { isDefiniteAnswer } from '../../api/client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
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
import { AddressLines } from './address-form.tsx'
import { useDiamondExchangeCoinMutation } from './api/use-diamond-exchange-coin-mutation.ts'
import { useDiamondExchangeGoodsMutation } from './api/use-diamond-exchange-goods-mutation.ts'
import { useDiamondExchangeScratchcardMutation } from './api/use-diamond-exchange-scratchcard-mutation.ts'
import { useScratchCardInfoQuery } from './api/use-scratch-card-info-query.ts'
import styles from './diamonds.module.css'
import { ShopItemTitle } from './shop-item-title.tsx'

type Shop = CallOutput<'diamondShopData'>

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

/** The player's part of a card's draw: 10 random bytes from this browser, in hex. */
function newClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/** The confirm sheet: what is spent and what is received, and the rules; nothing moves before Confirm. */
export function PurchaseSheet({
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
    if (isDefiniteAnswer(error)) renew()
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
      title={item ? <ShopItemTitle item={item} /> : t('diamonds.confirmTitle')}
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
