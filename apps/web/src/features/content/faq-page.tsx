import { Link } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { PATHS } from '../../lib/paths.ts'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { LoadError } from './content-document.tsx'
import styles from './content.module.css'
import { useFaqQuery } from './use-faq-query.ts'

/** Questions and answers by category, each answer folded until tapped. */
export function FaqPage() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const { data, isPending, isError, refetch } = useFaqQuery()

  if (isPending) {
    return (
      <div className={styles.page}>
        <SkeletonLines lines={8} />
      </div>
    )
  }
  if (isError) return <LoadError onRetry={() => void refetch()} />
  return (
    <div className={styles.page} data-testid="faq-page">
      {data.categories.map((category) => (
        <section key={category.id} aria-labelledby={`faq-${category.id}`}>
          <h2 id={`faq-${category.id}`} className={styles.category}>
            {category.title}
          </h2>
          {category.items.map((item) => (
            <details key={item.id} className={styles.item}>
              <summary className={styles.question}>{item.question}</summary>
              <p className={styles.answer}>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <Link className={styles.serviceLink} to={PATHS.service} data-testid="faq-service-link">
        {t('faq.contactService')}
      </Link>
      {config && <p className={styles.help}>{t('faq.stillNeedHelp', { email: config.faq.supportEmail })}</p>}
    </div>
  )
}
