import { ERROR_CODES } from 'virtual:error-codes'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react'

import { onApiEvent } from '../api/api-events.ts'
import { isApiError } from '../api/client.ts'
import { appConfigQuery, useAppConfigQuery } from '../api/queries/use-app-config-query.ts'
import { useAfterLoginQuery } from '../api/queries/use-after-login-query.ts'
import { gameListQuery } from '../api/queries/use-game-list-query.ts'
import { meKeys, useMeQuery } from '../api/queries/use-me-query.ts'
import { preLoginQuery, usePreLoginQuery } from '../api/queries/use-pre-login-query.ts'
import { savedAccount } from '../api/queries/use-sign-in.ts'
import { themeQuery, useThemeQuery } from '../api/queries/use-theme-query.ts'
import { themeViewIdFromUrl } from '../api/startup-calls.ts'
import { useTranslation } from '../i18n/i18n.ts'
import { createActivityRefresh } from '../lib/activity-refresh.ts'
import { startBuildPolling } from '../lib/build-version.ts'
import { useMaintenanceStore } from '../lib/maintenance-state.ts'
import { PATHS } from '../lib/paths.ts'
import { showOverlay } from '../lib/overlay-store.ts'
import { onSessionChange, signOut, type SignOutReason } from '../lib/session.ts'
import { eventQueue } from '../lib/tracking/event-queue.ts'
import { applyTheme } from '../lib/theme.ts'
import { showToast } from '../ui/toast.tsx'
import type { AppRouter, RouteHandle } from './router.tsx'

/**
 * Starts the start-up queries before the router is built and anything renders; StartupGate then reads
 * their answers. They take the calls the first script already sent (api/startup-calls.ts). On / the
 * lobby's game list is asked for as soon as preLogin names its version (on a first visit it was sent
 * at once), so it overlaps the first render instead of following it.
 */
export function prefetchStartupQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(themeQuery(themeViewIdFromUrl()))
  void queryClient.prefetchQuery(appConfigQuery)
  const onHome = window.location.pathname === PATHS.index
  queryClient.fetchQuery(preLoginQuery).then(
    (preLogin) => {
      if (onHome) void queryClient.prefetchQuery(gameListQuery(preLogin.gameListVersion))
    },
    // StartupGate acts on a failed preLogin.
    () => undefined,
  )
}

/**
 * Start-up (SPEC.md §4): a cover view until the theme and the pre-login answer are in (and the config,
 * unless one is stored), then the app. It also wires what the API reports: forced sign-out,
 * maintenance, and the activity refresh.
 */
export function StartupGate({ router, children }: { router: AppRouter; children: ReactNode }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const themeViewId = useMemo(() => themeViewIdFromUrl(), [])
  const theme = useThemeQuery(themeViewId)
  const preLogin = usePreLoginQuery()
  const config = useAppConfigQuery()
  const setMaintenance = useMaintenanceStore((state) => state.set)
  const me = useMeQuery()
  // Logged-in players also load the after-login info (SPEC.md §4, start-up step 5).
  useAfterLoginQuery()
  const refreshActivities = useMemo(() => createActivityRefresh(queryClient), [queryClient])

  // Before the browser styles and paints what this render added: one style pass, not two.
  useLayoutEffect(() => {
    if (theme.data) applyTheme(theme.data, { remember: themeViewId === null })
  }, [theme.data, themeViewId])

  useEffect(() => {
    if (preLogin.data) setMaintenance(preLogin.data.maintenance)
    const error = preLogin.error
    if (!error) return
    if (isApiError(error, ERROR_CODES.SIGNED_OUT)) signOut('forced')
    else if (!isApiError(error)) showToast(t('common.offline'))
  }, [preLogin.data, preLogin.error, setMaintenance, t])

  useEffect(() => {
    const stopMaintenance = onApiEvent('maintenance', ({ info }) => {
      setMaintenance(info ?? { on: true, message: '', endsAt: null })
      void router.navigate(PATHS.maintenance, { replace: true })
    })
    const stopSignedOut = onApiEvent('signedOut', () => signOut('forced'))
    const stopSession = onSessionChange((token, reason) => {
      if (token !== null) return
      // Everything that belonged to the player goes with the session: user, wallet, VIP, dots.
      queryClient.removeQueries({ queryKey: meKeys.all })
      eventQueue.setUserId(null)
      leaveGuardedPage(router, reason)
      if (reason === 'forced') {
        showToast(t('common.sessionEnded'))
        showOverlay('login', { account: savedAccount() !== null })
      }
      if (reason === 'other-tab') showToast(t('common.signedOutElsewhere'))
    })
    return () => {
      stopMaintenance()
      stopSignedOut()
      stopSession()
    }
  }, [queryClient, router, setMaintenance, t])

  useEffect(() => {
    if (me.data) eventQueue.setUserId(me.data.id)
  }, [me.data])

  const ready = !theme.isPending && !preLogin.isPending && (config.data !== undefined || !config.isPending)

  useEffect(() => {
    if (!ready) return
    if (config.data) startBuildPolling(config.data.clientConfig.buildPollMs)
    refreshActivities()
    const stopNavigation = router.subscribe((state) => {
      if (state.navigation.state === 'idle') refreshActivities()
    })
    const handleVisible = () => {
      if (document.visibilityState === 'visible') refreshActivities()
    }
    document.addEventListener('visibilitychange', handleVisible)
    return () => {
      stopNavigation()
      document.removeEventListener('visibilitychange', handleVisible)
    }
  }, [ready, config.data, refreshActivities, router])

  if (!ready) return <Cover />
  return <>{children}</>
}

/** A signed-out player on a page that needs a session is taken home. */
function leaveGuardedPage(router: AppRouter, reason: SignOutReason | null): void {
  const guarded = router.state.matches.some(
    (match) => (match.route.handle as RouteHandle | undefined)?.meta.guard,
  )
  if (guarded && reason !== 'user') void router.navigate('/', { replace: true })
}

/** The same cover index.html shows before any script runs, so the hand-over does not flicker. */
export function Cover() {
  return (
    <div className="cover" role="status" aria-label="Loading Panalo" data-testid="cover">
      <img src="/favicon.svg" alt="" width="96" height="96" />
      <div className="cover-bar" />
    </div>
  )
}
