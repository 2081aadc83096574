/**
 * Every path of the app, by route name. Components link with these, never with string literals;
 * app/routes.ts (one file per area under app/routes/) gives each its page, title, guard and navbar rule.
 */
export const PATHS = {
  index: '/',
  aboutUs: '/about-us',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  download: '/download',
  maintenance: '/maintenance',
  authLogin: '/auth/login',
  authAccountLogin: '/auth/accountLogin',
  authRegister: '/auth/register',
  authForget: '/auth/forget',
  authBind: '/auth/bind',
  authSetPassword: '/auth/set-password',
  authSocial: '/auth/social/:provider',
  member: '/member',
  memberProfile: '/member/profile',
  memberProfileInfo: '/member/profile/info',
  memberProfileKyc: '/member/profile/kyc',
  memberGames: '/member/games',
  memberSelfLimited: '/member/self-limited',
  gameSearch: '/game/search',
  gameStart: '/game/start',
  withdrawal: '/withdrawal/:name',
  walletsCardList: '/wallets/card/list',
  walletsCardEdit: '/wallets/card/edit',
  memberSafebox: '/member/safebox',
  memberCoinDetail: '/member/coin-detail',
  memberRetrieveBalance: '/member/retrieve-balance',
  wallets: '/wallets',
  walletRecord: '/wallets/record',
  originals: '/originals/:gameCode',
  // The development aggregator's game pages (docs/decisions/022); the path is @panalo/contract/dev-aggregator's.
  devAggregatorPlay: '/dev-aggregator/play/:gameCode',
  fair: '/fair',
  // Games: launch and records (docs/decisions/017).
  memberReport: '/member/report',
  memberBetRecords: '/member/bet-records',
  // Rewards: bonuses and the reward record (docs/decisions/025).
  bonus: '/bonus',
  bonusReward: '/bonus/reward',
  bonusEvent: '/bonus/event',
  bonusRecord: '/bonus/record',
  rewardRecord: '/reward/record',
  // VIP (docs/decisions/026).
  vip: '/vip',
  vipLevel: '/vip/level',
  bonusVip: '/bonus/vip',
  // Rebates (docs/decisions/027).
  vipRebate: '/vip/rebate',
  vipRebateRecord: '/vip/rebate/record',
  bonusRebate: '/bonus/rebate',
  // Activities: the daily sign-in (docs/decisions/030).
  activitySignIn: '/activity/sign-in',
  activitySignInRule: '/activity/sign-in/rule',
  // The task centre (docs/decisions/031).
  bonusTasks: '/bonus/tasks',
  activityFirstDeposit: '/activity/first-deposit',
  // The weekly leaderboard (docs/decisions/034).
  rank: '/rank',
  // Points (docs/decisions/028).
  points: '/points',
  // Promotions (docs/decisions/050): SPEC.md's bank, follow and slotshack pages, and two of our own.
  activityBank: '/activity/bank',
  activityFollow: '/activity/follow',
  activitySlotshack: '/activity/slotshack',
  activitySignUpBonus: '/activity/sign-up-bonus',
  activityFund: '/activity/fund',
  // Red versus blue (docs/decisions/054).
  activityRedBlue: '/activity/redpkblue',
  activityRedBlueRule: '/activity/redpkblue/rule',
  // The lottery (docs/decisions/053).
  activityLottery: '/activity/lottery',
  activityLotteryOrder: '/activity/lottery/order',
  activityLotteryProduct: '/activity/lottery/product',
  activityLotteryRecord: '/activity/lottery/record',
  activityLotteryHistory: '/activity/lottery/history',
  activityLotteryRule: '/activity/lottery/rule',
  // Live (docs/decisions/052).
  activityLive: '/activity/live',
  // Agents and invites (docs/decisions/051).
  agent: '/agent',
  agentRule: '/agent/rule',
  share: '/share',
  // Mail (docs/decisions/035).
  email: '/email',
  emailDetail: '/email/detail',
  // Feedback (docs/decisions/036).
  feedback: '/feedback',
  feedbackRecord: '/feedback/record',
  feedbackTicket: '/feedback/record/:id',
  service: '/service',
  serviceVip: '/service/vip',
  // The diamond shop and scratch cards (docs/decisions/045, 046): reached from /points and the bonus centre.
  diamonds: '/diamonds',
  diamondScratch: '/diamonds/scratch/:cardId',
  diamondRecord: '/diamonds/record',
  // The jackpot (docs/decisions/040).
  activityJackpot: '/activity/jackpot',
  // The spin wheel (docs/decisions/042).
  activitySpin: '/activity/spin',
  // The invite spin (docs/decisions/058).
  activityInviteSpin: '/activity/invite-spin',
} as const

