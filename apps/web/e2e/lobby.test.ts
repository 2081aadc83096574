import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { loginAsDemo, registerByPhone } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot, SCREENSHOT_DIR } from './helpers/screenshots.ts'

/** The game lobby, search and favourites as a player uses them, at 360×740. */
describe('the game lobby', () => {
  let server: TestServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const tiles = (page: Page) => page.getByTestId('lobby-panel').getByTestId('game-tile')
  const codes = (page: Page) =>
    tiles(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-game-code')))

  it('shows the Originals and the HubPlay games, with the first screen’s thumbnails at once and the rest lazily, in fixed squares', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(server.url)
    await tiles(page).first().waitFor()
    // Hot opens first: the three Originals lead, HubPlay's hot games follow, six before More.
    expect(await codes(page)).toEqual([
      'panalo-fortune',
      'color-game',
      'mines',
      'sarimanok-riches',
      'lapu-lapu-legend',
      'moon-festival-gold',
    ])
    // The first page (two rows) is in the first screen: it loads at once, the first picture first of
    // all. Any of its same-size tiles can be the largest paint (issue 40: a second-row tile was, by a
    // fraction of a pixel, and waited for its lazy load); the tiles More adds load as they near.
    const images = page.getByTestId('lobby-panel').locator('img')
    for (const [index, image] of (await images.all()).entries()) {
      expect(await image.getAttribute('loading')).toBe('eager')
      expect(await image.getAttribute('fetchpriority')).toBe(index === 0 ? 'high' : null)
      expect(await image.getAttribute('src')).toMatch(/^\/games\/[a-z0-9-]+\.svg$/)
    }
    await page.locator('#lobby').scrollIntoViewIfNeeded()
    const first = images.first()
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240)
    const box = await page.getByTestId('lobby-panel').locator('img').nth(4).boundingBox()
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(1)

    await page.getByRole('button', { name: /^More \(5 games left\)$/ }).click()
    await expect.poll(() => tiles(page).count()).toBe(11)
    expect(await codes(page)).toContain('live-perya-color-game')
    expect(await images.nth(6).getAttribute('loading')).toBe('lazy')
    // Tapping a game goes to its start page.
    expect(
      await page
        .getByTestId('lobby-panel')
        .getByRole('link', { name: 'Mines', exact: true })
        .getAttribute('href'),
    ).toMatch(/^\/game\/start\?gameId=\d+$/)
    await context.close()
  })

  it('shows the promotions carousel above the first game row, with our drawn art, and a tap opens the promotion', async () => {
    // The daily sign-in ends in two days and a half: its slide counts down.
    const until = new Date(Date.now() + (2 * 24 + 4) * 3_600_000 + 30 * 60_000).toISOString()
    await server.admin('activities', 'set', '36', '--until', until)
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(server.url)
    const carousel = page.getByTestId('promo-carousel')
    // The welcome comes first, then the bonus centre, the first six live activities and the Originals; one dot each.
    await expect.poll(() => carousel.getByTestId('carousel-slide').count()).toBe(8)
    const slides = 8
    expect(await carousel.getByTestId('carousel-dot').count()).toBe(slides + 1)
    expect(await carousel.getByRole('heading', { level: 1 }).textContent()).toBe('Play, win, get rewarded')
    // Drawn inline: no picture to download, none to become the largest paint; only the next slide's drawn ahead.
    expect(await carousel.locator('img').count()).toBe(0)
    expect(await carousel.locator('[data-testid="carousel-slide"] svg').count()).toBe(1)
    // The lobby's first row stays on the first screen of a 360×740 phone.
    await tiles(page).first().waitFor()
    const firstTile = await tiles(page).first().boundingBox()
    expect(firstTile && firstTile.y + firstTile.height).toBeLessThanOrEqual(740)

    // A dot brings its slide; its picture is drawn then.
    await carousel.getByTestId('carousel-dot').nth(2).click()
    await expect
      .poll(() => carousel.getByTestId('carousel-dot').nth(2).getAttribute('aria-current'))
      .toBe('true')
    await expect.poll(() => carousel.locator('[data-testid="carousel-slide"] svg').count()).toBeGreaterThan(1)

    // A tap on the daily sign-in's slide opens its page (guests may see it).
    const signIn = carousel.locator('[data-testid="carousel-slide"][data-id="36"]')
    expect(await signIn.getByTestId('carousel-countdown').textContent()).toBe('2d 4h left')
    expect(await carousel.getByTestId('carousel-countdown').count()).toBe(1)
    await signIn.scrollIntoViewIfNeeded()
    await signIn.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/activity/sign-in')
    await context.close()
  })

  it('fits the carousel and the bonus centre’s pictures on 320 and 360 px phones, guest and signed in, in both languages, clear of the bubble and the launcher', async () => {
    const cases = [
      { width: 360, locale: 'en-US', signedIn: false },
      { width: 320, locale: 'fil-PH', signedIn: false },
      { width: 360, locale: 'fil-PH', signedIn: true },
      { width: 320, locale: 'en-US', signedIn: true },
    ]
    for (const { width, locale, signedIn } of cases) {
      const context = await phoneContext(browser)
      const page = await context.newPage()
      await page.setViewportSize({ width, height: 740 })
      // Logged in in English (the helper fills English labels), then shown in the case's language.
      if (signedIn) await loginAsDemo(page, server.url)
      await context.addCookies([{ name: 'locale', value: locale, url: server.url }])
      await page.goto(server.url)
      const carousel = page.getByTestId('promo-carousel')
      await expect.poll(() => carousel.getByTestId('carousel-slide').count()).toBeGreaterThan(2)
      await tiles(page).first().waitFor()
      const name = `${width}-${locale}-${signedIn ? 'player' : 'guest'}`
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
      expect(await fits(), name).toBe(true)
      // The jackpot bubble and the chat launcher, at rest, lie over none of the carousel.
      await page.waitForTimeout(500)
      const covered = await page.evaluate(() => {
        const floating = [
          ...document.querySelectorAll('[data-testid="jackpot-bubble"], [data-testid="chat-launcher"]'),
        ]
        // The whole carousel: the slide under a resting bubble changes as it advances.
        const controls = [...document.querySelectorAll('[data-testid="promo-carousel"]')]
        return controls.filter((control) => {
          const rect = control.getBoundingClientRect()
          return floating.some((float) => {
            const box = float.getBoundingClientRect()
            return (
              box.left < rect.right && rect.left < box.right && box.top < rect.bottom && rect.top < box.bottom
            )
          })
        }).length
      })
      expect(covered, name).toBe(0)
      await screenshot(page, `home-carousel-${name}`)
      if (SCREENSHOT_DIR) {
        await carousel.getByTestId('carousel-dot').nth(4).click()
        await page.waitForTimeout(800)
        await screenshot(carousel, `home-carousel-${name}-slide5`)
      }
      await page.goto(`${server.url}/bonus`)
      await page.getByTestId('bonus-tile').first().waitFor()
      expect(await fits(), name).toBe(true)
      await screenshot(page, `bonus-tiles-${name}`)
      if (SCREENSHOT_DIR) {
        await page.getByTestId('bonus-tile').last().scrollIntoViewIfNeeded()
        await screenshot(page, `bonus-tiles-${name}-end`)
      }
      await context.close()
    }
  }, 240_000)

  it('filters by category tab, and keeps the tab in the address', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(server.url)
    await tiles(page).first().waitFor()
    expect(await page.getByRole('tab', { name: 'Favourites' }).count()).toBe(0)

    await page.getByRole('tab', { name: 'Fishing' }).click()
    await expect
      .poll(() => codes(page))
      .toEqual(['perlas-fishing', 'banca-frenzy', 'butanding-royale', 'coral-kingdom', 'dragon-tide-fishing'])
    expect(page.url()).toMatch(/\?tab=fishing$/)

    await page.getByRole('tab', { name: 'Live' }).click()
    await expect.poll(async () => (await codes(page)).every((code) => code?.startsWith('live-'))).toBe(true)

    await page.getByRole('tab', { name: 'Originals & Arcade' }).click()
    await expect
      .poll(async () => (await codes(page)).slice(0, 4))
      .toEqual(['panalo-fortune', 'color-game', 'mines', 'lipad-crash'])

    // The Originals banner opens the same tab.
    await page.goto(`${server.url}/?tab=slots`)
    await tiles(page).first().waitFor()
    await page.getByRole('link', { name: /Play Panalo Originals/ }).click()
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).textContent())
      .toBe('Originals & Arcade')
    await context.close()
  })

  it('searches by name within a studio, says when nothing matches, and keeps recent searches', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(`${server.url}/game/search`)
    const results = page.getByTestId('game-search-page').getByTestId('game-tile')
    const resultCodes = () =>
      results.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-game-code')))
    const search = page.getByLabel('Search games')
    await search.fill('baccarat')
    await expect
      .poll(resultCodes)
      .toEqual(['royal-baccarat', 'live-baccarat-manila', 'speed-baccarat', 'live-speed-baccarat'])
    await page.getByRole('group', { name: 'Studio' }).getByRole('button', { name: 'Mayon Live' }).click()
    await expect.poll(resultCodes).toEqual(['live-baccarat-manila', 'live-speed-baccarat'])
    await search.press('Enter')

    await search.fill('sabong')
    await page.getByText('No games found').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => results.count()).toBe(6)

    await page.goto(`${server.url}/game/search`)
    const recent = page.getByRole('button', { name: 'baccarat', exact: true })
    await recent.waitFor()
    await recent.click()
    await expect.poll(() => search.inputValue()).toBe('baccarat')
    await expect.poll(() => results.count()).toBe(4)
    await context.close()
  })

  it('keeps a signed-in player’s favourite in the Favourites tab and on /member/games', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await registerByPhone(page, server.url)
    await tiles(page).first().waitFor()
    const heart = page.getByRole('button', { name: 'Add Mines to favourites' })
    // The heart turns at once; the server's answer comes after. Leaving the page (a full load below)
    // before it would cancel the request, so wait for it as a player's next tap would.
    const saved = page.waitForResponse((response) => response.url().endsWith('/gameLike'))
    await heart.click()
    await page.getByRole('button', { name: 'Remove Mines from favourites' }).waitFor()
    await saved

    await page.goto(`${server.url}/member/games`)
    const favourites = page.getByTestId('member-games-page').getByTestId('game-tile')
    await favourites.first().waitFor()
    expect(
      await favourites.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-game-code')),
      ),
    ).toEqual(['mines'])
    await page.getByRole('tab', { name: 'Recently played' }).click()
    await page.getByText('The games you open will show here.').waitFor()

    await page.goto(`${server.url}/?tab=favourites`)
    await expect.poll(() => codes(page)).toEqual(['mines'])
    expect(await page.getByRole('tab', { name: 'Favourites' }).getAttribute('aria-selected')).toBe('true')
    await context.close()
  })

  it('shows the games it knew when started offline (SPEC.md §9)', async () => {
    const context = await phoneContext(browser, { serviceWorkers: true })
    const page = await context.newPage()
    await page.goto(server.url)
    await tiles(page).first().waitFor()
    const online = await codes(page)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await context.setOffline(true)
    await page.reload()
    await expect.poll(() => codes(page), { timeout: 20_000 }).toEqual(online)
    await context.setOffline(false)
    await context.close()
  })

  it('asks a guest who taps a heart to log in', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto(server.url)
    await page.getByRole('button', { name: 'Add Color Game to favourites' }).click()
    await page.getByTestId('login-dialog').getByText('Welcome back').waitFor()
    await context.close()
  })
})
