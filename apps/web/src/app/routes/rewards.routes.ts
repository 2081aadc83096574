import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** Bonuses and their records, VIP, rebates and points. */
export const REWARDS_ROUTES: readonly RouteMeta[] = [
  {
    name: 'bonusReward',
    floatingBubble: true,
    path: PATHS.bonusReward,
    title: 'pages.bonusReward',
    navbar: true,
    guard: 'auth',
    rightLink: { to: PATHS.bonusRecord, label: 'pages.bonusRecord' },
    page: () => import('../../features/rewards/bonus-page.tsx').then((module) => module.BonusPage),
  },
  {
    name: 'bonusRecord',
    floatingBubble: true,
    path: PATHS.bonusRecord,
    title: 'pages.bonusRecord',
    navbar: true,
    guard: 'auth',
    page: () =>
      import('../../features/rewards/reward-record-page.tsx').then((module) => module.RewardRecordPage),
  },
  {
    name: 'rewardRecord',
    path: PATHS.rewardRecord,
    // The same page as /bonus/record, reached from outside the bonus centre: the same title, so a player
    // never wonders whether they are two lists.
    title: 'pages.bonusRecord',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../../features/rewards/reward-record-page.tsx').then((module) => module.RewardRecordPage),
  },
  {
    name: 'vip',
    path: PATHS.vip,
    title: 'pages.vip',
    navbar: true,
    rightLink: { to: PATHS.vipLevel, label: 'pages.vipLevel' },
    page: () => import('../../features/vip/vip-page.tsx').then((module) => module.VipPage),
  },
  {
    name: 'vipLevel',
    floatingBubble: true,
    path: PATHS.vipLevel,
    title: 'pages.vipLevel',
    navbar: false,
    page: () => import('../../features/vip/vip-level-page.tsx').then((module) => module.VipLevelPage),
  },
  {
    name: 'bonusVip',
    path: PATHS.bonusVip,
    title: 'pages.vip',
    navbar: true,
    page: () => import('../../features/vip/vip-page.tsx').then((module) => module.VipPage),
  },
  {
    name: 'vipRebate',
    path: PATHS.vipRebate,
    title: 'pages.vipRebate',
    navbar: false,
    rightLink: { to: PATHS.vipRebateRecord, label: 'pages.vipRebateRecord' },
    page: () => import('../../features/vip/rebate-page.tsx').then((module) => module.RebatePage),
  },
  {
    name: 'vipRebateRecord',
    path: PATHS.vipRebateRecord,
    title: 'pages.vipRebateRecord',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/vip/rebate-record-page.tsx').then((module) => module.RebateRecordPage),
  },
  {
    name: 'bonusRebate',
    path: PATHS.bonusRebate,
    title: 'pages.vipRebate',
    navbar: true,
    rightLink: { to: PATHS.vipRebateRecord, label: 'pages.vipRebateRecord' },
    page: () => import('../../features/vip/rebate-page.tsx').then((module) => module.RebatePage),
  },
  {
    name: 'points',
    path: PATHS.points,
    title: 'pages.points',
    navbar: true,
    page: () => import('../../features/points/points-page.tsx').then((module) => module.PointsPage),
  },
]
