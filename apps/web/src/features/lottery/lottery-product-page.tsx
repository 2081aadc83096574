import { useTranslation } from '../../i18n/i18n.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { useLotteryInfoQuery } from './api/use-lottery-info-query.ts'
import styles from './lottery.module.css'
import { PrizePicture } from './prize-picture.tsx'

/** /activity/lottery/product: the prizes of the draw on sale, how many win each, and what a win gives. */
export function LotteryProductPage() {
  const { t } = useTranslation()
  const info = useLotteryInfoQuery()
  if (!info.data) return <p className={styles.muted}>{t('lottery.loading')}</p>
  const { draw } = info.data
  if (!draw) return <p className={styles.muted}>{t('lottery.noDraw')}</p>
  return (
    <div className={styles.page} data-testid="lottery-products">
      <p className={styles.muted}>{t('lottery.product.intro')}</p>
      {draw.prizes.map((prize, index) => (
        <section key={prize.productId} className={styles.card} data-testid="lottery-prize">
          <div className={styles.cardHead}>
            <span className={styles.prizeName}>
              <PrizePicture place={index + 1} />
              {prize.name}
            </span>
            <span className={styles.muted}>{t('lottery.product.winners', { count: prize.winners })}</span>
          </div>
          <p className={styles.muted}>{t('lottery.product.pays')}</p>
          <AwardItems items={prize.items} />
          {prize.items.some((item) => item.id === prize.productId) && (
            <p className={styles.muted}>{t('lottery.product.goods')}</p>
          )}
        </section>
      ))}
    </div>
  )
}
