import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/**
 * The start-up popup chain at 360×740 (issue 25, decision 033), paced (issue 40, decision 070): a guest
 * meets the notice; after login the player meets the next in order, two popups a day at most; Later
 * rests a popup for days, so the next visit meets the ones after it.
 */
/** The popup showing now, waiting a few seconds for one; null when none comes. */
async function showing(page: Page): Promise<string | null> {
  const content = page.getByTestId('start-up-popup').locator('[data-popup]')
  const shown = await content
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  return shown ? content.getAttribute('data-popup') : null
}

/** Closes the popup showing with one of its buttons, and waits until the next (or none) shows. */
async function closeWith(page: Page, button: string, name: string): Promise<void> {
  const popup = page.getByTestId('start-up-popup')
  await popup.getByRole('button', { name: button }).click()
  await expect
    .poll(async () => {
      const content = popup.locator('[data-popup]')
      return (await content.count()) === 0 || (await content.getAttribute('data-popup')) !== name
    })
    .toBe(true)
  // The next popup's buttons are the same elements, and buttons are debounced 300 ms (SPEC.md §6).
  await page.waitForTimeout(350)
}

describe('start-up popups', () => {
  const suite = serverAndBrowser()

  it('shows a guest the notice, then a new player the chain in order, two a day, Later remembered', async () => {
    const context = await phoneContext(suite.browser, { startUpPopups: true })
    const page = await context.newPage()
    await page.goto(suite.server.url)
    const popup = page.getByTestId('start-up-popup')
    const which = () => popup.locator('[data-popup]').getAttribute('data-popup')
    await expect.poll(which, { timeout: 10_000 }).toBe('notice')
    expect(await popup.textContent()).toContain('Welcome to Panalo')
    await screenshot(page, 'start-up-notice')
    await closeWith(page, 'OK', 'notice')

    await loginAsDemo(page, suite.server.url)
    const seen: string[] = []
    for (let name = await showing(page); name; name = await showing(page)) {
      seen.push(name)
      // The invite spin's popup states the player's own position (decision 058).
      if (name === 'inviteSpin')
        await expect.poll(() => popup.textContent()).toContain('3 valid friends always finish it')
      await screenshot(page, `start-up-${name}`)
      await closeWith(page, 'Later', name)
    }
    // Two a day: the notice and the first of the chain.
    expect(seen).toEqual(['download'])

    // Once a session: a reload shows none of them again.
    await page.reload()
    await page.getByTestId('home-balance').waitFor()
    expect(await showing(page)).toBeNull()

    // The next day (the day's marks moved back a day), a new visit: download waits after its Later.
    await page.evaluate(() => {
      const key = 'panalo.startUp.day'
      const days = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>
      const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10)
      localStorage.setItem(
        key,
        JSON.stringify(Object.fromEntries(Object.keys(days).map((k) => [k, yesterday]))),
      )
      sessionStorage.clear()
    })
    await page.reload()
    const nextDay: string[] = []
    for (let name = await showing(page); name; name = await showing(page)) {
      nextDay.push(name)
      await closeWith(page, 'Later', name)
    }
    expect(nextDay).toEqual(['firstDepositTips', 'inviteSpin'])
    await context.close()
  })

  it('waits for the age notice: nothing of the chain loads before Accept, the notice comes after', async () => {
    const context = await phoneContext(suite.browser, { startUpPopups: true, ageNoticeAccepted: false })
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(suite.server.url)
    const notice = page.getByTestId('age-notice')
    await notice.getByText('You are 21 years old or older.').waitFor()
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => /start-up-popup|-pages-/.test(path))).toEqual([])

    await notice.getByRole('button', { name: 'Accept', exact: true }).click()
    const popup = page.getByTestId('start-up-popup')
    await expect.poll(() => popup.locator('[data-popup]').getAttribute('data-popup')).toBe('notice')
    await context.close()
  })

  it('takes the player where the popup says', async () => {
    const context = await phoneContext(suite.browser, { startUpPopups: true })
    // What comes before the sign-in was put off with Later on an earlier visit.
    await context.addInitScript(() => {
      const until = '2999-01-01'
      localStorage.setItem(
        'panalo.startUp.later',
        JSON.stringify({ download: until, firstDepositTips: until, inviteSpin: until }),
      )
    })
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const popup = page.getByTestId('start-up-popup')
    // The chain meets the player on the home page after login: close anything before sign-in.
    for (let name = await showing(page); name !== 'signIn'; name = await showing(page)) {
      if (!name) throw new Error('the sign-in popup never showed')
      await closeWith(page, 'Later', name)
    }
    await popup.getByRole('button', { name: 'Check in' }).click()
    await page.waitForURL('**/activity/sign-in')
    await expect.poll(() => page.getByTestId('sign-in-button').textContent()).toContain('Check in for day')
    await context.close()
  })
})
