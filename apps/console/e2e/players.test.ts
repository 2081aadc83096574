import { describe, expect, it } from 'vitest'

import { callApi } from '../../web/e2e/helpers/api.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { desktopContext, enrolStaff, shot } from './helpers/staff.ts'

/**
 * The players desk at 1440×900: support finds the demo player, reads the page (balances, the ledger's
 * running balance), leaves a note and ends the player's sessions; risk freezes and unfreezes; marketing
 * reads the page without the actions, and the server refuses it a freeze.
 */
describe('operator console: the players desk', () => {
  const suite = serverAndBrowser()

  it('support notes and ends sessions, risk freezes, marketing only reads', async () => {
    const { server, browser } = suite
    await server.admin('wallet:credit', 'demoplayer', '750')
    const login = await callApi(server.url, 'accountLogin', { account: 'demoplayer', password: 'Panalo2026' })
    const token = String(login.data.token)

    const context = await desktopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'su.players', 'support')
    await page.getByRole('button', { name: 'Players' }).click()
    await page.getByLabel(/Id, phone, account/).fill('demoplayer')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByTestId('player-results').locator('tbody tr', { hasText: 'demoplayer' }).click()
    await expect.poll(() => page.getByTestId('player-balances').textContent()).toContain('coin: ₱750.00')
    await expect.poll(() => page.getByTestId('player-ledger').textContent()).toContain('₱750.00')
    await page.getByLabel(/Staff note/).fill('Asked about the weekly rebate')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect
      .poll(() => page.getByTestId('player-actions').textContent())
      .toContain('Asked about the weekly rebate')
    await page.getByTestId('player-actions').getByLabel('Reason').fill('Player lost the phone')
    await page.getByRole('button', { name: 'End sessions' }).click()
    await expect.poll(() => page.getByTestId('player-actions').textContent()).toMatch(/Ended [1-9] session/)
    expect((await callApi(server.url, 'getAfterLoginInfoWeb', {}, token)).errcode).toBe(401)
    expect(await page.getByRole('button', { name: 'Freeze' }).count()).toBe(0)
    await shot(page, 'players')
    await context.close()

    const riskContext = await desktopContext(browser)
    const risk = await riskContext.newPage()
    await enrolStaff(risk, server, 'ri.players', 'risk')
    await risk.getByRole('button', { name: 'Players' }).click()
    await risk.getByLabel(/Id, phone, account/).fill('demoplayer')
    await risk.getByRole('button', { name: 'Search' }).click()
    await risk.getByTestId('player-results').locator('tbody tr', { hasText: 'demoplayer' }).click()
    await risk.getByTestId('player-actions').getByLabel('Reason').fill('Chargeback filed')
    await risk.getByRole('button', { name: 'Freeze' }).click()
    await expect.poll(() => risk.getByTestId('player-page').textContent()).toContain('disabled')
    const refusedLogin = await callApi(server.url, 'accountLogin', {
      account: 'demoplayer',
      password: 'Panalo2026',
    })
    expect(refusedLogin.errcode).not.toBe(0)
    await risk.getByRole('button', { name: 'Unfreeze' }).click()
    await expect.poll(() => risk.getByTestId('player-page').textContent()).toContain('active')
    await riskContext.close()

    const marketingContext = await desktopContext(browser)
    const marketing = await marketingContext.newPage()
    await enrolStaff(marketing, server, 'ma.players', 'marketing')
    await marketing.getByLabel(/Id, phone, account/).fill('demoplayer')
    await marketing.getByRole('button', { name: 'Search' }).click()
    await marketing.getByTestId('player-results').locator('tbody tr', { hasText: 'demoplayer' }).click()
    await marketing.getByTestId('player-balances').waitFor()
    expect(await marketing.getByRole('button', { name: /Freeze|End sessions|Add note/ }).count()).toBe(0)
    const errcode = await marketing.evaluate(async () => {
      const response = await fetch('/ops/v1/playerFreeze', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 100001, frozen: true, reason: 'not mine to do' }),
      })
      return ((await response.json()) as { errcode: number }).errcode
    })
    expect(errcode).toBe(11002)
    await marketingContext.close()
    // Three staff enrolments and a page of many sections: more than a minute on a busy machine.
  }, 150_000)
})
