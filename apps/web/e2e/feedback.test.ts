import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/**
 * Feedback at 360×740 (decision 036): the Me page → /feedback → a category, the text and a photo
 * carrying its location → sent → the ticket waits; the operator answers from the CLI → the player sees
 * the answer in the thread and the ticket answered in /feedback/record; the image kept has no EXIF.
 */
describe('feedback', () => {
  const suite = serverAndBrowser()

  it('sends a ticket with an image, and the player sees the operator’s answer', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1e88e5' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
      .toBuffer()
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)

    await page.goto(`${suite.server.url}/member`)
    await page.getByTestId('member-more').locator('a[href="/feedback"]').click()
    const form = page.getByTestId('feedback-page')
    await form.waitFor()
    // The right-hand link of the top bar goes to the player's tickets.
    expect(await page.locator('a[href="/feedback/record"]').count()).toBeGreaterThan(0)
    await form.getByText('Withdrawal', { exact: true }).click()
    await page.getByTestId('feedback-text').fill('My GCash withdrawal this morning has not arrived yet.')
    await page
      .getByTestId('feedback-file')
      .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByTestId('feedback-image').waitFor()
    await screenshot(page, 'feedback-form', { fullPage: true })
    await page.getByTestId('feedback-submit').click()

    await page.waitForURL(/\/feedback\/record\/\d+$/)
    const id = Number(page.url().split('/').pop())
    const thread = page.getByTestId('feedback-ticket-page')
    await thread.waitFor()
    expect(await page.getByTestId('feedback-state').textContent()).toBe('Waiting')
    expect(await page.getByTestId('feedback-message').count()).toBe(1)
    await page.getByTestId('feedback-message').getByTestId('feedback-image').waitFor()
    // The image the page shows is the server's clean copy: no EXIF left.
    const src = await page.getByTestId('feedback-message').getByTestId('feedback-image').getAttribute('src')
    const shown = Buffer.from(String(src).replace(/^data:image\/jpeg;base64,/, ''), 'base64')
    expect((await sharp(shown).metadata()).exif).toBeUndefined()

    expect(await suite.server.admin('feedback:list')).toContain(`#${id}  open`)
    expect(
      await suite.server.admin(
        'feedback:answer',
        String(id),
        'We found it: it was sent again and arrives today.',
      ),
    ).toContain(`Answered ticket ${id}`)

    await page.reload()
    await thread.waitFor()
    await expect.poll(() => page.getByTestId('feedback-message').count()).toBe(2)
    const answer = page.locator('[data-testid="feedback-message"][data-author="operator"]')
    expect(await answer.textContent()).toContain('We found it: it was sent again and arrives today.')
    expect(await page.getByTestId('feedback-state').textContent()).toBe('Answered')
    await page.getByTestId('feedback-message').getByTestId('feedback-image').waitFor()
    await screenshot(page, 'feedback-thread', { fullPage: true })

    await page.goto(`${suite.server.url}/feedback/record`)
    const ticket = page.getByTestId('feedback-ticket').first()
    await ticket.waitFor()
    expect(await ticket.getAttribute('data-state')).toBe('answered')
    await screenshot(page, 'feedback-record')
    await context.close()
  })
})
