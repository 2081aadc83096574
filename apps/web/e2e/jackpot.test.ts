import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { callApi, sessionToken } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/**
 * The jackpot at 360×740 (issue 26, decision 040): a deposit earns a draw, the bubble on / shows its
 * red dot, the modal draws (the highlight runs to the result's cell, the result popup), then the
 * record and rank sheets; with the grid's odds set by the operator so only the Mega cell can come up,
 * the wheel spins and the jackpot amount popup follows.
 */
describe('jackpot', () => {
  const suite = serverAndBrowser()

  async function depositAndWait(page: Page, token: string, pending: number) {
    const opened = await callApi(
      suite.server.url,
      'rechargeCreate',
      { rechargeTypeId: 1, amount: 500_00 },
      token,
    )
    expect(opened.errcode).toBe(0)
    const checkout = await page.request.post(String(opened.data['checkoutUrl']), { form: { choice: 'pay' } })
    expect(checkout.ok()).toBe(true)
    await expect
      .poll(
        async () => (await callApi(suite.server.url, 'getJackpotDrawInfo', {}, token)).data['pendingChances'],
        {
          timeout: 15_000,
        },
      )
      .toBe(pending)
  }

  /** What a draw shows first: the reward popup for coins or points, a jackpot's result popup. */
  const drawPopup = (page: Page) =>
    page.locator('[data-testid="reward-popup"], [data-testid="jackpot-result"]')

  /**
   * Closes the reward popup (coins, points; decision 113), or a jackpot's result popup, then waits out
   * the wheel and closes the amount popup.
   */
  async function finishResult(page: Page) {
    const popup = page.getByTestId('reward-popup')
    if (await popup.isVisible()) {
      await popup.click()
      await expect.poll(() => popup.count()).toBe(0)
      return
    }
    const result = page.getByTestId('jackpot-result')
    await result.getByRole('button').last().click()
    if (await page.getByTestId('jackpot-wheel').isVisible()) {
      await page.getByTestId('jackpot-amount').waitFor({ timeout: 12_000 })
      await page.getByTestId('jackpot-amount').getByRole('button').last().click()
    }
  }

  it('earns a draw by depositing, draws from the bubble’s modal, then shows the record and the rank', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const token = await sessionToken(page)

    // The bubble on /: no chance yet, so a tip says what a draw needs.
    const bubble = page.getByTestId('jackpot-bubble')
    await bubble.waitFor()
    await expect.poll(() => page.getByTestId('jackpot-bubble-tip').textContent()).toContain('₱500')
    expect(await page.getByTestId('jackpot-bubble-dot').count()).toBe(0)
    await screenshot(page, 'jackpot-bubble-tip')

    await depositAndWait(page, token, 1)
    await page.goto(`${suite.server.url}/member`)
    await page.getByTestId('jackpot-bubble-dot').waitFor()
    await screenshot(page, 'jackpot-bubble-dot')

    // Dragging moves the bubble and does not open the modal; let go past the middle, it rests against
    // the left side, and stays on that side on the next page, at the nearest height clear of its
    // buttons and links (issue 40 defect 1).
    // The bubble first settles on a clear spot of the page; a drag begun before would miss it.
    let previous = ''
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await bubble.boundingBox())
          const still = now === previous
          previous = now
          return still
        },
        { interval: 600 },
      )
      .toBe(true)
    const box = await bubble.boundingBox()
    if (!box) throw new Error('no bubble box')
    await page.mouse.move(box.x + 32, box.y + 32)
    await page.mouse.down()
    await page.mouse.move(box.x - 200, box.y - 120, { steps: 8 })
    await page.mouse.up()
    await expect.poll(async () => Math.round((await bubble.boundingBox())?.x ?? -1)).toBe(12)
    expect(await page.getByTestId('jackpot-modal').isVisible()).toBe(false)
    const stored = await page.evaluate(() => localStorage.getItem('panalo.jackpotBubble'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ side: 'left' })
    await page.goto(`${suite.server.url}/`)
    await bubble.waitFor()
    // The lobby at 360 px has no clear height since the home carousel (decision 102): every height
    // of both edges has a tappable thing, so the bubble waits tucked at the player's side, the left.
    await expect.poll(() => bubble.getAttribute('data-tucked')).toBe('true')
    await expect.poll(async () => Math.round((await bubble.boundingBox())?.x ?? 999)).toBeLessThan(12)
    // Where the player left it stays the spot it returns to wherever that is clear.
    expect(await page.evaluate(() => localStorage.getItem('panalo.jackpotBubble'))).toBe(stored)
    await page.goto(`${suite.server.url}/member`)
    await bubble.waitFor()

    await bubble.getByRole('button').click()
    const modal = page.getByTestId('jackpot-modal')
    await modal.getByTestId('jackpot-panel').waitFor()
    expect(await modal.getByTestId('jackpot-cell').count()).toBe(10)
    expect(await modal.getByTestId('jackpot-running').count()).toBe(4)
    await expect.poll(() => modal.getByTestId('jackpot-spin').textContent()).toContain('1 draw to collect')
    await screenshot(page, 'jackpot-modal')

    const started = Date.now()
    await modal.getByTestId('jackpot-spin').click()
    // A second tap while the highlight runs starts nothing.
    await modal.getByTestId('jackpot-spin').click({ force: true })
    await drawPopup(page).first().waitFor({ timeout: 15_000 })
    // 80 ms steps for 3 s, then the slowing steps (2.4 s): never under 5 s.
    expect(Date.now() - started).toBeGreaterThan(5_000)
    await screenshot(page, 'jackpot-result')
    const log = await callApi(
      suite.server.url,
      'getPersonJackpotDrawAwardLog',
      { pageNum: 1, pageSize: 20 },
      token,
    )
    expect(log.data['total']).toBe(1)
    await finishResult(page)
    await expect.poll(() => modal.getByTestId('jackpot-spin').isDisabled()).toBe(true)

    await modal.getByTestId('jackpot-record').click()
    const record = page.getByTestId('jackpot-record-sheet')
    await record.getByTestId('jackpot-record-row').first().waitFor()
    expect(await record.getByTestId('jackpot-record-row').count()).toBe(1)
    await record.getByText('No more').waitFor()
    await screenshot(page, 'jackpot-record')
    await record.getByRole('button', { name: 'Close' }).click()

    await modal.getByTestId('jackpot-rank').click()
    const rank = page.getByTestId('jackpot-rank-sheet')
    await rank.getByText('Winning time').waitFor()
    await rank.locator('[data-testid="jackpot-rank-mine"], p').first().waitFor()
    await screenshot(page, 'jackpot-rank')
    await rank.getByRole('button', { name: 'Close' }).click()

    await modal.getByTestId('jackpot-rule').click()
    await page.getByTestId('jackpot-rules').waitFor()
    expect(await page.getByTestId('jackpot-odds').count()).toBe(10)
    await screenshot(page, 'jackpot-rules')
    await context.close()
  }, 120_000)

  it('spins the wheel and shows the amount for a jackpot (the operator’s odds leave only Mega)', async () => {
    // Cell 1 of the seeded grid is Mega: every other cell weighs 0.
    for (let cell = 2; cell <= 10; cell++)
      await suite.server.admin('jackpot:odds', 'set', String(cell), '--weight', '0')
    expect(await suite.server.admin('jackpot:odds')).toMatch(/^ 1 .*100\.0000 %/m)

    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const token = await sessionToken(page)
    await depositAndWait(page, token, 1)

    await page.goto(`${suite.server.url}/activity/jackpot`)
    const panel = page.getByTestId('jackpot-panel')
    await panel.waitFor()
    await expect.poll(() => panel.getByTestId('jackpot-spin').isEnabled()).toBe(true)
    await screenshot(page, 'jackpot-page', { fullPage: true })
    await panel.getByTestId('jackpot-spin').click()
    const result = page.getByTestId('jackpot-result')
    await result.waitFor({ timeout: 15_000 })
    expect(await result.textContent()).toContain('The Mega jackpot!')
    expect(await panel.locator('[data-testid="jackpot-cell"][data-on="true"]').textContent()).toBe('Mega')
    await result.getByRole('button').last().click()

    const wheel = page.getByTestId('jackpot-wheel')
    await wheel.waitFor()
    const spun = Date.now()
    await page.waitForTimeout(1_500)
    await screenshot(page, 'jackpot-wheel')
    expect(await page.getByTestId('jackpot-wheel-disc').getAttribute('data-angle')).toBe('2115')
    const amount = page.getByTestId('jackpot-amount')
    await amount.waitFor({ timeout: 12_000 })
    // 4–6 s of spin and 2 s more before the wheel closes itself.
    expect(Date.now() - spun).toBeGreaterThan(5_500)
    expect(await amount.textContent()).toContain('₱5,000')
    await screenshot(page, 'jackpot-amount')
    await amount.getByRole('button').last().click()

    // The win heads the rank, with the player's own row; the ticker names the winner.
    await panel.getByTestId('jackpot-rank').click()
    const sheet = page.getByTestId('jackpot-rank-sheet')
    await sheet.getByTestId('jackpot-rank-mine').waitFor()
    expect(await sheet.getByTestId('jackpot-rank-row').first().textContent()).toContain('Mega ₱5,000')
    await sheet.getByText('No more').waitFor()
    await screenshot(page, 'jackpot-rank-win')
    await sheet.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => panel.getByTestId('jackpot-ticker').textContent()).toContain('won Mega')

    const rank = await callApi(suite.server.url, 'getJackpotRank', { pageNum: 1, pageSize: 10 }, token)
    expect((rank.data['personRank'] as { type: number } | null)?.type).toBe(2)
    await context.close()
  }, 120_000)

  it('spins the wheel of /activity/spin with a spin earned by depositing, and shows the award in the reward popup', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const token = await sessionToken(page)
    // The earlier deposits of today already earned spins (one per ₱100, at most 5 a day).
    const info = await callApi(suite.server.url, 'turntableInfo', {}, token)
    expect(info.data['spinsLeft']).toBe(5)
    expect((await callApi(suite.server.url, 'getActivityIds', {}, token)).data['hasTurntable']).toBe(true)

    await page.goto(`${suite.server.url}/activity/spin`)
    const button = page.getByTestId('spin-button')
    await button.waitFor()
    expect(await page.getByTestId('spin-left').textContent()).toBe('5 spins left today')
    await screenshot(page, 'spin-page', { fullPage: true })
    await button.click()
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor({ timeout: 15_000 })
    await screenshot(page, 'spin-reward')
    expect(await popup.textContent()).toMatch(/bonus coins?|points?/)
    await expect.poll(() => page.getByTestId('spin-left').textContent()).toBe('4 spins left today')
    await context.close()
  }, 60_000)
  it('tucks the bubble aside while the page scrolls, so the Claim button under it can be tapped', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    await page.goto(`${suite.server.url}/agent`)
    const bubble = page.getByTestId('jackpot-bubble')
    await bubble.waitFor()
    await page.getByTestId('agent-claim-commission').waitFor()
    await page.waitForTimeout(400)
    const box = await bubble.getByRole('button').boundingBox()
    if (!box) throw new Error('no bubble box')
    // What is at the bubble's centre, 300 ms after a scroll of the page and once it has been still.
    const atCentre = () =>
      page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="jackpot-bubble"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      )
    expect(await atCentre()).toBe(true)
    await page.evaluate(async () => {
      window.scrollBy(0, 1)
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    expect(await bubble.getAttribute('data-tucked')).toBe('true')
    expect(await atCentre()).toBe(false)
    await screenshot(page, 'jackpot-bubble-tucked')
    await expect.poll(() => bubble.getAttribute('data-tucked')).toBeNull()
    await expect.poll(atCentre).toBe(true)
    await context.close()
  })
})
