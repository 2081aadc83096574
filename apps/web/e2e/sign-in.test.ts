import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/** The daily sign-in at 360×740 (issue 25, decision 030): found from Me, signed once, its rule one tap away. */
describe('daily sign-in', () => {
  const suite = serverAndBrowser()

  it('signs in for the day from the Me page, once, and shows the rule', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    await page.goto(`${suite.server.url}/member`)
    await page.getByRole('link', { name: 'Daily check-in' }).click()
    await page.waitForURL('**/activity/sign-in')
    const button = page.getByTestId('sign-in-button')
    await expect.poll(() => button.textContent()).toBe('Check in for day 1')
    const today = page.locator('[data-testid="sign-in-day"][data-state="today"]')
    expect(await today.textContent()).toContain('Day 1')
    expect(await page.getByTestId('sign-in-wagering').textContent()).toContain('wagered 5× within 7 days')
    await screenshot(page, 'sign-in')

    await button.click()
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor()
    expect(await popup.textContent()).toContain('10 points')
    await popup.click()
    await expect.poll(() => button.textContent()).toBe('Checked in today: come back tomorrow')
    expect(await button.isDisabled()).toBe(true)
    expect(await page.getByTestId('sign-in-streak').textContent()).toBe('1 day')
    expect(await page.locator('[data-testid="sign-in-day"][data-state="signed"]').count()).toBe(1)
    await screenshot(page, 'sign-in-signed')

    await page.getByRole('link', { name: 'Rules', exact: true }).click()
    await page.waitForURL('**/activity/sign-in/rule')
    await expect.poll(() => page.getByTestId('sign-in-rule').textContent()).toContain('Day 7')
    expect(await page.getByTestId('sign-in-rule').textContent()).toContain('5 bonus coins + 100 points')
    await screenshot(page, 'sign-in-rule')
    expect(await suite.server.admin('ledger:check')).toMatch(/^OK/)
    await context.close()
  })
})
