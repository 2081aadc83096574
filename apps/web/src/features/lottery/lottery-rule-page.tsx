import { useTranslation } from '../../i18n/i18n.ts'
import { useLotteryInfoQuery } from './api/use-lottery-info-query.ts'
import styles from './lottery.module.css'

const MANILA_HOUR = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Asia/Manila',
})

/** /activity/lottery/rule: the rules, with the prices, hour and limit of the draw on sale. */
export function LotteryRulePage() {
  const { t, locale } = useTranslation()
  const draw = useLotteryInfoQuery().data?.draw
  const hour = draw ? Number(MANILA_HOUR.format(new Date(draw.drawTime))) : 21
  const points =
    draw?.pointsPrice != null
      ? t('lottery.rule.pointsAlso', { n: draw.pointsPrice.toLocaleString(locale) })
      : ''
  return (
    <div className={styles.page} data-testid="lottery-rule">
      <h2 className={styles.heading}>{t('lottery.rule.title')}</h2>
      <ol className={styles.rules}>
        <li>{t('lottery.rule.notLottery')}</li>
        <li>{t('lottery.rule.price', { count: draw?.couponPrice ?? 1, points })}</li>
        <li>{t('lottery.rule.schedule', { hour })}</li>
        <li>{t('lottery.rule.numbering', { max: draw?.maxTicketsPerPlayer ?? 50 })}</li>
        <li>{t('lottery.rule.drawing')}</li>
        <li>{t('lottery.rule.prizes')}</li>
        <li>{t('lottery.rule.mobile')}</li>
      </ol>
      <h2 className={styles.heading}>{t('lottery.rule.fairTitle')}</h2>
      <p className={styles.muted}>{t('lottery.rule.fair')}</p>
    </div>
  )
}
