import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { PATHS } from '../src/lib/paths.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'

const SHOTS = process.env.SCREENSHOT_DIR

/** Every route without a path parameter, but those that leave the app's frame or need one of its ids. */
const ROUTES = Object.values(PATHS).filter(
  (path) =>
    !path.includes(':') &&
    !['/game/start', '/maintenance', '/auth/social/callback'].includes(path) &&
    !path.startsWith('/dev-aggregator'),
)

/** Where the jackpot bubble and the chat launcher show (SPEC.md §2's floating-bubble routes, and /). */
const FLOATING_ROUTES = [
  '/',
  '/member',
  '/agent',
  '/bonus/tasks',
  '/bonus/event',
  '/bonus/reward',
  '/vip/level',
]

/** The first screen's tappable things that lie under the bubble or the launcher at rest, as text. */
function coveredOnFirstScreen(page: Page): Promise<string[]> {
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

/**
 * Nothing floats over an action, and no page is wider than the phone (issue 40 defect 1 and "done
 * when"): every route at 320 px, and the bubble's and launcher's routes at 320, 360 and 430 px.
 */
describe('floating things and page widths', () => {
  const suite = serverAndBrowser()

  it('keeps every route within a 320 px phone', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await page.setViewportSize({ width: 320, height: 740 })
    await loginAsDemo(page, suite.server.url)
    const wide: string[] = []
    for (const path of ROUTES) {
      await page.goto(`${suite.server.url}${path}`)
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 320) wide.push(`${path}: ${width}px`)
    }
    expect(wide).toEqual([])
    await context.close()
  }, 240_000)

  for (const width of [320, 360, 430]) {
    it(`covers no button or link with the bubble or the launcher at ${width} px`, async () => {
      const context = await phoneContext(suite.browser)
      const page = await context.newPage()
      await page.setViewportSize({ width, height: 740 })
      await loginAsDemo(page, suite.server.url)
      const covered: string[] = []
      for (const path of FLOATING_ROUTES) {
        await page.goto(`${suite.server.url}${path}`)
        await page.getByTestId('jackpot-bubble').waitFor()
        await page.waitForLoadState('networkidle')
        // The bubble looks for its spot once the page has been still a moment.
        await page.waitForTimeout(800)
        covered.push(...(await coveredOnFirstScreen(page)).map((what) => `${path}: ${what}`))
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/floating-${width}${path.replaceAll('/', '-')}.png` })
      }
      expect(covered).toEqual([])
      await context.close()
    }, 120_000)
  }
})
