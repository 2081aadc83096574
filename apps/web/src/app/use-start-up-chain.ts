import { manilaToday } from '@panalo/contract/account-rules'
import { H5_CLIENT_MODE } from '@panalo/contract/enums'
import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { useAfterLoginQuery } from '../api/queries/use-after-login-query.ts'
import { useAppConfig } from '../api/queries/use-app-config-query.ts'
import { useSignedIn } from '../api/queries/use-me-query.ts'
import { useActivitiesQuery } from '../features/activities/api/use-activities-query.ts'
import { isNativeApp, isStandalone } from '../lib/device.ts'
import { PATHS } from '../lib/paths.ts'
import { enqueueStartUpPopups, useOverlayOpen } from '../lib/overlay-store.ts'
import { readStorage, STORAGE_KEYS } from '../lib/storage.ts'
import { DAILY_POPUPS, startUpPopups, type StartUpPopup } from '../lib/start-up-popups.ts'

const SESSION_KEY = 'panalo.startUp.session'
const DAY_KEY = 'panalo.startUp.day'

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    return (JSON.parse(storage.getItem(key) ?? 'null') as T | null) ?? fallback
  } catch {
    return fallback
  }
}

function remember(popups: readonly StartUpPopup[]): void {
  try {
    const session = new Set(readJson<string[]>(sessionStorage, SESSION_KEY, []))
    const days = readJson<Record<string, string>>(localStorage, DAY_KEY, {})
    for (const popup of popups) {
      session.add(popup)
      if (DAILY_POPUPS.has(popup)) days[popup] = manilaToday()
    }
    sessionStorage.setItem(SESSION_KEY, JSON.stringify([...session]))
    localStorage.setItem(DAY_KEY, JSON.stringify(days))
  } catch {
    // Storage refused (private mode): the chain may show again, which is harmless.
  }
}

/** Who the chain last ran for in this page: once as a guest, once more after signing in. */
let ranFor: 'guest' | 'player' | null = null

/**
 * Runs the start-up popup chain on the home page once the app knows enough (the config, and the
 * activity answer of a guest or of the signed-in player), and queues what it shows (decision 033).
 * A visit that starts on another page meets the chain when it reaches home. While the age notice
 * waits for an answer the chain does not run: a visitor who has not accepted it sees nothing else, and
 * a first visit does not download the popups and their texts behind it.
 */
export function useStartUpChain(): void {
  const onHome = useLocation().pathname === PATHS.index
  const signedIn = useSignedIn()
  const config = useAppConfig()
  const player = useAfterLoginQuery().data
  const guest = useActivitiesQuery({ enabled: !signedIn }).data
  // Re-runs the effect when the notice closes; storage says whether it was ever accepted.
  const ageNoticeOpen = useOverlayOpen('ageNotice')
  useEffect(() => {
    const who = signedIn ? 'player' : 'guest'
    const activities = signedIn ? player : guest
    if (!onHome || !config || !activities || ranFor === who || ranFor === 'player') return
    const ageNoticePending =
      config.h5ClientMode === H5_CLIENT_MODE.ageNotice && readStorage(STORAGE_KEYS.ageNoticeAccepted) === null
    if (ageNoticeOpen || ageNoticePending) return
    ranFor = who
    const today = manilaToday()
    const days = readJson<Record<string, string>>(localStorage, DAY_KEY, {})
    const popups = startUpPopups({
      signedIn,
      inApp: isNativeApp(),
      installed: isStandalone(),
      activities,
      noticeEnabled: config.notice.enabled,
      shownThisSession: new Set(readJson<StartUpPopup[]>(sessionStorage, SESSION_KEY, [])),
      shownToday: new Set(
        Object.entries(days)
          .filter(([, day]) => day === today)
          .map(([popup]) => popup as StartUpPopup),
      ),
    })
    remember(popups)
    enqueueStartUpPopups(popups)
  }, [onHome, signedIn, config, player, guest, ageNoticeOpen])
}
