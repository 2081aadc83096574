import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { fundingOf, type Funding } from './helpers/funding.ts'
import { loginAsDemo } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Where the flows leave their 360×740 screenshots, to be looked at. */

interface RoundRecord {
  id: number
  stake: number
  win: number | null
  balanceBefore: number | null
  balanceAfter: number | null
}

const balanceOf = async (page: Page) =>
  Number(await page.getByTestId('balance').getAttribute('data-hundredths'))

/** Waits until the balance chip shows a number (the open-round call has answered). */
async function waitForBalance(page: Page): Promise<number> {
  await page.getByTestId('balance').waitFor()
  await expect
    .poll(() => page.getByTestId('balance').getAttribute('data-hundredths'), { timeout: 10_000 })
    .toMatch(/^\d+$/)
  return balanceOf(page)
}

/** The records behind the history sheet, read with the page's own session, in exact hundredths. */
async function recentRounds(page: Page, play: unknown, game: string): Promise<RoundRecord[]> {
  return page.evaluate(
    async ({ play, game }) => {
      const token = localStorage.getItem('panalo.token')
      const response = await fetch('/app/v1/originalsRecentRounds', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          appId: 'panalo-web',
          channel: 'WEB',
          clientReferrer: '',
          platform: 0,
          appVersion: 'e2e',
          appWebName: 'panalo',
          play,
          game,
        }),
      })
      const answer = (await response.json()) as { data: { rounds: RoundRecord[] } }
      return answer.data.rounds
    },
    { play, game },
  )
}

async function spinOnce(page: Page): Promise<void> {
  const fortune = page.getByTestId('fortune')
  const before = await fortune.getAttribute('data-round')
  const button = page.getByTestId('spin-button')
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true)
  // Taps within 300 ms of the last are ignored as double taps (SPEC.md §5).
  await page.waitForTimeout(350)
  await button.click()
  // data-round changes once the spin and any free spins it won have played back.
  await expect.poll(() => fortune.getAttribute('data-round'), { timeout: 30_000 }).not.toBe(before)
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true)
}

