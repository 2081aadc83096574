import { LOTTERY_MAX_PER_ORDER, type LotteryPayWith } from '@panalo/contract/calls/lottery'
import { useState } from 'react'
import { Link } from 'react-router'

import { isDefiniteAnswer } from '../../api/client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime } from '../../lib/format.ts'
import { loginPath, PATHS } from '../../lib/paths.ts'
import { useRequestId } from '../../lib/request-id.ts'
import { Button } from '../../ui/button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useLotteryBuyTicketsMutation } from './api/use-lottery-buy-tickets-mutation.ts'
import { useLotteryInfoQuery } from './api/use-lottery-info-query.ts'
import { DrawNumbers } from './draw-numbers.tsx'
import { prizeSlots, ticketCost, ticketPrizeChance } from './lottery-odds.ts'
import styles from './lottery.module.css'

/**
 * /activity/lottery/order: how many tickets and how to pay, with the price, the limit and the chance
 * of a prize shown before anything is spent; the numbers bought show on the page.
 */
export function LotteryOrderPage() {
  const { t, locale } = useTranslation()
  const info = useLotteryInfoQuery()
  const buy = useLotteryBuyTicketsMutation()
  const { requestId, renew } = useRequestId()
  const [count, setCount] = useState(1)
  const [chosen, setChosen] = useState<LotteryPayWith | null>(null)
  const [bought, setBought] = useState<number[]>([])

  if (!info.data) return <p className={styles.muted}>{t('lottery.loading')}</p>
  const { draw, me } = info.data
  if (!me)
    return (
      <div className={styles.page}>
        <p>{t('lottery.loginFirst')}</p>
        <Link className={styles.cta} to={loginPath({ redirect: PATHS.activityLotteryOrder })}>
          {t('lottery.login')}
        </Link>
      </div>
    )
  if (!me.hasMobile)
    return (
      <div className={styles.page} data-testid="lottery-bind">
        <p>{t('lottery.bindFirst')}</p>
        <Link className={styles.cta} to={PATHS.authBind}>
          {t('lottery.bind')}
        </Link>
      </div>
    )
  if (!draw) return <p className={styles.muted}>{t('lottery.noDraw')}</p>

  const held = { coupons: me.coupons.reduce((sum, coupon) => sum + coupon.count, 0), points: me.points }
  const payWith: LotteryPayWith =
    chosen ?? (held.coupons === 0 && draw.pointsPrice !== null ? 'points' : 'coupon')
  const room = Math.max(0, Math.min(LOTTERY_MAX_PER_ORDER, draw.maxTicketsPerPlayer - me.numbers.length))
  const cost = ticketCost(draw, count, payWith, held)
  const slots = prizeSlots(draw)
  const chance = ticketPrizeChance(draw.ticketsSold + count, slots)

  async function handleBuy() {
    if (!draw) return
    const answer = await buy
      .mutateAsync({ requestId, drawId: draw.id, count, payWith })
      .catch((error: unknown) => {
        // A refusal is final for this id; a lost answer keeps it, so a retry cannot pay twice.
        if (isDefiniteAnswer(error)) renew()
        showToast(errorMessage(t, error), 'error')
        return undefined
      })
    if (!answer) return
    renew()
    const numbers = answer.tickets.map((ticket) => ticket.number)
    setBought(numbers)
    setCount(1)
    showToast(t('lottery.order.bought', { count: numbers.length, numbers: numbers.join(', ') }), 'success')
  }

  return (
    <div className={styles.page} data-testid="lottery-order">
      <p className={styles.muted}>{t('lottery.drawAt', { time: manilaTime(draw.drawTime, locale) })}</p>
      {bought.length > 0 && (
        <section className={styles.card} data-testid="lottery-bought">
          <p className={styles.good}>
            {t('lottery.order.bought', { count: bought.length, numbers: bought.join(', ') })}
          </p>
          <DrawNumbers numbers={bought} />
        </section>
      )}
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('lottery.order.count')}</h2>
        <div className={styles.stepper}>
          <Button
            variant="secondary"
            aria-label={t('lottery.order.less')}
            disabled={count <= 1}
            onClick={() => setCount((value) => Math.max(1, value - 1))}
          >
            −
          </Button>
          <output data-testid="lottery-count">{count}</output>
          <Button
            variant="secondary"
            aria-label={t('lottery.order.more')}
            disabled={count >= room}
            onClick={() => setCount((value) => Math.min(room, value + 1))}
            data-testid="lottery-more"
          >
            +
          </Button>
        </div>
        <p className={styles.muted}>
          {t('lottery.order.limit', { max: draw.maxTicketsPerPlayer, held: me.numbers.length })}
        </p>
      </section>
      <fieldset className={styles.choices}>
        <legend className={styles.heading}>{t('lottery.order.payWith')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="pay-with"
            checked={payWith === 'coupon'}
            onChange={() => setChosen('coupon')}
          />
          {t('lottery.order.coupon', { n: held.coupons.toLocaleString(locale) })} ·{' '}
          {t('lottery.order.priceCoupon', { count: draw.couponPrice })}
        </label>
        {draw.pointsPrice === null ? (
          <p className={styles.muted}>{t('lottery.order.pointsOff')}</p>
        ) : (
          <label className={styles.choice}>
            <input
              type="radio"
              name="pay-with"
              checked={payWith === 'points'}
              onChange={() => setChosen('points')}
            />
            {t('lottery.order.points', { n: held.points.toLocaleString(locale) })} ·{' '}
            {t('lottery.order.pricePoints', { n: draw.pointsPrice.toLocaleString(locale) })}
          </label>
        )}
      </fieldset>
      <dl className={styles.terms}>
        <div>
          <dt>{t('lottery.order.cost')}</dt>
          <dd data-testid="lottery-cost">
            {payWith === 'points'
              ? t('lottery.points', { n: cost.amount.toLocaleString(locale) })
              : t('lottery.coupons', { n: cost.amount.toLocaleString(locale) })}
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {chance >= 1
          ? t('lottery.order.oddsEvery', { slots })
          : t('lottery.order.odds', {
              sold: (draw.ticketsSold + count).toLocaleString(locale),
              slots,
              chance: chance.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 }),
            })}
      </p>
      <p className={styles.muted}>{t('lottery.order.noRefund')}</p>
      <Button
        block
        loading={buy.isPending}
        disabled={room === 0 || !cost.affordable}
        onClick={() => void handleBuy()}
        data-testid="lottery-buy"
      >
        {t('lottery.order.buy', { count })}
      </Button>
      <Link className={styles.rulesLink} to={PATHS.activityLotteryRule}>
        {t('lottery.links.rule')}
      </Link>
    </div>
  )
}
