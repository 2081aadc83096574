import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router'

import { useTranslation } from '../i18n/i18n.ts'
import { PATHS } from '../lib/paths.ts'
import { Button } from '../ui/button.tsx'
import styles from './error-pages.module.css'

/** 'Page not found' and the path: for unmatched paths and failed route validation (SPEC.md §8). */
export function NotFoundPage() {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <main className={styles.page} data-testid="not-found-page">
      <div className={styles.code}>404</div>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.path}>{t('notFound.path', { path: `${location.pathname}${location.search}` })}</p>
      <Link to={PATHS.index}>{t('notFound.goHome')}</Link>
    </main>
  )
}

/** 'Internal Server Error' for anything a page throws. */
export function ServerErrorPage() {
  const { t } = useTranslation()
  return (
    <main className={styles.page} data-testid="server-error-page">
      <div className={styles.code}>500</div>
      <h1 className={styles.title}>{t('serverError.title')}</h1>
      <p className={styles.path}>{t('serverError.body')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('serverError.reload')}
      </Button>
    </main>
  )
}

export function RouteErrorPage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (import.meta.env.DEV) console.error(error)
  return <ServerErrorPage />
}
