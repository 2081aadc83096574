import { createBrowserRouter, data, redirect, type RouteObject } from 'react-router'

import { loadPageTexts } from '../i18n/i18n.ts'
import { hasPendingUpdate, applyPendingUpdate } from '../lib/service-worker.ts'
import { isNewerBuildAvailable } from '../lib/build-version.ts'
import { isUnderMaintenance } from '../lib/maintenance-state.ts'
import { PATHS } from '../lib/paths.ts'
import { RouteErrorPage, NotFoundPage } from './error-pages.tsx'
import { guardNamed } from './guards.ts'
import { RootLayout } from './root-layout.tsx'
import { ROUTES, type RouteMeta } from './routes.ts'

export interface RouteHandle {
  meta: RouteMeta
}

/**
 * Checks every navigation runs before its page's guard: maintenance sends it to /maintenance, and a
 * newer build (or a waiting service worker) turns it into a full page load of the destination.
 */
function globalChecks(url: URL): Response | Promise<never> | undefined {
  if (isNewerBuildAvailable() || hasPendingUpdate()) {
    if (hasPendingUpdate()) applyPendingUpdate(url.href)
    else window.location.assign(url.href)
    // The page is about to be replaced; keep the router waiting until it is.
    return new Promise<never>(() => undefined)
  }
  if (isUnderMaintenance() && url.pathname !== PATHS.maintenance) return redirect(PATHS.maintenance)
  return undefined
}

export function routeObject(meta: RouteMeta): RouteObject {
  // Resolved when the table is built, so an unknown guard name fails at start, not on a click.
  const guard = meta.guard ? guardNamed(meta.guard) : undefined
  return {
    ...(meta.path === PATHS.index ? { index: true } : { path: meta.path }),
    handle: { meta } satisfies RouteHandle,
    loader: ({ request }) => {
      const url = new URL(request.url)
      const global = globalChecks(url)
      if (global) return global
      if (meta.validate && !meta.validate(url)) throw data(null, { status: 404 })
      return guard?.(url) ?? null
    },
    lazy: async () => {
      // An event's gate (and its empty state) loads with the event's page, not with the lobby.
      const [Component, gate] = await Promise.all([
        meta.page(),
        meta.activityId === undefined ? undefined : import('../features/activities/activity-gate.tsx'),
        meta.shellTexts ? undefined : loadPageTexts(),
      ])
      return {
        Component:
          gate && meta.activityId !== undefined
            ? gate.gatedByActivity(Component, meta.activityId)
            : Component,
      }
    },
  }
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...ROUTES.map(routeObject),
        {
          path: '*',
          Component: NotFoundPage,
          loader: ({ request }) => globalChecks(new URL(request.url)) ?? null,
        },
      ],
    },
  ])
}

export type AppRouter = ReturnType<typeof createAppRouter>
