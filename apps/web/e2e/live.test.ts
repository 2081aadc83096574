import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/**
 * /activity/live at 360×740 (decision 052): the development test stream plays (natively or through
 * hls.js), with no bottom bar; with no show on, or a stream that cannot be reached, the page says so.
 */
describe('live', () => {
  const suite = serverAndBrowser()

  it('plays the test stream, and says so clearly when the show is off or unreachable', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await page.goto(`${suite.server.url}/activity/live`)
    const state = page.locator('[data-testid="live-state"]')
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 20_000 }).toBe('playing')
    // The video advances: it is really playing, not a poster.
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0.5)
    expect(await page.getByRole('navigation', { name: 'Panalo' }).count()).toBe(0)
    expect(await page.getByTestId('live-page').textContent()).toContain('Panalo Live')
    await screenshot(page, 'live')

    // A stream that cannot be fetched: the page says it cannot be reached and offers a retry.
    await suite.server.admin('live:stream', '/dev/live/gone.m3u8')
    await page.reload()
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 20_000 }).toBe('down')
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1)
    await screenshot(page, 'live-down')

    await suite.server.admin('live:stream', 'none')
    await page.reload()
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 10_000 }).toBe('off')
    // No show: our offline poster, not a black box or a test pattern (issue 40 defect 5).
    expect(await page.getByTestId('live-poster').count()).toBe(1)
    await screenshot(page, 'live-off')
    await context.close()
  })
})
