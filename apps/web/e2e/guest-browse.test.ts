import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { fillPasswordLogin } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Each page a guest may browse (issue 40, decision 068) and what shows its offer. */
const GUEST_PAGES: readonly { path: string; offer: string }[] = [
  { path: '/vip', offer: 'vip-gift' },
  { path: '/vip/level', offer: 'vip-rung' },
  { path: '/vip/rebate', offer: 'rebate-type' },
  { path: '/bonus', offer: 'bonus-tile' },
  { path: '/bonus/tasks', offer: 'task' },
  { path: '/bonus/vip', offer: 'vip-gift' },
  { path: '/bonus/rebate', offer: 'rebate-type' },
  { path: '/activity/sign-in', offer: 'sign-in-day' },
  { path: '/activity/sign-in/rule', offer: 'sign-in-rule' },
  { path: '/activity/spin', offer: 'spin-rules' },
  { path: '/agent', offer: 'agent-commission' },
  { path: '/agent/rule', offer: 'agent-rules' },
  { path: '/points', offer: 'points-item' },
]

/**
 * Guests browse before they sign up (issue 40 defect 3): every listed page shows its offers and
 * figures to a guest, with Log in / Register where a player would claim, and a login from there comes
 * back to the page.
 */
describe('a guest browsing the offers', () => {
  const suite = serverAndBrowser()

  it('sees every listed page with its offers, never the login wall, and no page wider than the phone', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    for (const { path, offer } of GUEST_PAGES) {
      await page.goto(`${suite.server.url}${path}`)
      await page.getByTestId(offer).first().waitFor({ timeout: 10_000 })
      expect(new URL(page.url()).pathname, path).toBe(path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(360)
      await screenshot(page, `guest${path.replaceAll('/', '-')}`)
    }
    // Where a player claims, a guest is asked to log in or register.
    for (const path of ['/vip', '/bonus/tasks', '/activity/sign-in', '/points', '/agent']) {
      await page.goto(`${suite.server.url}${path}`)
      await page.getByTestId('guest-banner').waitFor()
    }
    await context.close()
  })

  it('fits a 320 px phone in Filipino too, where the labels are longest', async () => {
    const context = await phoneContext(suite.browser)
    await context.addCookies([{ name: 'locale', value: 'fil-PH', url: suite.server.url }])
    const page = await context.newPage()
    await page.setViewportSize({ width: 320, height: 740 })
    const wide: string[] = []
    for (const { path, offer } of [{ path: '/', offer: 'lobby-panel' }, ...GUEST_PAGES]) {
      await page.goto(`${suite.server.url}${path}`)
      await page.getByTestId(offer).first().waitFor({ timeout: 10_000 })
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 320) wide.push(`${path}: ${width}px`)
      await screenshot(page, `guest-fil-320${path.replaceAll('/', '-')}`)
    }
    expect(wide).toEqual([])
    await context.close()
  })

  it('returns to the page after logging in from its Log in to claim', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await page.goto(`${suite.server.url}/activity/sign-in`)
    await page.getByTestId('guest-login-to-claim').click()
    await page.waitForURL('**/auth/login?redirect=%2Factivity%2Fsign-in')
    await page.getByRole('tab', { name: /password/i }).click()
    await fillPasswordLogin(page, 'demoplayer', 'Panalo2026')
    await page.waitForURL('**/activity/sign-in')
    // The player's own view: today's sign-in to claim, no guest actions.
    await page.getByTestId('sign-in-button').waitFor()
    expect(await page.getByTestId('guest-banner').count()).toBe(0)
    await context.close()
  })
})
