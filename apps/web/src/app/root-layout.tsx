import { lazy, Suspense, useEffect } from 'react'
import {
  Link,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from 'react-router'

import { useOverlayQueue } from '../lib/overlay-store.ts'
import { trackPageView } from '../lib/tracking/use-view-tracking.ts'
import { BottomNav } from '../ui/bottom-nav.tsx'
import { LoadingBar } from '../ui/loading-bar.tsx'
import { NavBar, navBarRightClass } from '../ui/nav-bar.tsx'
import { Toaster } from '../ui/toast.tsx'
import { AuthDialogs } from '../features/auth/auth-dialogs.tsx'
import { useSignedIn } from '../api/queries/use-me-query.ts'
import { ACTIVITY_ID } from '@panalo/contract/enums'
import { useAfterLoginQuery } from '../api/queries/use-after-login-query.ts'
import { jackpotBubbleVisible } from '../features/jackpot/bubble-rule.ts'
import { ChatLauncher } from '../features/service/chat-launcher.tsx'
import { loadPageTexts, useTranslation } from '../i18n/i18n.ts'
import { isEmbedded } from '../lib/embedded.ts'
import { PATHS } from '../lib/paths.ts'
import { useBottomNavItems } from './bottom-nav-items.tsx'
import { AgeNotice } from './overlays/age-notice.tsx'
import { TipsDialog } from './overlays/tips-dialog.tsx'
import { useStartUpChain } from './use-start-up-chain.ts'
import type { RouteHandle } from './router.tsx'
import styles from './root-layout.module.css'
import { isQuietPath } from '../lib/start-up-popups.ts'

/** Only signed-in players can have a play-time limit, so guests never load the reminder. */
const PlayTimeReminder = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/self-limits/play-time-reminder.tsx'),
    loadPageTexts(),
  ])
  return { default: module.PlayTimeReminder }
})

/** The reward popup loads when a claim first enqueues awards (it is not part of /'s script). */
const RewardPopup = lazy(async () => {
  const [module] = await Promise.all([import('./overlays/reward-popup.tsx'), loadPageTexts()])
  return { default: module.RewardPopup }
})

/** The start-up popups load when the chain first queues one (decision 033). */
const StartUpPopup = lazy(async () => {
  const [module] = await Promise.all([import('./overlays/start-up-popup.tsx'), loadPageTexts()])
  return { default: module.StartUpPopup }
})

/** The VIP gift modal asks for the VIP info, so it loads only for a signed-in player. */
const VipGiftModal = lazy(async () => {
  const [module] = await Promise.all([import('../features/vip/vip-gift-modal.tsx'), loadPageTexts()])
  return { default: module.VipGiftModal }
})

/** The jackpot bubble and its texts load only where it shows (decision 040); the modal on its first tap. */
const JackpotBubble = lazy(async () => {
  const [module] = await Promise.all([import('../features/jackpot/jackpot-bubble.tsx'), loadPageTexts()])
  return { default: module.JackpotBubble }
})

/**
 * The default layout: the top bar of titled pages, the page, the bottom navigation where the route
 * shows it, the loading bar, and the global overlays that depend on the route.
 */
export function RootLayout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  const matches = useMatches()
  const meta = matches.map((match) => (match.handle as RouteHandle | undefined)?.meta).findLast(Boolean)
  const navItems = useBottomNavItems()
  const signedIn = useSignedIn()
  const queueHead = useOverlayQueue((state) => state.queue[0]?.kind)
  useStartUpChain()
  const jackpotActivity = useAfterLoginQuery().data?.activityMap[String(ACTIVITY_ID.luckyJackpot)]
  const showJackpotBubble = jackpotBubbleVisible({
    signedIn,
    floatingRoute: meta?.floatingBubble === true,
    activity: jackpotActivity,
  })
  const title = meta?.title ? t(meta.title) : undefined

  useEffect(() => {
    document.title = title ? `${title} · Panalo` : 'Panalo'
  }, [title])

  useEffect(() => {
    trackPageView(location.pathname)
  }, [location.pathname])

  const showNavbar = meta ? meta.navbar : true
  return (
    <>
      <LoadingBar active={navigation.state === 'loading'} />
      {title && (
        <NavBar
          title={title}
          // In a game's frame (/fair from a round) the frame's own back control is the one shown.
          onBack={isEmbedded() ? undefined : () => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          right={
            meta?.rightLink && (
              <Link className={navBarRightClass} to={meta.rightLink.to}>
                {t(meta.rightLink.label)}
              </Link>
            )
          }
        />
      )}
      <main className={styles.main}>
        <Outlet />
      </main>
      {showNavbar && <BottomNav items={navItems} label={t('common.appName')} />}
      {/* The customer-service launcher floats on the home page (decision 057). */}
      {location.pathname === PATHS.index && <ChatLauncher />}
      <AgeNotice />
      <AuthDialogs />
      <TipsDialog />
      {/* A boundary of its own for each lazy overlay: two loading in one boundary made Preact
          re-render the later one detached when the earlier arrived, and its load escaped as an
          uncaught error on every signed-in start. */}
      {signedIn && (
        <Suspense fallback={null}>
          <PlayTimeReminder />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <VipGiftModal />
        </Suspense>
      )}
      {showJackpotBubble && (
        <Suspense fallback={null}>
          <JackpotBubble />
        </Suspense>
      )}
      {queueHead === 'rewards' && (
        <Suspense fallback={null}>
          <RewardPopup />
        </Suspense>
      )}
      {queueHead === 'startUp' && !isQuietPath(location.pathname) && (
        <Suspense fallback={null}>
          <StartUpPopup />
        </Suspense>
      )}
      <Toaster />
      {/* A new page starts at the top; back and forward return to where the player was. */}
      <ScrollRestoration />
    </>
  )
}
