import { mkdir } from 'node:fs/promises'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { phoneContext } from '../../web/e2e/helpers/chromium.ts'
import { registerByPhone } from '../../web/e2e/helpers/players.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { enrolStaff, shot } from './helpers/staff.ts'
import { screenshot } from '../../web/e2e/helpers/screenshots.ts'

/**
 * The feedback tickets desk at 1280×800 (decision 091): a player sends a ticket with a photo from the
 * player app; support opens it in the console, sees the photo, answers; the player's ticket shows the
 * answer and its red dot.
 */
describe('operator console: the feedback tickets desk', () => {
  const suite = serverAndBrowser()

  it('support sees the ticket’s image and answers; the player reads the answer', async () => {
    const { server, browser } = suite
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e53935' } })
      .jpeg()
      .toBuffer()
    const playerContext = await phoneContext(browser)
    const playerPage = await playerContext.newPage()
    await registerByPhone(playerPage, server.url)
    await playerPage.goto(`${server.url}/feedback`)
    const form = playerPage.getByTestId('feedback-page')
    await form.waitFor()
    await form.getByText('Withdrawal', { exact: true }).click()
    await playerPage
      .getByTestId('feedback-text')
      .fill('My GCash withdrawal of this morning is still missing.')
    await playerPage
      .getByTestId('feedback-file')
      .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo })
    await playerPage.getByTestId('feedback-image').waitFor()
    await playerPage.getByTestId('feedback-submit').click()
    await playerPage.waitForURL(/\/feedback\/record\/\d+$/)
    const ticketId = Number(playerPage.url().split('/').pop())

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await enrolStaff(page, server, 'su.feedback', 'support')
    await page.getByRole('button', { name: 'Feedback tickets' }).click()
    const row = page.getByTestId('feedback-queue').locator('tbody tr', { hasText: 'still missing' })
    expect(await row.textContent()).toContain(String(ticketId))
    await row.click()
    const thread = page.getByTestId('feedback-thread')
    await expect
      .poll(() => thread.getByTestId('feedback-image').getAttribute('src'), { timeout: 15_000 })
      .toMatch(/^data:image\//)
    await page.getByTestId('feedback-answer-text').fill('We sent it again: it arrives today.')
    await page.getByRole('button', { name: 'Send answer' }).click()
    await expect
      .poll(() => page.getByTestId('feedback-state').textContent(), { timeout: 15_000 })
      .toBe('answered')
    await expect.poll(() => thread.getByTestId('feedback-message').count()).toBe(2)
    await mkdir('/tmp/shots-support', { recursive: true })
    await shot(page, 'feedback-desk')
    await screenshot(page, 'feedback-desk')

    // The player's list shows the red dot until the ticket is opened; the thread shows the answer.
    await playerPage.goto(`${server.url}/feedback/record`)
    const ticket = playerPage.locator(`[data-testid="feedback-ticket"][data-state="answered"]`).first()
    await ticket.waitFor()
    expect(await ticket.getByLabel('New answer').count()).toBe(1)
    await playerPage.goto(`${server.url}/feedback/record/${ticketId}`)
    const answer = playerPage.locator('[data-testid="feedback-message"][data-author="operator"]')
    await answer.waitFor()
    expect(await answer.textContent()).toContain('We sent it again: it arrives today.')
    await expect
      .poll(() =>
        playerPage.getByTestId('feedback-message').getByTestId('feedback-image').getAttribute('src'),
      )
      .toMatch(/^data:image\//)
    await playerPage.waitForTimeout(150)
    await screenshot(playerPage, 'feedback-player', { fullPage: true })
    await playerContext.close()
    await context.close()
  })
})
