import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext, skipStartUpPopups } from './helpers/chromium.ts'
import { fundingOf, type Funding } from './helpers/funding.ts'
import { waitForGameBalance } from './helpers/originals.ts'
import { loginAsDemo } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Issue 23, defects 1–6: each as a new player meets it at 360×740. */
describe('defects a new player meets, at 360×740', () => {
  let server: TestServer
  let browser: Browser
  let funding: Funding
  beforeAll(async () => {
    server = await startServer({}, { database: 'postgres' })
    funding = fundingOf(server)
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await funding?.close()
    await server?.stop()
  })

  async function newPage(options: { locale?: string } = {}): Promise<Page> {
    let context: BrowserContext
    if (options.locale) {
      context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: options.locale,
        serviceWorkers: 'block',
      })
      await context.addInitScript(() =>
        localStorage.setItem('panalo.ageNoticeAccepted', '2026-01-01T00:00:00.000Z'),
      )
      await context.addInitScript(skipStartUpPopups)
    } else context = await phoneContext(browser)
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    return page
  }

  it('a bet above the balance says why Bet is disabled and offers a deposit', async () => {
    const page = await newPage()
    await loginAsDemo(page, server.url)
    await funding.fund('demoplayer', 150)
    await page.goto(`${server.url}/originals/panalo-fortune?mode=real`)
    expect(await waitForGameBalance(page)).toBe(150)
    expect(await page.getByTestId('over-balance').count()).toBe(0)
    await page.getByRole('button', { name: 'Raise the bet' }).click()
    await expect.poll(() => page.getByTestId('spin-button').isDisabled()).toBe(true)
    const notice = page.getByTestId('over-balance')
    await expect.poll(() => notice.textContent()).toMatch(/more than your ₱1\. Lower the bet/)
    expect(await notice.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toMatch(
      /^\/wallets\?name=deposit/,
    )
    await screenshot(page, 'fortune-over-balance')
    await page.context().close()
  })

  it('amount fields read "150.00" and "1,500" as written and refuse centavos (defect 1)', async () => {
    const page = await newPage()
    await loginAsDemo(page, server.url)
    await page.goto(`${server.url}/wallets?name=deposit`)
    const custom = page.getByLabel('Other amount')
    await custom.fill('150.00')
    const submit = page.getByTestId('deposit-submit')
    await expect.poll(() => submit.textContent()).toBe('Deposit ₱150')
    await custom.fill('1,500')
    await expect.poll(() => submit.textContent()).toBe('Deposit ₱1,500')
    await custom.fill('150.50')
    await page.getByText('Enter whole pesos only.').waitFor()

    await page.goto(`${server.url}/wallets?name=withdraw`)
    const amount = page.getByTestId('withdraw-panel').getByLabel('Amount')
    await amount.fill('150.00')
    expect(await amount.inputValue()).toBe('150.00')
    await page.context().close()
  })

  it('every register field says what is wrong with it, in place, and the sheet never overflows (defects 2, 4)', async () => {
    const page = await newPage()
    await page.goto(server.url)
    await page.getByRole('button', { name: 'Register' }).click()
    const dialog = page.getByTestId('register-dialog')
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    const invalid = dialog.locator('[aria-invalid="true"]')
    await expect.poll(() => invalid.count()).toBeGreaterThanOrEqual(7)
    const text = (await dialog.textContent()) ?? ''
    expect(text).toContain('Enter a Philippine mobile number')
    expect(text).toContain('Enter the 6-digit code from the SMS.')
    expect(text).toContain('Enter your date of birth.')
    expect(text).toContain('Tick each statement that is true for you.')
    expect(text).toContain('Accept the terms of use and the privacy policy to register.')
    await screenshot(page, 'register-errors', { fullPage: true })

    // An invalid number says so when Send code is pressed, rather than greying the button out.
    await dialog.getByLabel('Mobile number').fill('12345')
    const send = dialog.getByRole('button', { name: 'Send code' })
    expect(await send.isEnabled()).toBe(true)
    await send.click()
    await dialog.getByText('Enter a Philippine mobile number, like 0917 123 4567.').waitFor()

    await dialog.getByLabel('Mobile number').fill('09181112233')
    await send.click()
    await dialog.getByText(/Resend in \d+s/).waitFor()
    const widest = await page.evaluate(() => {
      const sheet = document.querySelector('[data-testid="register-dialog"]')
      return Math.max(
        ...[...(sheet?.querySelectorAll('*') ?? [])].map((node) => node.getBoundingClientRect().right),
      )
    })
    expect(widest).toBeLessThanOrEqual(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    await page.context().close()
  })

  it('a new page starts at the top and back restores where the player was (defect 3)', async () => {
    const page = await newPage()
    await page.goto(server.url)
    await page.getByTestId('lobby-panel').waitFor()
    await page.mouse.wheel(0, 900)
    // Far enough down that being put back at the top would show (the guest's lobby scrolls about 400 px
    // since the home carousel, decision 102).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.getByRole('link', { name: 'Questions and answers' }).click()
    await page.waitForURL(/\/faq$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect
      .poll(() => page.evaluate((before) => Math.abs(window.scrollY - before), scrolled))
      .toBeLessThan(20)
    await page.context().close()
  })

  it('one toast at a time: "Welcome back" is not stacked under "You are logged out." (defect 5)', async () => {
    const page = await newPage()
    await loginAsDemo(page, server.url)
    await page.goto(`${server.url}/member`)
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByTestId('login-dialog')
    await dialog.getByRole('tab', { name: 'Password' }).click()
    await dialog.getByLabel('Account name or mobile number').fill('demoplayer')
    await dialog.getByLabel('Password', { exact: true }).fill('Panalo2026')
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
    const region = page.getByRole('status').filter({ hasText: /Welcome back/ })
    await region.waitFor()
    expect(await region.textContent()).not.toContain('logged out')
    await page.context().close()
  })

  it('Verify inside a game shows one back arrow (defect 5)', async () => {
    const page = await newPage()
    await loginAsDemo(page, server.url)
    await funding.fund('demoplayer', 10_000)
    await page.getByTestId('lobby-panel').getByRole('link', { name: 'Panalo Fortune', exact: true }).click()
    const tap = page.getByTestId('tap-to-start')
    await page.getByTestId('game-frame').waitFor()
    if (await tap.isVisible()) await tap.click()
    const frame = page.frameLocator('[data-testid="game-frame"]')
    const spin = frame.getByTestId('spin-button')
    await expect.poll(() => spin.isEnabled(), { timeout: 20_000 }).toBe(true)
    await spin.click()
    await expect.poll(() => frame.getByTestId('fortune').getAttribute('data-round')).toMatch(/^\d+$/)
    await frame.getByRole('button', { name: 'Last 10 rounds' }).click()
    await frame.getByTestId('history-row').first().getByRole('link', { name: 'Verify' }).click()
    await frame.getByTestId('fair-page').waitFor()
    const arrows =
      (await page.getByTestId('game-back').count()) +
      (await frame.getByRole('button', { name: 'Back', exact: true }).count())
    expect(arrows).toBe(1)
    await screenshot(page, 'verify-in-game')
    await page.context().close()
  })

  it('Withdraw → add a receiving account → Save returns to Withdraw (defect 5)', async () => {
    const page = await newPage()
    await loginAsDemo(page, server.url)
    await page.goto(`${server.url}/wallets?name=withdraw`)
    await page.getByTestId('withdraw-panel').waitFor()
    const add = page.getByTestId('add-account')
    await (
      (await add.count()) > 0 ? add : page.getByRole('link', { name: 'Manage receiving accounts' })
    ).click()
    await page.getByTestId('add-maya').click()
    await page.getByLabel('Maya number').fill('0917 000 7788')
    await page.getByRole('button', { name: 'Save account' }).click()
    await page.waitForURL(/\/wallets\?name=withdraw$/)
    await page.getByTestId('withdraw-panel').waitFor()
    await page.context().close()
  })

  it('deposit and withdrawal records filter with the same tabs (defect 5)', async () => {
    const page = await newPage()
    await loginAsDemo(page, server.url)
    await page.goto(`${server.url}/wallets/record`)
    const deposits = page.getByTestId('deposit-records')
    await deposits.waitFor()
    expect(await deposits.locator('select').count()).toBe(0)
    await deposits.getByRole('tab', { name: 'All' }).waitFor()
    await page.context().close()
  })

  it('a guest tapping a game with demo play is offered "Try it" (defect 5)', async () => {
    const page = await newPage()
    await page.goto(server.url)
    await page.getByTestId('lobby-panel').getByRole('link', { name: 'Panalo Fortune', exact: true }).click()
    await page.getByRole('button', { name: 'Try it with demo coins' }).click()
    await page
      .frameLocator('[data-testid="game-frame"]')
      .getByTestId('spin-button')
      .waitFor({ timeout: 20_000 })
    await page.context().close()
  })

  it('fil-PH: Home and the tagline are in Filipino, and "ma‑reward" keeps its hyphen on one line (defect 6)', async () => {
    const page = await newPage({ locale: 'fil-PH' })
    await page.goto(server.url)
    const nav = page.getByRole('navigation').last()
    await nav.waitFor()
    expect(await nav.textContent()).not.toContain('Home')
    await expect
      .poll(() => page.getByTestId('rg-tagline').textContent())
      .toBe('Nakakaadik ang sugal. Alamin kung kailan titigil.')
    const lines = await page.evaluate(() => {
      const title = document.getElementById('home-hero-title')
      const text = title?.firstChild
      if (!title || !text?.textContent) return []
      // "ma", the hyphen and "reward": on one line, not broken after the hyphen.
      const end = text.textContent.indexOf('reward') + 'reward'.length
      const range = document.createRange()
      range.setStart(text, end - 'ma-reward'.length)
      range.setEnd(text, end)
      return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))]
    })
    expect(lines).toHaveLength(1)
    await screenshot(page, 'home-fil')
    await page.context().close()
  })
})
