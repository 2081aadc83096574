import type { Page } from 'playwright-core'

import { PATHS } from '../../src/lib/paths.ts'

/**
 * Walking the player routes and checking what a route leaves clear, shared by the floating-clearance
 * browser test and `npm run shoot:web` (shoot-routes.ts), so both look at the same routes the same way.
 */

/** Every route without a path parameter, but those that leave the app's frame. */
export const PARAMETERLESS_ROUTES: readonly string[] = Object.values(PATHS).filter(
  (route) =>
    !route.includes(':') &&
    !['/maintenance', '/auth/social/callback'].includes(route) &&
    !route.startsWith('/dev-aggregator'),
)

/** Where the jackpot bubble and the chat launcher show (SPEC.md §2's floating-bubble routes, and /). */
export const FLOATING_ROUTES: readonly string[] = [
  '/',
  '/member',
  '/agent',
  '/bonus/tasks',
  '/bonus/event',
  '/bonus/reward',
  '/vip/level',
]

/**
 * Moves inside the app as a player does (the router follows popstate) rather than loading it anew:
 * the same page, laid out with its data, without booting the app for each route.
 */
export async function moveInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, route)
}

/**
 * Returns a wait that resolves once no request of the page has been in flight for `quietMs` (at most
 * 10 s): a route's calls have answered and it has drawn what they brought.
 */
export function quietNetwork(page: Page, quietMs: number): () => Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const changed = (by: number) => () => {
    inFlight += by
    lastChange = Date.now()
  }
  page.on('request', changed(1))
  page.on('requestfinished', changed(-1))
  page.on('requestfailed', changed(-1))
  return async () => {
    lastChange = Date.now()
    for (const started = Date.now(); Date.now() - started < 10_000;) {
      if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return
      await page.waitForTimeout(50)
    }
  }
}

/** The first screen's tappable things that lie under the bubble or the launcher at rest, as text. */
export function coveredOnFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = [
      document.querySelector('[data-testid="jackpot-bubble"]:not([data-tucked])'),
      document.querySelector('[data-testid="chat-launcher"]:not([data-tucked])'),
    ].filter((element): element is Element => element !== null)
    const tappable = document.querySelectorAll(
      'a[href], button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="link"], [data-keep-clear]',
    )
    const covered: string[] = []
    for (const over of floating) {
      const box = over.getBoundingClientRect()
      for (const element of tappable) {
        if (floating.some((float) => float.contains(element))) continue
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight)
          continue
        const overlapX = Math.min(box.right, rect.right) - Math.max(box.left, rect.left)
        const overlapY = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top)
        if (overlapX > 0 && overlapY > 0)
          covered.push(
            `${over.getAttribute('data-testid')} over <${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`,
          )
      }
    }
    return covered
  })
}
