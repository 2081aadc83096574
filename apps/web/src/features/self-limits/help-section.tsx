import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { PATHS } from '../../lib/paths.ts'
import styles from './self-limits.module.css'

const PAGCOR_EXCLUSION_URL = 'https://www.pagcor.ph/regulatory/exclusion2.php'
const PAGCOR_EMAIL = 'keepitfun@pagcor.ph'

export function HelpSection() {
  const { t } = useTranslation()
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('selfLimits.helpTitle')}</h2>
      <p className={styles.muted}>{t('selfLimits.helpBody')}</p>
      <ul className={styles.links}>
        <li>
          <a href={PAGCOR_EXCLUSION_URL} target="_blank" rel="noopener noreferrer">
            {t('selfLimits.helpPagcor')}
          </a>
        </li>
        <li>
          <a href={`mailto:${PAGCOR_EMAIL}`}>{t('selfLimits.helpEmail')}</a>
        </li>
        <li>
          <Link to={PATHS.faq}>{t('selfLimits.helpFaq')}</Link>
        </li>
      </ul>
    </section>
  )
}
