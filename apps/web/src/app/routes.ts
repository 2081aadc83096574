import { PATHS } from '../lib/paths.ts'
import type { RouteMeta } from './route-meta.ts'
import { SITE_ROUTES } from './routes/site.routes.ts'
import { AUTH_ROUTES } from './routes/auth.routes.ts'
import { MEMBER_ROUTES } from './routes/member.routes.ts'
import { MONEY_ROUTES } from './routes/money.routes.ts'
import { GAMES_ROUTES } from './routes/games.routes.ts'
import { REWARDS_ROUTES } from './routes/rewards.routes.ts'
import { ACTIVITIES_ROUTES } from './routes/activities.routes.ts'
import { COMMUNITY_ROUTES } from './routes/community.routes.ts'
import { DIAMONDS_ROUTES } from './routes/diamonds.routes.ts'

export type { RouteMeta }

/**
 * The route table: every route of SPEC.md §2 that exists so far, with its meta, one file per area under
 * routes/. Pages load lazily, except / (the start URL), which ships in the entry bundle. A new area adds
 * its file here.
 */
export const ROUTES: readonly RouteMeta[] = [
  ...SITE_ROUTES,
  ...AUTH_ROUTES,
  ...MEMBER_ROUTES,
  ...MONEY_ROUTES,
  ...GAMES_ROUTES,
  ...REWARDS_ROUTES,
  ...ACTIVITIES_ROUTES,
  ...COMMUNITY_ROUTES,
  ...DIAMONDS_ROUTES,
]

/** Routes where the age notice stays hidden, so the visitor can read what they are accepting. */
export const AGE_NOTICE_EXEMPT_PATHS: readonly string[] = [PATHS.termsOfUse, PATHS.privacyPolicy]
