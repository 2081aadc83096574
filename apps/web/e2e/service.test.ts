import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { registerByPhone } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/**
 * Customer service at 360×740 (decision 057): the launcher on the home page, the lines of /service,
 * the VIP line closed below its level, and Panalo's chat: a message sent, an agent's answer from the
 * operator's CLI arriving in the open window without a reload, the window closing, and a reply
 * that came while it was closed shown by a red dot on the launcher until it is read.
 */
describe('customer service', () => {
  const suite = serverAndBrowser()

  it('shows a guest the lines, from the launcher and from Help', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await page.goto(suite.server.url)
    await page.getByTestId('chat-launcher').click()
    await page.waitForURL('**/service')
    const lines = page.getByTestId('service-page')
    await expect.poll(() => lines.textContent()).toContain('Live chat')
    const text = await lines.textContent()
    expect(text).toContain('Log in to chat with us')
    expect(text).toContain('Email support')
    expect(text).toContain('VIP 4+')
    await screenshot(page, 'service-guest')

    await page.goto(`${suite.server.url}/faq`)
    await page.getByTestId('faq-service-link').click()
    await page.waitForURL('**/service')
    await context.close()
  })

  it('sends a message and shows the agent’s answer live; the VIP line waits for VIP 4', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    const phone = await registerByPhone(page, suite.server.url)
    await page.getByTestId('chat-launcher').click()
    const chat = page.getByTestId('chat-window')
    await chat.getByText('Tell us what you need').waitFor()
    await chat.getByLabel('Write a message').fill('Hello, my GCash deposit is not showing')
    await chat.getByRole('button', { name: 'Send' }).click()
    const messages = chat.getByTestId('chat-message')
    await expect.poll(() => messages.count()).toBe(1)
    expect(await messages.first().getAttribute('data-from')).toBe('player')

    await suite.server.admin('service:reply', phone, '--as', 'Joy', 'Hi! Let me check that for you.')
    await expect.poll(() => messages.count()).toBe(2)
    expect(await messages.nth(1).textContent()).toContain('Joy')
    expect(await messages.nth(1).textContent()).toContain('Let me check that for you.')
    await screenshot(page, 'service-chat')

    await chat.getByRole('button', { name: 'Close the chat' }).click()
    await expect.poll(() => chat.count()).toBe(0)

    // A reply that comes while the chat is closed: a red dot on the launcher until it is read.
    await suite.server.admin('service:reply', phone, '--as', 'Joy', 'Found it: it is in your wallet now.')
    await page.goto(suite.server.url)
    const dot = page.getByTestId('chat-launcher-dot')
    await dot.waitFor()
    expect(await page.getByTestId('chat-launcher').getAttribute('aria-label')).toBe(
      'Customer service: a new reply',
    )
    await screenshot(page, 'service-reply-dot')
    await page.getByTestId('chat-launcher').click()
    await expect.poll(() => messages.count()).toBe(3)
    await expect.poll(() => dot.count()).toBe(0)
    await chat.getByRole('button', { name: 'Close the chat' }).click()

    await page.goto(`${suite.server.url}/service/vip`)
    const locked = page.getByTestId('service-vip-locked')
    await expect.poll(() => locked.textContent()).toContain('A host of your own from VIP 4.')
    await expect.poll(() => locked.textContent()).toContain('You are VIP 0.')
    await screenshot(page, 'service-vip')
    await context.close()
  })
})
