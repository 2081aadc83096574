import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { opsCall, signedInStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** The maintenance switch from the console: players get the maintenance answer; the console keeps working. */
describe('maintenance from the console', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('an admin turns it on and off (audited); other roles only read it', async () => {
    const admin = await signedInStaff(t, 'admin')
    const support = await signedInStaff(t, 'support')
    const refused = await opsCall(t, 'maintenanceSet', { on: true }, { cookie: support.cookie })
    expect(refused.errcode).toBe(OPS_ERRORS.ROLE_REFUSED.code)

    const on = await opsCall(
      t,
      'maintenanceSet',
      { on: true, message: 'Upgrading the wallet', endsAt: '2026-12-01T08:00:00+08:00' },
      { cookie: admin.cookie },
    )
    expect(on.data).toEqual({ on: true, message: 'Upgrading the wallet', endsAt: '2026-12-01T00:00:00.000Z' })
    expect((await t.call('anonymous/gameList', {})).errcode).toBe(ERRORS.MAINTENANCE.code)
    const status = await opsCall(t, 'maintenanceStatus', {}, { cookie: support.cookie })
    expect(status.data.on).toBe(true)

    const off = await opsCall(t, 'maintenanceSet', { on: false }, { cookie: admin.cookie })
    expect(off.data).toEqual({ on: false, message: '', endsAt: null })
    await expect
      .poll(async () => (await t.call('anonymous/gameList', {})).errcode, { timeout: 5_000 })
      .toBe(0)
    const audit = await opsCall(t, 'auditLog', { action: 'settings.maintenance' }, { cookie: admin.cookie })
    expect(audit.data.list.map((entry) => (entry.after as { on: boolean }).on)).toEqual([false, true])
    const badDate = await opsCall(
      t,
      'maintenanceSet',
      { on: true, endsAt: 'tomorrow' },
      { cookie: admin.cookie },
    )
    expect(badDate.errcode).toBe(ERRORS.VALIDATION.code)
  })
})
