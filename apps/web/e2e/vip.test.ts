import { describe, expect, it } from 'vitest'

import { callApi, sessionToken } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/**
 * The rewards journey at 360×740 (issue 24): play → VIP experience rises → level up → the VIP gift
 * modal → claim → the reward popup → the bonus and its turnover on /bonus → the reward record → a weekly
 * VIP task finished by the deposit, claimed.
 */
describe('VIP and rewards', () => {
  const suite = serverAndBrowser()

  const call = (name: string, body: object, token: string) => callApi(suite.server.url, name, body, token)

  it('levels up by playing, claims the gift and the daily award, and finds them in the record', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    await suite.server.admin('wallet:credit', 'demoplayer', '20000', '--reason', 'e2e')
    const token = await sessionToken(page)
    // At VIP 0 nothing is due yet: the daily and weekly awards say Locked, not Claimed.
    await page.goto(`${suite.server.url}/vip`)
    await expect.poll(() => page.getByTestId('vip-claim-daily').textContent()).toBe('Locked')
    expect(await page.getByTestId('vip-claim-weekly').textContent()).toBe('Locked')
    // ₱6,000 of valid turnover: VIP 2 (5,000 experience).
    for (let round = 0; round < 2; round++) {
      const roll = await call(
        'colorGameRoll',
        { play: { mode: 'real' }, bets: [{ colour: 'red', amount: 300_000 }] },
        token,
      )
      expect(roll.errcode).toBe(0)
    }
    // The projector follows the bets within about a second.
    await expect
      .poll(async () => (await call('refreshData', {}, token)).data['vip'], { timeout: 15_000 })
      .toBe(2)

    await page.goto(`${suite.server.url}/vip`)
    const modal = page.getByTestId('vip-gift-modal')
    await modal.waitFor()
    expect(await modal.textContent()).toContain('VIP 1 gift')
    await screenshot(page, 'vip-gift-modal')
    await modal.getByRole('button', { name: 'Claim' }).click()
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor()
    expect(await popup.textContent()).toContain('TAP THE SCREEN TO CONTINUE')
    expect(await popup.textContent()).toContain('18 bonus coins')
    // The demo player has not deposited yet: the coins wait for it.
    expect(await popup.textContent()).toContain('18 bonus coins wait for your first deposit.')
    await screenshot(page, 'reward-popup')
    await popup.click()
    await expect.poll(() => popup.count()).toBe(0)

    // The VIP 2 gift is waiting next; then the daily award from the page.
    await expect.poll(() => modal.textContent()).toContain('VIP 2 gift')
    await modal.getByRole('button', { name: 'Claim' }).click()
    await popup.click()
    await expect.poll(() => modal.isVisible()).toBe(false)
    await page.getByTestId('vip-claim-daily').click()
    await popup.waitFor()
    expect(await popup.textContent()).toContain('10 points')
    await popup.click()
    await expect.poll(() => page.getByTestId('vip-claim-daily').textContent()).toBe('Claimed')
    await screenshot(page, 'vip', { fullPage: true })

    // The gift coins are free bonuses: before a first deposit they wait for it (SPEC.md §1).
    await page.goto(`${suite.server.url}/bonus/reward`)
    await expect.poll(() => page.locator('[data-testid="bonus-row"][data-state="held"]').count()).toBe(2)
    expect(await page.getByTestId('bonus-turnover-left').textContent()).toBe('₱0')
    await screenshot(page, 'bonus-held')

    // A paid deposit credits them, each with its wagering (1×): ₱56 more to wager than the deposit asks.
    const before = (await call('refreshData', {}, token)).data
    const opened = await call('rechargeCreate', { rechargeTypeId: 1, amount: 500_00 }, token)
    expect(opened.errcode).toBe(0)
    const checkout = await page.request.post(String(opened.data['checkoutUrl']), { form: { choice: 'pay' } })
    expect(checkout.ok()).toBe(true)
    await expect
      .poll(async () => (await call('refreshData', {}, token)).data['coin'], { timeout: 15_000 })
      .toBe(Number(before['coin']) + 500_00 + 56_00)
    const after = (await call('refreshData', {}, token)).data
    expect(Number(after['bet'])).toBe(Number(before['bet']) + 500_00 + 56_00)
    await page.reload()
    await expect.poll(() => page.locator('[data-testid="bonus-row"][data-state="active"]').count()).toBe(2)
    expect(await page.getByTestId('bonus-turnover-left').textContent()).toBe('₱556')
    await screenshot(page, 'bonus')

    await page.goto(`${suite.server.url}/reward/record`)
    // The two gifts and the daily award, and the operator's credit that funded the player: the record
    // lists everything received (decision 110).
    await expect.poll(() => page.getByTestId('reward-record').count()).toBe(4)
    expect(await page.getByTestId('reward-record').first().getAttribute('data-source')).toBe('vip')
    expect(await page.locator('[data-testid="reward-record"][data-source="credit"]').count()).toBe(1)
    await screenshot(page, 'reward-record')

    // The ₱500 deposit finished this week's deposit task (decision 029): claimed from /vip.
    await page.goto(`${suite.server.url}/vip`)
    const tasks = page.getByTestId('vip-tasks')
    const depositTask = tasks.locator('[data-testid="vip-task"]', { hasText: 'Deposit ₱500 this week' })
    await expect.poll(() => depositTask.getAttribute('data-state')).toBe('claimable')
    expect(await depositTask.textContent()).toContain('₱500 of ₱500')
    const locked = tasks.locator('[data-testid="vip-task"][data-state="locked"]')
    expect(await locked.first().textContent()).toContain('Opens at VIP 3')
    await tasks.scrollIntoViewIfNeeded()
    await screenshot(page, 'vip-tasks')
    await depositTask.getByRole('button', { name: 'Claim' }).click()
    await popup.waitFor()
    expect(await popup.textContent()).toContain('8 bonus coins')
    expect(await popup.textContent()).toContain('30 points')
    await popup.click()
    await expect.poll(() => depositTask.getAttribute('data-state')).toBe('claimed')
    expect((await call('receiveVipTask', { id: 3 }, token)).errcode).toBe(5002)

    expect(await suite.server.admin('ledger:check')).toMatch(/^OK/)
    await context.close()
  })
})
