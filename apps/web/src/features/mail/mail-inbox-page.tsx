import type { Mail } from '@panalo/contract/calls/mail'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { mailDetailPath, PATHS } from '../../lib/paths.ts'
import { GiftIcon } from '../../ui/icons.tsx'
import { PagedList } from '../../ui/paged-list.tsx'
import { useMailListQuery } from './api/use-mail-query.ts'
import { mailTitle } from './mail-text.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import styles from './mail.module.css'

/**
 * /email: the inbox, newest first. Unread mails are bold; a gift mark shows a reward to claim. Mails
 * stay 60 days (decision 035).
 */
export function MailInboxPage() {
  const { t } = useTranslation()
  const inbox = useMailListQuery()
  const first = inbox.data?.pages[0]
  const mails = inbox.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={styles.page} data-testid="mail-page">
      {first && first.total > 0 && (
        <p className={styles.muted} data-testid="mail-summary">
          {[
            t('mail.unread', { count: first.unread }),
            first.unclaimed > 0 ? t('mail.unclaimed', { count: first.unclaimed }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <PagedList
        items={mails}
        itemKey={(mail) => mail.id}
        renderItem={(mail) => <MailRow mail={mail} />}
        hasNextPage={inbox.hasNextPage}
        isLoading={inbox.isLoading}
        isFetchingNextPage={inbox.isFetchingNextPage}
        isError={inbox.isError}
        fetchNextPage={() => void inbox.fetchNextPage()}
        empty={
          <EmptyState
            testId="mail-empty"
            picture="mail"
            line={t('mail.emptyBody')}
            action={{ label: t('mail.emptyAction'), to: PATHS.bonus }}
          />
        }
      />
      <p className={styles.muted}>{t('mail.retention')}</p>
    </div>
  )
}

function MailRow({ mail }: { mail: Mail }) {
  const { t, locale } = useTranslation()
  const waiting = mail.attachments.length > 0 && !mail.claimed
  return (
    <Link
      to={mailDetailPath(mail.id)}
      className={`${styles.row} ${mail.read ? '' : styles.unread}`}
      data-testid="mail-row"
      data-id={mail.id}
      data-read={mail.read ? 'yes' : 'no'}
    >
      <span className={styles.dotSlot} aria-hidden="true">
        {!mail.read && <span className={styles.dot} />}
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{mailTitle(t, locale, mail)}</span>
        <span className={styles.time}>{manilaTime(mail.createTime, locale)}</span>
      </span>
      {mail.attachments.length > 0 && (
        <span
          className={waiting ? styles.gift : styles.giftClaimed}
          data-testid="mail-attachment"
          title={waiting ? t('mail.rewardWaiting') : t('mail.rewardClaimed')}
        >
          <GiftIcon width={20} height={20} />
          <span className={styles.visuallyHidden}>
            {waiting ? t('mail.rewardWaiting') : t('mail.rewardClaimed')}
          </span>
        </span>
      )}
    </Link>
  )
}
