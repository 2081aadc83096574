import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'

import { useAwardFlagsQuery } from '../../api/queries/use-award-flags-query.ts'
import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { loadPageTexts, useTranslation } from '../../i18n/i18n.ts'
import { PATHS } from '../../lib/paths.ts'
import { ChatIcon } from '../../ui/icons.tsx'
import styles from './chat-launcher.module.css'

/** The chat and its texts load on the first tap, not with the home page (decision 057). */
const LaunchedChat = lazy(async () => {
  const [module] = await Promise.all([import('./launched-chat.tsx'), loadPageTexts()])
  return { default: module.LaunchedChat }
})

/**
 * The customer-service launcher floating on the home page: a player's tap opens the chat where they
 * are; a guest goes to /service, whose other lines need no login.
 */
export function ChatLauncher() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const replyWaiting = useAwardFlagsQuery().data?.serviceReplyFlag === true
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
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
