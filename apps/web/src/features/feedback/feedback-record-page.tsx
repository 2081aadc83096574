import type { FeedbackTicket } from '@panalo/contract/calls/feedback'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { feedbackTicketPath, PATHS } from '../../lib/paths.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PagedList } from '../../ui/paged-list.tsx'
import { useFeedbackListQuery } from './api/use-feedback-query.ts'
import styles from './feedback.module.css'

/** /feedback/record: the player's tickets, newest activity first, each with its state. */
export function FeedbackRecordPage() {
  const { t } = useTranslation()
  const list = useFeedbackListQuery()
  const tickets = list.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={styles.page} data-testid="feedback-record">
      <PagedList
        items={tickets}
        itemKey={(ticket) => ticket.id}
        renderItem={(ticket) => <TicketRow ticket={ticket} />}
        hasNextPage={list.hasNextPage}
        isLoading={list.isLoading}
        isFetchingNextPage={list.isFetchingNextPage}
        isError={list.isError}
        fetchNextPage={() => void list.fetchNextPage()}
        empty={
          <EmptyState
            picture="mail"
            line={t('feedback.noTickets')}
            action={{ label: t('feedback.newTicket'), to: PATHS.feedback }}
          />
        }
      />
    </div>
  )
}

function TicketRow({ ticket }: { ticket: FeedbackTicket }) {
  const { t, locale } = useTranslation()
  return (
    <Link
      to={feedbackTicketPath(ticket.id)}
      className={styles.ticket}
      data-testid="feedback-ticket"
      data-state={ticket.state}
    >
      <span className={styles.ticketHead}>
        <span className={styles.category}>
          {ticket.unread && <span className={styles.dot} aria-label={t('feedback.newAnswer')} />}
          {t(`feedback.categories.${ticket.category}`)}
        </span>
        <StateBadge state={ticket.state} />
      </span>
      <span className={styles.preview}>{ticket.preview}</span>
      <span className={styles.time}>{manilaTime(ticket.updateTime, locale)}</span>
    </Link>
  )
}

export function StateBadge({ state }: { state: FeedbackTicket['state'] }) {
  const { t } = useTranslation()
  return (
    <span className={`${styles.badge} ${styles[state]}`} data-testid="feedback-state">
      {t(`feedback.states.${state}`)}
    </span>
  )
}
