import { describe, expect, it } from 'vitest'

import { callApi } from '../../web/e2e/helpers/api.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { desktopContext, enrolStaff, shot } from './helpers/staff.ts'

/**
 * The withdrawals desk at 1440×900 (decision 066): the demo player asks for two withdrawals; a finance
 * officer pays the small one; the large one needs two approvers, so one finance officer's approval is
 * recorded and a second's pays it; risk sees the queue but has no buttons; support has no desk at all.
 */
describe('operator console: the withdrawals desk', () => {
  const suite = serverAndBrowser()

  async function demoWithdrawals(serverUrl: string, amounts: number[]): Promise<void> {
    const login = await callApi(serverUrl, 'accountLogin', { account: 'demoplayer', password: 'Panalo2026' })
    const token = String(login.data.token)
    const added = await callApi(serverUrl, 'addBankInfo', { bankId: 1, accountNumber: '09171234567' }, token)
    expect(added.errcode).toBe(0)
    await suite.server.admin('withdrawals:release-account', 'demoplayer', '1')
    await suite.server.admin('wallet:credit', 'demoplayer', '20000')
    for (const [index, amount] of amounts.entries()) {
      const asked = await callApi(
        serverUrl,
        'exchange',
        { requestId: `e2e-desk-${index}`, bankId: 1, amount },
        token,
      )
      expect(asked.errcode).toBe(0)
    }
  }

  it('finance pays a small withdrawal; a large one takes two different approvers', async () => {
    const { server, browser } = suite
    await demoWithdrawals(server.url, [300_00, 8_000_00])

    const first = await desktopContext(browser)
    const page = await first.newPage()
    await enrolStaff(page, server, 'fe.one', 'finance')
    await page.getByRole('button', { name: 'Withdrawals' }).click()
    const queue = page.getByTestId('withdrawal-queue')
    await expect.poll(() => queue.locator('tbody tr').count()).toBe(2)
    await queue.locator('tbody tr', { hasText: '₱300.00' }).click()
    await shot(page, 'withdrawals-queue')
    const decision = page.getByTestId('withdrawal-decision')
    await decision.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('approve-result').textContent()).toMatch(/Approved: paid/)

    await queue.locator('tbody tr', { hasText: '₱8,000.00' }).click()
    await decision.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => page.getByTestId('approve-result').textContent())
      .toMatch(/a second person must approve/)
    await expect.poll(() => decision.textContent()).toMatch(/1 of 2 approvals/)
    // The same person again is refused.
    await decision.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => decision.textContent()).toMatch(/You approved this withdrawal already/)
    await shot(page, 'withdrawals-four-eyes')

    const second = await desktopContext(browser)
    const other = await second.newPage()
    await enrolStaff(other, server, 'fe.two', 'finance')
    await other.getByRole('button', { name: 'Withdrawals' }).click()
    await other.getByTestId('withdrawal-queue').locator('tbody tr', { hasText: '₱8,000.00' }).click()
    await other.getByTestId('withdrawal-decision').getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => other.getByTestId('approve-result').textContent()).toMatch(/Approved: paid/)
    await expect
      .poll(() => other.getByTestId('withdrawal-queue').locator('tbody tr').first().textContent())
      .toMatch(/Nothing here/)
    await first.close()
    await second.close()
  }, 120_000)

  it('risk sees the queue without the buttons; support has no withdrawals desk and the server refuses it', async () => {
    const { server, browser } = suite
    const context = await desktopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'ri.one', 'risk')
    await page.getByRole('button', { name: 'Withdrawals' }).click()
    await page.getByTestId('withdrawal-queue').waitFor()
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    await context.close()

    const supportContext = await desktopContext(browser)
    const support = await supportContext.newPage()
    await enrolStaff(support, server, 'su.one', 'support')
    expect(await support.getByRole('button', { name: 'Withdrawals' }).count()).toBe(0)
    const refused = await support.evaluate(async () => {
      const response = await fetch('/ops/v1/withdrawalApprove', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 1 }),
      })
      return ((await response.json()) as { errcode: number }).errcode
    })
    expect(refused).toBe(11002)
    await supportContext.close()
  })
})
