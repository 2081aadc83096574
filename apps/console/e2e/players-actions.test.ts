import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { callApi } from '../../web/e2e/helpers/api.ts'
import { phoneContext } from '../../web/e2e/helpers/chromium.ts'
import { loginAsDemo } from '../../web/e2e/helpers/players.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { enrolStaff } from './helpers/staff.ts'
import { screenshot } from '../../web/e2e/helpers/screenshots.ts'

const DESKTOP = { width: 1280, height: 800 }
const TABLET = { width: 820, height: 1180 }

async function staffContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP, locale: 'en-US', serviceWorkers: 'block' })
}

/** Both sizes staff work at: a 1280×800 desktop and an 820×1180 tablet. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['tablet', TABLET],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.waitForTimeout(200)
    await screenshot(page, `${name}-${size}`, { fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
}

async function openDemoPlayer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Players' }).click()
  await page.getByLabel(/Id, phone, account/).fill('demoplayer')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByTestId('player-results').locator('tbody tr', { hasText: 'demoplayer' }).click()
  await page.getByTestId('player-balances').waitFor()
}

/**
 * The players desk's actions and the responsible-gaming view in Chromium (issue 41): finance credits
 * coins with a reason (seen in the ledger and on the player's own home page) and is refused a debit
 * below zero; the player plays to a bet limit and the responsible-gaming view lists them at it; risk
 * applies a cool-off and the player's login is refused; support sends a password reset code; marketing
 * sees none of the actions and the server refuses them.
 */
