import { formatCoinsLabel } from '@panalo/contract/money'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { registerByPhone } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

/** Where to keep screenshots of the journey, when a run asks for them. */

async function snap(page: Page, name: string): Promise<void> {
  await screenshot(page, `journey-${name}`)
}

const peso = (hundredths: number) => `₱${formatCoinsLabel(hundredths)}`

interface BetRecord {
  roundId: string
  gameName: string
  stake: number
  win: number
  balanceBefore: number
  balanceAfter: number
  state: string
}

interface RoundRecord {
  id: number
  stake: number
  win: number | null
  state: string
}

/** The answer the page itself receives for one call, read off the wire (no call of the test's own). */
function answerOf<T>(page: Page, call: string): Promise<T> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === `/app/v1/${call}` && response.ok())
    .then(async (response) => ((await response.json()) as { data: T }).data)
}

/** One spin of Panalo Fortune inside the game frame, waited for until it has played back. */
async function spinOnce(page: Page, frame: FrameLocator): Promise<void> {
  const fortune = frame.getByTestId('fortune')
  const before = await fortune.getAttribute('data-round')
  const button = frame.getByTestId('spin-button')
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true)
  // Taps within 300 ms of the last are ignored as double taps (SPEC.md §5).
  await page.waitForTimeout(350)
  await button.click()
  // data-round changes once the spin and any free spins it won have played back.
  await expect.poll(() => fortune.getAttribute('data-round'), { timeout: 30_000 }).not.toBe(before)
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true)
}

/**
 * The games issue's definition of done, as one new player lives it at 360×740 against the production
 * build: register, deposit through the sandbox checkout, find Panalo Fortune, favourite it, open it,
 * play 10 spins, check the balance against the records, and verify a round on /fair.
 */
