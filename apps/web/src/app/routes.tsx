import type { ComponentType } from 'react'

import { HomePage } from '../features/home/home-page.tsx'
import { PATHS, type RouteName } from '../lib/paths.ts'
import type { Translations } from '../i18n/locales/en-US.ts'
import type { GuardName } from './guards.ts'

type PageTitleKey = `pages.${keyof Translations['pages']}`

/** What the app knows about a route besides its page (SPEC.md §2). */
export interface RouteMeta {
  name: RouteName
  path: string
  /** The title in the top bar and the document; pages with their own header leave it out. */
  title?: PageTitleKey
  /** Whether the bottom navigation bar shows on this page. */
  navbar: boolean
  guard?: GuardName
  /** A link at the right of the top bar. */
  rightLink?: { to: string; label: PageTitleKey }
  /** Query validation: a URL that fails shows the 404 page with its path. */
  validate?: (url: URL) => boolean
  /** Its texts ship in the entry with the app shell's (only /); other pages load theirs as they open. */
  shellTexts?: true
  page: () => Promise<ComponentType>
}

/**
 * The route table: every route of SPEC.md §2 that exists so far, with its meta. Pages load lazily,
 * except / (the start URL), which ships in the entry bundle. Later areas add their routes here.
 */
export const ROUTES: readonly RouteMeta[] = [
  {
    name: 'index',
    path: PATHS.index,
    navbar: true,
    shellTexts: true,
    page: async () => HomePage,
  },
  {
    name: 'aboutUs',
    path: PATHS.aboutUs,
    title: 'pages.aboutUs',
    navbar: true,
    page: () => import('../features/content/about-us-page.tsx').then((module) => module.AboutUsPage),
  },
  {
    name: 'faq',
    path: PATHS.faq,
    title: 'pages.faq',
    navbar: true,
    page: () => import('../features/content/faq-page.tsx').then((module) => module.FaqPage),
  },
  {
    name: 'privacyPolicy',
    path: PATHS.privacyPolicy,
    title: 'pages.privacyPolicy',
    navbar: false,
    page: () =>
      import('../features/content/privacy-policy-page.tsx').then((module) => module.PrivacyPolicyPage),
  },
  {
    name: 'termsOfUse',
    path: PATHS.termsOfUse,
    title: 'pages.termsOfUse',
    navbar: false,
    page: () => import('../features/content/terms-of-use-page.tsx').then((module) => module.TermsOfUsePage),
  },
  {
    name: 'download',
    path: PATHS.download,
    title: 'pages.download',
    navbar: true,
    page: () => import('../features/download/download-page.tsx').then((module) => module.DownloadPage),
  },
  {
    name: 'maintenance',
    path: PATHS.maintenance,
    navbar: false,
    page: () =>
      import('../features/maintenance/maintenance-page.tsx').then((module) => module.MaintenancePage),
  },
  {
    name: 'authLogin',
    path: PATHS.authLogin,
    title: 'pages.login',
    navbar: false,
    validate: (url) => ['account', null].includes(url.searchParams.get('type')),
    page: () => import('../features/auth/auth-pages.tsx').then((module) => module.LoginPage),
  },
  {
    name: 'authAccountLogin',
    path: PATHS.authAccountLogin,
    title: 'pages.login',
    navbar: false,
    page: () => import('../features/auth/auth-pages.tsx').then((module) => module.AccountLoginPage),
  },
  {
    name: 'authRegister',
    path: PATHS.authRegister,
    title: 'pages.register',
    navbar: false,
    page: () => import('../features/auth/auth-pages.tsx').then((module) => module.RegisterPage),
  },
  {
    name: 'authForget',
    path: PATHS.authForget,
    title: 'pages.forgot',
    navbar: false,
    page: () => import('../features/auth/auth-pages.tsx').then((module) => module.ForgotPage),
  },
  {
    name: 'authBind',
    path: PATHS.authBind,
    title: 'pages.bindPhone',
    navbar: false,
    guard: 'auth',
    page: () => import('../features/auth/bind-phone-page.tsx').then((module) => module.BindPhonePage),
  },
  {
    name: 'authSetPassword',
    path: PATHS.authSetPassword,
    title: 'pages.setPassword',
    navbar: false,
    guard: 'auth',
    page: () => import('../features/auth/set-password-page.tsx').then((module) => module.SetPasswordPage),
  },
  {
    name: 'authSocial',
    path: PATHS.authSocial,
    title: 'pages.login',
    navbar: false,
    validate: (url) => /^\/auth\/social\/(google|facebook|line)$/.test(url.pathname),
    page: () =>
      import('../features/auth/social-callback-page.tsx').then((module) => module.SocialCallbackPage),
  },
  {
    name: 'member',
    path: PATHS.member,
    navbar: true,
    guard: 'auth',
    page: () => import('../features/member/member-page.tsx').then((module) => module.MemberPage),
  },
  {
    name: 'memberProfile',
    path: PATHS.memberProfile,
    title: 'pages.profile',
    navbar: true,
    guard: 'auth',
    page: () => import('../features/member/profile-page.tsx').then((module) => module.ProfilePage),
  },
  {
    name: 'memberProfileInfo',
    path: PATHS.memberProfileInfo,
    title: 'pages.profileInfo',
    navbar: true,
    guard: 'auth',
    page: () => import('../features/member/profile-info-page.tsx').then((module) => module.ProfileInfoPage),
  },
  {
    name: 'memberGames',
    path: PATHS.memberGames,
    title: 'pages.memberGames',
    navbar: true,
    guard: 'auth',
    page: () => import('../features/games/member-games-page.tsx').then((module) => module.MemberGamesPage),
  },
  {
    name: 'memberSelfLimited',
    path: PATHS.memberSelfLimited,
    title: 'pages.selfLimited',
    navbar: true,
    guard: 'auth',
    page: () =>
      import('../features/self-limits/self-limits-page.tsx').then((module) => module.SelfLimitsPage),
  },
  {
    name: 'gameSearch',
    path: PATHS.gameSearch,
    title: 'pages.gameSearch',
    navbar: true,
    page: () => import('../features/games/game-search-page.tsx').then((module) => module.GameSearchPage),
  },
  {
    name: 'withdrawal',
    path: PATHS.withdrawal,
    title: 'pages.withdraw',
    navbar: false,
    guard: 'auth',
    validate: (url) => /^\/withdrawal\/(gcash|maya|bank)$/.test(url.pathname),
    page: () => import('../features/withdrawals/withdrawal-page.tsx').then((module) => module.WithdrawalPage),
  },
  {
    name: 'walletsCardList',
    path: PATHS.walletsCardList,
    title: 'pages.receivingAccounts',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../features/withdrawals/receiving-accounts-page.tsx').then(
        (module) => module.ReceivingAccountsPage,
      ),
  },
  {
    name: 'walletsCardEdit',
    path: PATHS.walletsCardEdit,
    title: 'pages.receivingAccountEdit',
    navbar: false,
    guard: 'auth',
    validate: (url) =>
      /^(gcash|maya|bank)?$/.test(url.searchParams.get('kind') ?? '') &&
      /^\d*$/.test(url.searchParams.get('bankId') ?? ''),
    page: () =>
      import('../features/withdrawals/receiving-account-edit-page.tsx').then(
        (module) => module.ReceivingAccountEditPage,
      ),
  },
  {
    name: 'memberSafebox',
    path: PATHS.memberSafebox,
    title: 'pages.safebox',
    navbar: false,
    guard: 'auth',
    page: () => import('../features/safebox/safebox-page.tsx').then((module) => module.SafeboxPage),
  },
  {
    name: 'memberCoinDetail',
    path: PATHS.memberCoinDetail,
    title: 'pages.coinDetail',
    navbar: false,
    guard: 'auth',
    page: () => import('../features/wallet/coin-detail-page.tsx').then((module) => module.CoinDetailPage),
  },
  {
    name: 'memberRetrieveBalance',
    path: PATHS.memberRetrieveBalance,
    title: 'pages.retrieveBalance',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../features/wallet/retrieve-balance-page.tsx').then((module) => module.RetrieveBalancePage),
  },
  {
    name: 'wallets',
    path: PATHS.wallets,
    title: 'pages.wallets',
    navbar: false,
    guard: 'auth',
    validate: (url) =>
      ['deposit', 'withdraw', null].includes(url.searchParams.get('name')) &&
      ['1', null].includes(url.searchParams.get('back')),
    page: () => import('./wallet-pages.tsx').then((module) => module.WalletsRoutePage),
  },
  {
    name: 'walletRecord',
    path: PATHS.walletRecord,
    title: 'pages.walletRecord',
    navbar: false,
    guard: 'auth',
    page: () => import('./wallet-pages.tsx').then((module) => module.WalletRecordRoutePage),
  },
  {
    name: 'originals',
    path: PATHS.originals,
    navbar: false,
    validate: (url) =>
      /^\/originals\/(panalo-fortune|color-game|mines)$/.test(url.pathname) &&
      ['real', 'demo', null].includes(url.searchParams.get('mode')),
    page: () => import('../features/originals/originals-page.tsx').then((module) => module.OriginalsPage),
  },
  {
    name: 'devAggregatorPlay',
    path: PATHS.devAggregatorPlay,
    navbar: false,
    validate: (url) => /^hp-[a-z0-9-]{1,80}$/.test(url.pathname.split('/')[3] ?? ''),
    page: () => import('../features/dev-aggregator/dev-game-page.tsx').then((module) => module.DevGamePage),
  },
  {
    name: 'fair',
    path: PATHS.fair,
    title: 'pages.fair',
    navbar: false,
    page: () => import('../features/originals/fair-page.tsx').then((module) => module.FairPage),
  },
  // Games: launch and records (docs/decisions/017).
  {
    name: 'gameStart',
    path: PATHS.gameStart,
    navbar: false,
    // The page itself sends guests to log in, unless they try a game that allows demo play.
    // gameId is optional (SPEC.md §2): without one the page goes back to the lobby.
    validate: (url) => /^([1-9]\d{0,9})?$/.test(url.searchParams.get('gameId') ?? ''),
    page: () => import('../features/play/game-start-page.tsx').then((module) => module.GameStartPage),
  },
  {
    name: 'memberReport',
    path: PATHS.memberReport,
    title: 'pages.memberReport',
    navbar: true,
    guard: 'auth',
    page: () => import('../features/play/report-page.tsx').then((module) => module.ReportPage),
  },
  {
    name: 'memberBetRecords',
    path: PATHS.memberBetRecords,
    title: 'pages.memberBetRecords',
    navbar: true,
    guard: 'auth',
    page: () => import('../features/play/bet-records-page.tsx').then((module) => module.BetRecordsPage),
  },
  // Rewards (docs/decisions/025): bonuses with their wagering, and the reward record.
  {
    name: 'bonus',
    path: PATHS.bonus,
    title: 'pages.bonus',
    navbar: true,
    guard: 'auth',
    rightLink: { to: PATHS.bonusRecord, label: 'pages.bonusRecord' },
    page: () => import('../features/rewards/bonus-page.tsx').then((module) => module.BonusPage),
  },
  {
    name: 'bonusRecord',
    path: PATHS.bonusRecord,
    title: 'pages.bonusRecord',
    navbar: true,
    guard: 'auth',
    page: () =>
      import('../features/rewards/reward-record-page.tsx').then((module) => module.RewardRecordPage),
  },
  {
    name: 'rewardRecord',
    path: PATHS.rewardRecord,
    title: 'pages.rewardRecord',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../features/rewards/reward-record-page.tsx').then((module) => module.RewardRecordPage),
  },
  {
    name: 'vip',
    path: PATHS.vip,
    title: 'pages.vip',
    navbar: true,
    guard: 'auth',
    rightLink: { to: PATHS.vipLevel, label: 'pages.vipLevel' },
    page: () => import('../features/vip/vip-page.tsx').then((module) => module.VipPage),
  },
  {
    name: 'vipLevel',
    path: PATHS.vipLevel,
    title: 'pages.vipLevel',
    navbar: false,
    guard: 'auth',
    page: () => import('../features/vip/vip-level-page.tsx').then((module) => module.VipLevelPage),
  },
  {
    name: 'bonusVip',
    path: PATHS.bonusVip,
    title: 'pages.vip',
    navbar: true,
    guard: 'auth',
    page: () => import('../features/vip/vip-page.tsx').then((module) => module.VipPage),
  },
  {
    name: 'vipRebate',
    path: PATHS.vipRebate,
    title: 'pages.vipRebate',
    navbar: false,
    guard: 'auth',
    rightLink: { to: PATHS.vipRebateRecord, label: 'pages.vipRebateRecord' },
    page: () => import('../features/vip/rebate-page.tsx').then((module) => module.RebatePage),
  },
  {
    name: 'vipRebateRecord',
    path: PATHS.vipRebateRecord,
    title: 'pages.vipRebateRecord',
    navbar: false,
    guard: 'auth',
    page: () => import('../features/vip/rebate-record-page.tsx').then((module) => module.RebateRecordPage),
  },
  {
    name: 'bonusRebate',
    path: PATHS.bonusRebate,
    title: 'pages.vipRebate',
    navbar: true,
    guard: 'auth',
    rightLink: { to: PATHS.vipRebateRecord, label: 'pages.vipRebateRecord' },
    page: () => import('../features/vip/rebate-page.tsx').then((module) => module.RebatePage),
  },
]

/** Routes where the age notice stays hidden, so the visitor can read what they are accepting. */
export const AGE_NOTICE_EXEMPT_PATHS: readonly string[] = [PATHS.termsOfUse, PATHS.privacyPolicy]
