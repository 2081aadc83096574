import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { OPS_CALLS, type OpsCallName } from '@panalo/contract/ops/ops-call-map'
import { STAFF_LOGIN_LIMITS } from '../src/modules/staff/staff.service.ts'
import { roleMayAct, STAFF_ROLES, type StaffRole } from '@panalo/contract/ops/roles'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { loadConfig } from '../src/config.ts'
import { totpCode } from '../src/modules/staff/totp.ts'
import { DEMO_ADMIN } from '../src/seed/demo-admin.seed.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { registerPlayer } from './helpers/players.ts'
import { cookieOf, opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'

const E = OPS_ERRORS

describe('the operator console API (/ops/v1)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  describe('signing in', () => {
    it('signs the seeded demo admin in with password and TOTP: an httpOnly, SameSite=Strict cookie for /ops/', async () => {
      const secret = await t.services.staff.totpSecretOf(DEMO_ADMIN.account)
      expect(secret).toMatch(/^[A-Z2-7]+=*$/)
      const answer = await opsCall(t, 'staffLogin', {
        account: DEMO_ADMIN.account,
        password: DEMO_ADMIN.password,
        totp: totpCode(secret ?? ''),
      })
      expect(answer.errcode).toBe(0)
      expect(answer.data).toMatchObject({ account: 'demo-admin', role: 'admin', recoveryCodes: null })
      expect(answer.setCookie).toMatch(/^panalo_staff=[A-Za-z0-9_-]{40,};/)
      expect(answer.setCookie).toMatch(/HttpOnly/)
      expect(answer.setCookie).toMatch(/SameSite=Strict/)
      expect(answer.setCookie).toMatch(/Path=\/ops\//)
      // Not https in tests: no Secure (it is set when PUBLIC_URL is https).
      expect(answer.setCookie).not.toMatch(/Secure/)
      const me = await opsCall(t, 'staffMe', {}, { cookie: cookieOf(answer.setCookie) })
      expect(me.data).toMatchObject({ account: 'demo-admin', role: 'admin' })
    })

    it('sets a Secure cookie under https', async () => {
      const https = await createTestApp({ env: { PUBLIC_URL: 'https://panalo.example' } })
      try {
        const secret = (await https.services.staff.totpSecretOf(DEMO_ADMIN.account)) ?? ''
        const answer = await opsCall(
          https,
          'staffLogin',
          { account: DEMO_ADMIN.account, password: DEMO_ADMIN.password, totp: totpCode(secret) },
          { origin: 'https://panalo.example' },
        )
        expect(answer.errcode).toBe(0)
        expect(answer.setCookie).toMatch(/; Secure/)
      } finally {
        await https.close()
      }
    }, 90_000)

    it('refuses a wrong password, a wrong code, a missing code and a code used once already', async () => {
      const staff = await signedInStaff(t, 'support')
      const code = totpCode(staff.secret)
      for (const input of [
        { account: staff.account, password: 'not the password', totp: code },
        { account: staff.account, password: staff.password, totp: '000000' === code ? '111111' : '000000' },
        { account: staff.account, password: staff.password },
        // signedInStaff used the current code: a code is good once.
        { account: staff.account, password: staff.password, totp: code },
        { account: 'nobody-here', password: staff.password, totp: code },
      ]) {
        const answer = await opsCall(t, 'staffLogin', input)
        expect(answer.errcode).toBe(E.STAFF_CREDENTIALS.code)
        expect(answer.setCookie).toBeUndefined()
      }
    })

    it('enrols a new account: a QR code at the first sign-in, recovery codes with the first right code; a recovery code works once', async () => {
      await t.services.staff.create(
        { account: 'new.finance', role: 'finance', password: 'a long enough password', displayName: 'New' },
        { staff: 'test', role: 'test', ip: 'test' },
      )
      const first = await opsCall(t, 'staffLogin', {
        account: 'new.finance',
        password: 'a long enough password',
      })
      expect(first.errcode).toBe(E.TOTP_ENROLMENT.code)
      const enrolment = first.data as unknown as { secret: string; otpauthUri: string; qrSvg: string }
      expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Panalo%20console:new.finance\?/)
      expect(enrolment.qrSvg).toMatch(/^<svg/)
      expect(first.setCookie).toBeUndefined()
      // Asked again before confirming, the same secret.
      const again = await opsCall(t, 'staffLogin', {
        account: 'new.finance',
        password: 'a long enough password',
      })
      expect((again.data as unknown as { secret: string }).secret).toBe(enrolment.secret)

      const confirmed = await opsCall(t, 'staffLogin', {
        account: 'new.finance',
        password: 'a long enough password',
        totp: totpCode(enrolment.secret),
      })
      expect(confirmed.errcode).toBe(0)
      const codes = confirmed.data.recoveryCodes ?? []
      expect(codes).toHaveLength(10)
      const recovery = codes[0] ?? ''
      const withRecovery = await opsCall(t, 'staffLogin', {
        account: 'new.finance',
        password: 'a long enough password',
        totp: recovery,
      })
      expect(withRecovery.errcode).toBe(0)
      const twice = await opsCall(t, 'staffLogin', {
        account: 'new.finance',
        password: 'a long enough password',
        totp: recovery,
      })
      expect(twice.errcode).toBe(E.STAFF_CREDENTIALS.code)
    })

    it('throttles failed sign-ins per account, then per address', async () => {
      const staff = await signedInStaff(t, 'kyc', '10.9.0.1')
      for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccount; i++) {
        const wrong = await opsCall(
          t,
          'staffLogin',
          { account: staff.account, password: 'wrong password!', totp: '123456' },
          { ip: `10.9.1.${i}` },
        )
        expect(wrong.errcode).toBe(E.STAFF_CREDENTIALS.code)
      }
      // Now even the right password and code are refused for this account, from anywhere.
      await new Promise((resolve) => setTimeout(resolve, 0))
      const right = await opsCall(
        t,
        'staffLogin',
        {
          account: staff.account,
          password: staff.password,
          totp: totpCode(staff.secret, Date.now() + 30_000),
        },
        { ip: '10.9.2.1' },
      )
      expect(right.errcode).toBe(E.STAFF_THROTTLED.code)

      // Per address: many accounts guessed from one address.
      for (let i = 0; i < STAFF_LOGIN_LIMITS.perAddress; i++)
        await opsCall(
          t,
          'staffLogin',
          { account: `guess${i}.x`, password: 'wrong password!', totp: '123456' },
          { ip: '10.9.3.3' },
        )
      const other = await signedInStaff(t, 'risk', '10.9.4.4')
      const fromThrottledAddress = await opsCall(
        t,
        'staffLogin',
        {
          account: other.account,
          password: other.password,
          totp: totpCode(other.secret, Date.now() + 30_000),
        },
        { ip: '10.9.3.3' },
      )
      expect(fromThrottledAddress.errcode).toBe(E.STAFF_THROTTLED.code)
    })

    it('a disabled account cannot sign in and its sessions end', async () => {
      const staff = await signedInStaff(t, 'marketing')
      await runAdminCommand(t.services, ['staff:disable', staff.account], () => undefined, 'cli:tester')
      expect((await opsCall(t, 'staffMe', {}, { cookie: staff.cookie })).errcode).toBe(
        E.STAFF_SIGNED_OUT.code,
      )
      const login = await opsCall(t, 'staffLogin', {
        account: staff.account,
        password: staff.password,
        totp: totpCode(staff.secret, Date.now() + 30_000),
      })
      expect(login.errcode).toBe(E.STAFF_CREDENTIALS.code)
    })
  })

  describe('sessions', () => {
    it('end after 30 minutes idle and after 12 hours however active, and at logout', async () => {
      const idle = await signedInStaff(t, 'support')
      await t.database.db.execute(
        sql`update staff_sessions set last_seen_at = now() - interval '31 minutes' where ended_at is null and staff_id = (select id from staff where account = ${idle.account})`,
      )
      expect((await opsCall(t, 'staffMe', {}, { cookie: idle.cookie })).errcode).toBe(E.STAFF_SIGNED_OUT.code)

      const old = await signedInStaff(t, 'support')
      await t.database.db.execute(
        sql`update staff_sessions set created_at = now() - interval '12 hours 1 minute' where staff_id = (select id from staff where account = ${old.account})`,
      )
      expect((await opsCall(t, 'staffMe', {}, { cookie: old.cookie })).errcode).toBe(E.STAFF_SIGNED_OUT.code)

      const active = await signedInStaff(t, 'support')
      await t.database.db.execute(
        sql`update staff_sessions set last_seen_at = now() - interval '29 minutes' where staff_id = (select id from staff where account = ${active.account})`,
      )
      expect((await opsCall(t, 'staffMe', {}, { cookie: active.cookie })).errcode).toBe(0)
      const out = await opsCall(t, 'staffLogout', {}, { cookie: active.cookie })
      expect(out.errcode).toBe(0)
      expect(out.setCookie).toMatch(/Max-Age=0/)
      expect((await opsCall(t, 'staffMe', {}, { cookie: active.cookie })).errcode).toBe(
        E.STAFF_SIGNED_OUT.code,
      )
    })
  })

  describe('CSRF, addresses and the two kinds of session', () => {
    it('answers only a request whose Origin is the console’s own', async () => {
      const staff = await signedInStaff(t, 'admin')
      expect((await opsCall(t, 'staffMe', {}, { cookie: staff.cookie, origin: null })).errcode).toBe(
        E.ORIGIN_REFUSED.code,
      )
      expect(
        (await opsCall(t, 'staffMe', {}, { cookie: staff.cookie, origin: 'https://evil.example' })).errcode,
      ).toBe(E.ORIGIN_REFUSED.code)
      expect((await opsCall(t, 'staffMe', {}, { cookie: staff.cookie })).errcode).toBe(0)
    })

    it('never takes a player’s token, and a staff session token is no player session', async () => {
      const player = await registerPlayer(t)
      const withBearer = await opsCall(
        t,
        'staffMe',
        {},
        { headers: { authorization: `Bearer ${player.token}` } },
      )
      expect(withBearer.errcode).toBe(E.STAFF_SIGNED_OUT.code)
      const withPlayerTokenAsCookie = await opsCall(
        t,
        'staffMe',
        {},
        { cookie: `panalo_staff=${player.token}` },
      )
      expect(withPlayerTokenAsCookie.errcode).toBe(E.STAFF_SIGNED_OUT.code)

      const staff = await signedInStaff(t, 'admin')
      const staffToken = staff.cookie.split('=')[1] ?? ''
      const asPlayer = await t.call('getAfterLoginInfoWeb', {}, { token: staffToken })
      expect(asPlayer.errcode).toBe(401)
    })

    it('answers nothing outside OPS_ALLOWED_CIDRS', async () => {
      const limited = await createTestApp({ env: { OPS_ALLOWED_CIDRS: '10.1.0.0/16, ::1/128' } })
      try {
        const outside = await opsCall(
          limited,
          'staffLogin',
          { account: 'demo-admin', password: 'x', totp: '123456' },
          { ip: '192.0.2.7' },
        )
        expect(outside.status).toBe(404)
        const inside = await opsCall(
          limited,
          'staffLogin',
          { account: 'demo-admin', password: 'x', totp: '123456' },
          { ip: '10.1.2.3' },
        )
        expect(inside.errcode).toBe(E.STAFF_CREDENTIALS.code)
      } finally {
        await limited.close()
      }
      expect(() => loadConfig({ OPS_ALLOWED_CIDRS: 'not-a-range' })).toThrow(/OPS_ALLOWED_CIDRS/)
      expect(() => loadConfig({ OPS_ALLOWED_CIDRS: '10.0.0.0/33' })).toThrow(/prefix/)
    }, 90_000)
  })

  describe('roles', () => {
    const staffByRole = new Map<StaffRole, TestStaff>()
    beforeAll(async () => {
      for (const role of STAFF_ROLES) staffByRole.set(role, await signedInStaff(t, role))
    })

    // staffLogout last: it ends the session the other calls use.
    const names = (Object.keys(OPS_CALLS) as OpsCallName[])
      .filter((name) => OPS_CALLS[name].roles !== 'signedOut')
      .sort((a, b) => Number(a === 'staffLogout') - Number(b === 'staffLogout'))
    const cases = names.flatMap((name) => STAFF_ROLES.map((role) => [name, role] as const))

    it.each(cases)('%s as %s: answered for its roles, ROLE_REFUSED for the others', async (name, role) => {
      const roles: readonly StaffRole[] | 'signedOut' = OPS_CALLS[name].roles
      const staff = staffByRole.get(role)
      const answer = await opsCall(t, name, {}, { cookie: staff?.cookie })
      // A support lead holds support's calls too (decision 105).
      if (roles !== 'signedOut' && roleMayAct(roles, role)) {
        expect(answer.errcode).not.toBe(E.ROLE_REFUSED.code)
        expect(answer.errcode).not.toBe(E.STAFF_SIGNED_OUT.code)
        expect(answer.status).toBeLessThan(500)
      } else {
        expect(answer.errcode).toBe(E.ROLE_REFUSED.code)
      }
    })

    it.each(names)('%s signed out: STAFF_SIGNED_OUT', async (name) => {
      expect((await opsCall(t, name, {})).errcode).toBe(E.STAFF_SIGNED_OUT.code)
    })
  })
})
