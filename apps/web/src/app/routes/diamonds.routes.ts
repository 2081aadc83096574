import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/**
 * The diamond shop and scratch cards (docs/decisions/045-diamond-shop.md): SPEC.md §2 names no route,
 * so /diamonds, reached from /points and the bonus centre, with a scratch page per card and a record.
 */
export const DIAMONDS_ROUTES: readonly RouteMeta[] = [
  {
    name: 'diamonds',
    path: PATHS.diamonds,
    title: 'pages.diamonds',
    navbar: true,
    guard: 'auth',
    rightLink: { to: PATHS.diamondRecord, label: 'pages.diamondRecord' },
    page: () =>
      import('../../features/diamonds/diamond-shop-page.tsx').then((module) => module.DiamondShopPage),
  },
  {
    name: 'diamondScratch',
    path: PATHS.diamondScratch,
    title: 'pages.diamondScratch',
    navbar: false,
    guard: 'auth',
    validate: (url) => /^\/diamonds\/scratch\/[1-9]\d{0,14}$/.test(url.pathname),
    page: () =>
      import('../../features/diamonds/scratch-card-page.tsx').then((module) => module.ScratchCardPage),
  },
  {
    name: 'diamondRecord',
    path: PATHS.diamondRecord,
    title: 'pages.diamondRecord',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../../features/diamonds/diamond-record-page.tsx').then((module) => module.DiamondRecordPage),
  },
]
