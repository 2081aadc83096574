import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { callApi, sessionToken } from '../../web/e2e/helpers/api.ts'
import { phoneContext } from '../../web/e2e/helpers/chromium.ts'
import { registerByPhone } from '../../web/e2e/helpers/players.ts'
import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { desktopContext, enrolStaff, shot } from './helpers/staff.ts'

const photo = (background: string, label: string) =>
  sharp({
    create: { width: 960, height: 600, channels: 3, background },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="960" height="600"><text x="60" y="120" font-size="72" fill="#fff">${label}</text></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer()

/**
 * The KYC desk at 1440×900 (decision 067): a player sends an ID; a KYC reviewer looks at each photo,
 * zooms and rotates it, refuses with a reason the player reads; the player sends again and the
 * reviewer approves. Finance has no KYC desk and the server refuses it the photos.
 */
describe('operator console: the KYC desk', () => {
  const suite = serverAndBrowser()

  async function sendDocuments(token: string, idNumber: string): Promise<void> {
    const ids: string[] = []
    for (const [color, label] of [
      ['#1565c0', 'PhilSys front'],
      ['#607d8b', 'PhilSys back'],
      ['#d7a27c', 'Selfie'],
    ] as const) {
      const uploaded = await callApi(
        suite.server.url,
        'uploadKyc',
        { image: (await photo(color, label)).toString('base64') },
        token,
      )
      expect(uploaded.errcode).toBe(0)
      ids.push(String(uploaded.data.id))
    }
    const [front, back, selfie] = ids
    const sent = await callApi(
      suite.server.url,
      'addKyc',
      {
        idType: 'philsys',
        idNumber,
        fullName: 'Maria Clara Santos',
        birthDate: '1992-08-21',
        front,
        back,
        selfie,
      },
      token,
    )
    expect(sent.errcode).toBe(0)
  }

  it('a reviewer views, zooms and rotates the photos, refuses with a reason, then approves the new sending', async () => {
    const { server, browser } = suite
    const playerContext = await phoneContext(browser)
    const playerPage = await playerContext.newPage()
    await registerByPhone(playerPage, server.url)
    const token = await sessionToken(playerPage)
    await sendDocuments(token, '1234-5678-9012-0001')

    const context = await desktopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'ky.one', 'kyc')
    await page.getByRole('button', { name: 'Identity (KYC)' }).click()
    const queue = page.getByTestId('kyc-queue')
    await queue.locator('tbody tr', { hasText: 'Maria Clara Santos' }).click()
    const review = page.getByTestId('kyc-review')
    await expect.poll(() => review.getByTestId('kyc-photo').getAttribute('src')).toMatch(/^data:image\//)
    await review.getByRole('button', { name: 'Zoom in' }).click()
    await review.getByRole('button', { name: 'Rotate' }).click()
    await expect.poll(() => review.textContent()).toContain('125% · 90°')
    await review.getByRole('button', { name: 'selfie' }).click()
    await expect.poll(() => review.getByTestId('kyc-photo').getAttribute('alt')).toMatch(/^selfie/)
    await shot(page, 'kyc-review')

    await page.getByLabel(/Reason for refusing/).fill('The selfie is too dark to compare')
    await page.getByRole('button', { name: 'Refuse' }).click()
    await expect.poll(() => page.getByTestId('kyc-result').textContent()).toMatch(/refused/)
    const status = await callApi(server.url, 'kyc', {}, token)
    expect(status.data).toMatchObject({ state: 'refused', refuseReason: 'The selfie is too dark to compare' })

    await sendDocuments(token, '1234-5678-9012-0001')
    await page.reload()
    await page.getByRole('button', { name: 'Identity (KYC)' }).click()
    await page.getByTestId('kyc-queue').locator('tbody tr', { hasText: 'Maria Clara Santos' }).click()
    await page.getByTestId('kyc-review').getByTestId('kyc-photo').waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('kyc-result').textContent()).toMatch(/approved/)
    expect((await callApi(server.url, 'kyc', {}, token)).data).toMatchObject({ state: 'approved' })
    await playerContext.close()
    await context.close()
  })

  it('finance has no KYC desk, and the server refuses it the photos', async () => {
    const { server, browser } = suite
    const context = await desktopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'fi.kyc', 'finance')
    expect(await page.getByRole('button', { name: 'Identity (KYC)' }).count()).toBe(0)
    const errcode = await page.evaluate(async () => {
      const response = await fetch('/ops/v1/kycPhoto', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 1, side: 'front' }),
      })
      return ((await response.json()) as { errcode: number }).errcode
    })
    expect(errcode).toBe(11002)
    await context.close()
  })
})
