import { describe, expect, it } from 'vitest'

import { callApi, sessionToken } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Rebates at 360×740 (issue 24, decision 027): play → the rebate accrues → claim → reward popup → record. */
describe('rebates', () => {
  const suite = serverAndBrowser()

  const call = (name: string, body: object, token: string) => callApi(suite.server.url, name, body, token)

  it('accrues a rebate by playing, claims it, and finds it in the record', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    await suite.server.admin('wallet:credit', 'demoplayer', '5000', '--reason', 'e2e')
    const token = await sessionToken(page)

    await page.goto(`${suite.server.url}/vip/rebate`)
    await expect.poll(() => page.getByTestId('rebate-claimable').textContent()).toBe('₱0')
    // ₱900 on the colour game (arcade), still VIP 0 so no gift modal: 0.3% is ₱2.70.
    const roll = await call(
      'colorGameRoll',
      { play: { mode: 'real' }, bets: [{ colour: 'red', amount: 90_000 }] },
      token,
    )
    expect(roll.errcode).toBe(0)
    // The page asks again every few seconds; the projector follows the bet within about one.
    await expect
      .poll(() => page.getByTestId('rebate-claimable').textContent(), { timeout: 20_000 })
      .toBe('₱2.70')
    expect(await page.locator('[data-testid="rebate-type"][data-type="arcade"]').textContent()).toContain(
      '0.3%',
    )
    await screenshot(page, 'vip-rebate', { fullPage: true })

    await page.getByTestId('rebate-claim-all').click()
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor()
    expect(await popup.textContent()).toContain('TAP THE SCREEN TO CONTINUE')
    expect(await popup.textContent()).toContain('2.70 bonus coins')
    await screenshot(page, 'rebate-popup')
    await popup.click()
    await expect.poll(() => popup.count()).toBe(0)
    await expect.poll(() => page.getByTestId('rebate-claimable').textContent()).toBe('₱0')

    await page.goto(`${suite.server.url}/vip/rebate/record`)
    await expect.poll(() => page.getByTestId('rebate-record').count()).toBe(1)
    expect(await page.getByTestId('rebate-record').textContent()).toContain('₱2.70')
    await screenshot(page, 'rebate-record')

    await page.goto(`${suite.server.url}/bonus/rebate`)
    await page.getByTestId('rebate-page').waitFor()

    expect(await suite.server.admin('ledger:check')).toMatch(/^OK/)
    await context.close()
  })
})
