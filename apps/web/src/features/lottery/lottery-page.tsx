import type { LotteryDraw } from '@panalo/contract/calls/lottery'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { lotteryFairPath, PATHS } from '../../lib/paths.ts'
import { useLotteryInfoQuery } from './api/use-lottery-info-query.ts'
import { DrawNumbers } from './draw-numbers.tsx'
import styles from './lottery.module.css'

/**
 * /activity/lottery (auth-activity; decision 053): the draw on sale (its seed commitment folded under Verify, issue 40 defect 5), the
 * player's numbers, coupons and points, the way to the other lottery pages, and the last draw's
 * numbers with the check on /fair. A ticket is one person's, so an account without a mobile number
 * is asked to add one first (decision 034).
 */
export function LotteryPage() {
  const { t, locale } = useTranslation()
  const info = useLotteryInfoQuery()
  if (!info.data) return <p className={styles.muted}>{t('lottery.loading')}</p>
  const { draw, lastDraw, me } = info.data
  if (me && !me.hasMobile)
    return (
      <div className={styles.page} data-testid="lottery-bind">
        <p>{t('lottery.bindFirst')}</p>
        <Link className={styles.cta} to={PATHS.authBind}>
          {t('lottery.bind')}
        </Link>
      </div>
    )
  const coupons = me?.coupons.reduce((sum, coupon) => sum + coupon.count, 0) ?? 0
  return (
    <div className={styles.page} data-testid="lottery-page">
      {draw ? (
        <section className={styles.hero} data-testid="lottery-draw" data-draw={draw.id}>
          <p className={styles.heroNote}>{t('lottery.onSale')}</p>
          <p className={styles.heroFigure}>
            {t('lottery.drawAt', { time: manilaTime(draw.drawTime, locale) })}
          </p>
          <p className={styles.heroNote}>{t('lottery.sold', { count: draw.ticketsSold })}</p>
          <p className={styles.heroNote}>{t('lottery.yourNumbers')}</p>
          {me && me.numbers.length > 0 ? (
            <DrawNumbers numbers={me.numbers} mine testId="lottery-my-numbers" />
          ) : (
            <p className={styles.heroNote}>{t('lottery.noTickets')}</p>
          )}
        </section>
      ) : (
        <p className={styles.muted}>{t('lottery.noDraw')}</p>
      )}
      {me && (
        <p className={styles.muted} data-testid="lottery-held">
          {t('lottery.coupons', { n: coupons.toLocaleString(locale) })} ·{' '}
          {t('lottery.points', { n: me.points.toLocaleString(locale) })}
        </p>
      )}
      <nav className={styles.links}>
        <Link className={styles.cta} to={PATHS.activityLotteryOrder} data-testid="lottery-buy-link">
          {t('lottery.links.order')}
        </Link>
        <Link className={styles.link} to={PATHS.activityLotteryProduct}>
          {t('lottery.links.product')}
        </Link>
        <Link className={styles.link} to={PATHS.activityLotteryRecord}>
          {t('lottery.links.record')}
        </Link>
        <Link className={styles.link} to={PATHS.activityLotteryHistory} data-testid="lottery-history-link">
          {t('lottery.links.history')}
        </Link>
        <Link className={styles.link} to={PATHS.activityLotteryRule}>
          {t('lottery.links.rule')}
        </Link>
      </nav>
      {draw && (
        <details className={styles.verify} data-testid="lottery-verify">
          <summary className={styles.verifySummary}>{t('lottery.verify')}</summary>
          <p className={styles.muted}>{t('lottery.commitmentNote')}</p>
          <p className={styles.muted}>{t('lottery.commitment')}</p>
          <p className={styles.hash} data-testid="lottery-commitment">
            {draw.serverSeedHash}
          </p>
        </details>
      )}
      {lastDraw && <DrawResult draw={lastDraw} heading={t('lottery.lastDraw')} />}
    </div>
  )
}

/** A drawn draw: when, how many sold, the winning numbers, and the link to check them. */
export function DrawResult({ draw, heading }: { draw: LotteryDraw; heading: string }) {
  const { t, locale } = useTranslation()
  return (
    <section className={styles.card} data-testid="lottery-result" data-draw={draw.id}>
      <div className={styles.cardHead}>
        <span>{heading}</span>
        <span className={styles.muted}>{manilaTime(draw.drawTime, locale)}</span>
      </div>
      <p className={styles.muted}>{t('lottery.sold', { count: draw.ticketsSold })}</p>
      {draw.winningNumbers.length > 0 ? (
        <DrawNumbers numbers={draw.winningNumbers} testId="lottery-winning-numbers" />
      ) : (
        <p className={styles.muted}>{t('lottery.noneSold')}</p>
      )}
      <Link to={lotteryFairPath(draw.id)}>{t('lottery.check')}</Link>
    </section>
  )
}
