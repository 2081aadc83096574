import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** Game search, Panalo Originals, fairness, launch and bet records. */
export const GAMES_ROUTES: readonly RouteMeta[] = [
  {
    name: 'gameSearch',
    path: PATHS.gameSearch,
    title: 'pages.gameSearch',
    navbar: true,
    page: () => import('../../features/games/game-search-page.tsx').then((module) => module.GameSearchPage),
  },
  {
    name: 'originals',
    path: PATHS.originals,
    navbar: false,
    validate: (url) =>
      /^\/originals\/(panalo-fortune|color-game|mines)$/.test(url.pathname) &&
      ['real', 'demo', null].includes(url.searchParams.get('mode')),
    page: () => import('../../features/originals/originals-page.tsx').then((module) => module.OriginalsPage),
  },
  {
    name: 'devAggregatorPlay',
    path: PATHS.devAggregatorPlay,
    navbar: false,
    validate: (url) => /^hp-[a-z0-9-]{1,80}$/.test(url.pathname.split('/')[3] ?? ''),
    page: () =>
      import('../../features/dev-aggregator/dev-game-page.tsx').then((module) => module.DevGamePage),
  },
  {
    name: 'fair',
    path: PATHS.fair,
    title: 'pages.fair',
    navbar: false,
    page: () => import('../fair-pages.tsx').then((module) => module.FairRoutePage),
  },
  {
    name: 'gameStart',
    floatingBubble: true,
    path: PATHS.gameStart,
    navbar: false,
    // The page itself sends guests to log in, unless they try a game that allows demo play.
    // gameId is optional (SPEC.md §2): without one the page goes back to the lobby.
    validate: (url) => /^([1-9]\d{0,9})?$/.test(url.searchParams.get('gameId') ?? ''),
    page: () => import('../../features/play/game-start-page.tsx').then((module) => module.GameStartPage),
  },
  {
    name: 'memberReport',
    path: PATHS.memberReport,
    title: 'pages.memberReport',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/play/report-page.tsx').then((module) => module.ReportPage),
  },
  {
    name: 'memberBetRecords',
    path: PATHS.memberBetRecords,
    title: 'pages.memberBetRecords',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/play/bet-records-page.tsx').then((module) => module.BetRecordsPage),
  },
]
