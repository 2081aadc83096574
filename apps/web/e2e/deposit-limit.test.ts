import { ERRORS } from '@panalo/contract/errors'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EN_US_PAGES } from '../src/i18n/locales/en-US-pages.ts'
import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { registerByPhone } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Where to keep screenshots of the pages, when a run asks for them. */

async function snap(page: Page, name: string): Promise<void> {
  await screenshot(page, `deposit-limit-${name}`, { fullPage: true })
}

/** The en-US refusal, with the room left under the daily limit filled in as the page fills it. */
const refusal = (remaining: string) =>
  EN_US_PAGES.errors.depositLimitReached.replace('{{remaining}}', remaining).replace('{{period}}', 'day')

/**
 * Picks an item on /wallets?name=deposit and submits; answers the errcode the rechargeCreate call
 * came back with (read as it passes, since a created deposit navigates away to the checkout at once).
 */
async function tryDeposit(page: Page, serverUrl: string, item: string): Promise<number> {
  await page.goto(`${serverUrl}/wallets?name=deposit`)
  await page.getByTestId('deposit-panel').waitFor()
  await page.getByRole('radio', { name: item, exact: true }).click()
  const errcode = new Promise<number>((resolve) => {
    void page.route('**/app/v1/rechargeCreate', async (route) => {
      const response = await route.fetch()
      resolve(((await response.json()) as { errcode: number }).errcode)
      await route.fulfill({ response })
      await page.unroute('**/app/v1/rechargeCreate')
    })
  })
  await page.getByTestId('deposit-submit').click()
  return errcode
}

/** The wallet issue's browser test: a daily deposit limit refuses a deposit above it, not one within. */
describe('a deposit limit in the browser', () => {
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

  it('refuses a deposit over the daily limit with the limit message, and lets one within it through', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await registerByPhone(page, server.url)

    // A daily deposit limit of ₱500, set on /member/self-limited, applies at once.
    await page.goto(`${server.url}/member/self-limited`)
    await page.getByTestId('self-limits-page').waitFor()
    const daily = page.getByTestId('limit-deposit-day')
    await daily.getByTestId('limit-edit').click()
    const editor = page.getByTestId('limit-editor')
    await editor.getByLabel('Limit in pesos').fill('500')
    await editor.getByTestId('limit-save').click()
    await editor.waitFor({ state: 'hidden' })
    // The editor closes as the answer comes; the row shows it on the cache's next notification.
    await expect.poll(() => daily.getByTestId('limit-amount').textContent()).toBe('₱500')

    // ₱1,000 is over it: refused with DEPOSIT_LIMIT_REACHED and the limit message; no checkout.
    expect(await tryDeposit(page, server.url, '₱1,000')).toBe(ERRORS.DEPOSIT_LIMIT_REACHED.code)
    await page.getByText(refusal('₱500'), { exact: true }).waitFor()
    await snap(page, 'refused')
    expect(new URL(page.url()).pathname).toBe('/wallets')
    // The balance shows — until the player's info has answered.
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('₱0')

    // ₱200 is within it: through the sandbox checkout, paid, and the balance rises.
    expect(await tryDeposit(page, server.url, '₱200')).toBe(0)
    await page.waitForURL(/\/payments\/sandbox\/checkout\/sbx_cs_/)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(/\/wallets\?name=deposit&orderId=dp_/)
    await page.getByTestId('deposit-status').locator('[data-state="paid"]').waitFor({ timeout: 20_000 })
    await page.getByTestId('wallet-balance').filter({ hasText: '₱200' }).waitFor()
    await snap(page, 'within-limit-paid')

    // The paid ₱200 counts: ₱500 more would now go over, and the message says ₱300 is left today.
    expect(await tryDeposit(page, server.url, '₱500')).toBe(ERRORS.DEPOSIT_LIMIT_REACHED.code)
    await page.getByText(refusal('₱300'), { exact: true }).waitFor()
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('₱200')

    // Only the deposit within the limit was ever made.
    await page.goto(`${server.url}/wallets/record`)
    const records = page.getByTestId('deposit-record')
    await records.first().waitFor()
    expect(await records.allTextContents()).toEqual([expect.stringContaining('Paid')])
    expect(await server.admin('ledger:check')).toContain('OK')
    await context.close()
  })
})
