import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { callApi, sessionToken } from './helpers/api.ts'
import { phoneContext } from './helpers/chromium.ts'
import { registerByPhone } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot } from './helpers/screenshots.ts'

/** One sector of each wheel can come up, so the flow is known: the start ₱180, an invite ₱40, a click ₱5. */
function fixedWheels() {
  const wheel = (amounts: number[], only: number) =>
    amounts.map((amount, index) => ({ amount, weight: index === only ? 1 : 0 }))
  return {
    target: 300_00,
    hours: 72,
    spinsPerInvite: 1,
    clickSpinsMax: 10,
    clicksPerIpMax: 3,
    sectors: {
      start: wheel([180_00, 200_00, 210_00, 225_00, 240_00, 255_00], 0),
      invite: wheel([40_00, 50_00, 60_00, 80_00], 0),
      click: wheel([50, 1_00, 2_00, 5_00], 3),
    },
  }
}

/** A friend opens the link in their own browser (the click) and registers through it. */
async function friendRegisters(browser: Browser, url: string, link: string) {
  const context = await phoneContext(browser)
  const friend = await context.newPage()
  await friend.goto(link)
  await friend.waitForFunction(() => sessionStorage.getItem('panalo.invite') !== null)
  await registerByPhone(friend, url)
  await context.close()
}

/**
 * The invite spin at 360×740 (issue 28, decision 058): the rule and odds before the first spin, the
 * first spin most of the way, friends' clicks and valid invites adding spins, the target reached and
 * exchanged through the reward popup, and a spin verified on /fair.
 */
describe('invite spin', () => {
  const suite = serverAndBrowser()

  it('spins towards the target, friends add spins, and the target is exchanged once', async () => {
    const dir = tmpdir()
    const wheels = join(dir, `invite-spin-e2e-${process.pid}.json`)
    await writeFile(wheels, JSON.stringify(fixedWheels()))
    await suite.server.admin('invite-spin:settings', 'load', wheels)
    // A valid friend here: registered through the link (no deposit or bets asked).
    const agents = join(dir, `invite-spin-agents-${process.pid}.json`)
    await writeFile(
      agents,
      JSON.stringify({
        levels: [
          { level: 1, rateBp: 30 },
          { level: 2, rateBp: 10 },
        ],
        commissionDays: 30,
        fillDays: 7,
        valid: { minDeposit: 0, minTurnover: 0, award: [{ id: 2001, count: 20_00 }] },
      }),
    )
    await suite.server.admin('agents:settings', 'load', agents)

    const context = await phoneContext(suite.browser)
    const page = await context.newPage()
    await registerByPhone(page, suite.server.url)
    const token = await sessionToken(page)
    await page.goto(`${suite.server.url}/activity/invite-spin`)
    const rules = page.getByTestId('invite-spin-rules')
    await rules.waitFor()
    // The promise and the lapse rule are on the page before any spin.
    expect(await page.getByTestId('invite-spin-promise').textContent()).toContain(
      '3 valid friends always reach',
    )
    expect(await rules.textContent()).toContain('the progress lapses and pays nothing')
    expect(await page.getByTestId('invite-spin-left').textContent()).toBe('1 spin waiting')
    await screenshot(page, 'invite-spin-rules', { fullPage: true })

    const spin = page.getByTestId('invite-spin-button')
    await spin.click()
    await expect
      .poll(() => page.getByTestId('invite-spin-added').textContent(), { timeout: 15_000 })
      .toMatch(/180/)
    await expect.poll(() => page.getByTestId('invite-spin-progress').getAttribute('aria-valuenow')).toBe('60')
    expect(await page.getByTestId('invite-spin-left').textContent()).toBe('0 spins waiting')
    await screenshot(page, 'invite-spin-first')

    const code = String((await callApi(suite.server.url, 'actInviteUser', {}, token)).data['inviteCode'])
    const link = `${suite.server.url}/?pid=${code}`
    // Three friends open the link and register: three clicks (one network's cap) and three valid invites.
    for (let i = 0; i < 3; i++) await friendRegisters(suite.browser, suite.server.url, link)
    await expect
      .poll(async () => (await callApi(suite.server.url, 'actInviteUserStatus', {}, token)).data['spinsLeft'])
      .toBe(6)

    await page.reload()
    await expect.poll(() => page.getByTestId('invite-spin-left').textContent()).toBe('6 spins waiting')
    expect(await page.getByTestId('invite-spin-counts').textContent()).toContain('3 valid friends · 3 clicks')
    // The third invite spin reaches the target: the wheel gives way to the exchange.
    for (let i = 0; i < 2; i++) {
      await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true)
      await spin.click()
      await expect
        .poll(() => page.getByTestId('invite-spin-added').textContent(), { timeout: 15_000 })
        .toMatch(/40/)
      if (i === 0) await screenshot(page, 'invite-spin-invite')
    }
    await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true)
    await spin.click()
    const exchange = page.getByTestId('invite-spin-exchange')
    await exchange.waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('invite-spin-progress').getAttribute('aria-valuenow')).toBe('100')
    await screenshot(page, 'invite-spin-reached')
    await exchange.click()
    const reward = page.getByTestId('reward-popup')
    await reward.waitFor({ timeout: 15_000 })
    expect(await reward.textContent()).toMatch(/300/)
    await screenshot(page, 'invite-spin-exchanged')
    await reward.getByRole('button').last().click()
    await expect
      .poll(() => page.getByTestId('invite-spin-state').getAttribute('data-state'))
      .toBe('exchanged')
    const campaign = (await callApi(suite.server.url, 'actInviteUser', {}, token)).data['campaign'] as {
      id: number
    }
    const again = await callApi(suite.server.url, 'actInviteUserExchange', { campaignId: campaign.id }, token)
    expect(again.errcode).toBe(5018)

    // A spin of the record verified on /fair.
    await page.getByTestId('invite-spin-record-row').last().getByRole('link').click()
    await page.waitForURL('**/fair?inviteSpin=*')
    await page.getByTestId('draw-proof').waitFor()
    expect(await page.getByTestId('draw-proof-result').textContent()).toContain('added to the target')
    await page.getByTestId('draw-proof-reveal').click()
    await expect.poll(() => page.getByTestId('draw-proof-verdict').getAttribute('data-matches')).toBe('yes')
    await screenshot(page, 'invite-spin-fair', { fullPage: true })
    await context.close()
  }, 180_000)
})
