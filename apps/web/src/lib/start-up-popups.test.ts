import type { Activity } from '@panalo/contract/activity'
import { describe, expect, it } from 'vitest'

import { isQuietPath, startUpPopups, type StartUpPopup, type StartUpState } from './start-up-popups.ts'

function activity(id: number, type: number, unloginShowStatus: 0 | 1 = 0): Activity {
  const text = { title: 't', summary: 's' }
  return {
    id,
    sort: 0,
    type,
    themeUrl: '',
    clickAction: '/bonus',
    clickType: 1,
    unloginShowStatus,
    homeFloatShowStatus: 0,
    texts: { 'en-US': text, 'fil-PH': text },
    endsAt: null,
    rules: null,
  }
}

const base: StartUpState = {
  signedIn: true,
  inApp: false,
  installed: false,
  activities: { activityMap: {}, totalRecharge: 0, loginBonus3CanReceive: true },
  noticeEnabled: true,
  shownThisSession: new Set(),
  shownToday: new Set(),
  resting: new Set(),
  // The chain's order rules, before the day's cap: its own test below.
  shownTodayCount: -10,
}

/** The start-up popup chain's rules (SPEC.md §4) over a table of cases. */
describe('the start-up popup chain', () => {
  const cases: [string, Partial<StartUpState>, StartUpPopup[]][] = [
    [
      'a new player in the browser: download, first-deposit tips, sign-in (no notice beside the tips)',
      {},
      ['download', 'firstDepositTips', 'signIn'],
    ],
    [
      'a player who deposited: download, notice, sign-in',
      { activities: { activityMap: {}, totalRecharge: 100, loginBonus3CanReceive: true } },
      ['download', 'notice', 'signIn'],
    ],
    ['inside the Android app: no download', { inApp: true }, ['firstDepositTips', 'signIn']],
    ['installed as an app: no download', { installed: true }, ['firstDepositTips', 'signIn']],
    [
      'signed in today already: no sign-in popup',
      { activities: { activityMap: {}, totalRecharge: 100, loginBonus3CanReceive: false } },
      ['download', 'notice'],
    ],
    [
      'no notice switched on',
      {
        noticeEnabled: false,
        activities: { activityMap: {}, totalRecharge: 100, loginBonus3CanReceive: false },
      },
      ['download'],
    ],
    [
      'a guest: no download, no sign-in; tips only if the first-deposit activity lets guests see it',
      { signedIn: false, activities: { activityMap: {}, totalRecharge: 0, loginBonus3CanReceive: false } },
      ['notice'],
    ],
    [
      'a guest with the first-deposit activity open to guests: its tips and popup',
      {
        signedIn: false,
        activities: {
          activityMap: { '44': activity(44, 1, 1) },
          totalRecharge: 0,
          loginBonus3CanReceive: false,
        },
      },
      ['firstDepositTips', 'firstDeposit'],
    ],
    [
      'the first-deposit and invite-spin activities as popups, in order',
      {
        activities: {
          activityMap: { '44': activity(44, 1), '20': activity(20, 1) },
          totalRecharge: 0,
          loginBonus3CanReceive: true,
        },
      },
      ['download', 'firstDepositTips', 'firstDeposit', 'inviteSpin', 'signIn'],
    ],
    [
      'activities that are not popups (type 0) stay out',
      {
        activities: {
          activityMap: { '44': activity(44, 0), '20': activity(20, 0) },
          totalRecharge: 0,
          loginBonus3CanReceive: false,
        },
      },
      ['download', 'firstDepositTips'],
    ],
    [
      'a player who deposited never sees the first-deposit popup',
      {
        activities: {
          activityMap: { '44': activity(44, 1) },
          totalRecharge: 500,
          loginBonus3CanReceive: false,
        },
      },
      ['download', 'notice'],
    ],
    [
      'each shows once a session',
      { shownThisSession: new Set<StartUpPopup>(['download', 'signIn']) },
      ['firstDepositTips'],
    ],
    [
      'the daily ones once a day; sign-in is by session only',
      { shownToday: new Set<StartUpPopup>(['download', 'firstDepositTips', 'signIn']) },
      ['signIn'],
    ],
  ]
  it.each(cases)('%s', (_name, change, expected) => {
    expect(startUpPopups({ ...base, ...change })).toEqual(expected)
  })

  it('paces the chain: two a day at most, resting popups skipped, and none on quiet pages', () => {
    const paced = { ...base, shownTodayCount: 0 }
    expect(startUpPopups(paced)).toEqual(['download', 'firstDepositTips'])
    expect(startUpPopups({ ...paced, shownTodayCount: 1 })).toEqual(['download'])
    expect(startUpPopups({ ...paced, shownTodayCount: 2 })).toEqual([])
    // Download said Later (or showed this week): the next in order get their turn.
    expect(startUpPopups({ ...paced, resting: new Set(['download']) })).toEqual([
      'firstDepositTips',
      'signIn',
    ])
    for (const path of [
      '/auth/login',
      '/wallets',
      '/withdrawal/gcash',
      '/terms-of-use',
      '/privacy-policy',
      '/download',
    ])
      expect(isQuietPath(path), path).toBe(true)
    for (const path of ['/', '/bonus', '/authors']) expect(isQuietPath(path), path).toBe(false)
  })
})
