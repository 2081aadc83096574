import { describe, expect, it } from 'vitest'

import { callApi, sessionToken } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot, SCREENSHOT_DIR } from './helpers/screenshots.ts'

const DAY_MS = 86_400_000
/** A Manila day (UTC+8, no daylight saving) `days` from today. */
const manilaDay = (days = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10)

/**
 * Red versus blue at 360×740 (issue 27, decision 054): the operator opens a round; the player reads
 * the rules and the wagering, joins Red after a confirmation, then a real bet shows up in Red's live
 * score and in the player's contribution without a reload (the page polls).
 */
describe('red versus blue', () => {
  const suite = serverAndBrowser()

  it('joins a camp and sees its live score grow with a bet', async () => {
    await suite.server.admin('redblue:open', manilaDay(), manilaDay(6), '5000', '100')
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    await page.goto(`${suite.server.url}/bonus`)
    await page.locator('[data-testid="bonus-tile"]', { hasText: 'Red vs blue' }).click()
    await page.waitForURL('**/activity/redpkblue')

    await page.getByTestId('redblue-join').waitFor()
    expect(await page.getByTestId('redblue-pool').textContent()).toContain('5,000')
    expect(await page.getByTestId('redblue-countdown').textContent()).toMatch(/^\dd \d\d:\d\d:\d\d$/)
    expect(await page.getByTestId('redblue-wagering').textContent()).toContain('5×')
    await screenshot(page, 'redblue-join', { fullPage: true })

    await page.getByTestId('redblue-join-red').click()
    await page.getByTestId('redblue-confirm').getByText('cannot be switched').waitFor()
    // The question repeats what a share depends on: the least to bet, and the prize's wagering.
    expect(await page.getByTestId('redblue-confirm').textContent()).toContain('bet at least ₱100')
    expect(await page.getByTestId('redblue-confirm-wagering').textContent()).toContain('5×')
    await screenshot(page, 'redblue-confirm')
    await page.getByTestId('redblue-confirm-button').click()
    await page.getByTestId('redblue-me').waitFor()
    expect(await page.getByTestId('redblue-camp-red').getAttribute('data-mine')).toBe('yes')
    expect(await page.getByTestId('redblue-join').count()).toBe(0)

    await suite.server.admin('wallet:credit', 'demoplayer', '1000', '--reason', 'e2e')
    const roll = await callApi(
      suite.server.url,
      'colorGameRoll',
      { play: { mode: 'real' }, bets: [{ colour: 'red', amount: 50_000 }] },
      await sessionToken(page),
    )
    expect(roll.errcode).toBe(0)
    // The projector counts the bet within about a second; the page's next poll shows it.
    await expect
      .poll(() => page.getByTestId('redblue-contribution').textContent(), { timeout: 30_000 })
      .toContain('500')
    expect(await page.getByTestId('redblue-score-red').textContent()).toContain('500')
    expect(await page.getByTestId('redblue-me').textContent()).toContain('You qualify')
    if (SCREENSHOT_DIR) {
      // The bar eases to its new width; the page from its top.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForTimeout(800)
      await screenshot(page, 'redblue-joined', { fullPage: true })
    }

    await page.getByRole('link', { name: 'Rules', exact: true }).click()
    await page.waitForURL('**/activity/redpkblue/rule')
    expect(await page.getByTestId('redblue-rules').textContent()).toContain('₱100')
    await screenshot(page, 'redblue-rule', { fullPage: true })
    await context.close()
  })
})
