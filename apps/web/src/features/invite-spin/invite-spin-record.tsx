import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { spinPesos } from './invite-spin-view.ts'
import { drawProofPath } from '../../lib/paths.ts'
import { useInviteSpinRecordQuery } from './api/use-invite-spin-queries.ts'
import styles from './invite-spin.module.css'

/** The campaign's spins, each with what it added and a link to its proof on /fair (decision 058). */
export function InviteSpinRecord() {
  const { t, locale } = useTranslation()
  const rows = useInviteSpinRecordQuery().data?.list ?? []
  return (
    <section className={styles.card} data-testid="invite-spin-record">
      <h3 className={styles.heading}>{t('inviteSpin.record.title')}</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('inviteSpin.record.empty')}</p>
      ) : (
        rows.map((row) => (
          <div key={row.id} className={styles.recordRow} data-testid="invite-spin-record-row">
            <span>{t(`inviteSpin.wheels.${row.kind}`)}</span>
            <strong>{t('inviteSpin.added', { amount: spinPesos(row.added, locale) })}</strong>
            <span className={styles.muted}>{manilaTime(row.createTime, locale)}</span>
            <Link to={drawProofPath('inviteSpin', row.id)}>{t('inviteSpin.record.verify')}</Link>
          </div>
        ))
      )}
    </section>
  )
}
