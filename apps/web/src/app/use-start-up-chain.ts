import { manilaToday } from '@panalo/contract/account-rules'
import { H5_CLIENT_MODE } from '@panalo/contract/enums'
import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { useAfterLoginQuery } from '../api/queries/use-after-login-query.ts'
import { useAppConfig } from '../api/queries/use-app-config-query.ts'
import { useSignedIn } from '../api/queries/use-me-query.ts'
import { useActivitiesQuery } from '../api/queries/use-activities-query.ts'
import { isNativeApp, isStandalone } from '../lib/device.ts'
import { PATHS } from '../lib/paths.ts'
import { enqueueStartUpPopups, useOverlayOpen } from '../lib/overlay-store.ts'
import { readStorage, STORAGE_KEYS } from '../lib/storage.ts'
import { readDaysByName, readNameList } from './start-up-storage.ts'
import {
  LATER_DAYS,
  REST_DAYS,
  START_UP_POPUPS,
  startUpPopups,
  type StartUpPopup,
} from '../lib/start-up-popups.ts'

const SESSION_KEY = 'panalo.startUp.session'
/** The Manila day each popup last showed. */
const DAY_KEY = 'panalo.startUp.day'
/** The Manila day until which the player asked a popup to wait (Later). */
const LATER_KEY = 'panalo.startUp.later'
const DAY_MS = 86_400_000

const isStartUpPopup = (name: string): name is StartUpPopup =>
  (START_UP_POPUPS as readonly string[]).includes(name)

/** Whole days from one Manila day (YYYY-MM-DD) to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)
}

function remember(popups: readonly StartUpPopup[]): void {
  try {
    const session = new Set(readNameList(sessionStorage, SESSION_KEY))
    const days = readDaysByName(localStorage, DAY_KEY)
    for (const popup of popups) {
      session.add(popup)
      days[popup] = manilaToday()
    }
    sessionStorage.setItem(SESSION_KEY, JSON.stringify([...session]))
    localStorage.setItem(DAY_KEY, JSON.stringify(days))
  } catch {
    // Storage refused (private mode): the chain may show again, which is harmless.
  }
}

/** "Later" on a popup: it waits LATER_DAYS, or its own rest if that is longer (decision 070). */
export function snoozeStartUpPopup(popup: StartUpPopup): void {
  try {
    const later = readDaysByName(localStorage, LATER_KEY)
    const until = new Date(Date.parse(manilaToday()) + Math.max(LATER_DAYS, REST_DAYS[popup]) * DAY_MS)
    later[popup] = until.toISOString().slice(0, 10)
    localStorage.setItem(LATER_KEY, JSON.stringify(later))
  } catch {
    // Storage refused: it may ask again, which is harmless.
  }
}

/** Popups resting today: shown within their rest days, or put off with Later until a later day. */
function restingPopups(today: string, days: Record<string, string>): Set<StartUpPopup> {
  const later = readDaysByName(localStorage, LATER_KEY)
  return new Set(
    START_UP_POPUPS.filter((popup) => {
      const shown = days[popup]
      if (shown && REST_DAYS[popup] > 1 && daysBetween(shown, today) < REST_DAYS[popup]) return true
      const until = later[popup]
      return until !== undefined && until > today
    }),
  )
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
    const days = readDaysByName(localStorage, DAY_KEY)
    const popups = startUpPopups({
      signedIn,
      inApp: isNativeApp(),
      installed: isStandalone(),
      activities,
      noticeEnabled: config.notice.enabled,
      shownThisSession: new Set(readNameList(sessionStorage, SESSION_KEY).filter(isStartUpPopup)),
      shownToday: new Set(
        Object.entries(days)
          .filter(([, day]) => day === today)
          .map(([popup]) => popup as StartUpPopup),
      ),
      resting: restingPopups(today, days),
      shownTodayCount: Object.values(days).filter((day) => day === today).length,
    })
    remember(popups)
    enqueueStartUpPopups(popups)
  }, [onHome, signedIn, config, player, guest, ageNoticeOpen])
}
