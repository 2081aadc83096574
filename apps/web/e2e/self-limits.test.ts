import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { fillPasswordLogin, registerByPhone } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Where to keep screenshots of the pages, when a run asks for them. */

async function snap(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: true })
}

/** /member/self-limited as a player uses it, at 360×740 against the production build. */
describe('responsible gaming in the browser', () => {
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

  it('sets limits, shows a raise waiting 24 hours, and a confirmed cool-off logs the player out', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    const phone = await registerByPhone(page, server.url)
    // A password, so the test can try to log in again during the break.
    await page.goto(`${server.url}/auth/set-password`)
    await page.getByLabel('New password').fill('Pahinga123')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByTestId('member-page').waitFor()

    // From /member to the page.
    await page.getByRole('link', { name: 'Limits and breaks' }).click()
    await page.getByTestId('self-limits-page').waitFor()
    await snap(page, 'self-limits-empty')

    // A daily deposit limit of ₱500 applies at once.
    const daily = page.getByTestId('limit-deposit-day')
    await daily.getByTestId('limit-edit').click()
    const editor = page.getByTestId('limit-editor')
    await editor.getByLabel('Limit in pesos').fill('500')
    await snap(page, 'self-limits-editor')
    await editor.getByTestId('limit-save').click()
    await editor.waitFor({ state: 'hidden' })
    // The editor closes as the answer comes; the row shows it on the cache's next notification.
    await expect.poll(() => daily.getByTestId('limit-amount').textContent()).toBe('₱500')

    // Raising it to ₱800 waits 24 hours: the page shows the pending raise and keeps ₱500.
    await daily.getByTestId('limit-edit').click()
    await editor.getByLabel('Limit in pesos').fill('800')
    await editor.getByTestId('limit-save').click()
    await daily.getByTestId('limit-pending').waitFor()
    expect(await daily.getByTestId('limit-pending').textContent()).toMatch(/^Goes up to ₱800 on /)
    expect(await daily.getByTestId('limit-amount').textContent()).toBe('₱500')

    // A bad amount is refused in the form.
    await daily.getByTestId('limit-edit').click()
    await editor.getByLabel('Limit in pesos').fill('12.5')
    await editor.getByTestId('limit-save').click()
    await editor.getByText('Enter a whole number of pesos').waitFor()
    await editor.getByRole('button', { name: 'Close' }).click()

    // The daily play-time limit, in minutes.
    await page.getByRole('tab', { name: 'Play time' }).click()
    const time = page.getByTestId('limit-time-day')
    await time.getByTestId('limit-edit').click()
    await editor.getByLabel('Minutes per day').fill('90')
    await editor.getByTestId('limit-save').click()
    await editor.waitFor({ state: 'hidden' })
    await expect.poll(() => time.getByTestId('limit-amount').textContent()).toBe('1 h 30 min')
    await page.getByRole('tab', { name: 'Deposit' }).click()
    await snap(page, 'self-limits-set')

    // Self-exclusion needs the typed word before its button works.
    await page.getByTestId('exclude-start').click()
    const exclusion = page.getByTestId('exclude-confirm')
    await exclusion.getByText('The first 6 months cannot be cancelled').waitFor()
    expect(await exclusion.getByTestId('exclude-confirm-button').isDisabled()).toBe(true)
    await snap(page, 'self-limits-exclusion-confirm')
    await exclusion.getByRole('button', { name: 'Cancel' }).click()

    // A 24-hour cool-off, confirmed, logs the player out.
    await page.getByRole('radio', { name: '24 hours' }).check()
    await page.getByTestId('cool-off-start').click()
    const confirm = page.getByTestId('cool-off-confirm')
    await confirm.getByText(/You will be logged out now on every device/).waitFor()
    await snap(page, 'self-limits-cool-off-confirm')
    await confirm.getByRole('button', { name: 'Start my break' }).click()
    await page.getByText(/You are logged out\. Your break lasts until/).waitFor()
    await page.waitForURL(`${server.url}/`)
    expect(await page.evaluate(() => localStorage.getItem('panalo.token'))).toBeNull()

    // Logging in again is refused with the end of the break.
    await page.goto(`${server.url}/auth/login?type=account`)
    await fillPasswordLogin(page, phone, 'Pahinga123')
    await page.getByText(/You are taking a break from play until/).waitFor()
    await snap(page, 'self-limits-login-refused')
    expect(await page.evaluate(() => localStorage.getItem('panalo.token'))).toBeNull()
    await context.close()
  })
})
