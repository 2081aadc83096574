import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { fundingOf, type Funding } from './helpers/funding.ts'
import { recentRounds, spinFortune, waitForGameBalance } from './helpers/originals.ts'
import { loginAsDemo } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

const COLOURS = ['Yellow', 'White', 'Pink', 'Blue', 'Green', 'Red']

/** Issue 23, honest outcomes: a payout under the stake is a loss, and exact amounts show centavos. */
describe('honest outcomes at 360×740', () => {
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

  async function demoPage(path: string): Promise<Page> {
    const page = await (await phoneContext(browser)).newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${server.url}${path}`)
    await waitForGameBalance(page)
    return page
  }

  it('Color Game with every colour covered never says "You won": it says what came back and the net', async () => {
    const page = await demoPage('/originals/color-game?mode=demo')
    // ₱1 on each of six colours: three dice return at most ₱6, so no roll is a net win.
    for (const colour of COLOURS) await page.getByRole('button', { name: `Bet on ${colour}` }).click()
    await page.getByTestId('roll-button').click()
    const result = page.getByTestId('color-result')
    await expect.poll(() => result.getAttribute('data-outcome')).toMatch(/^(even|returned)$/)
    const text = (await result.textContent()) ?? ''
    expect(text).not.toMatch(/won/i)
    expect(text).toMatch(/net (₱0|−₱\d)/)
    await screenshot(page, 'color-game-covered')
    await page.context().close()
  })

  it('Color Game marks a payout only on colours the player bet on', async () => {
    const page = await demoPage('/originals/color-game?mode=demo')
    await page.getByRole('button', { name: 'Bet on Red' }).click()
    let otherRolled = false
    for (let roll = 0; roll < 5 && !otherRolled; roll++) {
      await page.waitForTimeout(350)
      await page.getByTestId('roll-button').click()
      await expect.poll(() => page.getByTestId('color-result').textContent()).toMatch(/\S/)
      const dice = await page
        .getByTestId('dice')
        .locator('[data-colour]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-colour')))
      otherRolled = dice.some((colour) => colour && colour !== 'red')
      for (const colour of ['yellow', 'white', 'pink', 'blue', 'green']) {
        expect(await page.locator(`button[data-colour="${colour}"]`).textContent()).not.toMatch(/\d:1/)
      }
      // The bet stays on Red for the next roll only if the board keeps it; place it again.
      if (!otherRolled) await page.getByRole('button', { name: 'Bet on Red' }).click()
    }
    expect(otherRolled).toBe(true)
    await page.context().close()
  })

  it('Panalo Fortune calls a payout under the bet a loss, in exact centavos, here and in the history', async () => {
    const page = await demoPage('/originals/panalo-fortune')
    const demoId = await page.evaluate(() => sessionStorage.getItem('panalo.originalsDemo'))
    let found = false
    for (let spin = 0; spin < 40 && !found; spin++) {
      await spinFortune(page)
      const [round] = await recentRounds(page, { mode: 'demo', demoId }, 'panalo-fortune')
      const win = round?.win ?? 0
      const stake = round?.stake ?? 0
      const line = page.getByTestId('fortune-win')
      if (win > 0 && win < stake) {
        found = true
        expect(await line.getAttribute('data-outcome')).toBe('returned')
        const text = (await line.textContent()) ?? ''
        expect(text).not.toMatch(/won|small win/i)
        const cents = (value: number) =>
          value % 100 === 0
            ? `₱${value / 100}`
            : `₱${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
        expect(text).toContain(`${cents(win)} back of ${cents(stake)}`)
        expect(text).toContain(`net −${cents(stake - win)}`)
        await screenshot(page, 'fortune-returned')
        await page.getByRole('button', { name: 'Last 10 rounds' }).click()
        const row = page.getByTestId('history-row').first()
        await expect.poll(() => row.textContent()).toContain(cents(win))
      } else if (win > stake) {
        expect(await line.getAttribute('data-outcome')).toBe('net-win')
      }
    }
    expect(found).toBe(true)
    await page.context().close()
  })

  it('bet records show the centavos of a small win rather than ₱0', async () => {
    const page = await (await phoneContext(browser)).newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await loginAsDemo(page, server.url)
    await funding.fund('demoplayer', 20_000)
    await page.goto(`${server.url}/originals/panalo-fortune?mode=real`)
    await waitForGameBalance(page)
    let fractional: number | null = null
    for (let spin = 0; spin < 40 && fractional === null; spin++) {
      await spinFortune(page)
      const [round] = await recentRounds(page, { mode: 'real' }, 'panalo-fortune')
      if (round?.win && round.win % 100 !== 0) fractional = round.win
    }
    expect(fractional).not.toBeNull()
    const win = fractional ?? 0
    await page.goto(`${server.url}/member/bet-records`)
    const record = page.getByTestId('bet-record').first()
    await expect
      .poll(() => record.textContent())
      .toContain(`Win ₱${Math.floor(win / 100)}.${String(win % 100).padStart(2, '0')}`)
    await screenshot(page, 'bet-records')
    await page.context().close()
  })

  it('the deposit page says before paying what must be bet before a withdrawal, with the amount and the rule', async () => {
    const page = await (await phoneContext(browser)).newPage()
    await loginAsDemo(page, server.url)
    await page.goto(`${server.url}/wallets?name=deposit`)
    const notice = page.getByTestId('deposit-wagering')
    await expect
      .poll(() => notice.textContent())
      .toMatch(/Every deposit must be bet 1× before it can be withdrawn/)
    await page.getByLabel('Other amount').fill('500')
    await expect.poll(() => notice.textContent()).toContain('Bet this deposit 1× (₱500 in bets)')
    expect(await notice.textContent()).toContain('In all: bet ₱500 before withdrawing.')
    expect(await notice.textContent()).toContain('anti-money-laundering')

    const first = page.getByRole('radio', { name: /First deposit/ })
    const withFirst = (await first.count()) > 0
    await (withFirst ? first : page.getByRole('radio', { name: /Reload/ })).click()
    // The seeded bonuses: 20 % × 3 (₱100 → ₱300) or 5 % × 5 (₱25 → ₱125).
    await expect
      .poll(() => notice.textContent())
      .toContain(withFirst ? 'In all: bet ₱800 before withdrawing.' : 'In all: bet ₱625 before withdrawing.')
    await screenshot(page, 'deposit-wagering', { fullPage: true })
    await page.context().close()
  })
})
