import { describe, expect, it } from 'vitest'

import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { desktopContext, enrolStaff, shot } from './helpers/staff.ts'

/**
 * The console's front door at 1440×900 (decision 064): an admin made with the CLI signs in, enrols the
 * authenticator from the QR code, keeps the recovery codes, reads the audit chain (the CLI's command on
 * it) and verifies it; a support agent is not shown the audit log, and the server refuses it anyway.
 */
describe('operator console: sign-in and the audit chain', () => {
  const suite = serverAndBrowser()

  it('an admin enrols, sees the CLI command on the audit chain and verifies it', async () => {
    const { server, browser } = suite
    const context = await desktopContext(browser)
    const page = await context.newPage()

    await server.admin('staff:create', 'ana.admin', '--role', 'admin', '--password', 'a staff password 2026')
    await page.goto(`${server.url}/console`)
    const form = page.getByTestId('login-form')
    await form.getByLabel('Account').fill('ana.admin')
    await form.getByLabel('Password').fill('a staff password 2026')
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.getByTestId('totp-enrolment').locator('svg').waitFor()
    await shot(page, 'enrolment')
    await page.context().clearCookies()
    // The same page goes on: enrolStaff's steps for an account made already.
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)

    const admin = await enrolStaff(page, server, 'ana.second', 'admin')
    expect(admin.secret).toMatch(/^[A-Z2-7]{32}$/)
    await page.getByRole('button', { name: 'Audit log' }).click()
    const table = page.getByTestId('audit-table')
    await expect.poll(() => table.textContent()).toContain('cli.staff:create')
    await expect.poll(() => table.textContent()).toContain('staff.login')
    await page.getByRole('button', { name: 'Verify the chain' }).click()
    await expect.poll(() => page.getByTestId('audit-verify-result').textContent()).toMatch(/The chain holds/)
    await shot(page, 'audit')

    // The maintenance switch: players get the maintenance answer, the console works on.
    await page.getByRole('button', { name: 'Maintenance' }).click()
    await page.getByLabel('Message the players see').fill('Upgrading the wallet')
    await page.getByRole('button', { name: 'Turn maintenance on' }).click()
    await expect
      .poll(() => page.getByTestId('maintenance-status').textContent())
      .toMatch(/ON: Upgrading the wallet/)
    const during = await fetch(`${server.url}/app/v1/anonymous/gameList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(((await during.json()) as { errcode: number }).errcode).toBe(503)
    await page.getByRole('button', { name: 'Turn it off' }).click()
    await expect
      .poll(() => page.getByTestId('maintenance-status').textContent())
      .toMatch(/Maintenance is off/)
    await context.close()
  }, 120_000)

  it('a support agent is not shown the audit log, and the server refuses it', async () => {
    const { server, browser } = suite
    const context = await desktopContext(browser)
    const page = await context.newPage()
    await enrolStaff(page, server, 'sam.support', 'support')
    expect(await page.getByRole('button', { name: 'Audit log' }).count()).toBe(0)
    const answer = await page.evaluate(async () => {
      const response = await fetch('/ops/v1/auditLog', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return (await response.json()) as { errcode: number }
    })
    expect(answer.errcode).toBe(11002)
    await context.close()
  })
})
