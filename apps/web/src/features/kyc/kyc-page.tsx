import type { KycStatus } from '@panalo/contract/calls/kyc'
import { Link } from 'react-router'

import { useKycQuery } from '../../api/queries/use-kyc-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime } from '../../lib/format.ts'
import { walletsPath } from '../../lib/paths.ts'
import { FormError } from '../../ui/field.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { KycForm } from './kyc-form.tsx'
import styles from './kyc.module.css'

/**
 * /member/profile/kyc: where the player's identity verification stands, and the form while there is
 * nothing waiting and nothing approved (first time, or after a refusal with its reason shown).
 */
export function KycPage() {
  const { t } = useTranslation()
  const kyc = useKycQuery()
  if (kyc.isLoading) return <PageSkeleton />
  if (!kyc.data) return <FormError message={errorMessage(t, kyc.error)} />
  const status = kyc.data
  const canSend = status.state === 'none' || status.state === 'refused'
  return (
    <div className={styles.page} data-testid="kyc-page">
      <StateCard status={status} />
      {canSend && <KycForm key={status.submitTime ?? 'first'} previous={status} />}
    </div>
  )
}

function StateCard({ status }: { status: KycStatus }) {
  const { t, locale } = useTranslation()
  const date = (iso: string | null) => (iso ? manilaTime(iso, locale) : '')
  const text = (() => {
    switch (status.state) {
      case 'none':
        return t('kyc.stateText.none')
      case 'pending':
        return t(status.resubmitted ? 'kyc.stateText.pendingAgain' : 'kyc.stateText.pending', {
          date: date(status.submitTime),
        })
      case 'approved':
        return t('kyc.stateText.approved', { date: date(status.reviewTime) })
      case 'refused':
        return t('kyc.stateText.refused')
    }
  })()
  return (
    <section
      className={`${styles.card} ${styles[status.state]}`}
      data-testid="kyc-state"
      data-state={status.state}
    >
      <span className={styles.badge}>{t(`kyc.states.${status.state}`)}</span>
      <p className={styles.cardText}>{text}</p>
      {status.state === 'refused' && status.refuseReason && (
        <p className={styles.reason} data-testid="kyc-reason">
          <strong>{t('kyc.reason')}</strong> {status.refuseReason}
        </p>
      )}
      {status.idType && status.state !== 'refused' && (
        <dl className={styles.details}>
          <dt>{t('kyc.form.idType')}</dt>
          <dd>
            {t(`kyc.idTypes.${status.idType}`)} ••••{status.idNumberEnd}
          </dd>
          <dt>{t('kyc.form.fullName')}</dt>
          <dd>{status.fullName}</dd>
        </dl>
      )}
      {status.state === 'none' && <p className={styles.muted}>{t('kyc.why')}</p>}
      {status.state === 'approved' && (
        <Link className={styles.link} to={walletsPath('withdraw')}>
          {t('kyc.toWithdraw')}
        </Link>
      )}
    </section>
  )
}
