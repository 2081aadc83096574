import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { PagedList } from '../../ui/paged-list.tsx'
import { centavos } from './rebate-amount.ts'
import { useRebateLogQuery } from './api/use-rebate-query.ts'
import styles from './vip.module.css'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PATHS } from '../../lib/paths.ts'

/** /vip/rebate/record: the rebates claimed, by day, game type and amount. */
export function RebateRecordPage() {
  const { t, locale } = useTranslation()
  const log = useRebateLogQuery()
  const items = log.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={styles.page} data-testid="rebate-record-page">
      <PagedList
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <div className={styles.record} data-testid="rebate-record" data-type={item.gameType}>
            <div className={styles.cardHead}>
              <span className={styles.rowTitle}>
                {t(`games.types.${item.gameType}`)} · {centavos(item.amount, locale)}
              </span>
              <span className={styles.muted}>{manilaTime(item.createdAt, locale)}</span>
            </div>
            <p className={styles.muted}>{t('rebate.forDay', { day: item.day })}</p>
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
            line={t('rebate.recordEmpty')}
            action={{ label: t('rebate.playToEarn'), to: PATHS.index }}
          />
        }
      />
    </div>
  )
}
