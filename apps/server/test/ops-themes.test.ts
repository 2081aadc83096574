import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { opsCall, signedInStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** The themes from the console (decision 085): listed for the preview, the live one switched and audited. */
describe('themes from the console', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('marketing lists the themes and switches the live one; players get it; the audit keeps before and after', async () => {
    const marketing = await signedInStaff(t, 'marketing')
    const admin = await signedInStaff(t, 'admin')
    const list = await opsCall(t, 'themeList', {}, { cookie: marketing.cookie })
    expect(list.errcode).toBe(0)
    const night = list.data.list.find((theme) => theme.name === 'Panalo Night')
    const fiesta = list.data.list.find((theme) => theme.name === 'Fiesta')
    expect(night?.live).toBe(true)
    expect(fiesta?.live).toBe(false)
    expect(fiesta?.tokens.colors).toBeTypeOf('object')

    const switched = await opsCall(
      t,
      'themeSetLive',
      { themeId: fiesta?.id ?? 0 },
      { cookie: marketing.cookie },
    )
    expect(switched.data).toEqual({
      before: { id: night?.id, name: 'Panalo Night' },
      after: { id: fiesta?.id, name: 'Fiesta' },
    })
    expect((await t.call('anonymous/appTheme', {})).data.themeName).toBe('Fiesta')
    const again = await opsCall(t, 'themeList', {}, { cookie: marketing.cookie })
    expect(again.data.list.filter((theme) => theme.live).map((theme) => theme.name)).toEqual(['Fiesta'])

    const audit = await opsCall(t, 'auditLog', { action: 'settings.theme' }, { cookie: admin.cookie })
    expect(audit.data.list[0]).toMatchObject({
      staff: marketing.account,
      role: 'marketing',
      target: `theme:${fiesta?.id}`,
      before: { name: 'Panalo Night' },
      after: { name: 'Fiesta' },
    })

    // The CLI does the same (and its command is audited by the runner).
    const printed: string[] = []
    await runAdminCommand(
      t.services,
      ['theme:live', String(night?.id)],
      (line) => printed.push(line),
      'cli:tester',
    )
    expect(printed.join('\n')).toMatch(/Live theme: Panalo Night \(was Fiesta\)/)
    expect((await t.call('anonymous/appTheme', {})).data.themeName).toBe('Panalo Night')
  })

  it('refuses other roles, a theme that does not exist and a bad id, changing nothing', async () => {
    const finance = await signedInStaff(t, 'finance')
    const admin = await signedInStaff(t, 'admin')
    expect((await opsCall(t, 'themeSetLive', { themeId: 1 }, { cookie: finance.cookie })).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
    expect((await opsCall(t, 'themeList', {}, { cookie: finance.cookie })).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
    expect((await opsCall(t, 'themeSetLive', { themeId: 1 })).errcode).toBe(OPS_ERRORS.STAFF_SIGNED_OUT.code)
    const missing = await opsCall(t, 'themeSetLive', { themeId: 99_999 }, { cookie: admin.cookie })
    expect(missing.errcode).toBe(ERRORS.NOT_FOUND.code)
    const bad = await opsCall(t, 'themeSetLive', { themeId: -3 } as never, { cookie: admin.cookie })
    expect(bad.errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('anonymous/appTheme', {})).data.themeName).toBe('Panalo Night')
  })
})
