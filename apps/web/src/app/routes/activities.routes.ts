import { ACTIVITY_ID } from '@panalo/contract/enums'

import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** Activities: the bonus centre and its events, the daily sign-in and its rule, the task centre. */
export const ACTIVITIES_ROUTES: readonly RouteMeta[] = [
  {
    name: 'bonus',
    path: PATHS.bonus,
    title: 'pages.bonus',
    navbar: true,
    rightLink: { to: PATHS.bonusRecord, label: 'pages.bonusRecord' },
    page: () =>
      import('../../features/activities/bonus-centre-page.tsx').then((module) => module.BonusCentrePage),
  },
  {
    name: 'bonusEvent',
    floatingBubble: true,
    path: PATHS.bonusEvent,
    title: 'pages.bonusEvent',
    navbar: true,
    page: () =>
      import('../../features/activities/bonus-event-page.tsx').then((module) => module.BonusEventPage),
  },
  {
    name: 'activitySignIn',
    activityId: ACTIVITY_ID.freeSign,
    path: PATHS.activitySignIn,
    title: 'pages.signIn',
    navbar: false,
    rightLink: { to: PATHS.activitySignInRule, label: 'pages.rules' },
    page: () => import('../../features/activities/sign-in-page.tsx').then((module) => module.SignInPage),
  },
  {
    name: 'activitySignInRule',
    path: PATHS.activitySignInRule,
    title: 'pages.signInRule',
    navbar: false,
    page: () =>
      import('../../features/activities/sign-in-rule-page.tsx').then((module) => module.SignInRulePage),
  },
  {
    name: 'activityFirstDeposit',
    activityId: ACTIVITY_ID.firstDeposit,
    path: PATHS.activityFirstDeposit,
    title: 'pages.firstDeposit',
    navbar: true,
    page: () =>
      import('../../features/promotions/first-deposit-page.tsx').then((module) => module.FirstDepositPage),
  },
  {
    name: 'rank',
    path: PATHS.rank,
    title: 'pages.rank',
    navbar: true,
    guard: 'auth-activity',
    page: () => import('../../features/activities/rank-page.tsx').then((module) => module.RankPage),
  },
  {
    name: 'bonusTasks',
    floatingBubble: true,
    path: PATHS.bonusTasks,
    title: 'pages.tasks',
    navbar: true,
    page: () => import('../../features/activities/tasks-page.tsx').then((module) => module.TasksPage),
  },
  // Promotions (decision 050).
  {
    name: 'activitySignUpBonus',
    activityId: ACTIVITY_ID.signUpBonus,
    path: PATHS.activitySignUpBonus,
    title: 'pages.signUpBonus',
    navbar: true,
    guard: 'auth',
    page: () =>
      import('../../features/promotions/sign-up-bonus-page.tsx').then((module) => module.SignUpBonusPage),
  },
  {
    name: 'activityBank',
    activityId: ACTIVITY_ID.bankBonus,
    path: PATHS.activityBank,
    title: 'pages.bankBonus',
    navbar: true,
    guard: 'auth',
    page: () =>
      import('../../features/promotions/bank-bonus-page.tsx').then((module) => module.BankBonusPage),
  },
  {
    name: 'activityFollow',
    activityId: ACTIVITY_ID.followRewards,
    path: PATHS.activityFollow,
    title: 'pages.follow',
    navbar: false,
    page: () => import('../../features/promotions/follow-page.tsx').then((module) => module.FollowPage),
  },
  {
    name: 'activityFund',
    activityId: ACTIVITY_ID.fund,
    path: PATHS.activityFund,
    title: 'pages.fund',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/promotions/fund-page.tsx').then((module) => module.FundPage),
  },
  {
    name: 'activitySlotshack',
    activityId: ACTIVITY_ID.slotsTournament,
    path: PATHS.activitySlotshack,
    title: 'pages.slotsTournament',
    navbar: true,
    page: () =>
      import('../../features/promotions/slots-tournament-page.tsx').then(
        (module) => module.SlotsTournamentPage,
      ),
  },
  {
    name: 'activityRedBlue',
    activityId: ACTIVITY_ID.redVersusBlue,
    path: PATHS.activityRedBlue,
    title: 'pages.redBlue',
    navbar: true,
    guard: 'auth',
    rightLink: { to: PATHS.activityRedBlueRule, label: 'pages.rules' },
    page: () => import('../../features/redblue/redblue-page.tsx').then((module) => module.RedBluePage),
  },
  {
    name: 'activityRedBlueRule',
    path: PATHS.activityRedBlueRule,
    title: 'pages.redBlueRule',
    navbar: false,
    page: () =>
      import('../../features/redblue/redblue-rule-page.tsx').then((module) => module.RedBlueRulePage),
  },
  {
    name: 'activityLive',
    activityId: ACTIVITY_ID.live,
    path: PATHS.activityLive,
    title: 'pages.live',
    navbar: false,
    page: () => import('../../features/activities/live-page.tsx').then((module) => module.LivePage),
  },
  {
    name: 'activityJackpot',
    activityId: ACTIVITY_ID.luckyJackpot,
    path: PATHS.activityJackpot,
    title: 'pages.jackpot',
    navbar: false,
    page: () => import('../../features/jackpot/jackpot-page.tsx').then((module) => module.JackpotPage),
  },
  {
    name: 'activitySpin',
    activityId: ACTIVITY_ID.spinWheel,
    path: PATHS.activitySpin,
    title: 'pages.spin',
    navbar: false,
    page: () => import('../../features/jackpot/spin-page.tsx').then((module) => module.SpinPage),
  },
  {
    name: 'activityInviteSpin',
    activityId: ACTIVITY_ID.inviteUserSpin,
    path: PATHS.activityInviteSpin,
    title: 'pages.inviteSpin',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../../features/invite-spin/invite-spin-page.tsx').then((module) => module.InviteSpinPage),
  },
  // The lottery (decision 053): the draw page needs a mobile number; its other pages are public.
  {
    name: 'activityLottery',
    activityId: ACTIVITY_ID.lottery,
    path: PATHS.activityLottery,
    title: 'pages.lottery',
    navbar: false,
    guard: 'auth-activity',
    page: () => import('../../features/lottery/lottery-page.tsx').then((module) => module.LotteryPage),
  },
  {
    name: 'activityLotteryOrder',
    path: PATHS.activityLotteryOrder,
    title: 'pages.lotteryOrder',
    navbar: false,
    page: () =>
      import('../../features/lottery/lottery-order-page.tsx').then((module) => module.LotteryOrderPage),
  },
  {
    name: 'activityLotteryProduct',
    path: PATHS.activityLotteryProduct,
    title: 'pages.lotteryProduct',
    navbar: false,
    page: () =>
      import('../../features/lottery/lottery-product-page.tsx').then((module) => module.LotteryProductPage),
  },
  {
    name: 'activityLotteryRecord',
    path: PATHS.activityLotteryRecord,
    title: 'pages.lotteryRecord',
    navbar: false,
    page: () =>
      import('../../features/lottery/lottery-record-page.tsx').then((module) => module.LotteryRecordPage),
  },
  {
    name: 'activityLotteryHistory',
    path: PATHS.activityLotteryHistory,
    title: 'pages.lotteryHistory',
    navbar: false,
    page: () =>
      import('../../features/lottery/lottery-history-page.tsx').then((module) => module.LotteryHistoryPage),
  },
  {
    name: 'activityLotteryRule',
    path: PATHS.activityLotteryRule,
    title: 'pages.lotteryRule',
    navbar: false,
    page: () =>
      import('../../features/lottery/lottery-rule-page.tsx').then((module) => module.LotteryRulePage),
  },
]
