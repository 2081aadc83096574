import type { LotteryTicket } from '@panalo/contract/calls/lottery'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { loginPath, PATHS } from '../../lib/paths.ts'
import { sessionToken } from '../../lib/session.ts'
import { PagedList } from '../../ui/paged-list.tsx'
import { useLotteryRecordQuery } from './api/use-lottery-record-query.ts'
import styles from './lottery.module.css'
import { EmptyState } from '../../ui/empty-state.tsx'

/** /activity/lottery/record: the player's tickets, newest first, each waiting, won (and what) or lost. */
export function LotteryRecordPage() {
  const { t } = useTranslation()
  if (!sessionToken())
    return (
      <div className={styles.page}>
        <p>{t('lottery.loginFirst')}</p>
        <Link className={styles.cta} to={loginPath({ redirect: PATHS.activityLotteryRecord })}>
          {t('lottery.login')}
        </Link>
      </div>
    )
  return <TicketList />
}

function TicketList() {
  const { t, locale } = useTranslation()
  const record = useLotteryRecordQuery()
  const items = record.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={styles.page} data-testid="lottery-record">
      <PagedList
        items={items}
        itemKey={(ticket) => ticket.id}
        renderItem={(ticket: LotteryTicket) => (
          <div className={styles.card} data-testid="lottery-ticket" data-state={ticket.state}>
            <div className={styles.cardHead}>
              <span>{t('lottery.record.number', { n: ticket.number })}</span>
              <span className={ticket.state === 'won' ? styles.won : styles.muted}>
                {ticket.state === 'won'
                  ? t('lottery.record.won', { prize: ticket.prize?.name ?? '' })
                  : t(`lottery.record.${ticket.state}`)}
              </span>
            </div>
            <p className={styles.muted}>
              {t('lottery.record.drawAt', { time: manilaTime(ticket.drawTime, locale) })} ·{' '}
              {t(ticket.paidWith === 'points' ? 'lottery.record.paidPoints' : 'lottery.record.paidCoupon')}
            </p>
          </div>
        )}
        hasNextPage={record.hasNextPage}
        isLoading={record.isLoading}
        isFetchingNextPage={record.isFetchingNextPage}
        isError={record.isError}
        fetchNextPage={() => void record.fetchNextPage()}
        empty={
          <EmptyState
            picture="ticket"
            line={t('lottery.record.empty')}
            action={{ label: t('lottery.buyTicket'), to: PATHS.activityLottery }}
          />
        }
      />
    </div>
  )
}
