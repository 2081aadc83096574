import type { StaffRole } from '@panalo/contract/ops/roles'
import { Secret, TOTP } from 'otpauth'
import type { Browser, BrowserContext, Page } from 'playwright-core'

import type { TestServer } from '../../../web/e2e/helpers/server.ts'
import { screenshot, SCREENSHOT_DIR } from '../../../web/e2e/helpers/screenshots.ts'

/** A code of an authenticator's secret, some steps ahead so one test never reuses a code. */
export function codeOf(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' })
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 })
}

/** A desktop-sized window (1440×900), as staff work. */
export function desktopContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    serviceWorkers: 'block',
  })
}

export const STAFF_PASSWORD = 'a staff password 2026'

export interface ConsoleStaff {
  account: string
  secret: string
}

/**
 * Creates a staff member with the CLI, signs in through the console and enrols the authenticator from
 * the page's key; leaves the page signed in.
 */
export async function enrolStaff(
  page: Page,
  server: TestServer,
  account: string,
  role: StaffRole,
): Promise<ConsoleStaff> {
  await server.admin(
    'staff:create',
    account,
    '--role',
    role,
    '--password',
    STAFF_PASSWORD,
    '--name',
    `${role} ${account}`,
  )
  await page.goto(`${server.url}/console`)
  const form = page.getByTestId('login-form')
  await form.getByLabel('Account').fill(account)
  await form.getByLabel('Password').fill(STAFF_PASSWORD)
  await form.getByRole('button', { name: 'Sign in' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
  await form.getByLabel(/Authenticator code/).fill(codeOf(secret))
  await form.getByRole('button', { name: 'Sign in' }).click()
  await page.getByTestId('recovery-codes').waitFor()
  await page.getByRole('button', { name: /continue/ }).click()
  await page.getByTestId('staff-who').waitFor()
  return { account, secret }
}

export async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return
  await page.waitForTimeout(150)
  await screenshot(page, `console-${name}`, { fullPage: true })
}
