import type { LotteryDraw } from '@panalo/contract/calls/lottery'

import { useTranslation } from '../../i18n/i18n.ts'
import { PagedList } from '../../ui/paged-list.tsx'
import { useLotteryHistoryQuery } from './api/use-lottery-history-query.ts'
import { DrawResult } from './lottery-page.tsx'
import styles from './lottery.module.css'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PATHS } from '../../lib/paths.ts'

/** /activity/lottery/history: past draws, newest first, with their numbers and the check of each. */
export function LotteryHistoryPage() {
  const { t } = useTranslation()
  const history = useLotteryHistoryQuery()
  const items = history.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={styles.page} data-testid="lottery-history">
      <PagedList
        items={items}
        itemKey={(draw) => draw.id}
        renderItem={(draw: LotteryDraw) => (
          <DrawResult draw={draw} heading={t('lottery.history.draw', { id: draw.id })} />
        )}
        hasNextPage={history.hasNextPage}
        isLoading={history.isLoading}
        isFetchingNextPage={history.isFetchingNextPage}
        isError={history.isError}
        fetchNextPage={() => void history.fetchNextPage()}
        empty={
          <EmptyState
            picture="draws"
            line={t('lottery.history.empty')}
            action={{ label: t('lottery.buyTicket'), to: PATHS.activityLottery }}
          />
        }
      />
    </div>
  )
}
