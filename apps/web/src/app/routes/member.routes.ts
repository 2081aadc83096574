import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** The Me page, the profile and self-limits. */
export const MEMBER_ROUTES: readonly RouteMeta[] = [
  {
    name: 'member',
    floatingBubble: true,
    path: PATHS.member,
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/member/member-page.tsx').then((module) => module.MemberPage),
  },
  {
    name: 'memberProfile',
    path: PATHS.memberProfile,
    title: 'pages.profile',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/member/profile-page.tsx').then((module) => module.ProfilePage),
  },
  {
    name: 'memberProfileInfo',
    path: PATHS.memberProfileInfo,
    title: 'pages.profileInfo',
    navbar: true,
    guard: 'auth',
    page: () =>
      import('../../features/member/profile-info-page.tsx').then((module) => module.ProfileInfoPage),
  },
  {
    name: 'memberProfileKyc',
    path: PATHS.memberProfileKyc,
    title: 'pages.profileKyc',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/kyc/kyc-page.tsx').then((module) => module.KycPage),
  },
  {
    name: 'memberGames',
    path: PATHS.memberGames,
    title: 'pages.memberGames',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/games/member-games-page.tsx').then((module) => module.MemberGamesPage),
  },
  {
    name: 'memberSelfLimited',
    path: PATHS.memberSelfLimited,
    title: 'pages.selfLimited',
    navbar: true,
    guard: 'auth',
    page: () =>
      import('../../features/self-limits/self-limits-page.tsx').then((module) => module.SelfLimitsPage),
  },
]
