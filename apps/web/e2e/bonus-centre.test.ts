import { describe, expect, it } from 'vitest'

import { callApi, sessionToken } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot, SCREENSHOT_DIR } from './helpers/screenshots.ts'

/**
 * The bonus centre at 360×740 (issue 25, decision 032): from the home carousel's rewards slide, every
 * reward one tap away, red dots where something waits (also on the Me tab), and the live activities.
 */
describe('bonus centre', () => {
  const suite = serverAndBrowser()

  it('shows the waiting sign-in with a dot, clears it once signed, and opens an activity', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    // Today's sign-in waits: the Me tab has its dot.
    await expect.poll(() => page.getByTestId('nav-dot').count(), { timeout: 10_000 }).toBe(1)
    // On the Me page, the rows behind them: the sign-in, the mobile-number task and, in the bonus
    // centre, the welcome bonus (the demo player registered today, with a mobile number).
    const nav = page.getByRole('navigation', { name: 'Panalo' })
    await nav.getByRole('link', { name: 'Me', exact: true }).click()
    await expect.poll(() => page.getByTestId('menu-dot').count()).toBe(3)
    await nav.getByRole('link', { name: 'Home', exact: true }).click()
    await page
      .getByRole('link', { name: /rewards/i })
      .first()
      .click()
    await page.waitForURL('**/bonus')
    const signIn = page.locator('[data-testid="bonus-tile"]', { hasText: 'Daily check-in' })
    await expect.poll(() => signIn.getAttribute('data-dot')).toBe('on')
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(16)
    await screenshot(page, 'bonus-centre')

    await signIn.click()
    await page.waitForURL('**/activity/sign-in')
    await page.getByTestId('sign-in-button').click()
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor()
    await popup.click()
    await page.goBack()
    await page.waitForURL('**/bonus')
    await expect.poll(() => signIn.getAttribute('data-dot')).toBe('off')

    await page.locator('[data-testid="activity-card"][data-id="8"]').click()
    await page.waitForURL('**/vip')
    if (SCREENSHOT_DIR) {
      await page.goto(`${suite.server.url}/bonus`)
      await page.getByTestId('activity-card').first().scrollIntoViewIfNeeded()
      await screenshot(page, 'bonus-centre-events')
    }
    await context.close()
  })

  it('ranks the player on the week’s leaderboard after a real bet', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    await suite.server.admin('wallet:credit', 'demoplayer', '1000', '--reason', 'e2e')
    const token = await sessionToken(page)
    const roll = await callApi(
      suite.server.url,
      'colorGameRoll',
      { play: { mode: 'real' }, bets: [{ colour: 'red', amount: 50_000 }] },
      token,
    )
    expect(roll.errcode).toBe(0)
    await page.goto(`${suite.server.url}/bonus`)
    await page.locator('[data-testid="bonus-tile"]', { hasText: 'Ranking' }).click()
    await page.waitForURL('**/rank')
    // The projector counts the bet within about a second; the page shows the place once it has.
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.getByTestId('rank-me').textContent({ timeout: 5_000 })
        },
        { timeout: 20_000 },
      )
      .toContain('#1')
    expect(await page.getByTestId('rank-me').textContent()).toContain('500 experience this week')
    // Alone this week: the player stands on the podium's first place, the other two are open.
    expect(await page.locator('[data-testid="podium-place"][data-rank="1"]').textContent()).toContain('De***')
    await screenshot(page, 'rank')
    await context.close()
  })

  it('sends a guest who taps a members-only activity to login, and shows the first-deposit offer', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await page.goto(`${suite.server.url}/bonus/event`)
    const firstDeposit = page.locator('[data-testid="activity-card"][data-id="44"]')
    await firstDeposit.waitFor()
    await screenshot(page, 'bonus-event')
    await firstDeposit.click()
    await page.waitForURL('**/auth/login?redirect=%2Factivity%2Ffirst-deposit')

    await page.goto(`${suite.server.url}/activity/first-deposit`)
    const offer = page.getByTestId('first-deposit-bonus')
    await offer.waitFor()
    // The seeded bonus: +20% up to ₱1,000 from ₱100, wagered 3×, the deposit 1×.
    expect(await offer.textContent()).toContain('₱5,000₱1,000₱8,000')
    await screenshot(page, 'first-deposit', { fullPage: true })
    await context.close()
  })
})
