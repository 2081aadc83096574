import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'

import { ERROR_CODES } from 'virtual:error-codes'

import { isApiError } from '../../api/client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useDelMailMutation } from './api/use-del-mail-mutation.ts'
import { useMailDetailQuery } from './api/use-mail-query.ts'
import { useReceiveMailMutation } from './api/use-receive-mail-mutation.ts'
import { mailBody, mailTitle } from './mail-text.ts'
import styles from './mail.module.css'

/**
 * /email/detail?id=…: one mail (opening it marks it read). A reward shows with its wagering before the
 * Claim button; claimed, it goes through the reward popup. A mail can be deleted once nothing waits in it.
 */
export function MailDetailPage() {
  const { t, locale } = useTranslation()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const asked = search.get('id') ?? ''
  // An id that cannot be a mail's is the same "not found" as one that is gone, in the mail's own page.
  const id = /^[1-9]\d{0,15}$/.test(asked) ? Number(asked) : null
  const detail = useMailDetailQuery(id)
  const claim = useReceiveMailMutation()
  const remove = useDelMailMutation()
  const [confirming, setConfirming] = useState(false)

  if (id === null || detail.isError)
    return (
      <div className={styles.page} data-testid="mail-missing">
        <EmptyState
          picture="mail"
          line={
            id === null || isApiError(detail.error, ERROR_CODES.MAIL_NOT_FOUND)
              ? t('mail.notFound')
              : errorMessage(t, detail.error)
          }
          action={{ label: t('mail.backToInbox'), to: PATHS.email }}
        />
      </div>
    )
  if (!detail.data)
    return (
      <div className={styles.page}>
        <SkeletonLines lines={4} />
      </div>
    )
  const mail = detail.data
  const coins = mail.attachments.find((item) => item.id === 2001)?.count ?? 0
  const waiting = mail.attachments.length > 0 && !mail.claimed

  function handleClaim() {
    claim.mutate(mail.id, {
      onError: (error) => showToast(errorMessage(t, error), 'error'),
    })
  }

  function handleDelete() {
    remove.mutate(mail.id, {
      onSuccess: () => {
        setConfirming(false)
        showToast(t('mail.deleted'))
        void navigate(PATHS.email, { replace: true })
      },
      onError: (error) => {
        setConfirming(false)
        showToast(isApiError(error) ? errorMessage(t, error) : t('mail.deleteFailed'), 'error')
      },
    })
  }

  return (
    <div className={styles.page} data-testid="mail-detail">
      <article className={styles.letter}>
        <h1 className={styles.title} data-testid="mail-title">
          {mailTitle(t, locale, mail)}
        </h1>
        <p className={styles.time}>{manilaTime(mail.createTime, locale)}</p>
        <p className={styles.body} data-testid="mail-body">
          {mailBody(t, locale, mail)}
        </p>
        {mail.kind === 'welcome' && (
          <Link
            className={styles.cta}
            to={mail.params.items ? PATHS.activitySignUpBonus : PATHS.index}
            data-testid="mail-welcome-action"
          >
            {mail.params.items ? t('mail.welcomeBonusAction') : t('mail.welcomeAction')}
          </Link>
        )}
      </article>
      {mail.attachments.length > 0 && (
        <section className={styles.reward} data-testid="mail-reward">
          <h2 className={styles.heading}>{t('mail.rewardHeading')}</h2>
          <AwardItems items={mail.attachments} />
          {coins > 0 && (
            <p className={styles.muted} data-testid="mail-wagering">
              {mail.wagering.multiple === 0
                ? t('mail.noWagering')
                : t('mail.wagering', {
                    amount: pesos(coins * mail.wagering.multiple, locale),
                    multiple: mail.wagering.multiple,
                  })}
              {mail.wagering.expiryDays !== null &&
                mail.wagering.multiple > 0 &&
                ` ${t('mail.wageringDays', { days: mail.wagering.expiryDays })}`}
              {mail.wagering.held && !mail.claimed && ` ${t('mail.held')}`}
            </p>
          )}
          {waiting ? (
            <>
              <Button loading={claim.isPending} onClick={handleClaim} data-testid="mail-claim">
                {t('mail.claim')}
              </Button>
              <p className={styles.muted}>
                {t('mail.claimBy', { time: manilaTime(mail.expireTime, locale) })}
              </p>
            </>
          ) : (
            <p className={styles.claimed} data-testid="mail-claimed">
              {t('mail.rewardClaimed')}
            </p>
          )}
        </section>
      )}
      {waiting ? (
        <p className={styles.muted}>{t('mail.deleteAfterClaim')}</p>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="mail-delete">
          {t('mail.delete')}
        </Button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('mail.deleteTitle')}
        data-testid="mail-delete-confirm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('mail.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={handleDelete}
              data-testid="mail-delete-button"
            >
              {t('mail.delete')}
            </Button>
          </>
        }
      >
        <p className={styles.muted}>{t('mail.deleteBody')}</p>
      </Dialog>
    </div>
  )
}
