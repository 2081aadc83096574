import type { ContentPage } from '@panalo/contract/calls/app'

import { useTranslation } from '../../i18n/i18n.ts'
import { Button } from '../../ui/button.tsx'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import styles from './content.module.css'
import { useContentQuery } from './use-content-query.ts'

/** Renders an information page from its blocks: headings, paragraphs and lists, never raw HTML. */
export function ContentDocument({ page }: { page: ContentPage }) {
  const { t, locale } = useTranslation()
  const { data, isPending, isError, refetch } = useContentQuery(page)

  if (isPending) {
    return (
      <div className={styles.page}>
        <SkeletonLines lines={8} />
      </div>
    )
  }
  if (isError) return <LoadError onRetry={() => void refetch()} />
  const updated = new Date(data.updatedAt).toLocaleDateString(locale, { dateStyle: 'long' })
  return (
    <article className={styles.page} data-testid={`content-${page}`}>
      <h2 className={styles.title}>{data.title}</h2>
      <p className={styles.updated}>{t('common.lastUpdated', { date: updated })}</p>
      {data.blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <h3 key={index} className={styles.heading}>
                {block.text}
              </h3>
            )
          case 'paragraph':
            return (
              <p key={index} className={styles.paragraph}>
                {block.text}
              </p>
            )
          case 'list':
            return (
              <ul key={index} className={styles.list}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
        }
      })}
    </article>
  )
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.error}>
      <p>{t('errors.network')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
