import type { CallOutput } from '@panalo/contract/call-map'
import type { PointsLogEntry, PointsShopItem } from '@panalo/contract/calls/points'
import { useState } from 'react'
import { Link } from 'react-router'

import { isDefiniteAnswer } from '../../api/client.ts'
import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { type TFunction, useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { enqueueRewards } from '../../lib/overlay-store.ts'
import { PATHS } from '../../lib/paths.ts'
import { useRequestId } from '../../lib/request-id.ts'
import { AwardItems, awardItemText } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { GuestBanner, GuestClaimButton } from '../../ui/guest-actions.tsx'
import { PagedList } from '../../ui/paged-list.tsx'
import { showToast } from '../../ui/toast.tsx'
import { usePointsExchangeMutation } from './api/use-points-exchange-mutation.ts'
import { usePointsInfoQuery } from './api/use-points-info-query.ts'
import { usePointsLogQuery } from './api/use-points-log-query.ts'
import styles from './points.module.css'

type PointsInfo = CallOutput<'pointsInfo'>

/**
 * /points: the player's points, how VIP awards earn them, the shop (bonus coins at the operator's
 * rates, each exchange confirmed in a sheet that states the cost, the coins and their wagering), and
 * every move of points.
 */
export function PointsPage() {
  const { t, locale } = useTranslation()
  const info = usePointsInfoQuery()
  const [chosen, setChosen] = useState<PointsShopItem | null>(null)
  const signedIn = useSignedIn()
  if (!info.data) return <p className={styles.muted}>{t('points.loading')}</p>
  const data = info.data
  return (
    <div className={styles.page} data-testid="points-page">
      {!signedIn && <GuestBanner />}
      <section className={styles.summary}>
        <span className={styles.summaryLabel}>{t('points.balance')}</span>
        <strong className={styles.summaryFigure} data-testid="points-balance">
          {data.points.toLocaleString(locale)}
        </strong>
        <p className={styles.summaryNote}>{t('points.balanceNote')}</p>
      </section>
      <Link className={styles.row} to={PATHS.diamonds} data-testid="points-diamonds-link">
        <span>{t('points.diamondsLink')}</span>
        <span aria-hidden="true">›</span>
      </Link>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('points.shopHeading')}</h2>
        {data.shop.length === 0 ? (
          <p className={styles.muted}>{t('points.shopEmpty')}</p>
        ) : (
          <ul className={styles.shop}>
            {data.shop.map((item) => (
              <li key={item.id} className={styles.row} data-testid="points-item" data-item={item.id}>
                <div>
                  <AwardItems items={[item.award]} />
                  <p className={styles.muted}>
                    {t('points.cost', { n: item.points.toLocaleString(locale) })}
                  </p>
                </div>
                {!signedIn ? (
                  <GuestClaimButton size="sm" />
                ) : (
                  <Button
                    size="sm"
                    variant={data.points >= item.points ? 'primary' : 'secondary'}
                    disabled={data.points < item.points}
                    onClick={() => setChosen(item)}
                  >
                    {t('points.exchange')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>{wageringText(t, data.wagering)}</p>
      </section>
      <EarnList info={data} />
      {signedIn && <PointsHistory />}
      <ExchangeSheet info={data} item={chosen} onClose={() => setChosen(null)} />
    </div>
  )
}

function wageringText(t: TFunction, wagering: PointsInfo['wagering']): string {
  if (wagering.multiple === 0) return t('points.noWagering')
  return wagering.expiryDays === null
    ? t('points.wageringRule', { multiple: wagering.multiple })
    : t('points.wageringRuleDays', { multiple: wagering.multiple, days: wagering.expiryDays })
}

/** The confirm sheet: what is spent, what is received, the wagering; nothing moves before Confirm. */
function ExchangeSheet({
  info,
  item,
  onClose,
}: {
  info: PointsInfo
  item: PointsShopItem | null
  onClose: () => void
}) {
  const { t, locale } = useTranslation()
  const exchange = usePointsExchangeMutation()
  const { requestId, renew } = useRequestId()
  const [count, setCount] = useState(1)
  const most = item ? Math.max(1, Math.min(info.maxCount, Math.floor(info.points / item.points))) : 1
  const shown = Math.min(count, most)

  function handleClose() {
    setCount(1)
    onClose()
  }

  async function handleConfirm() {
    if (!item) return
    const answer = await exchange
      .mutateAsync({ requestId, itemId: item.id, count: shown })
      .catch((error: unknown) => {
        // A refusal is final for this id; a lost answer keeps it, so a retry cannot pay twice.
        if (isDefiniteAnswer(error)) renew()
        showToast(errorMessage(t, error), 'error')
        return undefined
      })
    if (!answer) return
    renew()
    handleClose()
    enqueueRewards(answer.items, answer.heldCoins)
  }

  const coins = item ? item.award.count * shown : 0
  const cost = item ? item.points * shown : 0
  return (
    <Dialog
      open={item !== null}
      onClose={handleClose}
      placement="bottom"
      title={t('points.confirmTitle')}
      data-testid="points-confirm"
      actions={
        <>
          <Button variant="secondary" onClick={handleClose}>
            {t('points.cancel')}
          </Button>
          <Button
            loading={exchange.isPending}
            onClick={() => void handleConfirm()}
            data-testid="points-confirm-button"
          >
            {t('points.confirm')}
          </Button>
        </>
      }
    >
      {item && (
        <dl className={styles.terms}>
          <div className={styles.term}>
            <dt>{t('points.count')}</dt>
            <dd className={styles.stepper}>
              <button
                type="button"
                aria-label={t('points.fewer')}
                disabled={shown <= 1}
                onClick={() => setCount(shown - 1)}
              >
                −
              </button>
              <span data-testid="points-count">{shown}</span>
              <button
                type="button"
                aria-label={t('points.more')}
                disabled={shown >= most}
                onClick={() => setCount(shown + 1)}
              >
                +
              </button>
            </dd>
          </div>
          <div className={styles.term}>
            <dt>{t('points.spend')}</dt>
            <dd data-testid="points-spend">{t('points.cost', { n: cost.toLocaleString(locale) })}</dd>
          </div>
          <div className={styles.term}>
            <dt>{t('points.receive')}</dt>
            <dd data-testid="points-receive">
              {awardItemText(t, locale, { id: item.award.id, count: coins })}
            </dd>
          </div>
          <div className={styles.term}>
            <dt>{t('points.wagering')}</dt>
            <dd data-testid="points-wagering">
              {info.wagering.multiple === 0
                ? t('points.noWagering')
                : t('points.wageringAmount', {
                    amount: pesos(coins * info.wagering.multiple, locale),
                    multiple: info.wagering.multiple,
                  })}
              {info.wagering.expiryDays !== null &&
                info.wagering.multiple > 0 &&
                ` ${t('points.wageringDays', { days: info.wagering.expiryDays })}`}
            </dd>
          </div>
          {info.wagering.held && <p className={styles.held}>{t('points.held')}</p>}
        </dl>
      )}
    </Dialog>
  )
}

/** Where points come from: each VIP level's gift, daily and weekly points, the player's own marked. */
function EarnList({ info }: { info: PointsInfo }) {
  const { t, locale } = useTranslation()
  const n = (value: number) => value.toLocaleString(locale)
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('points.earnHeading')}</h2>
      <p className={styles.muted}>{t('points.earnIntro', { level: info.vip })}</p>
      <ul className={styles.earn}>
        {info.earn.map((row) => (
          <li
            key={row.level}
            className={`${styles.earnRow} ${row.level === info.vip ? styles.current : ''}`}
            data-testid="points-earn"
          >
            <span className={styles.level}>{t('points.level', { level: row.level })}</span>
            <span>
              {[
                row.levelUp > 0 && t('points.earnLevelUp', { n: n(row.levelUp) }),
                row.daily > 0 && t('points.earnDaily', { n: n(row.daily) }),
                row.weekly > 0 && t('points.earnWeekly', { n: n(row.weekly) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('points.moreWays')}</p>
      <ul className={styles.earn}>
        {(
          [
            [PATHS.activitySignIn, 'points.waySignIn'],
            [PATHS.bonusTasks, 'points.wayTasks'],
            [PATHS.activityFollow, 'points.wayFollow'],
            [PATHS.activityBank, 'points.wayBank'],
          ] as const
        ).map(([to, label]) => (
          <li key={to}>
            <Link className={styles.earnRow} to={to} data-testid="points-way">
              <span>{t(label)}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PointsHistory() {
  const { t } = useTranslation()
  const log = usePointsLogQuery()
  const items = log.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('points.historyHeading')}</h2>
      <PagedList
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => <HistoryRow entry={item} />}
        hasNextPage={log.hasNextPage}
        isLoading={log.isLoading}
        isFetchingNextPage={log.isFetchingNextPage}
        isError={log.isError}
        fetchNextPage={() => void log.fetchNextPage()}
        empty={<p className={styles.muted}>{t('points.historyEmpty')}</p>}
      />
    </section>
  )
}

function HistoryRow({ entry }: { entry: PointsLogEntry }) {
  const { t, locale } = useTranslation()
  const what =
    entry.amount < 0
      ? t('points.exchangedFor', {
          what: entry.received.map((item) => awardItemText(t, locale, item)).join(', ') || '—',
        })
      : entry.source
        ? t(`rewards.sources.${entry.source}`)
        : t('points.moved')
  return (
    <div className={styles.record} data-testid="points-log" data-source={entry.source ?? ''}>
      <div className={styles.recordHead}>
        <span className={entry.amount < 0 ? styles.out : styles.in}>
          {entry.amount > 0 ? '+' : '−'}
          {Math.abs(entry.amount).toLocaleString(locale)}
        </span>
        <span className={styles.time}>{manilaTime(entry.createTime, locale)}</span>
      </div>
      <p className={styles.muted}>
        {what} · {t('points.balanceAfter', { n: entry.balanceAfter.toLocaleString(locale) })}
      </p>
    </div>
  )
}
