import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { registerByPhone } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Screenshots of the deposit pages at 360×740, for a person to look at (not compared). */

/** A deposit as a player makes it, through the sandbox gateway's hosted checkout, at 360×740. */
describe('deposits in the browser', () => {
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

  it('deposits through the sandbox checkout, and the balance rises exactly once', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await registerByPhone(page, server.url)
    await page.getByTestId('home-balance').click()
    await page.getByTestId('member-page').waitFor()
    expect(await page.getByTestId('member-balance').textContent()).toBe('₱0')

    await page.getByTestId('member-deposit').click()
    await page.waitForURL(/\/wallets\?name=deposit$/)
    const panel = page.getByTestId('deposit-panel')
    await panel.waitFor()
    // The default channel is the one flagged isDefault (GCash) for a player who has never deposited.
    expect(await page.getByRole('radio', { name: 'GCash' }).getAttribute('aria-checked')).toBe('true')
    // A first deposit offers GCash's ₱50 item (minAmount); minAmount2 applies only afterwards.
    await page.getByRole('radio', { name: '₱50', exact: true }).waitFor()
    await page.getByRole('radio', { name: '₱500', exact: true }).click()
    await screenshot(page, 'deposit-page', { fullPage: true })
    await page.getByTestId('deposit-submit').click()

    await page.waitForURL(/\/payments\/sandbox\/checkout\/sbx_cs_/)
    expect(await page.textContent('body')).toContain('₱500')
    await screenshot(page, 'sandbox-checkout', { fullPage: true })
    await page.getByRole('button', { name: 'Pay', exact: true }).click()

    await page.waitForURL(/\/wallets\?name=deposit&orderId=dp_/)
    const status = page.getByTestId('deposit-status')
    await status.locator('[data-state="paid"]').waitFor({ timeout: 20_000 })
    await page.getByTestId('wallet-balance').filter({ hasText: '₱500' }).waitFor()
    await screenshot(page, 'deposit-paid', { fullPage: true })
    // The sandbox delivers its webhook a second time; wait past it, and the balance is still ₱500.
    await page.waitForTimeout(2_500)
    await page.goto(`${server.url}/member`)
    await page.getByTestId('member-page').waitFor()
    expect(await page.getByTestId('member-balance').textContent()).toBe('₱500')
    await screenshot(page, 'member-after-deposit', { fullPage: true })

    // Having deposited, the ₱50 item is no longer offered (minAmount2 is ₱100).
    await page.goto(`${server.url}/wallets?name=deposit`)
    await page.getByRole('radio', { name: '₱100', exact: true }).waitFor()
    expect(await page.getByRole('radio', { name: '₱50', exact: true }).count()).toBe(0)
    expect(await page.getByTestId('total-recharge').textContent()).toBe('₱500')

    // A deposit cancelled at the checkout comes back cancelled, and the balance stays.
    await page.getByRole('radio', { name: '₱200', exact: true }).click()
    await page.getByTestId('deposit-submit').click()
    await page.waitForURL(/\/payments\/sandbox\/checkout\/sbx_cs_/)
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()
    await page.waitForURL(/\/wallets\?name=deposit&orderId=dp_/)
    await page.getByTestId('deposit-status').locator('[data-state="cancelled"]').waitFor({ timeout: 20_000 })
    // The balance refreshes after the credit: wait for it rather than read it once.
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('₱500')

    await page.goto(`${server.url}/wallets/record`)
    const records = page.getByTestId('deposit-record')
    await records.first().waitFor()
    expect(await records.allTextContents()).toEqual([
      expect.stringContaining('Cancelled'),
      expect.stringContaining('Paid'),
    ])
    await screenshot(page, 'deposit-records', { fullPage: true })
    expect(await server.admin('ledger:check')).toContain('OK')
    await context.close()
  })
})
