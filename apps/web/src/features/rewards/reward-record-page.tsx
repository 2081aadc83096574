import type { AwardRecord } from '@panalo/contract/calls/rewards'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { AwardItems, bonusCoinsText } from '../../ui/award-items.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PagedList } from '../../ui/paged-list.tsx'
import { useRewardRecordQuery } from './api/use-reward-record-query.ts'
import styles from './rewards.module.css'

/** /reward/record and /bonus/record: every award the player received, by source, items and time. */
export function RewardRecordPage() {
  const { t } = useTranslation()
  const record = useRewardRecordQuery()
  const items = record.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={styles.page} data-testid="reward-record-page">
      <PagedList
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => <RewardRecordRow record={item} />}
        hasNextPage={record.hasNextPage}
        isLoading={record.isLoading}
        isFetchingNextPage={record.isFetchingNextPage}
        isError={record.isError}
        fetchNextPage={() => void record.fetchNextPage()}
        empty={
          <EmptyState
            picture="trophy"
            line={t('rewards.recordEmpty')}
            action={{ label: t('rewards.recordEmptyAction'), to: PATHS.bonus }}
          />
        }
      />
    </div>
  )
}

function RewardRecordRow({ record }: { record: AwardRecord }) {
  const { t, locale } = useTranslation()
  return (
    <div className={styles.record} data-testid="reward-record" data-source={record.source}>
      <div className={styles.recordHead}>
        <span className={styles.source}>{t(`rewards.sources.${record.source}`)}</span>
        <span className={styles.time}>{manilaTime(record.createTime, locale)}</span>
      </div>
      <AwardItems items={record.items} plainCoins={record.multiple === null} />
      {record.heldCoins > 0 && (
        <p className={styles.held}>
          {t('rewards.heldCoins', { amount: bonusCoinsText(t, locale, record.heldCoins) })}
        </p>
      )}
      {record.reason && <p className={styles.muted}>{record.reason}</p>}
    </div>
  )
}
