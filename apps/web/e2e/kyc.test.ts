import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { phoneContext } from './helpers/chromium.ts'
import { registerByPhone } from './helpers/players.ts'
import { serverAndBrowser } from './helpers/suite.ts'
import { screenshot, SCREENSHOT_DIR } from './helpers/screenshots.ts'

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0 }))
  await page.waitForTimeout(200)
  await screenshot(page, `kyc-${name}`, { fullPage: true })
}

/** A card-like photo; the selfie carries EXIF location like a phone camera's. */
const photo = (background: string, exif = false) => {
  const image = sharp({ create: { width: 960, height: 600, channels: 3, background } }).jpeg()
  return (
    exif ? image.withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } }) : image
  ).toBuffer()
}

async function sendDocuments(page: Page, idNumber: string): Promise<void> {
  const form = page.getByTestId('kyc-form')
  await form.waitFor()
  await page.getByTestId('kyc-id-type').selectOption('philsys')
  await form.getByLabel('ID number').fill(idNumber)
  await form.getByLabel('Full name').fill('Maria Clara Santos')
  await form.getByLabel('Date of birth').fill('1992-08-21')
  for (const [side, color] of [
    ['front', '#1565c0'],
    ['back', '#cfd8dc'],
    ['selfie', '#d7a27c'],
  ] as const) {
    await page.getByTestId(`kyc-${side}-file`).setInputFiles({
      name: `${side}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(color, side === 'selfie'),
    })
    await page.getByTestId(`kyc-${side}-preview`).waitFor()
  }
}

/**
 * Identity verification at 360×740 (decision 056), with the demo's rule on: withdrawals need a
 * verified identity. A new player is sent from the withdraw form to /member/profile/kyc, sends an ID
 * and a selfie, is refused with a reason by the operator's CLI, sends again, is approved, and withdraws.
 */
describe('identity verification', () => {
  const suite = serverAndBrowser()

  it('submitted, refused, resubmitted, approved, then a withdrawal', async () => {
    const { server, browser } = suite
    const context = await phoneContext(browser)
    const page = await context.newPage()
    const phone = await registerByPhone(page, server.url)
    expect(await server.admin('wallet:credit', phone, '1000', '--reason', 'e2e')).toMatch(/Credited/)

    // The withdraw form says why it cannot go on, and where to go.
    await page.goto(`${server.url}/withdrawal/gcash`)
    const notice = page.getByTestId('withdraw-kyc-needed')
    await notice.waitFor()
    expect(await notice.textContent()).toContain('Withdrawals need a verified identity (KYC)')
    await shot(page, 'withdraw-blocked')
    expect(await notice.getByRole('link', { name: 'Verify my identity' }).getAttribute('href')).toBe(
      '/member/profile/kyc',
    )
    // The newcomer task leads there too.
    await page.goto(`${server.url}/bonus/tasks`)
    const task = page.locator('[data-testid="task"]', { hasText: 'Verify your identity' })
    await task.getByRole('button', { name: 'Go' }).click()
    await page.waitForURL(/\/member\/profile\/kyc$/)
    expect(await page.getByTestId('kyc-state').getAttribute('data-state')).toBe('none')

    // Under 21 by the ID: refused on the phone before anything is sent.
    await sendDocuments(page, '1234-5678-9012-3456')
    await page.getByTestId('kyc-form').getByLabel('Date of birth').fill('2010-01-01')
    await page.getByTestId('kyc-submit').click()
    await page.getByText('You must be 21 or over to play and withdraw.').waitFor()
    await page.getByTestId('kyc-form').getByLabel('Date of birth').fill('1992-08-21')
    await shot(page, 'form')
    await page.getByTestId('kyc-submit').click()
    await expect.poll(() => page.getByTestId('kyc-state').getAttribute('data-state')).toBe('pending')
    expect(await page.getByTestId('kyc-state').textContent()).toContain(
      'PhilSys National ID / ePhilID ••••3456',
    )
    await shot(page, 'pending')

    const id = (await server.admin('kyc:list')).match(/#(\d+)\s+user/)?.[1]
    expect(id).toBeDefined()
    const folder = await mkdtemp(path.join(tmpdir(), 'panalo-kyc-show-'))
    try {
      await server.admin('kyc:show', String(id), '--out', folder)
      expect((await readdir(folder)).sort()).toEqual(['back.jpg', 'front.jpg', 'selfie.jpg'])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
    await server.admin('kyc:refuse', String(id), '--reason', 'The selfie is too blurred to compare')
    await page.reload()
    await expect.poll(() => page.getByTestId('kyc-state').getAttribute('data-state')).toBe('refused')
    expect(await page.getByTestId('kyc-reason').textContent()).toContain(
      'The selfie is too blurred to compare',
    )
    await page.getByText('Send your documents again').waitFor()
    // What was sent is filled in again, but the number and the photos are asked anew.
    expect(await page.getByTestId('kyc-form').getByLabel('Full name').inputValue()).toBe('Maria Clara Santos')
    expect(await page.getByTestId('kyc-form').getByLabel('ID number').inputValue()).toBe('')
    await shot(page, 'refused')

    await sendDocuments(page, '1234-5678-9012-3456')
    await page.getByTestId('kyc-submit').click()
    await expect.poll(() => page.getByTestId('kyc-state').getAttribute('data-state')).toBe('pending')
    expect(await page.getByTestId('kyc-state').textContent()).toContain('new documents')
    await shot(page, 'resubmitted')

    const again = (await server.admin('kyc:list')).match(/#(\d+)\s+user/)?.[1]
    expect(await server.admin('kyc:approve', String(again))).toMatch(/is verified/)
    await page.reload()
    await expect.poll(() => page.getByTestId('kyc-state').getAttribute('data-state')).toBe('approved')
    await shot(page, 'approved')
    await page.goto(`${server.url}/member/profile`)
    await page.getByText('Identity (KYC)').waitFor()
    await page.getByText('Verified', { exact: true }).waitFor()
    await shot(page, 'profile')
    await page.goto(`${server.url}/member`)
    await page.getByTestId('member-account').getByText('Verified', { exact: true }).waitFor()
    await shot(page, 'me')
    await page.goto(`${server.url}/bonus/tasks`)
    await task.getByRole('button', { name: 'Claim' }).click()
    await expect.poll(() => task.getByRole('button').textContent()).toBe('Claimed')

    // The withdrawal goes through now.
    await page.goto(`${server.url}/withdrawal/gcash`)
    await page.getByTestId('add-account').click()
    await page.getByLabel('GCash number').fill('0917 000 4321')
    await page.getByRole('button', { name: 'Save account' }).click()
    await page.waitForURL(/\/withdrawal\/gcash$/)
    await server.admin('withdrawals:release-account', phone, '1')
    await page.reload()
    await page.getByRole('radio', { name: /GCash/ }).waitFor()
    expect(await page.getByTestId('withdraw-kyc-needed').count()).toBe(0)
    await page.getByLabel('Amount').fill('300')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await page.getByText('Withdrawal of ₱300 sent for approval.').waitFor()
    await shot(page, 'withdrawn')
    await context.close()
    // A long flow: two sendings with photos, eight operator commands and a withdrawal.
  }, 120_000)

  it('with deposits gated by the operator: the deposit form sends a new player to verify, then deposits', async () => {
    const { server, browser } = suite
    expect(await server.admin('deposits:settings', '--kyc', 'on')).toContain('KYC before deposits: on')
    try {
      const context = await phoneContext(browser)
      const page = await context.newPage()
      await registerByPhone(page, server.url)

      // The form says why first, and keeps its button for after the approval.
      await page.goto(`${server.url}/wallets?name=deposit`)
      const gate = page.getByTestId('deposit-kyc-needed')
      await gate.waitFor()
      expect(await gate.textContent()).toContain('Verify your identity to deposit')
      expect(await gate.textContent()).toContain('PAGCOR')
      await page.getByRole('radio', { name: '₱500', exact: true }).click()
      expect(await page.getByTestId('deposit-submit').isDisabled()).toBe(true)
      await shot(page, 'deposit-blocked')

      await gate.getByRole('link', { name: 'Verify my identity' }).click()
      await page.waitForURL(/\/member\/profile\/kyc$/)
      await sendDocuments(page, '5555-6666-7777-8888')
      await page.getByTestId('kyc-submit').click()
      await expect.poll(() => page.getByTestId('kyc-state').getAttribute('data-state')).toBe('pending')

      await page.goto(`${server.url}/wallets?name=deposit`)
      await expect.poll(() => gate.getAttribute('data-state')).toBe('pending')
      expect(await gate.textContent()).toContain('We are checking the ID you sent')
      await shot(page, 'deposit-pending')

      const id = (await server.admin('kyc:list')).match(/#(\d+)\s+user/)?.[1]
      expect(await server.admin('kyc:approve', String(id))).toMatch(/is verified/)
      await page.reload()
      await page.getByRole('radio', { name: '₱500', exact: true }).click()
      expect(await gate.count()).toBe(0)
      await page.getByTestId('deposit-submit').click()
      await page.waitForURL(/\/payments\/sandbox\/checkout\/sbx_cs_/)
      await context.close()
    } finally {
      await server.admin('deposits:settings', '--kyc', 'off')
    }
  })
})
