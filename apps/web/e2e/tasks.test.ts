import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/** The task centre at 360×740 (issue 25, decision 031): found from Me, a newcomer task finished and claimed. */
describe('tasks', () => {
  const suite = serverAndBrowser()

  it('finishes a newcomer task by opening its page, and claims it', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    await page.goto(`${suite.server.url}/member`)
    await page.getByRole('link', { name: 'Tasks' }).click()
    await page.waitForURL('**/bonus/tasks')
    const fair = page.locator('[data-testid="task"]', { hasText: 'See how our games are provably fair' })
    await expect.poll(() => fair.getAttribute('data-state')).toBe('inProgress')
    expect(await page.getByTestId('tasks-daily').textContent()).toContain('Place 20 bets')
    await screenshot(page, 'tasks')

    await fair.getByRole('button', { name: 'Go' }).click()
    await page.waitForURL('**/fair')
    await page.goBack()
    await page.waitForURL('**/bonus/tasks')
    await expect.poll(() => fair.getAttribute('data-state')).toBe('claimable')
    await fair.getByRole('button', { name: 'Claim' }).click()
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor()
    expect(await popup.textContent()).toContain('30 points')
    await popup.click()
    await expect.poll(() => fair.getAttribute('data-state')).toBe('claimed')
    await screenshot(page, 'tasks-claimed', { fullPage: true })
    expect(await suite.server.admin('ledger:check')).toMatch(/^OK/)
    await context.close()
  })
})
