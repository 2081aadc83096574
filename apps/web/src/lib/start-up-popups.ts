import type { ActivityResponse } from '@panalo/contract/activity'
import { ACTIVITY_ID } from '@panalo/contract/enums'

/**
 * The start-up popup chain (SPEC.md §2 and §4; docs/decisions/033-start-up-popups.md): which popups a
 * visit shows, in the fixed order download, first-deposit tips, notice, first deposit, invite spin,
 * sign-in. Pure rules over what the app knows at start-up, so a table of cases can test them.
 */
export const START_UP_POPUPS = [
  'download',
  'firstDepositTips',
  'notice',
  'firstDeposit',
  'inviteSpin',
  'signIn',
] as const
export type StartUpPopup = (typeof START_UP_POPUPS)[number]

/** Popups that also show at most once a Manila day (the others: once a session). */
export const DAILY_POPUPS: ReadonlySet<StartUpPopup> = new Set([
  'download',
  'firstDepositTips',
  'notice',
  'firstDeposit',
  'inviteSpin',
])

/** At most this many start-up popups in a Manila day, however many visits (decision 070). */
export const MAX_POPUPS_A_DAY = 2

/**
 * Days a popup rests after it showed (1: the next day it may show again); the sign-in's own rule is
 * once a session. "Later" rests it LATER_DAYS, or its own rest if longer.
 */
export const REST_DAYS: Record<StartUpPopup, number> = {
  download: 7,
  firstDepositTips: 2,
  notice: 1,
  firstDeposit: 2,
  inviteSpin: 2,
  signIn: 0,
}
export const LATER_DAYS = 3

/** Pages on which no start-up popup shows: logging in, money, the legal texts, the download page. */
const QUIET_PATHS = ['/auth/', '/wallets', '/withdrawal/', '/terms-of-use', '/privacy-policy', '/download']

export function isQuietPath(pathname: string): boolean {
  return QUIET_PATHS.some((quiet) => pathname === quiet.replace(/\/$/, '') || pathname.startsWith(quiet))
}

export interface StartUpState {
  signedIn: boolean
  /** Inside Panalo's Android wrapper. */
  inApp: boolean
  /** Running as the installed PWA. */
  installed: boolean
  /** The activity answer: a guest's (getActivityIds) or the player's (getAfterLoginInfoWeb). */
  activities: Pick<ActivityResponse, 'activityMap' | 'totalRecharge' | 'loginBonus3CanReceive'>
  /** The operator's notice is on (app config). */
  noticeEnabled: boolean
  shownThisSession: ReadonlySet<StartUpPopup>
  shownToday: ReadonlySet<StartUpPopup>
  /** Popups still resting after they showed, or after the player said Later. */
  resting: ReadonlySet<StartUpPopup>
  /** How many start-up popups showed today already (Manila day). */
  shownTodayCount: number
}

/** A live activity shown as a start-up popup (type 1). */
function popupActivity(state: StartUpState, id: number): boolean {
  return state.activities.activityMap[String(id)]?.type === 1
}

export function startUpPopups(state: StartUpState): StartUpPopup[] {
  const { signedIn, activities } = state
  const neverDeposited = activities.totalRecharge === 0
  const firstDeposit = activities.activityMap[String(ACTIVITY_ID.firstDeposit)]
  const wanted: Record<StartUpPopup, boolean> = {
    download: signedIn && !state.inApp && !state.installed,
    firstDepositTips: neverDeposited && (firstDeposit?.unloginShowStatus === 1 || signedIn),
    notice: false,
    firstDeposit: neverDeposited && popupActivity(state, ACTIVITY_ID.firstDeposit),
    inviteSpin: signedIn && popupActivity(state, ACTIVITY_ID.inviteUserSpin),
    signIn: signedIn && activities.loginBonus3CanReceive,
  }
  // The notice only when there are no first-deposit tips (SPEC.md §4).
  wanted.notice = state.noticeEnabled && !wanted.firstDepositTips
  // Paced (issue 40 defect 2): in SPEC.md's order, but only what is not resting, and at most
  // MAX_POPUPS_A_DAY a day, so a visit meets one or two dialogs, never the whole chain at once.
  return START_UP_POPUPS.filter(
    (popup) =>
      wanted[popup] &&
      !state.shownThisSession.has(popup) &&
      !(DAILY_POPUPS.has(popup) && state.shownToday.has(popup)) &&
      !state.resting.has(popup),
  ).slice(0, Math.max(0, MAX_POPUPS_A_DAY - state.shownTodayCount))
}
