import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium, phoneContext } from './helpers/chromium.ts'
import { fillPasswordLogin, registerByPhone } from './helpers/players.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { screenshot } from './helpers/screenshots.ts'

const PASSWORD = 'Tama12345'

/**
 * Issue 38, defect 2 in the browser (decision 061): guesses from many addresses pause an account's
 * password login; a new browser is told to log in with an SMS code and taken there, while the owner's
 * browser, which logged in before, keeps its own allowance.
 */
describe('password login paused by guesses from many addresses', () => {
  let server: TestServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: 'true' })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  async function apiCall(page: Page, call: string, body: object, token?: string) {
    return page.evaluate(
      async ({ call, body, token }) => {
        const response = await fetch(`/app/v1/${call}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            appId: 'panalo-web',
            channel: 'WEB',
            clientReferrer: '',
            platform: 1,
            appVersion: 'e2e',
            appWebName: 'panalo',
            ...body,
          }),
        })
        return (await response.json()) as { errcode: number }
      },
      { call, body, token },
    )
  }

  it('sends a new browser to the SMS form and lets the owner’s browser in', async () => {
    const owner = await (await phoneContext(browser)).newPage()
    const localPhone = await registerByPhone(owner, server.url)
    const token = await owner.evaluate(() => localStorage.getItem('panalo.token'))
    expect(
      (await apiCall(owner, 'initPassword', { newPassword: PASSWORD }, token ?? undefined)).errcode,
    ).toBe(0)
    // The owner logs in with the password once: this browser keeps a device token.
    await owner.evaluate(() => localStorage.removeItem('panalo.token'))
    await owner.goto(`${server.url}/auth/login?type=account`)
    await fillPasswordLogin(owner, localPhone, PASSWORD)
    await owner.getByTestId('home-balance').waitFor()
    expect(await owner.evaluate(() => localStorage.getItem('panalo.loginDevices'))).toMatch(/^\["\d+\./)

    // Someone guesses from 12 addresses.
    const guesses = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const response = await fetch(`${server.url}/app/v1/accountLogin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.${n}.1` },
          body: JSON.stringify({
            appId: 'panalo-web',
            channel: 'WEB',
            clientReferrer: '',
            platform: 1,
            appVersion: 'e2e',
            appWebName: 'panalo',
            account: localPhone,
            password: `Mali${n}xyz`,
          }),
        })
        return ((await response.json()) as { errcode: number }).errcode
      }),
    )
    expect(guesses.filter((errcode) => errcode === 2017)).toHaveLength(2)

    // A new browser with the right password is paused and offered the SMS form, phone carried over.
    const stranger = await (await phoneContext(browser)).newPage()
    await stranger.goto(`${server.url}/auth/login?type=account`)
    await fillPasswordLogin(stranger, localPhone, PASSWORD)
    await stranger.getByText(/password login is paused/).waitFor()
    await screenshot(stranger, 'login-paused')
    await stranger.getByRole('button', { name: 'Log in with an SMS code' }).click()
    expect(await stranger.getByLabel('Mobile number').inputValue()).toBe(localPhone)
    await screenshot(stranger, 'login-paused-sms')

    // The owner's browser logs in with the password as before.
    await owner.evaluate(() => localStorage.removeItem('panalo.token'))
    await owner.goto(`${server.url}/auth/login?type=account`)
    await fillPasswordLogin(owner, localPhone, PASSWORD)
    await owner.getByTestId('home-balance').waitFor()
  })
})
