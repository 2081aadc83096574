import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'

import { useAwardFlagsQuery } from '../../api/queries/use-award-flags-query.ts'
import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { loadPageTexts, useTranslation } from '../../i18n/i18n.ts'
import { freeTop, tappableBoxes, useLayoutTick } from '../../lib/free-spot.ts'
import { PATHS } from '../../lib/paths.ts'
import { ChatIcon } from '../../ui/icons.tsx'
import styles from './chat-launcher.module.css'

/** The chat and its texts load on the first tap, not with the home page (decision 057). */
const LaunchedChat = lazy(async () => {
  const [module] = await Promise.all([import('./launched-chat.tsx'), loadPageTexts()])
  return { default: module.LaunchedChat }
})

const SIZE_PX = 48
/** Room from the column's side, and above the navigation bar. */
const MARGIN_PX = 12
const NAV_PX = 60
/** The app's column (--column-width), centred on wider screens. */
const COLUMN_PX = 480

/**
 * The customer-service launcher floating on the home page: a player's tap opens the chat where they
 * are; a guest goes to /service, whose other lines need no login. It rests above the navigation bar
 * at the column's right, at the nearest height clear of anything tappable (issue 40 defect 1), else
 * tucked past the edge; the jackpot bubble steps aside for it, not it for the bubble.
 */
export function ChatLauncher() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const replyWaiting = useAwardFlagsQuery().data?.serviceReplyFlag === true
  const self = useRef<HTMLButtonElement>(null)
  const tick = useLayoutTick()
  const [top, setTop] = useState<number | null>(null)
  useLayoutEffect(() => {
    if (!self.current) return
    const columnRight = (window.innerWidth + Math.min(window.innerWidth, COLUMN_PX)) / 2
    const bottom = window.innerHeight - NAV_PX - MARGIN_PX - SIZE_PX
    const found = freeTop(tappableBoxes(self.current, '[data-floating="jackpot"]'), {
      left: columnRight - MARGIN_PX - SIZE_PX,
      width: SIZE_PX,
      height: SIZE_PX,
      preferred: bottom,
      min: window.innerHeight / 2,
      max: bottom,
    })
    setTop(found)
  }, [tick])
  return (
    <>
      <button
        ref={self}
        type="button"
        className={`${styles.launcher} ${top === null ? styles.tucked : ''}`}
        style={top === null ? undefined : { top, bottom: 'auto' }}
        data-tucked={top === null || undefined}
        aria-label={replyWaiting ? t('home.customerServiceReply') : t('home.customerService')}
        data-testid="chat-launcher"
        onClick={() => (signedIn ? setOpen(true) : void navigate(PATHS.service))}
      >
        <ChatIcon />
        {replyWaiting && <span className={styles.dot} data-testid="chat-launcher-dot" aria-hidden="true" />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LaunchedChat onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