describe('operator console: player actions and responsible gaming', () => {
  const suite = serverAndBrowser()

  it('credit, refused debit, limit reached in the RG view, exclusion, password reset, wrong role refused', async () => {
    const { server, browser } = suite

    // Finance credits ₱120 as cash and ₱30 as a 0× bonus.
    const financeContext = await staffContext(browser)
    const finance = await financeContext.newPage()
    await enrolStaff(finance, server, 'fi.actions', 'finance')
    await openDemoPlayer(finance)
    const money = finance.getByTestId('player-money')
    await money.getByRole('combobox', { name: /^Kind/ }).selectOption('cash')
    await money.getByLabel('Amount (₱)').fill('120')
    await money.getByLabel(/Reason for the credit/).fill('Refund of a failed deposit')
    await money.getByRole('button', { name: 'Credit' }).click()
    await expect.poll(() => money.getByTestId('adjust-result').textContent()).toContain('Credited ₱120.00')
    await money.getByRole('combobox', { name: /^Kind/ }).selectOption('bonus')
    await money.getByLabel('Amount (₱)').fill('30')
    await money.getByLabel('Wagering ×').fill('0')
    await money.getByLabel(/Reason for the credit/).fill('Birthday gift')
    await money.getByRole('button', { name: 'Credit' }).click()
    await expect.poll(() => money.getByTestId('adjust-result').textContent()).toContain('Credited ₱30.00')
    await expect.poll(() => finance.getByTestId('player-balances').textContent()).toContain('coin: ₱150.00')
    await expect.poll(() => finance.getByTestId('player-ledger').textContent()).toContain('₱120.00')
    expect(await finance.getByTestId('player-adjustments').textContent()).toContain(
      'Refund of a failed deposit',
    )

    // A debit below zero is refused, and nothing moves.
    await money.getByRole('combobox', { name: /^Kind/ }).selectOption('debit')
    await money.getByLabel('Amount (₱)').fill('1000')
    await money.getByLabel(/Reason for the debit/).fill('Duplicate credit')
    await money.getByRole('button', { name: 'Debit' }).click()
    await expect.poll(() => money.textContent()).toMatch(/below zero/)
    await expect.poll(() => finance.getByTestId('player-balances').textContent()).toContain('coin: ₱150.00')

    // The player sees the coins, sets a bet limit and plays to it.
    const playerContext = await phoneContext(browser)
    const playerPage = await playerContext.newPage()
    await loginAsDemo(playerPage, server.url)
    await expect.poll(() => playerPage.getByTestId('home-balance').textContent()).toMatch(/150/)
    const login = await callApi(server.url, 'accountLogin', { account: 'demoplayer', password: 'Panalo2026' })
    const token = String(login.data.token)
    expect(
      (await callApi(server.url, 'selfLimitSet', { kind: 'bet', period: 'day', amount: 1_000 }, token))
        .errcode,
    ).toBe(0)
    for (let spin = 0; spin < 2; spin++)
      expect(
        (await callApi(server.url, 'fortuneSpin', { play: { mode: 'real' }, bet: 500 }, token)).errcode,
      ).toBe(0)
    await shots(finance, 'player-page-finance')
    await financeContext.close()

    // Risk: the RG view lists the player at the limit; the player page applies a cool-off.
    const riskContext = await staffContext(browser)
    const risk = await riskContext.newPage()
    await enrolStaff(risk, server, 'ri.actions', 'risk')
    await risk.getByRole('button', { name: 'Responsible gaming' }).click()
    await risk.getByTestId('rg-near').getByLabel('How close').selectOption('at')
    const near = risk.getByTestId('rg-near-table')
    await expect.poll(() => near.textContent()).toContain('demoplayer')
    expect(await near.locator('tbody tr', { hasText: 'demoplayer' }).textContent()).toMatch(/bet.*day.*100%/)
    await shots(risk, 'rg-view')
    await near.locator('tbody tr', { hasText: 'demoplayer' }).click()
    await risk.getByTestId('player-limits').waitFor()
    const exclusion = risk.getByTestId('player-exclusion')
    await exclusion.getByLabel('Length').selectOption('7d')
    await exclusion.getByLabel(/Reason/).fill('Asked by phone for a week off')
    await exclusion.getByRole('button', { name: 'Apply exclusion' }).click()
    await expect.poll(() => risk.getByTestId('player-limits').textContent()).toContain('cool-off until')
    expect(await exclusion.getByRole('button', { name: 'End exclusion early' }).count()).toBe(0)
    const refused = await callApi(server.url, 'accountLogin', {
      account: 'demoplayer',
      password: 'Panalo2026',
    })
    expect(refused.errcode).toBe(6005)
    expect((await callApi(server.url, 'getAfterLoginInfoWeb', {}, token)).errcode).toBe(401)
    await playerPage.reload()
    await expect.poll(() => playerPage.getByTestId('home-balance').count()).toBe(0)
    await playerContext.close()
    await risk.getByRole('button', { name: 'Responsible gaming' }).click()
    await expect.poll(() => risk.getByTestId('rg-exclusions-table').textContent()).toContain('demoplayer')
    await riskContext.close()

    // Support sends a reset code to the player's own phone; nobody sees a password.
    const supportContext = await staffContext(browser)
    const support = await supportContext.newPage()
    await enrolStaff(support, server, 'su.actions', 'support')
    await openDemoPlayer(support)
    const actions = support.getByTestId('player-actions')
    await actions.getByLabel('Reason').fill('Forgot the password, called in')
    await actions.getByRole('button', { name: 'Reset password' }).click()
    await expect
      .poll(() => actions.getByTestId('reset-result').textContent())
      .toMatch(/A reset code went by SMS/)
    expect(await support.getByTestId('player-money').count()).toBe(0)
    const outbox = await supportContext.newPage()
    await outbox.goto(`${server.url}/dev/outbox`)
    expect(await outbox.locator('li[data-phone="+639171234567"] .text').first().textContent()).toMatch(
      /^\d{6} is your Panalo code/,
    )
    await shots(support, 'player-page-support')
    await supportContext.close()

    // Marketing: no actions on the page, and the server refuses them.
    const marketingContext = await staffContext(browser)
    const marketing = await marketingContext.newPage()
    await enrolStaff(marketing, server, 'ma.actions', 'marketing')
    await openDemoPlayer(marketing)
    expect(
      await marketing.getByRole('button', { name: /Credit|Debit|Apply exclusion|Reset password/ }).count(),
    ).toBe(0)
    expect(await marketing.getByRole('button', { name: 'Responsible gaming' }).count()).toBe(0)
    const errcodes = await marketing.evaluate(async () => {
      const answers = []
      for (const [name, body] of [
        [
          'playerAdjust',
          { userId: 100001, requestId: 'mkt-credit-1', kind: 'cash', amount: 100, reason: 'not mine' },
        ],
        ['playerExclude', { userId: 100001, duration: '24h', reason: 'not mine' }],
        ['playerPasswordReset', { userId: 100001, reason: 'not mine' }],
        ['rgNearLimits', {}],
      ] as const) {
        const response = await fetch(`/ops/v1/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        answers.push(((await response.json()) as { errcode: number }).errcode)
      }
      return answers
    })
    expect(errcodes).toEqual([11002, 11002, 11002, 11002])
    await marketingContext.close()
  }, 180_000)
})
