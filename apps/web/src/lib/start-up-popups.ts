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
  return START_UP_POPUPS.filter(
    (popup) =>
      wanted[popup] &&
      !state.shownThisSession.has(popup) &&
      !(DAILY_POPUPS.has(popup) && state.shownToday.has(popup)),
  )
}
