import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { phoneContext } from '../../web/e2e/helpers/chromium.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { enrolStaff } from './helpers/staff.ts'
import { screenshot, SCREENSHOT_DIR } from '../../web/e2e/helpers/screenshots.ts'

const FIESTA_BACKGROUND = '#FFF8EC'

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return
  await page.waitForTimeout(500)
  await screenshot(page, name, { fullPage: true })
}

const rootBackground = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-background').trim().toUpperCase(),
  )

/**
 * The themes page at 1280×800 (decision 085): marketing previews Fiesta in the real player app framed
 * at 360×740, makes it live, and a player's app opened afterwards is in Fiesta. Finance has no themes.
 */
describe('operator console: the themes', () => {
  const suite = serverAndBrowser()

  it('marketing previews a theme in the player app and makes it live; players get it', async () => {
    const { server, browser } = suite
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    // The framed app's one-time age notice, as a staff member who accepted it once.
    await context.addInitScript(() =>
      localStorage.setItem('panalo.ageNoticeAccepted', '2026-01-01T00:00:00.000Z'),
    )
    const page = await context.newPage()
    await enrolStaff(page, server, 'ma.themes', 'marketing')
    await page.getByRole('button', { name: 'Themes' }).click()
    const list = page.getByTestId('theme-list')
    await list.getByRole('button', { name: /Panalo Night/ }).waitFor()
    await expect
      .poll(() => list.getByRole('button', { name: /Panalo Night/ }).textContent())
      .toContain('live')

    await list.getByRole('button', { name: /Fiesta/ }).click()
    const frameElement = page.locator('iframe[title="The player app in Fiesta"]')
    await frameElement.waitFor()
    expect(await frameElement.getAttribute('width')).toBe('360')
    expect(await frameElement.getAttribute('height')).toBe('740')
    const frame = await (await frameElement.elementHandle())?.contentFrame()
    if (!frame) throw new Error('no preview frame')
    await expect
      .poll(() =>
        frame.evaluate(() =>
          document.documentElement.style.getPropertyValue('--color-background').trim().toUpperCase(),
        ),
      )
      .toBe(FIESTA_BACKGROUND)
    await expect.poll(() => page.getByTestId('theme-swatches').textContent()).toContain(FIESTA_BACKGROUND)
    await shot(page, 'themes-preview')

    // Before the switch a player's app is still in the night theme.
    const phone = await phoneContext(browser)
    const player = await phone.newPage()
    await player.goto(server.url)
    await expect.poll(() => rootBackground(player)).not.toBe(FIESTA_BACKGROUND)

    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Make Fiesta live' }).click()
    await expect
      .poll(() => page.getByTestId('theme-switched').textContent())
      .toMatch(/The live theme is now Fiesta \(was Panalo Night\)/)
    await expect.poll(() => list.getByRole('button', { name: /Fiesta/ }).textContent()).toContain('live')
    await shot(page, 'themes-switched')

    await player.reload()
    await expect.poll(() => rootBackground(player), { timeout: 10_000 }).toBe(FIESTA_BACKGROUND)
    await shot(player, 'themes-player-after')
    await phone.close()
    await context.close()
  }, 120_000)

  it('finance is shown no themes, and the server refuses the switch', async () => {
    const { server, browser } = suite
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await enrolStaff(page, server, 'fi.themes', 'finance')
    expect(await page.getByRole('button', { name: 'Themes' }).count()).toBe(0)
    const errcode = await page.evaluate(async () => {
      const response = await fetch('/ops/v1/themeSetLive', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ themeId: 1 }),
      })
      return ((await response.json()) as { errcode: number }).errcode
    })
    expect(errcode).toBe(11002)
    await context.close()
  }, 60_000)
})
