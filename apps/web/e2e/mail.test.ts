import { describe, expect, it } from 'vitest'

import { callApi } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo, registerByPhone } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot, SCREENSHOT_DIR } from './helpers/screenshots.ts'

/**
 * Mail at 360×740 (decision 035): the operator mails the player a gift from the CLI → the Me page's
 * Mail row has its red dot → the inbox shows it bold with its gift mark → the detail page shows the
 * reward and its wagering → Claim → the reward popup → the dot goes; the mail can then be deleted.
 */
describe('mail', () => {
  const suite = serverAndBrowser()

  const call = (name: string, body: object, token: string) => callApi(suite.server.url, name, body, token)

  it('opens a mail with an attachment, claims it through the reward popup, and the dot goes', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const token = await page.evaluate(() => localStorage.getItem('panalo.token'))
    if (!token) throw new Error('no session token')
    const me = (await call('refreshData', {}, token)).data
    const sent = await suite.server.admin(
      'mail:send',
      '--title',
      'A gift for you',
      '--body',
      'Thank you for playing with Panalo this week.',
      '--players',
      String(me['id']),
      '--item',
      '2001=50',
      '--item',
      '2002=10',
      '--key',
      'e2e-gift',
    )
    expect(sent).toMatch(/^Sent broadcast \d+ to 1 player\(s\) with ₱50 \+ 10 points/)
    const pointsBefore = Number((await call('pointsInfo', {}, token)).data['points'])

    await page.goto(`${suite.server.url}/member`)
    const mailRow = page.getByTestId('member-more').locator('a[href="/email"]')
    await mailRow.waitFor()
    await expect.poll(() => mailRow.getByTestId('menu-dot').count(), { timeout: 10_000 }).toBe(1)
    if (SCREENSHOT_DIR) {
      await mailRow.scrollIntoViewIfNeeded()
      await screenshot(page, 'mail-member')
    }
    await mailRow.click()
    await page.getByTestId('mail-page').waitFor()
    const row = page.getByTestId('mail-row').first()
    await row.waitFor()
    expect(await row.getAttribute('data-read')).toBe('no')
    expect(await row.textContent()).toContain('A gift for you')
    expect(await row.getByTestId('mail-attachment').count()).toBe(1)
    expect(await page.getByTestId('mail-summary').textContent()).toBe('1 unread · 1 reward to claim')
    await screenshot(page, 'mail-inbox')

    await row.click()
    await page.getByTestId('mail-detail').waitFor()
    expect(await page.getByTestId('mail-title').textContent()).toBe('A gift for you')
    expect(await page.getByTestId('mail-body').textContent()).toBe(
      'Thank you for playing with Panalo this week.',
    )
    const reward = page.getByTestId('mail-reward')
    expect(await reward.textContent()).toContain('50 bonus coins')
    expect(await reward.textContent()).toContain('10 points')
    expect(await page.getByTestId('mail-wagering').textContent()).toContain('bet ₱150 (3×)')
    // Nothing to delete while the reward waits.
    expect(await page.getByTestId('mail-delete').count()).toBe(0)
    await screenshot(page, 'mail-detail')

    await page.getByTestId('mail-claim').click()
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor()
    expect(await popup.textContent()).toContain('50 bonus coins')
    expect(await popup.textContent()).toContain('TAP THE SCREEN TO CONTINUE')
    await screenshot(page, 'mail-popup')
    await popup.click()
    await expect.poll(() => popup.count()).toBe(0)
    await page.getByTestId('mail-claimed').waitFor()
    expect(Number((await call('pointsInfo', {}, token)).data['points'])).toBe(pointsBefore + 10)
    expect(
      (await call('receiveMail', { id: Number(new URL(page.url()).searchParams.get('id')) }, token)).errcode,
    ).toBe(5002)
    await screenshot(page, 'mail-claimed')

    // The dot goes: nothing unread, nothing to claim.
    await page.goto(`${suite.server.url}/member`)
    await page.getByTestId('member-more').waitFor()
    await expect.poll(() => mailRow.getByTestId('menu-dot').count()).toBe(0)
    expect((await call('activityGetStatusList', {}, token)).data['emailAwardFlag']).toBe(false)

    // Deleted, it leaves the inbox.
    await mailRow.click()
    await page.getByTestId('mail-row').first().click()
    await page.getByTestId('mail-delete').click()
    await page.getByTestId('mail-delete-button').click()
    await page.getByTestId('mail-empty').waitFor()
    await screenshot(page, 'mail-empty')
    await context.close()
  })

  it('welcomes a new player with the sign-up bonus, and shows a mail that is not there in the mail page', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await registerByPhone(page, suite.server.url)
    await page.goto(`${suite.server.url}/email`)
    const row = page.getByTestId('mail-row')
    await row.waitFor()
    expect(await row.count()).toBe(1)
    expect(await row.textContent()).toContain('Welcome to Panalo!')
    await row.click()
    await page.getByTestId('mail-detail').waitFor()
    expect(await page.getByTestId('mail-body').textContent()).toContain('welcome bonus of 50 bonus coins')
    await screenshot(page, 'mail-welcome')
    await page.getByTestId('mail-welcome-action').click()
    await page.waitForURL('**/activity/sign-up-bonus')

    // No id, a bad id, or one that is not the player's: the mail page's own state, in the app frame.
    for (const query of ['', '?id=abc', '?id=999999']) {
      await page.goto(`${suite.server.url}/email/detail${query}`)
      await page.getByTestId('mail-missing').waitFor()
      expect(await page.getByText('Page not found').count()).toBe(0)
      expect(await page.getByRole('heading', { name: 'Mail' }).count()).toBeGreaterThan(0)
    }
    await screenshot(page, 'mail-missing')
    await page.getByTestId('empty-state-action').click()
    await page.waitForURL('**/email')
    await context.close()
  })
})
