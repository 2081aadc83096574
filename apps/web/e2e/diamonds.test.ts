import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { callApi, sessionToken } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { loginAsDemo } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/** A card that always wins, so the prize popup shows: two prizes, both wins, whichever is drawn. */
const WINNING_CARD = {
  id: 90,
  kind: 'scratch',
  name: 'E2E winning card',
  description: 'Every card wins.',
  price: 50,
  stock: null,
  sort: 0,
  prizes: [
    { items: [{ id: 60001, count: 100 }], weight: 1 },
    { items: [{ id: 60001, count: 40 }], weight: 1 },
  ],
}

/**
 * Scratches the canvas by touch (pointerType touch through CDP): rows across it, top to bottom, until
 * the coating comes off by itself (the reward popup then covers the page).
 */
async function scratchByTouch(page: Page): Promise<void> {
  const box = await page.getByTestId('scratch-canvas').boundingBox()
  if (!box) throw new Error('no scratch canvas')
  const cdp = await page.context().newCDPSession(page)
  for (let y = box.y + 10; y < box.y + box.height; y += 24) {
    if (await page.getByTestId('reward-popup').isVisible()) break
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 8, y }] })
    for (let x = box.x + 8; x <= box.x + box.width - 8; x += 24)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  await cdp.detach()
}

/**
 * The diamond shop at 360×740 (decisions 045, 046): the bonus centre's tile with its red dot → /diamonds
 * → a scratch card bought after a sheet that shows its odds, scratched by touch → the prize popup and
 * the check of its seed; then a goods order with a Philippine address, moved on by the operator.
 */
