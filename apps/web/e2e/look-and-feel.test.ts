import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Issue 23, look and feel: the first screens a player sees, at 360×740. */
describe('look and feel at 360×740', () => {
  let server: TestServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('home header, Me sections, payment marks, spinning reels and the brand typeface', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    // Nothing escapes as an uncaught error on these signed-in pages (the play-time reminder's load
    // once did on every start, and a refused service worker on every page).
    const uncaught: string[] = []
    page.on('pageerror', (error) => uncaught.push(String(error)))
    await loginAsDemo(page, server.url)

    // The balance and a Deposit button in the home header, within the screen's width.
    const deposit = page.getByTestId('home-deposit')
    await deposit.waitFor()
    expect(await page.getByTestId('home-balance').textContent()).toMatch(/₱\d/)
    expect(await deposit.evaluate((node) => node.getBoundingClientRect().right)).toBeLessThanOrEqual(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans"'))).toBe(true)
    await screenshot(page, 'home-signed-in')

    // The Me page in sections, Rewards among them with VIP, Bonuses, Rebates and Points.
    await page.goto(`${server.url}/member`)
    const rewards = page.getByTestId('member-rewards')
    await rewards.waitFor()
    for (const id of ['member-wallet', 'member-play', 'member-account', 'member-more'])
      expect(await page.getByTestId(id).count()).toBe(1)
    const hrefs = await rewards
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual([
      '/vip',
      '/bonus',
      '/vip/rebate',
      '/activity/sign-in',
      '/bonus/tasks',
      '/points',
      '/agent',
    ])
    await screenshot(page, 'member', { fullPage: true })

    // Each payment channel carries its mark.
    await page.goto(`${server.url}/wallets?name=deposit`)
    await page.getByTestId('deposit-panel').waitFor()
    const channels = page.locator('button[data-method]')
    expect(await channels.count()).toBeGreaterThan(0)
    expect(await channels.locator('svg[data-method]').count()).toBe(await channels.count())
    await screenshot(page, 'wallets')

    // Panalo Fortune's reels run while a spin is on its way, then land.
    await page.goto(`${server.url}/originals/panalo-fortune?mode=demo`)
    const spin = page.getByTestId('spin-button')
    await expect.poll(() => spin.isEnabled()).toBe(true)
    await spin.click()
    await page.locator('[data-spinning]').first().waitFor()
    await screenshot(page, 'fortune-spinning')
    await expect
      .poll(() => page.getByTestId('fortune').getAttribute('data-round'), { timeout: 20_000 })
      .toMatch(/^\d+$/)
    expect(await page.locator('[data-spinning]').count()).toBe(0)
    await screenshot(page, 'fortune')
    expect(uncaught).toEqual([])
    await context.close()
  })
})
