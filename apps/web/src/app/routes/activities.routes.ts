import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** Activities: the daily sign-in and its rule, the task centre. */
export const ACTIVITIES_ROUTES: readonly RouteMeta[] = [
  {
    name: 'activitySignIn',
    path: PATHS.activitySignIn,
    title: 'pages.signIn',
    navbar: false,
    guard: 'auth',
    rightLink: { to: PATHS.activitySignInRule, label: 'pages.signInRule' },
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
    name: 'bonusTasks',
    path: PATHS.bonusTasks,
    title: 'pages.tasks',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/activities/tasks-page.tsx').then((module) => module.TasksPage),
  },
]
