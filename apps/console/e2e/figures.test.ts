import { text } from 'node:stream/consumers'

import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { callApi } from '../../web/e2e/helpers/api.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { sandboxPaid } from './helpers/sandbox.ts'
import { enrolStaff } from './helpers/staff.ts'
import { screenshot } from '../../web/e2e/helpers/screenshots.ts'

const SANDBOX_SECRET = 'e2e-console-figures-secret-2026'

function laptopContext(browser: Browser) {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    serviceWorkers: 'block',
    acceptDownloads: true,
  })
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300)
  await screenshot(page, `${name}`, { fullPage: true })
}

/**
 * The figures page at 1280×800 (decision 084): today's deposits, paid through the sandbox gateway while
 * the page is open, appear in today's live figures; the day's table downloads as a CSV holding them.
 * Support has no figures, and the server refuses it the call.
 */
describe('operator console: the figures', () => {
  const suite = serverAndBrowser({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET })

  async function paidDeposit(token: string, amount: number): Promise<void> {
    const open = await callApi(suite.server.url, 'rechargeCreate', { rechargeTypeId: 1, amount }, token)
    expect(open.errcode).toBe(0)
    await sandboxPaid(suite.server.url, SANDBOX_SECRET, String(open.data.orderId), amount)
  }

  const kpi = (page: Page, key: string) => page.getByTestId(`kpi-${key}`).locator('strong').textContent()

  it('finance sees today’s deposits in the figures and downloads the day as CSV', async () => {
    const { server, browser } = suite
    const context = await laptopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'fi.figures', 'finance')
    await page.getByRole('button', { name: 'Figures' }).click()
    await page.getByTestId('figures-kpis').waitFor()
    const before = Number((await kpi(page, 'deposits'))?.replace(/,/g, ''))
    const sumBefore = Number((await kpi(page, 'depositSum'))?.replace(/[₱,]/g, ''))

    const login = await callApi(server.url, 'accountLogin', { account: 'demoplayer', password: 'Panalo2026' })
    const token = String(login.data.token)
    await paidDeposit(token, 250_00)
    await paidDeposit(token, 120_00)

    await page.reload()
    await page.getByTestId('figures-kpis').waitFor()
    await expect.poll(() => kpi(page, 'deposits')).toBe(String(before + 2))
    expect(await kpi(page, 'depositSum')).toBe(
      `₱${(sumBefore + 370).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
    )
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    await expect.poll(() => page.getByTestId('figures-span').textContent()).toContain(today)
    await page.getByTestId('figures-money-chart').locator('canvas').waitFor()
    await shot(page, 'figures-day')

    const days = page.getByTestId('figures-days')
    await expect.poll(() => days.textContent()).toContain(today)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // The table scrolls inside its panel; the CSV button sits in the panel's pager, beside that.
      days.locator('xpath=../..').getByRole('button', { name: 'CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`figures-days-${today}-${today}.csv`)
    // Read through the connection: the run's one Chromium (global setup) keeps the file on its side.
    const csv = (await text(await download.createReadStream())).split('\r\n')
    expect(csv[0]).toMatch(/^Day,Deposits,Deposited,Withdrawals,Withdrawn,Bets,Wins,GGR,Bonus cost,NGR,/)
    const row = csv.find((line) => line.startsWith(today))?.split(',') ?? []
    expect(row[1]).toBe(String(before + 2))
    expect(Number(row[2])).toBeCloseTo(sumBefore + 370, 2)

    // A month of days with the comparison: the chart and tables follow the chosen period.
    await page.getByLabel('Period').selectOption('month')
    await expect
      .poll(() => page.getByTestId('figures-span').textContent())
      .toContain(`${today.slice(0, 7)}-01 to`)
    await shot(page, 'figures-month')
    await context.close()
  }, 120_000)

  it('support is shown no figures, and the server refuses the call', async () => {
    const { server, browser } = suite
    const context = await laptopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'su.figures', 'support')
    expect(await page.getByRole('button', { name: 'Figures' }).count()).toBe(0)
    const errcode = await page.evaluate(async () => {
      const response = await fetch('/ops/v1/figures', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ period: 'day', from: '2026-11-01' }),
      })
      return ((await response.json()) as { errcode: number }).errcode
    })
    expect(errcode).toBe(11002)
    await context.close()
  }, 60_000)
})