describe('Panalo Originals at 360×740', () => {
  let server: TestServer
  let browser: Browser
  let funding: Funding
  beforeAll(async () => {
    server = await startServer({}, { database: 'postgres' })
    funding = fundingOf(server)
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await funding?.close()
    await server?.stop()
  })

  async function guestPage(path: string): Promise<Page> {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${server.url}${path}`)
    return page
  }

  it('lets a guest try Panalo Fortune with demo coins', async () => {
    const page = await guestPage('/originals/panalo-fortune')
    const start = await waitForBalance(page)
    expect(start).toBe(1_000_000)
    await expect
      .poll(() => page.getByText('Try it', { exact: true }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    for (let spin = 0; spin < 3; spin++) await spinOnce(page)
    await screenshot(page, 'fortune-demo')

    const demoId = await page.evaluate(() => sessionStorage.getItem('panalo.originalsDemo'))
    const rounds = await recentRounds(page, { mode: 'demo', demoId }, 'panalo-fortune')
    expect(rounds).toHaveLength(3)
    const expected = rounds.reduce((balance, round) => balance - round.stake + (round.win ?? 0), start)
    expect(await balanceOf(page)).toBe(expected)

    await page.getByRole('button', { name: 'Last 10 rounds' }).click()
    await expect.poll(() => page.getByTestId('history-row').count(), { timeout: 10_000 }).toBe(3)
    await screenshot(page, 'fortune-history')
    await page.context().close()
  })

  it('plays a Color Game round', async () => {
    const page = await guestPage('/originals/color-game?mode=demo')
    const start = await waitForBalance(page)
    await page.getByRole('button', { name: 'Bet on Red' }).click()
    await page.getByRole('button', { name: 'Bet on Red' }).click()
    await page.getByRole('button', { name: 'Bet on Blue' }).click()
    await page.getByTestId('roll-button').click()
    await expect
      .poll(() => page.getByTestId('color-result').getAttribute('data-outcome'), { timeout: 10_000 })
      .toMatch(/^(net-win|even|returned|none)$/)
    await screenshot(page, 'color-game')
    const demoId = await page.evaluate(() => sessionStorage.getItem('panalo.originalsDemo'))
    const [round] = await recentRounds(page, { mode: 'demo', demoId }, 'color-game')
    expect(round?.stake).toBe(300)
    // The outcome shows as the roll answers; the balance chip follows on the cache's next notification.
    await expect.poll(() => balanceOf(page)).toBe(start - 300 + (round?.win ?? 0))
    await page.context().close()
  })

  it('resumes a Mines round after a reload and cashes out', async () => {
    const page = await guestPage('/originals/mines?mode=demo')
    await waitForBalance(page)
    let cashed = false
    for (let attempt = 0; attempt < 5 && !cashed; attempt++) {
      // Each attempt picks one mine: after a reload the picker is back at its default.
      await page.getByRole('radio', { name: '1', exact: true }).click()
      await page.getByTestId('mines-start').click()
      await page.getByTestId('cashout-button').waitFor()
      await page.locator('[data-tile="12"]').click()
      await expect
        .poll(() => page.locator('[data-tile="12"]').getAttribute('data-state'), { timeout: 10_000 })
        .not.toBe('hidden')
      if ((await page.locator('[data-tile="12"]').getAttribute('data-state')) === 'mine') continue
      // Leaving mid-round and coming back resumes the same round with its revealed tile.
      await page.reload()
      await page.getByTestId('cashout-button').waitFor()
      expect(await page.locator('[data-tile="12"]').getAttribute('data-state')).toBe('gem')
      await page.locator('[data-tile="6"]').click()
      await expect
        .poll(() => page.locator('[data-tile="6"]').getAttribute('data-state'), { timeout: 10_000 })
        .not.toBe('hidden')
      if ((await page.locator('[data-tile="6"]').getAttribute('data-state')) === 'mine') continue
      await screenshot(page, 'mines-in-play')
      await page.getByTestId('cashout-button').click()
      await expect
        .poll(() => page.getByTestId('mines-status').textContent(), { timeout: 10_000 })
        .toMatch(/You won/)
      cashed = true
    }
    expect(cashed).toBe(true)
    // Every mine is shown once the round is over.
    expect(await page.locator('[data-state="mine"]').count()).toBe(1)
    await screenshot(page, 'mines-cashed')
    await page.context().close()
  })

  it('plays 10 real spins: the balance is the deposit less stakes plus wins, and one round verifies on /fair', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await loginAsDemo(page, server.url)
    const deposit = 50_000
    await funding.fund('demoplayer', deposit)

    await page.goto(`${server.url}/originals/panalo-fortune?mode=real`)
    expect(await waitForBalance(page)).toBe(deposit)
    for (let spin = 0; spin < 10; spin++) await spinOnce(page)

    const rounds = await recentRounds(page, { mode: 'real' }, 'panalo-fortune')
    expect(rounds).toHaveLength(10)
    const stakes = rounds.reduce((sum, round) => sum + round.stake, 0)
    const wins = rounds.reduce((sum, round) => sum + (round.win ?? 0), 0)
    expect(stakes).toBe(1_000)
    expect(await balanceOf(page)).toBe(deposit - stakes + wins)
    expect(await funding.coins('demoplayer')).toBe(deposit - stakes + wins)

    // Rotate the seeds to reveal the server seed, then verify a round on /fair.
    await page.getByRole('button', { name: 'Provably fair' }).click()
    const sheet = page.getByTestId('fairness-sheet')
    const commitment = await sheet.getByTestId('server-seed-hash').textContent()
    await sheet.getByTestId('rotate-seed').click()
    await sheet.getByTestId('revealed-seed').waitFor()
    await screenshot(page, 'fortune-fairness')
    await sheet.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Last 10 rounds' }).click()
    await page.getByTestId('history-row').first().getByRole('link', { name: 'Verify' }).click()
    await page.getByTestId('fair-page').waitFor()
    const verdict = page.getByTestId('verify-verdict')
    await verdict.waitFor()
    expect(await verdict.getAttribute('data-matches')).toBe('true')
    expect(await page.getByTestId('verify-result').textContent()).toContain(commitment ?? 'missing')
    await screenshot(page, 'fair', { fullPage: true })
    await context.close()
  })

  it('opens Panalo Fortune from the lobby through /game/start and plays inside its frame', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await loginAsDemo(page, server.url)
    await funding.fund('demoplayer', 10_000)
    const before = await funding.coins('demoplayer')
    await page.getByTestId('lobby-panel').getByRole('link', { name: 'Panalo Fortune', exact: true }).click()
    await page.waitForURL(/\/game\/start\?gameId=\d+$/)
    // The tap on the lobby tile already counts as the gesture that starts sound; if not, tap to start.
    const tap = page.getByTestId('tap-to-start')
    if (await tap.isVisible()) await tap.click()
    const frame = page.frameLocator('[data-testid="game-frame"]')
    await expect
      .poll(() => frame.getByTestId('balance').getAttribute('data-hundredths'), { timeout: 20_000 })
      .toBe(String(before))
    // The page inside the frame has no back control of its own: /game/start's is the one.
    expect(await frame.getByRole('link', { name: 'Back' }).count()).toBe(0)
    const button = frame.getByTestId('spin-button')
    await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true)
    await button.click()
    await expect
      .poll(() => frame.getByTestId('fortune').getAttribute('data-round'), { timeout: 20_000 })
      .toMatch(/^\d+$/)
    await screenshot(page, 'game-start-fortune')
    // The frame's balance is the ledger's, after the spin's bet and win.
    const after = await funding.coins('demoplayer')
    await expect
      .poll(async () => Number(await frame.getByTestId('balance').getAttribute('data-hundredths')), {
        timeout: 10_000,
      })
      .toBe(after)
    await context.close()
  })
})
