import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { drawProofPath } from '../../lib/paths.ts'
import { awardItemText } from '../../ui/award-items.tsx'
import { useSpinRecordQuery } from './api/use-draw-proof-query.ts'
import styles from './jackpot.module.css'

/** The player's latest spins on /activity/spin, each with a link to its proof on /fair (decision 055). */
export function SpinRecord() {
  const { t, locale } = useTranslation()
  const record = useSpinRecordQuery()
  const rows = record.data?.list ?? []
  return (
    <section className={styles.rules} data-testid="spin-record">
      <h3>{t('drawProof.recordTitle')}</h3>
      {rows.length === 0 ? (
        <p>{t('drawProof.recordEmpty')}</p>
      ) : (
        rows.map((row) => (
          <div
            key={row.id}
            className={`${styles.tableRow} ${styles.threeColumns}`}
            data-testid="spin-record-row"
          >
            <span>{row.items.map((item) => awardItemText(t, locale, item)).join(' + ')}</span>
            <span className={styles.muted}>{manilaTime(row.createTime, locale)}</span>
            <Link className={styles.verifyLink} to={drawProofPath('spin', row.id)}>
              {t('drawProof.verify')}
            </Link>
          </div>
        ))
      )}
    </section>
  )
}