describe('a new player’s journey', () => {
  let server: TestServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer({}, { database: 'embedded' })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('registers, deposits, finds and favourites Panalo Fortune, plays 10 spins that add up, and verifies one', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })

    // 1. A new player registers by phone and starts with nothing.
    await registerByPhone(page, server.url)
    expect(await page.getByTestId('home-balance').textContent()).toBe('₱0')

    // 2. A ₱500 deposit through the sandbox gateway's hosted checkout.
    const deposit = 50_000
    await page.goto(`${server.url}/wallets?name=deposit`)
    await page.getByTestId('deposit-panel').waitFor()
    await page.getByRole('radio', { name: '₱500', exact: true }).click()
    await page.getByTestId('deposit-submit').click()
    await page.waitForURL(/\/payments\/sandbox\/checkout\/sbx_cs_/)
    expect(await page.textContent('body')).toContain('₱500')
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(/\/wallets\?name=deposit&orderId=dp_/)
    await page.getByTestId('deposit-status').locator('[data-state="paid"]').waitFor({ timeout: 20_000 })
    await page
      .getByTestId('wallet-balance')
      .filter({ hasText: peso(deposit) })
      .waitFor()
    await snap(page, 'deposit-paid')

    // 3. The lobby shows the new balance and Panalo Fortune.
    await page.goto(server.url)
    await page
      .getByTestId('home-balance')
      .filter({ hasText: peso(deposit) })
      .waitFor()
    await page.getByTestId('lobby-panel').getByRole('link', { name: 'Panalo Fortune', exact: true }).waitFor()
    await snap(page, 'lobby')

    // 4. /game/search finds it by name, and the heart marks it a favourite.
    await page.goto(`${server.url}/game/search`)
    const searchPage = page.getByTestId('game-search-page')
    await page.getByLabel('Search games').fill('Panalo Fortune')
    const results = searchPage.getByTestId('game-tile')
    await expect
      .poll(() =>
        results.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-game-code'))),
      )
      .toContain('panalo-fortune')
    // Wait for the server's answer too: the full page load below would cancel the request.
    const saved = page.waitForResponse((response) => response.url().endsWith('/gameLike'))
    await searchPage.getByRole('button', { name: 'Add Panalo Fortune to favourites' }).click()
    await searchPage.getByRole('button', { name: 'Remove Panalo Fortune from favourites' }).waitFor()
    await saved
    await snap(page, 'search-favourite')

    // 5. It shows on /member/games.
    await page.goto(`${server.url}/member/games`)
    const favourites = page.getByTestId('member-games-page').getByTestId('game-tile')
    await favourites.first().waitFor()
    expect(
      await favourites.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-game-code')),
      ),
    ).toEqual(['panalo-fortune'])
    await snap(page, 'member-games')

    // 6. Its tile opens /game/start, which shows the game inside its frame with the player's coins.
    await page
      .getByTestId('member-games-page')
      .getByRole('link', { name: 'Panalo Fortune', exact: true })
      .click()
    await page.waitForURL(/\/game\/start\?gameId=\d+$/)
    expect(await page.getByTestId('game-frame').getAttribute('src')).toMatch(
      /^\/originals\/panalo-fortune\?mode=real&/,
    )
    const frame = page.frameLocator('[data-testid="game-frame"]')
    const balance = frame.getByTestId('balance')
    await expect
      .poll(() => balance.getAttribute('data-hundredths'), { timeout: 20_000 })
      .toBe(String(deposit))
    // The tap on the tile already counts as the gesture that sound needs: no tap-to-start layer.
    expect(await page.getByTestId('tap-to-start').count()).toBe(0)

    // 7. Ten spins.
    for (let spin = 0; spin < 10; spin++) await spinOnce(page, frame)
    await snap(page, 'after-spins')

    // 8. The game's last-rounds sheet lists the ten rounds.
    const recentAnswer = answerOf<{ rounds: RoundRecord[] }>(page, 'originalsRecentRounds')
    await frame.getByRole('button', { name: 'Last 10 rounds' }).click()
    const { rounds } = await recentAnswer
    expect(rounds).toHaveLength(10)
    expect(rounds.every((round) => round.state !== 'open')).toBe(true)
    const historyRows = frame.getByTestId('history-row')
    await expect.poll(() => historyRows.count(), { timeout: 10_000 }).toBe(10)
    expect(
      await historyRows.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-round-id')),
      ),
    ).toEqual(rounds.map((round) => String(round.id)))
    await snap(page, 'history-sheet')
    await frame.getByTestId('history-sheet').getByRole('button', { name: 'Close' }).click()
    const roundStakes = rounds.reduce((sum, round) => sum + round.stake, 0)
    const roundWins = rounds.reduce((sum, round) => sum + (round.win ?? 0), 0)
    // The balance shown in the game is the deposit less the stakes plus the wins.
    const shown = Number(await balance.getAttribute('data-hundredths'))
    expect(shown).toBe(deposit - roundStakes + roundWins)
    expect(await balance.textContent()).toContain(peso(shown))

    // 9. Reveal the seed that was committed to, then verify a round of this session on /fair.
    await frame.getByRole('button', { name: 'Provably fair' }).click()
    const fairness = frame.getByTestId('fairness-sheet')
    const commitment = await fairness.getByTestId('server-seed-hash').textContent()
    expect(commitment).toMatch(/[0-9a-f]{64}/)
    await fairness.getByTestId('rotate-seed').click()
    await fairness.getByTestId('revealed-seed').waitFor()
    await fairness.getByRole('button', { name: 'Close' }).click()
    await frame.getByRole('button', { name: 'Last 10 rounds' }).click()
    const newest = frame.getByTestId('history-row').first()
    expect(await newest.getAttribute('data-round-id')).toBe(String(rounds[0]?.id))
    await newest.getByRole('link', { name: 'Verify' }).click()
    await frame.getByTestId('fair-page').waitFor()
    const verdict = frame.getByTestId('verify-verdict')
    await verdict.waitFor({ timeout: 10_000 })
    expect(await verdict.getAttribute('data-matches')).toBe('true')
    expect(await frame.getByTestId('verify-result').textContent()).toContain(commitment ?? 'missing')
    await snap(page, 'fair')

    // 10. The bet records page lists the same ten rounds; their stakes and wins give the balance.
    const recordsAnswer = answerOf<{ records: BetRecord[] }>(page, 'betRecord')
    await page.goto(`${server.url}/member/bet-records`)
    const { records } = await recordsAnswer
    expect(records).toHaveLength(10)
    expect(records.every((record) => record.gameName === 'Panalo Fortune' && record.state !== 'open')).toBe(
      true,
    )
    const stakes = records.reduce((sum, record) => sum + record.stake, 0)
    const wins = records.reduce((sum, record) => sum + record.win, 0)
    expect(stakes).toBe(roundStakes)
    expect(wins).toBe(roundWins)
    expect(records[0]?.balanceAfter).toBe(deposit - stakes + wins)
    const rows = page.getByTestId('bet-records-page').getByTestId('bet-record')
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(10)
    const texts = await rows.allTextContents()
    records.forEach((record, index) => {
      expect(texts[index]).toContain(`Bet ${peso(record.stake)} · Win ${peso(record.win)}`)
      expect(texts[index]).toContain(`Balance after: ${peso(record.balanceAfter)}`)
      expect(texts[index]).toContain(`#${record.roundId.slice(-10)}`)
    })
    await snap(page, 'bet-records')

    // 11. And the balance the player sees is the deposit less the stakes plus the wins.
    await page.goto(`${server.url}/member`)
    await page.getByTestId('member-page').waitFor()
    expect(await page.getByTestId('member-balance').textContent()).toBe(peso(deposit - stakes + wins))
    expect(await server.admin('ledger:check')).toContain('OK')
    await context.close()
  })
})
