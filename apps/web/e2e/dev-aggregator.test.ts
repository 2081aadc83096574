import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_FIELDS } from './helpers/api.ts'
import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

/** One HubPlay game of each engine the development aggregator plays (docs/decisions/022). */
const GAMES = [
  { code: 'sarimanok-riches', name: 'Sarimanok Riches', engine: 'slots' },
  { code: 'perlas-fishing', name: 'Perlas Fishing', engine: 'fishing' },
  { code: 'royal-baccarat', name: 'Royal Baccarat', engine: 'table' },
  { code: 'lipad-crash', name: 'Lipad Crash', engine: 'arcade' },
] as const

/** "₱1,234.50" → 123450 hundredths. */
function hundredths(text: string): number {
  const match = /₱([\d,]+(?:\.\d{2})?)/.exec(text)
  if (!match?.[1]) throw new Error(`no amount in "${text}"`)
  return Math.round(Number(match[1].replaceAll(',', '')) * 100)
}

/**
 * The lobby plays: with HubPlay not configured, the development aggregator serves each of its games
 * in its own page at 360×740, the rounds move the player's coins, and each shows in the bet records
 * with the balance the game showed.
 */
describe('the development game aggregator in the browser', () => {
  let server: TestServer
  let browser: Browser
  let ids: Map<string, number>

  beforeAll(async () => {
    server = await startServer()
    browser = await launchChromium()
    await server.admin('wallet:credit', 'demoplayer', '5000', '--key', 'e2e-dev-aggregator')
    const response = await fetch(`${server.url}/app/v1/anonymous/gameList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CLIENT_FIELDS),
    })
    const list = (await response.json()) as { data: { games: { id: number; code: string }[] } }
    ids = new Map(list.data.games.map((game) => [game.code, game.id]))
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  async function playOne(page: Page, code: string, engine: string) {
    await page.goto(`${server.url}/game/start?gameId=${ids.get(code) ?? 0}`)
    const tap = page.getByTestId('tap-to-start')
    const frame = page.frameLocator('[data-testid="game-frame"]')
    const play = frame.getByTestId('dev-play')
    await play.waitFor()
    if ((await tap.count()) > 0) await tap.click()
    expect(await frame.getByTestId('dev-game-page').getAttribute('data-engine')).toBe(engine)
    await screenshot(page, `dev-${engine}-before`)
    const before = hundredths(await frame.getByTestId('dev-balance').innerText())
    const stake = hundredths(await frame.getByTestId('dev-stake').innerText())
    await play.click()
    const result = frame.locator('[data-testid="dev-round-result"] [data-outcome]')
    await result.waitFor()
    const outcome = await result.getAttribute('data-outcome')
    const after = hundredths(await frame.getByTestId('dev-balance').innerText())
    const net = after - before
    // Honest outcomes: only a round that gained is celebrated.
    expect(outcome).toBe(net > 0 ? 'win' : net === 0 ? 'push' : 'loss')
    expect(net).toBeGreaterThanOrEqual(-stake)
    await screenshot(page, `dev-${engine}-after`)
    return after
  }

  it('plays a game of each type and finds each round in the bet records with its balance', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await loginAsDemo(page, server.url)
    const balances: number[] = []
    for (const game of GAMES) balances.push(await playOne(page, game.code, game.engine))

    await page.goto(`${server.url}/member/bet-records`)
    const records = page.getByTestId('bet-record')
    await expect.poll(() => records.count()).toBe(GAMES.length)
    const texts = await records.allInnerTexts()
    // Newest first; the records show whole pesos, the game its centavos.
    GAMES.toReversed().forEach((game, index) => {
      const text = texts[index] ?? ''
      expect(text).toContain(game.name)
      const balance = balances[GAMES.length - 1 - index] ?? 0
      expect(text).toContain(`Balance after: ₱${Math.floor(balance / 100).toLocaleString('en-US')}`)
    })
    await screenshot(page, 'dev-bet-records')
    await context.close()
  })
})

/** Where no aggregator plays HubPlay (GAME_AGGREGATOR=hubplay, not configured), its tiles say so. */
describe('a provider that is not available', () => {
  let server: TestServer
  let browser: Browser

  beforeAll(async () => {
    server = await startServer({ GAME_AGGREGATOR: 'hubplay' })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows its tiles as unavailable before the tap and does not open them', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(`${server.url}/?tab=slots`)
    const tiles = page.getByTestId('lobby-panel').getByTestId('game-tile')
    await tiles.first().waitFor()
    const hubplay = tiles.and(page.locator('[data-game-code="sarimanok-riches"]'))
    await expect.poll(() => hubplay.getAttribute('data-available')).toBe('false')
    expect(await hubplay.innerText()).toContain('Unavailable')
    expect(await hubplay.getByRole('link').count()).toBe(0)
    // Panalo's own games stay playable, and each tile shows its name once (in its picture).
    const fortune = tiles.and(page.locator('[data-game-code="panalo-fortune"]'))
    expect(await fortune.getAttribute('data-available')).toBe('true')
    expect(await fortune.getByRole('link', { name: 'Panalo Fortune' }).count()).toBe(1)
    expect(await fortune.getByText('Panalo Fortune').count()).toBe(0)
    await screenshot(page, 'lobby-unavailable')

    // Reached by a direct link, it says it cannot open and offers no retry that cannot help.
    const response = await fetch(`${server.url}/app/v1/anonymous/gameList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CLIENT_FIELDS),
    })
    const list = (await response.json()) as { data: { games: { id: number; code: string }[] } }
    const gameId = list.data.games.find((game) => game.code === 'sarimanok-riches')?.id ?? 0
    await page.goto(`${server.url}/game/start?gameId=${gameId}&tryIt=1`)
    const error = page.getByTestId('game-start-error')
    await error.waitFor()
    expect(await error.getByRole('button', { name: 'Try again' }).count()).toBe(0)
    await context.close()
  })
})
