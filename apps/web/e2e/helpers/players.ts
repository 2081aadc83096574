import type { Page } from 'playwright-core'

import { callApi } from './api.ts'

let nextPhone = 0
/**
 * Seven digits after 0918: a random start for this process, then one more per number, so no two
 * numbers of a file's flows are the same (a time-based two-digit counter repeated after 100 numbers).
 */
const PHONE_START = Math.floor(Math.random() * 10_000_000)
/** A fresh Philippine mobile number, as a player types it (09…). */
export function newLocalPhone(): string {
  nextPhone += 1
  return `0918${String((PHONE_START + nextPhone) % 10_000_000).padStart(7, '0')}`
}

/** Reads the newest code sent to a phone from the development outbox, in its own tab. */
export async function codeFromOutbox(page: Page, serverUrl: string, localPhone: string): Promise<string> {
  const e164 = `+63${localPhone.slice(1)}`
  const outbox = await page.context().newPage()
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      await outbox.goto(`${serverUrl}/dev/outbox`)
      const text = await outbox
        .locator(`li[data-phone="${e164}"] .text`)
        .first()
        .textContent({ timeout: 500 })
        .catch(() => null)
      const code = text?.match(/^(\d{6}) is your Panalo code/)?.[1]
      if (code) return code
      await outbox.waitForTimeout(250)
    }
    throw new Error(`no code in the outbox for ${e164}`)
  } finally {
    await outbox.close()
  }
}

/** Fills the eligibility part of a registration form for an adult who may play. */
export async function fillEligibility(page: Page): Promise<void> {
  await page.getByLabel('Date of birth').fill('1994-03-08')
  for (const statement of [
    'a government official or employee',
    'a member of the armed forces or the national police',
    'on the national database of restricted persons',
    'a gaming licence holder or its employee',
  ]) {
    await page.getByLabel(statement).check()
  }
  await page.getByLabel(/I am 21 or older and I accept the/).check()
}

/** Registers through the register dialog on the home page; answers the phone used. */
export async function registerByPhone(page: Page, serverUrl: string): Promise<string> {
  const phone = newLocalPhone()
  await page.goto(serverUrl)
  await page.getByRole('button', { name: 'Register' }).click()
  const dialog = page.getByTestId('register-dialog')
  await dialog.getByLabel('Mobile number').fill(phone)
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await dialog.getByText(/We sent an SMS to/).waitFor()
  await dialog.getByLabel('SMS code').fill(await codeFromOutbox(page, serverUrl, phone))
  await fillEligibility(page)
  await dialog.getByRole('button', { name: 'Register', exact: true }).click()
  await page.getByTestId('home-balance').waitFor()
  return phone
}

/** The seeded demo player's account name and password (seed/demo.ts). */
export const DEMO_PLAYER = { account: 'demoplayer', password: 'Panalo2026' }

/**
 * Signs the page in as the seeded demo player and opens the home page, waiting for its balance. The
 * login is the API's (accountLogin), its token put where the app keeps a session (`panalo.token`) from
 * a same-origin page without the app: a flow that only needs to be signed in then loads the app once
 * rather than twice plus a form, about a page load saved in each of some 45 flows on a CPU-bound run.
 * The login form itself, and what it remembers, is loginAsDemoWithForm's (accounts.test.ts).
 */
export async function loginAsDemo(page: Page, serverUrl: string): Promise<void> {
  const answer = await callApi(serverUrl, 'accountLogin', DEMO_PLAYER)
  const token = answer.data['token']
  if (answer.errcode !== 0 || typeof token !== 'string') {
    throw new Error(`the demo player's login failed: ${JSON.stringify(answer)}`)
  }
  await page.goto(`${serverUrl}/health`)
  await page.evaluate((value) => localStorage.setItem('panalo.token', value), token)
  await page.goto(serverUrl)
  // As after the form's login, whose answer carries the balance: the app has it, not "₱—" while it loads.
  await page.getByTestId('home-balance').filter({ hasText: /\d/ }).waitFor()
}

/** Logs in as the seeded demo player on /auth/login?type=account, as a player does, and waits for the balance. */
export async function loginAsDemoWithForm(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/auth/login?type=account`)
  await fillPasswordLogin(page, DEMO_PLAYER.account, DEMO_PLAYER.password)
  await page.getByTestId('home-balance').waitFor()
}

/** Fills the password login form on the page and submits it. */
export async function fillPasswordLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('Account name or mobile number').fill(account)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}