describe('diamond shop', () => {
  const suite = serverAndBrowser()

  it('buys a scratch card, scratches it by touch, shows the prize popup and verifies the seed', async () => {
    const file = path.join(tmpdir(), `e2e-diamond-card-${process.pid}.json`)
    await writeFile(file, JSON.stringify([WINNING_CARD]))
    expect(await suite.server.admin('diamonds:items', 'load', file)).toMatch(/Loaded 1 item/)
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const token = await sessionToken(page)
    expect(
      await suite.server.admin(
        'rewards:grant',
        'demoplayer',
        '60001=3000',
        '--reason',
        'e2e diamonds',
        '--key',
        'e2e-d',
      ),
    ).toMatch(/^Granted 3000 × 60001/)

    // The bonus centre's tile lights: new diamonds that buy something.
    await page.goto(`${suite.server.url}/bonus`)
    const tile = page.locator('[data-testid="bonus-tile"][href="/diamonds"]')
    await expect.poll(() => tile.getAttribute('data-dot')).toBe('on')
    await screenshot(page, 'diamonds-bonus-centre')
    await tile.click()
    await page.getByTestId('diamond-shop').waitFor()
    await expect.poll(() => page.getByTestId('diamond-balance').textContent()).toBe('3,000')
    await screenshot(page, 'diamonds-shop', { fullPage: true })

    await page.locator('[data-testid="diamond-item"][data-item="90"] [data-testid="diamond-buy"]').click()
    const sheet = page.getByTestId('diamond-confirm')
    await sheet.waitFor()
    expect(await page.getByTestId('scratch-odds').locator('tr').count()).toBe(2)
    expect(await page.getByTestId('scratch-rtp').textContent()).toContain('140%')
    const committed = await page.getByTestId('next-seed-hash').textContent()
    expect(committed).toMatch(/^[0-9a-f]{64}$/)
    await screenshot(page, 'diamonds-scratch-confirm')
    await page.getByTestId('diamond-confirm-button').click()

    await page.getByTestId('scratch-page').waitFor()
    expect(await page.getByTestId('scratch-page').getAttribute('data-state')).toBe('covered')
    await screenshot(page, 'diamonds-scratch-covered')
    await scratchByTouch(page)
    const popup = page.getByTestId('reward-popup')
    await popup.waitFor()
    const popupText = await popup.textContent()
    expect(popupText).toMatch(/(100|40) diamonds/)
    expect(popupText).toContain('TAP THE SCREEN TO CONTINUE')
    await screenshot(page, 'diamonds-scratch-popup')
    await popup.click()
    await expect.poll(() => popup.count()).toBe(0)
    expect(await page.getByTestId('scratch-page').getAttribute('data-state')).toBe('revealed')
    expect(await page.getByTestId('scratch-prize').textContent()).toMatch(/You won.?(100|40) diamonds/)

    // The seed shown now is the one committed before the purchase, and draws this prize.
    await page.getByTestId('scratch-verify').click()
    expect(await page.getByTestId('scratch-verified').textContent()).toContain('Verified')
    expect(await page.getByTestId('scratch-fairness').textContent()).toContain(committed ?? '')
    await screenshot(page, 'diamonds-scratch-revealed', { fullPage: true })
    // And on /fair, the verifier page.
    await page.getByTestId('scratch-fair-link').click()
    await page.getByTestId('scratch-fair-check').waitFor()
    await page.getByTestId('scratch-verify').click()
    expect(await page.getByTestId('scratch-verified').textContent()).toContain('Verified')
    await screenshot(page, 'diamonds-fair')

    const won = popupText?.includes('100 diamonds') ? 100 : 40
    expect((await callApi(suite.server.url, 'diamondShopData', {}, token)).data['diamonds']).toBe(
      3_000 - 50 + won,
    )

    // A second card by mouse, then Reveal all (the button for those who cannot scratch).
    await page.goto(`${suite.server.url}/diamonds`)
    await page.locator('[data-testid="diamond-item"][data-item="90"] [data-testid="diamond-buy"]').click()
    await page.getByTestId('diamond-confirm-button').click()
    await page.getByTestId('scratch-page').waitFor()
    const box = await page.getByTestId('scratch-canvas').boundingBox()
    if (!box) throw new Error('no canvas')
    await page.mouse.move(box.x + 20, box.y + 20)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width - 20, box.y + 40, { steps: 10 })
    await page.mouse.up()
    await page.getByTestId('scratch-reveal-all').click()
    await popup.waitFor()
    await popup.click()
    expect(await page.getByTestId('scratch-page').getAttribute('data-state')).toBe('revealed')

    await page.goto(`${suite.server.url}/diamonds/record?tab=cards`)
    await expect.poll(() => page.getByTestId('scratch-record').count()).toBe(2)
    await screenshot(page, 'diamonds-record-cards')
    expect(await suite.server.admin('ledger:check')).toMatch(/^OK/)
    await context.close()
  })

  it('orders goods to a Philippine address; the operator’s moves show in the record', async () => {
    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await loginAsDemo(page, suite.server.url)
    const token = await sessionToken(page)
    const before = Number((await callApi(suite.server.url, 'diamondShopData', {}, token)).data['diamonds'])

    // From /points, as a player finds it.
    await page.goto(`${suite.server.url}/points`)
    await page.getByTestId('points-diamonds-link').click()
    await page.getByTestId('diamond-shop').waitFor()
    // The first test's wins are in the ticker, names masked.
    await expect
      .poll(() => page.getByTestId('diamond-ticker').textContent())
      .toMatch(/\*\*\* won \d+ diamonds/)
    await screenshot(page, 'diamonds-shop-ticker')
    await page.locator('[data-testid="diamond-item"][data-item="21"] [data-testid="diamond-buy"]').click()
    await page.getByTestId('diamond-confirm').waitFor()
    expect(await page.getByTestId('diamond-confirm-button').isDisabled()).toBe(true)
    await page.getByTestId('address-edit').click()
    const form = page.getByTestId('address-sheet')
    await form.waitFor()
    await form.getByLabel('Full name').fill('Juan dela Cruz')
    await form.getByLabel('Mobile number').fill('0918 765 4321')
    await form.getByLabel('Region').selectOption('NCR')
    await form.getByLabel('Province').fill('Metro Manila')
    await form.getByLabel('City or municipality').fill('Quezon City')
    await form.getByLabel('Barangay').fill('Bagong Pag-asa')
    await form.getByLabel('House no., street, building').fill('Unit 4B, 88 EDSA')
    await form.getByLabel('ZIP code').fill('11')
    await page.getByTestId('address-save').click()
    expect(await form.getByRole('alert').first().textContent()).toBe('Four digits')
    await screenshot(page, 'diamonds-address-error')
    await form.getByLabel('ZIP code').fill('1105')
    await page.getByTestId('address-save').click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await expect
      .poll(() => page.getByTestId('diamond-confirm').getByTestId('address-lines').textContent())
      .toContain('Quezon City, Metro Manila, NCR 1105')
    await screenshot(page, 'diamonds-goods-confirm')
    await page.getByTestId('diamond-confirm-button').click()

    await page.getByTestId('diamond-record').waitFor()
    const order = page.getByTestId('goods-order').first()
    await expect.poll(() => order.getAttribute('data-state')).toBe('placed')
    expect(await order.textContent()).toContain('₱100 load card')
    expect(await order.textContent()).toContain('09187654321')
    const orders = await callApi(suite.server.url, 'diamondGoodsExchangeOrderLog', {}, token)
    const id = (orders.data['list'] as { id: number }[])[0]?.id
    expect(await suite.server.admin('diamonds:orders', 'move', String(id), 'packed')).toContain('is packed')
    expect(
      await suite.server.admin('diamonds:orders', 'move', String(id), 'shipped', '--note', 'J&T 7700123'),
    ).toContain('is shipped')
    await page.reload()
    await expect
      .poll(() => page.getByTestId('goods-order').first().getAttribute('data-state'))
      .toBe('shipped')
    expect(await page.getByTestId('goods-order').first().textContent()).toContain('J&T 7700123')
    await screenshot(page, 'diamonds-record-orders')
    expect((await callApi(suite.server.url, 'diamondShopData', {}, token)).data['diamonds']).toBe(
      before - 1_200,
    )

    await page.getByRole('tab', { name: 'Diamonds' }).click()
    await expect.poll(() => page.getByTestId('diamond-log').first().getAttribute('data-what')).toBe('goods')
    await screenshot(page, 'diamonds-record-log')
    expect(await suite.server.admin('ledger:check')).toMatch(/^OK/)
    await context.close()
  })
})
