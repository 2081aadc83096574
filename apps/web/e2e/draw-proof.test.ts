import { expect, it, describe } from 'vitest'

import { callApi, sessionToken } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/**
 * Verifying draws at 360×740 (issue 26, decision 055): after a deposit the player spins the wheel and
 * draws the jackpot; the spin record links to the spin's proof on /fair, where the seed still in use
 * is revealed on request and the browser's redraw says it matches; the jackpot draw's proof then
 * matches too (same seed pair).
 */
describe('draw proofs', () => {
  const suite = serverAndBrowser()

  it('opens a spin’s proof from the record, reveals the seed and sees it match, then a jackpot draw’s', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const token = await sessionToken(page)
    const url = suite.server.url

    const opened = await callApi(url, 'rechargeCreate', { rechargeTypeId: 1, amount: 500_00 }, token)
    expect(opened.errcode).toBe(0)
    const checkout = await page.request.post(String(opened.data['checkoutUrl']), { form: { choice: 'pay' } })
    expect(checkout.ok()).toBe(true)
    await expect
      .poll(async () => (await callApi(url, 'getJackpotDrawInfo', {}, token)).data['pendingChances'], {
        timeout: 15_000,
      })
      .toBe(1)
    expect((await callApi(url, 'receiveDrawChance', {}, token)).errcode).toBe(0)
    const draw = await callApi(url, 'jackpotDraw', { requestId: `e2e-proof-draw-${Date.now()}` }, token)
    expect(draw.errcode).toBe(0)
    const spin = await callApi(url, 'turntableSpin', { requestId: `e2e-proof-spin-${Date.now()}` }, token)
    expect(spin.errcode).toBe(0)

    await page.goto(`${url}/activity/spin`)
    const row = page.getByTestId('spin-record-row').first()
    await row.waitFor()
    await row.getByRole('link', { name: 'Verify' }).click()
    await page.waitForURL(`**/fair?spin=${String(spin.data['id'])}`)
    await page.getByTestId('draw-proof').waitFor()
    expect(await page.getByTestId('draw-proof-seed').textContent()).toContain('Not shown yet')
    await screenshot(page, 'draw-proof-hidden', { fullPage: true })

    await page.getByTestId('draw-proof-reveal').click()
    const verdict = page.getByTestId('draw-proof-verdict')
    await verdict.waitFor()
    expect(await verdict.getAttribute('data-matches')).toBe('yes')
    expect(await verdict.textContent()).toContain('Matches')
    expect(await page.getByTestId('draw-proof-seed').textContent()).toMatch(/^[0-9a-f]{64}$/)
    await screenshot(page, 'draw-proof-spin', { fullPage: true })

    await page.goto(`${url}/fair?jackpot=${String(draw.data['id'])}`)
    await page.getByTestId('draw-proof-verdict').waitFor()
    expect(await page.getByTestId('draw-proof-verdict').textContent()).toContain('Matches')
    await screenshot(page, 'draw-proof-jackpot', { fullPage: true })

    // Someone else's id answers as not found.
    await page.goto(`${url}/fair?jackpot=999999999`)
    await page.getByText('not one of yours').waitFor()
    await context.close()
  })
})
