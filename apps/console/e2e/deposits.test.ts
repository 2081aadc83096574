import { describe, expect, it } from 'vitest'

import { callApi } from '../../web/e2e/helpers/api.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { sandboxPaid } from './helpers/sandbox.ts'
import { desktopContext, enrolStaff, shot } from './helpers/staff.ts'

const SANDBOX_SECRET = 'e2e-console-sandbox-secret-2026'

/**
 * The deposits desk at 1440×900 (decision 067): the sandbox gateway reports a payment short of its
 * deposit, which is held; finance credits it with a reason; then reconciles the day against a gateway
 * export that disagrees on one row and lacks another. Support has no deposits desk.
 */
describe('operator console: the deposits desk', () => {
  const suite = serverAndBrowser({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET })

  const paid = (depositId: string, amount: number) =>
    sandboxPaid(suite.server.url, SANDBOX_SECRET, depositId, amount)

  it('finance credits a held deposit with a reason and reconciles the day against the gateway’s export', async () => {
    const { server, browser } = suite
    const login = await callApi(server.url, 'accountLogin', { account: 'demoplayer', password: 'Panalo2026' })
    const token = String(login.data.token)
    const open = async (amount: number) => {
      const answer = await callApi(server.url, 'rechargeCreate', { rechargeTypeId: 1, amount }, token)
      expect(answer.errcode).toBe(0)
      return String(answer.data.orderId)
    }
    const short = await open(500_00)
    await paid(short, 450_00)
    const whole = await open(200_00)
    await paid(whole, 200_00)

    const context = await desktopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'fi.dep', 'finance')
    await page.getByRole('button', { name: 'Deposits' }).click()
    const queue = page.getByTestId('deposit-queue')
    await queue.locator('tbody tr', { hasText: short }).click()
    await page
      .getByTestId('credit-held')
      .getByRole('textbox')
      .fill('Player showed the GCash receipt for ₱450')
    await page.getByRole('button', { name: 'Credit held deposit' }).click()
    await expect.poll(() => page.getByTestId('credit-result').textContent()).toMatch(/Credited ₱450\.00/)

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    const reconcile = page.getByTestId('reconcile')
    await reconcile.getByLabel('Manila day').fill(today)
    await reconcile.getByLabel(/Gateway export/).setInputFiles({
      name: 'gateway.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`reference,amount,status\n${whole},200.00,paid\nsbx_pay_stranger,75.00,paid\n`),
    })
    await reconcile.getByRole('button', { name: 'Reconcile' }).click()
    await expect
      .poll(() => page.getByTestId('reconcile-summary').textContent())
      .toMatch(/1 matched, 2 mismatch/)
    const mismatches = page.getByTestId('reconcile-mismatches')
    await expect.poll(() => mismatches.textContent()).toContain('missingHere')
    await expect.poll(() => mismatches.textContent()).toContain('missingAtGateway')
    await shot(page, 'deposits')
    await context.close()

    const supportContext = await desktopContext(browser)
    const support = await supportContext.newPage()
    await enrolStaff(support, server, 'su.dep', 'support')
    expect(await support.getByRole('button', { name: 'Deposits' }).count()).toBe(0)
    const errcode = await support.evaluate(async () => {
      const response = await fetch('/ops/v1/depositQueue', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return ((await response.json()) as { errcode: number }).errcode
    })
    expect(errcode).toBe(11002)
    await supportContext.close()
  })
})
