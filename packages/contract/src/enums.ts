/** Enumerations of SPEC.md §3. Plain constant objects, so that they erase to JavaScript values. */

export const LOGIN_TYPE = { phone: 1, account: 2, phoneNoOtp: 3 } as const
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE]

export const AUTH_MODE = { register: 0, bind: 1, forget: 2, loginAndRegister: 3 } as const
export type AuthMode = (typeof AUTH_MODE)[keyof typeof AUTH_MODE]

export const SOCIAL_LOGIN = { facebook: 3, line: 4, google: 5 } as const
export type SocialLogin = (typeof SOCIAL_LOGIN)[keyof typeof SOCIAL_LOGIN]

export const ACTIVITY_ID = {
  bind: 4,
  vip: 8,
  points: 9,
  signUpBonus: 15,
  fund: 16,
  inviteUserSpin: 20,
  followRewards: 21,
  freeSign: 36,
  firstDeposit: 44,
  luckyJackpot: 47,
  /** The spin wheel of /activity/spin (docs/decisions/042); an id of ours, not in SPEC.md's list. */
  spinWheel: 48,
  live: 61,
  // Panalo's own (decision 050): SPEC.md names their pages, not their ids.
  slotsTournament: 101,
  bankBonus: 102,
  /** Red versus blue, /activity/redpkblue (decision 054). */
  redVersusBlue: 104,
  /** The lottery of /activity/lottery (docs/decisions/053). */
  lottery: 103,
} as const
export type ActivityId = (typeof ACTIVITY_ID)[keyof typeof ACTIVITY_ID]

/** An activity's clickType: 1 opens a route of the app (clickAction is its path), 2 an outside address. */
export const ACTIVITY_CLICK = { route: 1, external: 2 } as const

/** Activity `type` 1 shows as a start-up popup. */
export const ACTIVITY_TYPE_POPUP = 1

/** h5ClientMode 1 shows the age and terms notice until the visitor accepts it. */
export const H5_CLIENT_MODE = { plain: 0, ageNotice: 1 } as const

/**
 * Customer-service entries: 1 is online chat (param1 licence, param2 group; with no licence, Panalo's
 * own chat, decision 057); 2 opens a link in param1.
 */
export const CUSTOMER_SERVICE_ITEM_TYPE = { onlineChat: 1, link: 2 } as const

/** The `platform` request field: 0 mobile, 1 desktop (SPEC.md §7). */
export const PLATFORM = { mobile: 0, desktop: 1 } as const

/** Game types of the catalogue (SPEC.md §3, "game lists, types, brands and platforms"). */
export const GAME_TYPES = ['slots', 'fishing', 'table', 'arcade', 'live'] as const
export type GameTypeCode = (typeof GAME_TYPES)[number]

/** How a game platform (provider) moves money: seamless debits our wallet per bet; transfer moves a float. */
export const WALLET_KINDS = ['seamless', 'transfer'] as const
export type WalletKind = (typeof WALLET_KINDS)[number]

/** A game launched for real coins or with demo coins (Try it). */
export const GAME_PLAY_MODES = ['real', 'demo'] as const
export type GamePlayMode = (typeof GAME_PLAY_MODES)[number]

/** The platform code of Panalo Originals, the in-house provider. */
export const ORIGINALS_PLATFORM_CODE = 'originals'
