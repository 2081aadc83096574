import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { startServer, type TestServer } from './helpers/server.ts'

/**
 * The app shell as a visitor meets it, in Debian's Chromium at 360×740 against `npm start`'s build.
 * On the run's PostgreSQL like most flows: the player's journey (player-journey.test.ts) keeps the
 * embedded database of `npm start` proved end to end, and PGlite's start and single thread made this
 * file one of the slowest.
 */
describe('the app shell', () => {
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

  it('shows the cover, then the age notice, and opens the app on Accept', async () => {
    const context = await phoneContext(browser, { ageNoticeAccepted: false })
    const page = await context.newPage()
    const response = await page.goto(server.url)
    expect(await response?.text()).toContain('class="cover"')
    const notice = page.getByTestId('age-notice')
    await expect.poll(() => notice.getByText('You are 21 years old or older.').isVisible()).toBe(true)
    // The dialog takes the focus so that no button is rung; it draws no ring of its own either (a
    // square yellow frame around the rounded card on a phone's first visit, before any tap).
    expect(await notice.evaluate((dialog) => dialog === document.activeElement)).toBe(true)
    expect(await notice.evaluate((dialog) => getComputedStyle(dialog).outlineStyle)).toBe('none')
    await notice.getByRole('button', { name: 'Accept', exact: true }).click()
    await expect
      .poll(() => page.getByRole('heading', { name: 'Play, win, get rewarded' }).isVisible())
      .toBe(true)
    // The heading counts as visible under the notice too: wait for the notice itself to go.
    await expect.poll(() => notice.getByText('You are 21 years old or older.').isVisible()).toBe(false)
    await page.reload()
    await page.getByRole('heading', { name: 'Play, win, get rewarded' }).waitFor()
    expect(await notice.getByText('You are 21 years old or older.').isVisible()).toBe(false)
    await context.close()
  })

  it('keeps the terms readable without accepting, and leaves Panalo on I Do Not Accept', async () => {
    const context = await phoneContext(browser, { ageNoticeAccepted: false })
    const page = await context.newPage()
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ body: 'search site', contentType: 'text/plain' }),
    )
    await page.goto(`${server.url}/terms-of-use`)
    await page.getByTestId('content-terms-of-use').waitFor()
    expect(await page.getByTestId('age-notice').getByText('You are 21 years old or older.').isVisible()).toBe(
      false,
    )
    await page.goto(server.url)
    await page.getByRole('button', { name: 'I Do Not Accept' }).click()
    await page.waitForURL('https://www.google.com/**')
    await context.close()
  })

  it('shows the 404 page with the path for an unknown route', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(`${server.url}/no/such/page?x=1`)
    const notFound = page.getByTestId('not-found-page')
    await notFound.waitFor()
    expect(await notFound.textContent()).toContain('Page not found')
    expect(await notFound.textContent()).toContain('/no/such/page?x=1')
    await context.close()
  })

  it('goes to /maintenance while the operator has maintenance on', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await server.admin('maintenance', 'on', '--message', 'Upgrading the wallet')
    try {
      await page.goto(`${server.url}/faq`)
      await page.waitForURL(`${server.url}/maintenance`)
      await page.getByTestId('maintenance-page').getByText('Upgrading the wallet').waitFor()
    } finally {
      await server.admin('maintenance', 'off')
    }
    await page.goto(server.url)
    await page.getByRole('heading', { name: 'Play, win, get rewarded' }).waitFor()
    await context.close()
  })

  it('previews another theme with ?themeViewId=', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    const background = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim(),
      )
    await page.goto(server.url)
    await page.getByRole('heading', { name: 'Play, win, get rewarded' }).waitFor()
    // The live theme is applied once its call answers, after the page shows (tokens.css's default is
    // the same colour in lower case).
    await expect.poll(background).toBe('#0F0B1E')
    // The seed's second theme, Fiesta, is only reachable by preview.
    await page.goto(`${server.url}/?themeViewId=2`)
    await expect.poll(background).toBe('#FFF8EC')
    // A preview is not kept: the next plain visit has the live theme again.
    await page.goto(server.url)
    await expect.poll(background).toBe('#0F0B1E')
    await context.close()
  })

  it('switches to Filipino and remembers it in a cookie', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(server.url)
    await page.getByTestId('locale-switcher').click()
    await page.getByRole('button', { name: 'Filipino' }).click()
    await page.getByRole('heading', { name: 'Maglaro, manalo, ma\u2011reward' }).waitFor()
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale')
    expect(cookie?.value).toBe('fil-PH')
    expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400)
    await page.reload()
    await page.getByRole('heading', { name: 'Maglaro, manalo, ma\u2011reward' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil-PH')
    await context.close()
  })

  it("shows the 'Tips' dialog when a call times out", async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(server.url)
    await page.getByRole('heading', { name: 'Play, win, get rewarded' }).waitFor()
    await page.route('**/app/v1/anonymous/faqList', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000))
      await route.abort().catch(() => undefined)
    })
    await page.getByRole('link', { name: 'Questions and answers' }).click()
    const tips = page.getByTestId('tips-dialog')
    await tips.getByText('The request has timed out, please try again later').waitFor({ timeout: 15_000 })
    expect(await tips.getByRole('heading', { name: 'Tips' }).isVisible()).toBe(true)
    await tips.getByRole('button', { name: 'OK' }).click()
    await context.close()
  })

  it('records the page views it sends in the database', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(server.url)
    await page.getByRole('heading', { name: 'Play, win, get rewarded' }).waitFor()
    await page.getByRole('link', { name: 'About Panalo' }).click()
    await page.getByTestId('content-about-us').waitFor()
    await expect
      .poll(
        async () =>
          (await server.admin('events:recent', '--name', 'pageView', '--limit', '50')).includes(
            '"page":"/about-us"',
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true)
    await context.close()
  })

  it('reloads to its shell offline after the first visit', async () => {
    const context = await phoneContext(browser, { serviceWorkers: true })
    const page = await context.newPage()
    await page.goto(server.url)
    await page.getByRole('heading', { name: 'Play, win, get rewarded' }).waitFor()
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name: 'Play, win, get rewarded' }).waitFor({ timeout: 20_000 })
    await context.setOffline(false)
    await context.close()
  })
})
