import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { loginAsDemo, registerByPhone } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot, SCREENSHOT_DIR } from './helpers/screenshots.ts'

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return
  await page.waitForTimeout(200)
  await screenshot(page, `withdrawal-${name}`, { fullPage: true })
}

/**
 * A login older than the fresh-proof window (shortened to 3 seconds on this server) adding an account:
 * the form asks for the password, the account is saved, and it waits out its hold before it is usable.
 */
describe('a receiving account added on a stale login', () => {
  let server: TestServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer({ FRESH_PROOF_SECONDS: '3' })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('asks for the password, saves the account, and shows when it can receive withdrawals', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await loginAsDemo(page, server.url)
    await server.admin('wallet:credit', 'demoplayer', '500', '--reason', 'e2e')
    await page.waitForTimeout(3_500)

    await page.goto(`${server.url}/wallets/card/list`)
    await page.getByTestId('add-gcash').click()
    await page.getByLabel('GCash number').fill('0917 000 4321')
    await page.getByRole('button', { name: 'Save account' }).click()
    const proof = page.getByTestId('fresh-proof')
    await proof.waitFor()
    await proof.getByLabel('Current password').fill('Panalo2026')
    await shot(page, 'stale-proof')
    await page.getByRole('button', { name: 'Save account' }).click()
    await page.waitForURL(/\/wallets\/card\/list/)
    const saved = page.getByTestId('receiving-account')
    await saved.waitFor()
    expect(await saved.textContent()).toContain('0917 ••• 4321')
    expect(await saved.getByTestId('account-hold').textContent()).toMatch(/^Can receive withdrawals from /)
    await shot(page, 'stale-saved-on-hold')

    await page.goto(`${server.url}/withdrawal/gcash`)
    const notice = page.getByTestId('account-on-hold')
    await notice.waitFor()
    expect(await notice.textContent()).toMatch(/Your GCash account can receive withdrawals from /)
    expect(await page.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).toBe(true)
    await shot(page, 'stale-panel-on-hold')

    // The hold is over (ended here by the operator, as support would after confirming with the player).
    await server.admin('withdrawals:release-account', 'demoplayer', '1')
    await page.reload()
    await page.getByRole('radio', { name: /GCash/ }).waitFor()
    expect(await page.getByTestId('account-on-hold').count()).toBe(0)
    expect(await page.getByTestId('withdraw-daily-amount').textContent()).toMatch(
      /^Your VIP level: up to ₱[\d,]+ a day · ₱[\d,]+ left today$/,
    )
    await page.getByLabel('Amount').fill('200')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await page.getByText('Withdrawal of ₱200 sent for approval.').waitFor()
    await shot(page, 'stale-withdrawn')
    await context.close()
  })
})

