import { useEffect, useRef, type ReactNode } from 'react'

import { useTranslation } from '../i18n/i18n.ts'
import { Button } from './button.tsx'
import styles from './paged-list.module.css'
import { SkeletonLines } from './skeleton.tsx'

export interface PagedListProps<Item> {
  items: readonly Item[]
  renderItem(item: Item): ReactNode
  itemKey(item: Item): string | number
  hasNextPage: boolean
  isLoading: boolean
  isFetchingNextPage: boolean
  isError: boolean
  fetchNextPage(): void
  /** Shown instead of the list when the first page is empty. */
  empty?: ReactNode
}

/**
 * A list that loads its next page as its end scrolls into view, shows skeletons while loading and
 * says 'No more' when the last page is in. Fed by a TanStack infinite query.
 */
export function PagedList<Item>({
  items,
  renderItem,
  itemKey,
  hasNextPage,
  isLoading,
  isFetchingNextPage,
  isError,
  fetchNextPage,
  empty,
}: PagedListProps<Item>) {
  const { t } = useTranslation()
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage || isFetchingNextPage || isError) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fetchNextPage()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage])

  if (isLoading) return <SkeletonLines lines={4} />
  if (items.length === 0 && !isError && empty) return <>{empty}</>
  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {isFetchingNextPage && <SkeletonLines lines={2} />}
      {isError && (
        <div className={styles.end}>
          <Button variant="secondary" size="sm" onClick={fetchNextPage}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {!hasNextPage && !isError && items.length > 0 && <p className={styles.end}>{t('common.noMore')}</p>}
      <div ref={sentinel} className={styles.sentinel} />
    </>
  )
}
