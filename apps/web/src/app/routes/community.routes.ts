import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** Community and support: the mail inbox (decision 035). */
export const COMMUNITY_ROUTES: readonly RouteMeta[] = [
  {
    name: 'email',
    path: PATHS.email,
    title: 'pages.email',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/mail/mail-inbox-page.tsx').then((module) => module.MailInboxPage),
  },
  {
    name: 'emailDetail',
    path: PATHS.emailDetail,
    title: 'pages.emailDetail',
    navbar: false,
    guard: 'auth',
    validate: (url) => /^[1-9]\d{0,15}$/.test(url.searchParams.get('id') ?? ''),
    page: () => import('../../features/mail/mail-detail-page.tsx').then((module) => module.MailDetailPage),
  },
]