/** Withdrawals, receiving accounts and the safebox as a player uses them, at 360×740. */
describe('withdrawals and the safebox in the browser', () => {
  let server: TestServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer()
    // New players withdraw here; kyc.test.ts covers the identity check the demo asks for (decision 056).
    await server.admin('withdrawals:settings', '--kyc', 'off')
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('adds a GCash account, withdraws, the operator approves, and the record shows paid', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    const phone = await registerByPhone(page, server.url)
    // Funds through the ledger with the operator's manual credit (no turnover attached).
    expect(await server.admin('wallet:credit', phone, '1000', '--reason', 'e2e')).toMatch(
      /Credited ₱1,000.00/,
    )

    await page.goto(`${server.url}/withdrawal/gcash`)
    await page.getByTestId('withdraw-panel').waitFor()
    expect(await page.getByTestId('withdrawable').textContent()).toBe('₱1,000')
    await shot(page, 'panel-no-account')

    await page.getByTestId('add-account').click()
    await page.waitForURL(/\/wallets\/card\/edit\?kind=gcash/)
    await page.getByLabel('GCash number').fill('0917 000 1234')
    await shot(page, 'card-edit')
    await page.getByRole('button', { name: 'Save account' }).click()
    // Saving goes back to the withdraw form that sent the player (issue 23).
    await page.waitForURL(/\/withdrawal\/gcash$/)
    await page.getByTestId('withdraw-panel').waitFor()
    await page.goto(`${server.url}/wallets/card/list`)
    const saved = page.getByTestId('receiving-account')
    await saved.waitFor()
    expect(await saved.textContent()).toContain('0917 ••• 1234')
    await shot(page, 'card-list')

    // A bank account too: a bank from the list, the digits and the holder's name.
    await page.getByTestId('add-bank').click()
    await page.locator('select[name="bankId"]').selectOption({ label: 'BPI' })
    await page.getByLabel('Account number').fill('1234 5678 90')
    await page.getByRole('button', { name: 'Save account' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /holder/ })
      .waitFor()
    await page.getByLabel('Account holder’s name').fill('Juan dela Cruz')
    await shot(page, 'card-edit-bank')
    await page.getByRole('button', { name: 'Save account' }).click()
    await page.waitForURL(/\/wallets\/card\/list/)
    await expect.poll(() => page.getByTestId('receiving-account').count()).toBe(2)
    expect(await page.getByTestId('receiving-account').nth(1).textContent()).toContain(
      '•••• 7890 · Juan dela Cruz',
    )

    // Changing the GCash number (the login is fresh, so no extra proof is asked).
    await page.getByTestId('receiving-account').first().getByRole('link', { name: 'Change' }).click()
    await page.getByLabel('GCash number').fill('0917 000 5678')
    await page.getByRole('button', { name: 'Save account' }).click()
    await page.waitForURL(/\/wallets\/card\/list/)
    await expect
      .poll(() => page.getByTestId('receiving-account').first().textContent())
      .toContain('0917 ••• 5678')

    // A new or changed account waits 24 hours before it can receive money; the panel says until when.
    await page.goto(`${server.url}/withdrawal/gcash`)
    await page.getByTestId('account-on-hold').waitFor()
    expect(await page.getByRole('radio', { name: /GCash/ }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).toBe(true)
    await shot(page, 'account-on-hold')
    // Support confirmed with the player that they added it, and ends the wait.
    expect(await server.admin('withdrawals:release-account', phone, '1')).toMatch(
      /can receive withdrawals now/,
    )
    await page.reload()
    await page.getByRole('radio', { name: /GCash/ }).waitFor()
    expect(await page.getByTestId('account-on-hold').count()).toBe(0)
    await page.getByLabel('Amount').fill('300')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await page.getByText('Withdrawal of ₱300 sent for approval.').waitFor()
    await expect.poll(() => page.getByTestId('held').textContent()).toBe('₱300')
    expect(await page.getByTestId('withdrawable').textContent()).toBe('₱700')
    const record = page.getByTestId('withdrawal-record').first()
    await expect.poll(() => record.getAttribute('data-state')).toBe('pending')
    await shot(page, 'held')

    const listed = await server.admin('withdrawals:list')
    const id = listed.match(/#(\d+)\s+pending/)?.[1]
    expect(id).toBeDefined()
    expect(await server.admin('withdrawals:approve', id ?? '')).toMatch(/is paid/)

    await page.reload()
    await page.getByTestId('withdrawal-record').first().waitFor()
    expect(await page.getByTestId('withdrawal-record').first().getAttribute('data-state')).toBe('paid')
    expect(await page.getByTestId('held').textContent()).toBe('₱0')
    await page.getByRole('tab', { name: 'Paid' }).click()
    await expect.poll(() => page.getByTestId('withdrawal-record').count()).toBe(1)
    await shot(page, 'paid')
    await context.close()
  })

  it('sets a safebox password, moves coins in and out, and shows every movement and balance', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    const phone = await registerByPhone(page, server.url)
    await server.admin('wallet:credit', phone, '500')

    await page.goto(`${server.url}/member`)
    await page.getByRole('link', { name: 'Safebox' }).click()
    await page.waitForURL(/\/member\/safebox/)
    await page.getByLabel('New safebox password').fill('135790')
    await shot(page, 'safebox-set-password')
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByText('Safebox password saved').waitFor()

    await page.getByTestId('safebox-in').getByLabel('Amount').fill('200')
    await page.getByTestId('safebox-in').getByRole('button', { name: 'Move in' }).click()
    await expect.poll(() => page.getByTestId('safebox-balance').textContent()).toBe('₱200')
    expect(await page.getByTestId('coin-balance').textContent()).toBe('₱300')
    await shot(page, 'safebox-in')

    await page.getByRole('tab', { name: 'Move out' }).click()
    const out = page.getByTestId('safebox-out')
    await out.getByLabel('Amount').fill('50')
    await out.getByLabel('Safebox password').fill('000000')
    await out.getByRole('button', { name: 'Move out' }).click()
    await out.getByText('The safebox password is not right.').waitFor()
    await out.getByLabel('Safebox password').fill('135790')
    await out.getByRole('button', { name: 'Move out' }).click()
    await expect.poll(() => page.getByTestId('safebox-balance').textContent()).toBe('₱150')
    expect(await page.getByTestId('coin-balance').textContent()).toBe('₱350')
    await shot(page, 'safebox-out')

    await page.goto(`${server.url}/member/coin-detail`)
    await expect.poll(() => page.getByTestId('coin-detail-entry').count()).toBe(3)
    const types = await page
      .getByTestId('coin-detail-entry')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')))
    expect(types).toEqual(['safebox', 'safebox', 'adjustment'])
    await shot(page, 'coin-detail')
    await page.getByLabel('Type').selectOption('adjustment')
    await expect.poll(() => page.getByTestId('coin-detail-entry').count()).toBe(1)

    await page.goto(`${server.url}/member/retrieve-balance`)
    await expect.poll(() => page.getByTestId('main-balance').textContent()).toBe('₱350')
    await shot(page, 'retrieve-balance')

    await page.goto(`${server.url}/member`)
    await page.getByTestId('member-page').waitFor()
    await shot(page, 'member')
    await context.close()
  })
})
