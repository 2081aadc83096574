import { describe, expect, it } from 'vitest'

import { phoneContext } from '../../web/e2e/helpers/chromium.ts'
import { registerByPhone } from '../../web/e2e/helpers/players.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { enrolStaff, shot } from './helpers/staff.ts'
import { screenshot, SCREENSHOT_DIR } from '../../web/e2e/helpers/screenshots.ts'

const FILIPINO = 'Kumusta! Titingnan ko po ang deposito ninyo ngayon.'

/**
 * The live chat desk at 1280×800 (decisions 092, 093): a player writes in the app's chat (360×740);
 * staff add a canned reply, find the chat in the inbox, answer it with the canned reply in Filipino
 * and the player's open chat shows the answer under the staff's name without a reload; a second
 * answer while the chat is closed lights the launcher's red dot. A support lead takes the chat over
 * and releases it back to the queue (decision 105).
 */
describe('operator console: the live chat desk', () => {
  const suite = serverAndBrowser()

  it('staff answer a player’s chat from the console; the open chat shows it at once', async () => {
    const { server, browser } = suite
    const playerContext = await phoneContext(browser)
    const playerPage = await playerContext.newPage()
    await registerByPhone(playerPage, server.url)
    await playerPage.getByTestId('chat-launcher').click()
    const chat = playerPage.getByTestId('chat-window')
    await chat.getByText('Tell us what you need').waitFor()
    await chat.getByLabel('Write a message').fill('Hello, my GCash deposit is not showing yet')
    await chat.getByRole('button', { name: 'Send' }).click()
    const messages = chat.getByTestId('chat-message')
    await expect.poll(() => messages.count()).toBe(1)

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await enrolStaff(page, server, 'su.chatdesk', 'admin')
    await page.getByRole('button', { name: 'Live chat' }).click()

    // A canned reply, in English and Filipino, then picked into the reply box.
    const manager = page.getByTestId('chat-canned-manager')
    await manager.getByLabel('Title').fill('Checking a deposit')
    await manager.getByLabel('English (en-US)').fill('Hello! I am checking your deposit now.')
    await manager.getByLabel('Filipino (fil-PH)').fill(FILIPINO)
    await manager.getByRole('button', { name: 'Add canned reply' }).click()
    await manager.locator('tbody tr', { hasText: 'Checking a deposit' }).waitFor()

    const row = page.getByTestId('chat-thread-row').filter({ hasText: 'deposit is not showing' })
    await row.waitFor({ timeout: 15_000 })
    expect(await row.getByLabel('1 unread').count()).toBe(1)
    expect(await row.textContent()).toContain('waiting')
    expect(await row.getByTestId('chat-thread-holder').textContent()).toBe('Held by Nobody')
    await row.click()
    const thread = page.getByTestId('chat-thread')
    await expect.poll(() => thread.getByTestId('chat-desk-message').count()).toBe(1)
    await expect.poll(() => page.getByTestId('chat-context').textContent()).toContain('VIP 0')
    if (SCREENSHOT_DIR) {
      await page.waitForTimeout(150)
      await screenshot(page, 'chat-desk-waiting')
    }
    await page.getByTestId('chat-canned').selectOption({ index: 2 })
    expect(await page.getByTestId('chat-reply-text').inputValue()).toBe(FILIPINO)

    await page.getByRole('button', { name: 'Send reply' }).click()
    const sentAt = Date.now()
    await expect.poll(() => messages.count(), { timeout: 5_000, interval: 50 }).toBe(2)
    // The long poll answers as the reply commits; the rest is the browser (busy here) drawing it.
    expect(Date.now() - sentAt).toBeLessThan(3_000)
    expect(await messages.nth(1).getAttribute('data-from')).toBe('agent')
    expect(await messages.nth(1).textContent()).toContain('admin su.chatdesk')
    expect(await messages.nth(1).textContent()).toContain(FILIPINO)
    if (SCREENSHOT_DIR) {
      await playerPage.waitForTimeout(150)
      await screenshot(playerPage, 'chat-player-answer')
    }

    await expect.poll(() => page.getByTestId('chat-holder').textContent()).toBe('Held by You')
    // The row's last message is now the answer: the chosen row is the one marked current.
    const chosen = page.locator('[data-testid="chat-thread-row"][aria-current="true"]')
    await expect.poll(() => chosen.getByTestId('chat-thread-holder').textContent()).toBe('Held by You')
    await expect.poll(() => thread.getByTestId('chat-desk-message').count()).toBe(2)
    await page.waitForTimeout(150)
    await screenshot(page, 'chat-desk')
    await shot(page, 'chat-desk')

    // Closed chat: the next answer is a red dot on the launcher.
    await chat.getByRole('button', { name: 'Close the chat' }).click()
    await expect.poll(() => chat.count()).toBe(0)
    await page.getByTestId('chat-reply-text').fill('It is in your wallet now.')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect.poll(() => thread.getByTestId('chat-desk-message').count()).toBe(3)
    await playerPage.goto(server.url)
    await playerPage.getByTestId('chat-launcher-dot').waitFor()
    await screenshot(playerPage, 'chat-player-dot')

    // A support lead sees who holds the chat and cannot answer it without taking it over (decision 105).
    const other = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    const otherPage = await other.newPage()
    await enrolStaff(otherPage, server, 'su.chatdesk2', 'supportLead')
    await otherPage.getByRole('button', { name: 'Live chat' }).click()
    await otherPage.getByTestId('chat-thread-row').filter({ hasText: 'in your wallet now' }).click()
    const holder = otherPage.getByTestId('chat-holder')
    await expect.poll(() => holder.textContent()).toBe('Held by admin su.chatdesk')
    await otherPage.getByTestId('chat-reply-text').fill('Can I help?')
    expect(await otherPage.getByRole('button', { name: 'Send reply' }).isDisabled()).toBe(true)
    await otherPage.waitForTimeout(150)
    await screenshot(otherPage, 'chat-desk-held')
    await otherPage.getByRole('button', { name: 'Take over' }).click()
    await expect.poll(() => holder.textContent()).toBe('Held by You')
    await otherPage.getByRole('button', { name: 'Send reply' }).click()
    await expect.poll(() => otherPage.getByTestId('chat-desk-message').count()).toBe(4)
    await expect.poll(() => holder.textContent(), { timeout: 10_000 }).toBe('Held by You')
    // The first agent's desk now shows the new holder, and its reply box is closed to it.
    await expect
      .poll(() => page.getByTestId('chat-holder').textContent(), { timeout: 10_000 })
      .toBe('Held by supportLead su.chatdesk2')
    expect(await page.getByRole('button', { name: 'Send reply' }).isDisabled()).toBe(true)
    // Released, the chat is back in the queue for any agent.
    await otherPage.getByRole('button', { name: 'Release', exact: true }).click()
    await expect
      .poll(() => page.getByTestId('chat-holder').textContent(), { timeout: 10_000 })
      .toBe('Nobody holds this chat')
    await shot(otherPage, 'chat-released')
    await other.close()
    await playerContext.close()
    await context.close()
  }, 150_000)
})