export type RouteName = keyof typeof PATHS

/** /auth/login with where to return afterwards (and the password form when asked). */
export function loginPath(options: { redirect?: string; account?: boolean } = {}): string {
  const params = new URLSearchParams()
  if (options.account) params.set('type', 'account')
  if (options.redirect) params.set('redirect', options.redirect)
  const query = params.toString()
  return query ? `${PATHS.authLogin}?${query}` : PATHS.authLogin
}

/** Only paths inside the app may be returned to, never another site. */
export function safeRedirect(value: string | null | undefined, fallback: string = PATHS.index): string {
  return value && /^\/(?!\/)/.test(value) ? value : fallback
}

/** Where tapping a game goes: /game/start, which checks the session and launches it. */
export function gameStartPath(gameId: number): string {
  return `${PATHS.gameStart}?gameId=${gameId}`
}

/** /withdrawal/gcash: withdraw to that kind of receiving account. */
export function withdrawalPath(kind: 'gcash' | 'maya' | 'bank'): string {
  return PATHS.withdrawal.replace(':name', kind)
}

/**
 * /wallets/card/edit: change the account of a bank (bankId) or add one of a kind. `returnTo` is where
 * saving goes back to (the withdraw form that sent the player), else the accounts list.
 */
export function cardEditPath(
  target: { bankId: number } | { kind: 'gcash' | 'maya' | 'bank' },
  returnTo?: string | null,
): string {
  const params = new URLSearchParams(
    'bankId' in target ? { bankId: String(target.bankId) } : { kind: target.kind },
  )
  if (returnTo) params.set('returnTo', returnTo)
  return `${PATHS.walletsCardEdit}?${params.toString()}`
}

/** /wallets/card/list, carrying where saving a new account should return to. */
export function cardListPath(returnTo?: string | null): string {
  return returnTo
    ? `${PATHS.walletsCardList}?${new URLSearchParams({ returnTo }).toString()}`
    : PATHS.walletsCardList
}

/** /wallets on its Deposit or Withdraw tab; `back` when opened over another page (a game, a popup). */
export function walletsPath(name: 'deposit' | 'withdraw', options: { back?: boolean } = {}): string {
  return `${PATHS.wallets}?name=${name}${options.back ? '&back=1' : ''}`
}

/** A Panalo Originals game, full screen; /game/start adds the mode and the launch token. */
export function originalsPath(gameCode: string, mode?: 'real' | 'demo'): string {
  return `/originals/${gameCode}${mode ? `?mode=${mode}` : ''}`
}

/** The verifier, prefilled with one of the player's rounds. */
export function fairPath(roundId: number, mode: 'real' | 'demo'): string {
  return `${PATHS.fair}?round=${roundId}&mode=${mode}`
}

/** The verifier, opened on one of the player's jackpot draws or spins (decision 055). */
export function drawProofPath(kind: 'jackpot' | 'spin' | 'inviteSpin', id: number): string {
  return `${PATHS.fair}?${kind}=${id}`
}

/** The verifier on one lottery draw, re-computing its winning numbers (decision 053). */
export function lotteryFairPath(drawId: number): string {
  return `${PATHS.fair}?lottery=${drawId}`
}

/** The deposit form of the wallets page (the bankruptcy modal offers it). */
export function depositPath(): string {
  return `${PATHS.wallets}?name=deposit`
}

/** /agent on one of its tabs (SPEC.md §2: query tabActive). */
export function agentPath(tab: 'overview' | 'team' | 'commissions' | 'rules'): string {
  return tab === 'overview' ? PATHS.agent : `${PATHS.agent}?tabActive=${tab}`
}

/** /email/detail?id=…: one mail of the inbox. */
export function mailDetailPath(id: number): string {
  return `${PATHS.emailDetail}?id=${id}`
}

/** /feedback/record/{id}: one of the player's tickets. */
export function feedbackTicketPath(id: number): string {
  return PATHS.feedbackTicket.replace(':id', String(id))
}
