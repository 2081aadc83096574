import type { CallOutput } from '@panalo/contract/call-map'
import type { GoodsOrder, ScratchCard } from '@panalo/contract/calls/diamonds'
import { generatePath, Link, useSearchParams } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { awardItemText } from '../../ui/award-items.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PagedList } from '../../ui/paged-list.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { AddressLines } from './address-form.tsx'
import { useDiamondLogQuery } from './api/use-diamond-log-query.ts'
import { useGoodsOrdersQuery } from './api/use-goods-orders-query.ts'
import { useScratchCardLogQuery } from './api/use-scratch-card-log-query.ts'
import styles from './diamonds.module.css'

const TABS = ['log', 'orders', 'cards'] as const
type Tab = (typeof TABS)[number]

/** /diamonds/record: every move of the diamonds, the goods orders and where each is, the scratched cards. */
export function DiamondRecordPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: Tab = TABS.find((key) => key === params.get('tab')) ?? 'log'
  return (
    <div className={styles.page} data-testid="diamond-record">
      <Tabs
        label={t('diamonds.record')}
        items={TABS.map((key) => ({ key, label: t(`diamonds.tabs.${key}`) }))}
        selected={tab}
        onSelect={(key) => setParams({ tab: key }, { replace: true })}
        panelId="diamond-record-panel"
      />
      <div id="diamond-record-panel" role="tabpanel">
        {tab === 'log' && <LogList />}
        {tab === 'orders' && <OrderList />}
        {tab === 'cards' && <CardList />}
      </div>
    </div>
  )
}

function LogList() {
  const { t, locale } = useTranslation()
  const log = useDiamondLogQuery(true)
  const items = log.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <PagedList
      items={items}
      itemKey={(entry) => entry.id}
      renderItem={(entry: CallOutput<'diamondLog'>['list'][number]) => (
        <div className={styles.record} data-testid="diamond-log" data-what={entry.what}>
          <div className={styles.recordHead}>
            <span className={entry.amount < 0 ? styles.out : styles.in}>
              {entry.amount > 0 ? '+' : '−'}
              {Math.abs(entry.amount).toLocaleString(locale)}
            </span>
            <span className={styles.time}>{manilaTime(entry.createTime, locale)}</span>
          </div>
          <p className={styles.muted}>
            {t(`diamonds.what.${entry.what}`, {
              note:
                entry.what === 'award' && entry.note
                  ? t(`rewards.sources.${entry.note}` as 'rewards.sources.operator')
                  : (entry.note ?? ''),
            })}{' '}
            · {t('diamonds.balanceAfter', { n: entry.balanceAfter.toLocaleString(locale) })}
          </p>
        </div>
      )}
      hasNextPage={log.hasNextPage}
      isLoading={log.isLoading}
      isFetchingNextPage={log.isFetchingNextPage}
      isError={log.isError}
      fetchNextPage={() => void log.fetchNextPage()}
      empty={
        <EmptyState
          picture="coins"
          line={t('diamonds.logEmpty')}
          action={{ label: t('diamonds.toShop'), to: PATHS.diamonds }}
        />
      }
    />
  )
}

function OrderList() {
  const { t } = useTranslation()
  const orders = useGoodsOrdersQuery(true)
  const items = orders.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <PagedList
      items={items}
      itemKey={(order) => order.id}
      renderItem={(order) => <OrderRow order={order} />}
      hasNextPage={orders.hasNextPage}
      isLoading={orders.isLoading}
      isFetchingNextPage={orders.isFetchingNextPage}
      isError={orders.isError}
      fetchNextPage={() => void orders.fetchNextPage()}
      empty={
        <EmptyState
          picture="coins"
          line={t('diamonds.ordersEmpty')}
          action={{ label: t('diamonds.toShop'), to: PATHS.diamonds }}
        />
      }
    />
  )
}

function OrderRow({ order }: { order: GoodsOrder }) {
  const { t, locale } = useTranslation()
  const last = order.history.at(-1)
  return (
    <div className={styles.record} data-testid="goods-order" data-state={order.state}>
      <div className={styles.recordHead}>
        <span className={styles.name}>{order.name}</span>
        <span className={styles.state}>{t(`diamonds.states.${order.state}`)}</span>
      </div>
      <span className={styles.muted}>
        −{order.price.toLocaleString(locale)} · {manilaTime(last?.at ?? order.createTime, locale)}
        {last?.note ? ` · ${last.note}` : ''}
      </span>
      <AddressLines address={order.address} />
    </div>
  )
}

function CardList() {
  const { t } = useTranslation()
  const cards = useScratchCardLogQuery(true)
  const items = cards.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <PagedList
      items={items}
      itemKey={(card) => card.id}
      renderItem={(card) => <CardRow card={card} />}
      hasNextPage={cards.hasNextPage}
      isLoading={cards.isLoading}
      isFetchingNextPage={cards.isFetchingNextPage}
      isError={cards.isError}
      fetchNextPage={() => void cards.fetchNextPage()}
      empty={
        <EmptyState
          picture="coins"
          line={t('diamonds.cardsEmpty')}
          action={{ label: t('diamonds.toShop'), to: PATHS.diamonds }}
        />
      }
    />
  )
}

function CardRow({ card }: { card: ScratchCard }) {
  const { t, locale } = useTranslation()
  const prize = card.prize ?? []
  return (
    <Link
      className={styles.recordLink}
      to={generatePath(PATHS.diamondScratch, { cardId: String(card.id) })}
      data-testid="scratch-record"
    >
      <div className={styles.recordHead}>
        <span className={styles.name}>{card.name}</span>
        <span className={styles.time}>{manilaTime(card.scratchTime ?? card.createTime, locale)}</span>
      </div>
      <span className={prize.length > 0 ? styles.in : styles.muted}>
        {prize.length > 0
          ? t('diamonds.won', { items: prize.map((item) => awardItemText(t, locale, item)).join(' + ') })
          : t('diamonds.noWin')}
      </span>
    </Link>
  )
}
