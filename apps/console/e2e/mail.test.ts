import { text } from 'node:stream/consumers'

import { describe, expect, it } from 'vitest'

import { callApi } from '../../web/e2e/helpers/api.ts'
import { phoneContext, skipStartUpPopups } from '../../web/e2e/helpers/chromium.ts'
import { loginAsDemo } from '../../web/e2e/helpers/players.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { desktopContext, enrolStaff, shot } from './helpers/staff.ts'
import { screenshot } from '../../web/e2e/helpers/screenshots.ts'

/**
 * The mail desk at 1280×800 (decision 095): marketing composes a broadcast in English and Filipino with
 * ₱50 of bonus coins at 2× wagering for a pasted player id, previews the count and sends it; the
 * player (360×740) finds it in the inbox, claims it through the reward popup, and the bonus shows the
 * coins; the desk's list then counts it received, read and claimed. The marketing report shows the
 * claim's cost and downloads it as CSV.
 */
describe('operator console: the mail desk', () => {
  const suite = serverAndBrowser()

  const call = (name: string, body: object, token: string) => callApi(suite.server.url, name, body, token)

  it('a broadcast with a coin award composed in the console is received and claimed by the player', async () => {
    const { server, browser } = suite
    const playerContext = await phoneContext(browser)
    const playerPage = await playerContext.newPage()
    await loginAsDemo(playerPage, server.url)
    const token = await playerPage.evaluate(() => localStorage.getItem('panalo.token'))
    if (!token) throw new Error('no session token')
    const playerId = Number((await call('refreshData', {}, token)).data['id'])

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      serviceWorkers: 'block',
      acceptDownloads: true,
    })
    const page = await context.newPage()
    await enrolStaff(page, server, 'mk.mail', 'marketing')
    // Mail bonuses credited at once (not held until a first deposit), so the report has a cost to show.
    await server.admin('rewards:wagering', 'mail', '--held', 'no')
    await page.getByRole('button', { name: 'Mail' }).click()
    const compose = page.getByTestId('broadcast-compose')
    await compose.waitFor()
    await page.getByTestId('broadcast-title-en-US').fill('Weekend gift')
    await page.getByTestId('broadcast-body-en-US').fill('Salamat for playing: ₱50 of bonus coins for you.')
    await page.getByTestId('broadcast-title-fil-PH').fill('Regalo ngayong weekend')
    await page
      .getByTestId('broadcast-body-fil-PH')
      .fill('Salamat sa paglalaro: ₱50 na bonus coins para sa iyo.')
    await page.getByTestId('broadcast-coins').fill('50')
    await page.getByTestId('broadcast-multiple').fill('2')
    await page.getByTestId('broadcast-audience').selectOption('players')
    await page.getByTestId('broadcast-list-input').fill(`${playerId}`)
    await page.getByTestId('broadcast-preview').click()
    await expect
      .poll(() => page.getByTestId('broadcast-count').textContent(), { timeout: 15_000 })
      .toBe('1 player')
    await shot(page, 'mail-compose')
    await page.getByTestId('broadcast-send').click()
    await expect
      .poll(() => page.getByTestId('broadcast-sent').textContent(), { timeout: 15_000 })
      .toMatch(/^Broadcast #\d+ sent to 1 player\.$/)
    const list = page.getByTestId('broadcast-list')
    const row = list.locator('tbody tr', { hasText: 'Weekend gift' })
    await row.waitFor()
    expect(await row.textContent()).toContain('sent')

    // The player's inbox: the mail, its reward at 2×, claimed through the popup.
    await playerPage.goto(`${server.url}/email`)
    const mailRow = playerPage.getByTestId('mail-row').filter({ hasText: 'Weekend gift' })
    await mailRow.waitFor()
    expect(await mailRow.getByTestId('mail-attachment').count()).toBe(1)
    await screenshot(playerPage, 'console-mail-player-inbox')
    await mailRow.click()
    await playerPage.getByTestId('mail-detail').waitFor()
    expect(await playerPage.getByTestId('mail-title').textContent()).toBe('Weekend gift')
    expect(await playerPage.getByTestId('mail-reward').textContent()).toContain('50 bonus coins')
    expect(await playerPage.getByTestId('mail-wagering').textContent()).toContain('bet ₱100 (2×)')
    await screenshot(playerPage, 'console-mail-player-detail')
    const coinsBefore = Number((await call('refreshData', {}, token)).data['coin'])
    await playerPage.getByTestId('mail-claim').click()
    const popup = playerPage.getByTestId('reward-popup')
    await popup.waitFor()
    expect(await popup.textContent()).toContain('50 bonus coins')
    await popup.click()
    await playerPage.getByTestId('mail-claimed').waitFor()
    // The bonus is the mail's, at 2×, credited to the balance at once (the mail source's rule, set above).
    const bonuses = (await call('bonusWageringList', {}, token)).data['list'] as Record<string, unknown>[]
    expect(bonuses[0]).toMatchObject({ bonusType: 'mail', amount: 50_00, multiple: 2 })
    expect(Number((await call('refreshData', {}, token)).data['coin']) - coinsBefore).toBe(50_00)
    await playerPage.goto(`${server.url}/bonus/reward`)
    await playerPage.waitForLoadState('networkidle')
    await screenshot(playerPage, 'console-mail-player-bonus')

    // A Filipino-speaking phone reads the Filipino words.
    const filContext = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'fil-PH',
      serviceWorkers: 'block',
    })
    await filContext.addInitScript(() =>
      localStorage.setItem('panalo.ageNoticeAccepted', '2026-01-01T00:00:00.000Z'),
    )
    await filContext.addInitScript(skipStartUpPopups)
    const filPage = await filContext.newPage()
    await filPage.goto(server.url)
    await filPage.evaluate((value) => localStorage.setItem('panalo.token', value), token)
    await filPage.goto(`${server.url}/email`)
    const filRow = filPage.getByTestId('mail-row').filter({ hasText: 'Regalo ngayong weekend' })
    await filRow.waitFor({ timeout: 15_000 })
    await screenshot(filPage, 'console-mail-player-fil')
    await filContext.close()

    // The desk counts it received, read and claimed.
    await page.reload()
    await page.getByRole('button', { name: 'Mail' }).click()
    const counted = page.getByTestId('broadcast-list').locator('tbody tr', { hasText: 'Weekend gift' })
    await counted.waitFor()
    await counted.click()
    const view = page.getByTestId('broadcast-view')
    await expect
      .poll(() => view.textContent(), { timeout: 15_000 })
      .toContain('1 received · 1 read · 1 claimed')
    await shot(page, 'mail-desk')

    await page.getByRole('button', { name: 'Marketing reports' }).click()
    const totals = page.getByTestId('reports-totals')
    await totals.waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('reports-definition').textContent()).toContain(
      'Cost per first-time depositor',
    )
    // Today's claim is read live (decision 096): one mail claim of ₱50, on the page and in its CSV.
    const mailTotal = totals.locator('tbody tr', { hasText: /^mail/ })
    await expect.poll(() => mailTotal.textContent(), { timeout: 15_000 }).toContain('₱50.00')
    await shot(page, 'mail-reports')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      totals.locator('xpath=../..').getByRole('button', { name: 'CSV' }).click(),
    ])
    // Read through the connection: the run's one Chromium keeps the file on its side.
    const csv = (await text(await download.createReadStream())).split('\r\n')
    expect(csv[0]).toMatch(/^Promotion \(source\),Claims,Bonus cost,/)
    expect(csv.find((line) => line.startsWith('mail,'))).toMatch(/^mail,1,50,/)
    await playerContext.close()
    await context.close()
  }, 180_000)

  it('cancelling a scheduled broadcast asks first; dismissed, it stays scheduled', async () => {
    const { server, browser } = suite
    const context = await desktopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'mk.cancel', 'marketing')
    await page.getByRole('button', { name: 'Mail' }).click()
    await page.getByTestId('broadcast-compose').waitFor()
    for (const language of ['en-US', 'fil-PH']) {
      await page.getByTestId(`broadcast-title-${language}`).fill(`Next week ${language}`)
      await page.getByTestId(`broadcast-body-${language}`).fill('A word for everyone.')
    }
    await page.getByTestId('broadcast-when').selectOption('later')
    // A Manila wall-clock time a month ahead (the desk schedules up to 90 days out).
    const inAMonthManila = new Date(Date.now() + 30 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16)
    await page.getByTestId('broadcast-send-at').fill(inAMonthManila)
    await page.getByTestId('broadcast-send').click()
    await expect
      .poll(() => page.getByTestId('broadcast-sent').textContent(), { timeout: 15_000 })
      .toMatch(/scheduled for/)
    await page.getByTestId('broadcast-list').locator('tbody tr', { hasText: 'Next week en-US' }).click()
    const state = page.getByTestId('broadcast-state')
    expect(await state.textContent()).toBe('scheduled')

    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByTestId('broadcast-cancel').click()
    await expect.poll(() => questions.length).toBe(1)
    expect(questions[0]).toBe('Cancel "Next week en-US"? No player will receive it.')
    expect(await state.textContent()).toBe('scheduled')

    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByTestId('broadcast-cancel').click()
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe('cancelled')
    await context.close()
  })

  it('support reads the broadcasts but composes none', async () => {
    const { server, browser } = suite
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await enrolStaff(page, server, 'su.mail', 'support')
    await page.getByRole('button', { name: 'Mail' }).click()
    await page.getByTestId('system-mails').waitFor()
    expect(await page.getByTestId('broadcast-compose').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Marketing reports' }).count()).toBe(0)
    expect(await page.getByTestId('system-mail-list').textContent()).toContain('Natanggap ang deposit')
    await shot(page, 'mail-support')
    await context.close()
  })
})
