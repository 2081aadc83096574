import { AGE_NOTICE_DECLINE_URL } from '@panalo/contract/constants'
import { H5_CLIENT_MODE } from '@panalo/contract/enums'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { hideOverlay, showOverlay } from '../../lib/overlay-store.ts'
import { PATHS } from '../../lib/paths.ts'
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { AGE_NOTICE_EXEMPT_PATHS } from '../routes.ts'
import styles from './age-notice.module.css'

/**
 * The age and terms notice (SPEC.md §1 and §4): shown while h5ClientMode is 1 until accepted, except
 * on the terms and privacy pages so they can be read first. Declining leaves Panalo. Accepting in
 * another document of Panalo closes it too: the game page inside /game/start's frame shows its own
 * copy on a first visit, under the one of the page around it, and another tab may be open.
 */
export function AgeNotice() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const { pathname } = useLocation()
  const [accepted, setAccepted] = useState(() => readStorage(STORAGE_KEYS.ageNoticeAccepted) !== null)
  // Opened in a task after the page's first paint, not in the render that first shows the page:
  // showModal lays the whole page out in its task, which held the lobby's first paint (its largest
  // picture, Lighthouse's LCP) back by that task on a slow phone.
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])

  useEffect(() => {
    const onStorage = () => {
      if (readStorage(STORAGE_KEYS.ageNoticeAccepted) !== null) setAccepted(true)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const required = config?.h5ClientMode === H5_CLIENT_MODE.ageNotice
  const open = painted && required && !accepted && !AGE_NOTICE_EXEMPT_PATHS.includes(pathname)

  // Other overlays (the start-up popups) wait while it is open.
  useEffect(() => {
    if (open) showOverlay('ageNotice')
    else hideOverlay('ageNotice')
  }, [open])

  function handleAccept() {
    writeStorage(STORAGE_KEYS.ageNoticeAccepted, new Date().toISOString())
    setAccepted(true)
  }

  return (
    <Dialog
      open={open}
      title={t('ageNotice.title')}
      data-testid="age-notice"
      actions={
        <>
          <Button variant="secondary" onClick={() => window.location.assign(AGE_NOTICE_DECLINE_URL)}>
            {t('ageNotice.decline')}
          </Button>
          <Button onClick={handleAccept}>{t('ageNotice.accept')}</Button>
        </>
      }
    >
      <div className={styles.badge} aria-hidden="true">
        21+
      </div>
      <p className={styles.intro}>{t('ageNotice.intro')}</p>
      <ul className={styles.list}>
        <li>{t('ageNotice.age')}</li>
        <li>{t('ageNotice.notBarred')}</li>
        <li>{t('ageNotice.publicPlaces')}</li>
        <li>{t('ageNotice.forfeit')}</li>
        <li>{t('ageNotice.freeBonus')}</li>
      </ul>
      <p className={styles.links}>
        <Link to={PATHS.termsOfUse}>{t('ageNotice.terms')}</Link> ·{' '}
        <Link to={PATHS.privacyPolicy}>{t('ageNotice.privacy')}</Link>
      </p>
      <p className={styles.tagline}>{config?.responsibleGaming.tagline ?? t('responsibleGaming.tagline')}</p>
    </Dialog>
  )
}
