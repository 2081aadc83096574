import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot, SCREENSHOT_DIR } from './helpers/screenshots.ts'

const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'e2e',
  appWebName: 'panalo',
}

/**
 * Points at 360×740 (issue 24, decision 028): the Me page → /points → choose an item → the confirm
 * sheet states the points spent, the coins and their wagering → confirm → reward popup → the balance
 * and the history follow, and the ledger checks out.
 */
describe('points', () => {
  const suite = serverAndBrowser()

  async function call(name: string, body: object, token: string) {
    const response = await fetch(`${suite.server.url}/app/v1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...CLIENT_FIELDS, ...body }),
    })
    return (await response.json()) as { errcode: number; data: Record<string, unknown> }
  }

  it('exchanges points for bonus coins after a confirm sheet that shows the wagering', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const token = await page.evaluate(() => localStorage.getItem('panalo.token'))
    if (!token) throw new Error('no session token')

    // A paid deposit first, so the bought coins are credited rather than held for one.
    const opened = await call('rechargeCreate', { rechargeTypeId: 1, amount: 500_00 }, token)
    expect(opened.errcode).toBe(0)
    const checkout = await page.request.post(String(opened.data['checkoutUrl']), { form: { choice: 'pay' } })
    expect(checkout.ok()).toBe(true)
    await expect
      .poll(async () => (await call('refreshData', {}, token)).data['totalRecharge'], { timeout: 15_000 })
      .toBe(500_00)
    expect(
      await suite.server.admin(
        'rewards:grant',
        'demoplayer',
        '2002=500',
        '--reason',
        'e2e points',
        '--key',
        'e2e-p',
      ),
    ).toMatch(/^Granted 500 × 2002/)
    const coinsBefore = Number((await call('refreshData', {}, token)).data['coin'])

    // Findable from the Me page, beside Rebates.
    await page.goto(`${suite.server.url}/member`)
    await page.getByTestId('member-rewards').waitFor()
    if (SCREENSHOT_DIR) {
      await page.getByTestId('member-rewards').locator('a[href="/points"]').scrollIntoViewIfNeeded()
      await screenshot(page, 'points-member')
    }
    await page.getByTestId('member-rewards').locator('a[href="/points"]').click()
    await page.getByTestId('points-page').waitFor()
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('500')
    expect(await page.getByTestId('points-item').count()).toBe(4)
    expect(await page.getByTestId('points-earn').first().textContent()).toContain('Level-up gift 18')
    // The history is a call of its own, answered after the balance or before it.
    await expect.poll(() => page.getByTestId('points-log').count()).toBe(1)
    await screenshot(page, 'points', { fullPage: true })

    // ₱20 for 200 points, two of them: the sheet says what moves before anything does.
    await page.locator('[data-testid="points-item"][data-item="2"] button').click()
    const sheet = page.getByTestId('points-confirm')
    await sheet.waitFor()
    expect(await page.getByTestId('points-spend').textContent()).toBe('200 points')
    expect(await page.getByTestId('points-receive').textContent()).toBe('20 bonus coins')
    await sheet.getByRole('button', { name: 'More' }).click()
    await expect.poll(() => page.getByTestId('points-count').textContent()).toBe('2')
    expect(await sheet.getByRole('button', { name: 'More' }).isDisabled()).toBe(true)
    expect(await page.getByTestId('points-spend').textContent()).toBe('400 points')
    expect(await page.getByTestId('points-receive').textContent()).toBe('40 bonus coins')
    expect(await page.getByTestId('points-wagering').textContent()).toBe(
      'Bet ₱40 (1×) before withdrawing. Within 30 days.',
    )
    expect((await call('pointsInfo', {}, token)).data['points']).toBe(500)
    await screenshot(page, 'points-confirm')

    await page.getByTestId('points-confirm-button').click()
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor()
    expect(await popup.textContent()).toContain('40 bonus coins')
    expect(await popup.textContent()).toContain('TAP THE SCREEN TO CONTINUE')
    await expect.poll(() => sheet.isVisible()).toBe(false)
    await screenshot(page, 'points-popup')
    await popup.click()
    await expect.poll(() => popup.count()).toBe(0)

    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('100')
    await expect.poll(() => page.getByTestId('points-log').count()).toBe(2)
    const newest = await page.getByTestId('points-log').first().textContent()
    expect(newest).toContain('−400')
    expect(newest).toContain('Exchanged for 40 bonus coins')
    // Only the ₱5 item is within 100 points now.
    expect(await page.locator('[data-testid="points-item"][data-item="2"] button').isDisabled()).toBe(true)
    expect(await page.locator('[data-testid="points-item"][data-item="1"] button').isDisabled()).toBe(false)
    if (SCREENSHOT_DIR) {
      await screenshot(page, 'points-after', { fullPage: true })
      await page.getByTestId('points-earn').first().scrollIntoViewIfNeeded()
      await screenshot(page, 'points-earn')
    }

    const after = (await call('refreshData', {}, token)).data
    expect(Number(after['coin'])).toBe(coinsBefore + 40_00)
    const bonuses = await call('bonusWageringList', {}, token)
    expect((bonuses.data['list'] as { bonusType: string; requirement: number }[])[0]).toMatchObject({
      bonusType: 'points',
      requirement: 40_00,
    })
    expect(await suite.server.admin('ledger:check')).toMatch(/^OK/)
    await context.close()
  })
})
