import { createHash } from 'node:crypto'

import { CALLS } from '@panalo/contract/call-map'
import type { CallDefinition } from '@panalo/contract/define-call'
import { AUTH_MODE, LOGIN_TYPE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { count, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { otpCodes, sessions, smsMessages, users } from '../src/db/schema/accounts.ts'
import { DEMO_PLAYER } from '../src/seed/demo-player.seed.ts'
import { ageCodes, ageNewestCode, ELIGIBLE, latestCode, newPhone, registerPlayer } from './helpers/players.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n

describe('every player call', () => {
  it('answers 401 without a live session', async () => {
    const calls: readonly CallDefinition[] = Object.values(CALLS)
    const userCalls = calls.filter((call) => call.access === 'user')
    expect(userCalls.length).toBeGreaterThan(5)
    for (const call of userCalls) {
      const { json } = await t.post(`/app/v1/${call.name}`, {
        ...CLIENT_FIELDS,
        newPassword: 'x',
        phone: 'x',
        code: '1',
      })
      expect(json.errcode, call.name).toBe(ERRORS.SIGNED_OUT.code)
    }
  })
})

describe('smsSend', () => {
  it('sends a 6-digit code to a new number in any of the three accepted forms', async () => {
    for (const form of ['09171110001', '9171110002', '+639171110003', '0917-111-0004']) {
      const answer = await t.call('smsSend', { phone: form, mode: AUTH_MODE.register })
      expect(answer.errcode, form).toBe(0)
      expect(answer.data).toMatchObject({ expiresInSeconds: 300, resendAfterSeconds: 60 })
      expect(answer.data.maskedPhone).toMatch(/^0917 ••• \d{4}$/)
    }
    expect(await latestCode(t, '+639171110001')).toMatch(/^\d{6}$/)
  })

  it('refuses numbers that are not Philippine mobiles', async () => {
    for (const phone of ['0281234567', '+6598765432', '0917123456', 'abcdefghijk', '+6391712345678']) {
      const answer = await t.call('smsSend', { phone, mode: AUTH_MODE.register })
      expect(answer.errcode, phone).toBe(ERRORS.VALIDATION.code)
      expect(answer.msg).toMatch(/^phone: /)
    }
  })

  it('checks the mode: binding needs a session, an unknown mode is refused', async () => {
    expect((await t.call('smsSend', { phone: newPhone(), mode: AUTH_MODE.bind })).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
    const badMode = await t.post('/app/v1/smsSend', { ...CLIENT_FIELDS, phone: newPhone(), mode: 9 })
    expect(badMode.json.errcode).toBe(ERRORS.VALIDATION.code)
  })

  it('makes the player wait 60 seconds before another code', async () => {
    const phone = newPhone()
    expect((await t.call('smsSend', { phone, mode: AUTH_MODE.register })).errcode).toBe(0)
    const again = await t.call('smsSend', { phone, mode: AUTH_MODE.register })
    expect(again.errcode).toBe(ERRORS.OTP_RESEND_TOO_SOON.code)
    expect((again.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50)
    await ageCodes(t, phone)
    expect((await t.call('smsSend', { phone, mode: AUTH_MODE.register })).errcode).toBe(0)
  })

  it('sends at most smsCodeSendLimit codes to a number per day', async () => {
    const phone = newPhone()
    const { config } = await t.services.appConfig.current()
    for (let sent = 0; sent < config.smsCodeSendLimit; sent++) {
      expect(
        (await t.call('smsSend', { phone, mode: AUTH_MODE.register }, { ip: `10.1.0.${sent}` })).errcode,
      ).toBe(0)
      await ageNewestCode(t, phone)
    }
    const over = await t.call('smsSend', { phone, mode: AUTH_MODE.register }, { ip: '10.1.1.1' })
    expect(over.errcode).toBe(ERRORS.OTP_DAILY_LIMIT.code)
  })

  it('caps the codes one network may ask for in an hour', async () => {
    const ip = '10.2.0.1'
    for (let index = 0; index < 20; index++) {
      expect((await t.call('smsSend', { phone: newPhone(), mode: AUTH_MODE.register }, { ip })).errcode).toBe(
        0,
      )
    }
    const over = await t.call('smsSend', { phone: newPhone(), mode: AUTH_MODE.register }, { ip })
    expect(over.errcode).toBe(ERRORS.RATE_LIMITED.code)
  })
})

describe('answers that do not tell whether a number has an account', () => {
  /** The answer with the number's own mask taken out: what must not differ between two numbers. */
  const shape = (answer: { errcode: number; msg: string; data: unknown }) => ({
    ...answer,
    data:
      answer.data && typeof answer.data === 'object'
        ? { ...answer.data, maskedPhone: 'masked' }
        : answer.data,
  })

  it('smsSend answers a registered and an unknown number alike, in every mode, and limits both alike', async () => {
    const registered = (await registerPlayer(t)).phone
    const other = (await registerPlayer(t)).phone
    const signedIn = await registerPlayer(t)
    await ageCodes(t, registered)
    await ageCodes(t, other)
    const cases = [
      { mode: AUTH_MODE.forget, known: registered, token: undefined },
      { mode: AUTH_MODE.register, known: other, token: undefined },
      { mode: AUTH_MODE.bind, known: DEMO_PLAYER.mobile, token: signedIn.token },
    ]
    let ip = 0
    for (const { mode, known, token } of cases) {
      const unknown = newPhone()
      const send = (phone: string) =>
        t.call('smsSend', { phone, mode }, { token, ip: `10.7.${mode}.${ip++}` })
      const forKnown = await send(known)
      const forUnknown = await send(unknown)
      expect(forKnown.errcode, `mode ${mode}`).toBe(0)
      expect(shape(forKnown), `mode ${mode}`).toEqual(shape(forUnknown))
      // The resend wait applies to both, so it cannot tell them apart either.
      expect(shape(await send(known)), `mode ${mode}`).toEqual(shape(await send(unknown)))
      await ageCodes(t, known)
    }
  })

  it('tells the person holding the phone what to do instead of sending a code', async () => {
    const unknown = newPhone()
    await t.call('smsSend', { phone: unknown, mode: AUTH_MODE.forget }, { ip: '10.8.0.1' })
    const { phone: registered } = await registerPlayer(t)
    await ageCodes(t, registered)
    await t.call('smsSend', { phone: registered, mode: AUTH_MODE.register }, { ip: '10.8.0.2' })
    const [toUnknown] = await t.database.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(eq(smsMessages.phone, unknown))
    expect(toUnknown?.body).toMatch(/no Panalo account uses this number/)
    const [toRegistered] = await t.database.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(eq(smsMessages.phone, registered))
      .orderBy(desc(smsMessages.id))
      .limit(1)
    expect(toRegistered?.body).toMatch(/already has a Panalo account/)
    expect(toRegistered?.body).not.toMatch(/\d{6}/)
  })

  it('answers a wrong code alike for a registered and an unknown number, in every call that takes one', async () => {
    const { phone: registered, token } = await registerPlayer(t)
    const unknown = newPhone()
    const code = '000000'
    const pairs: [string, (phone: string) => Promise<{ errcode: number; msg: string; data: unknown }>][] = [
      ['accountLoginSms', (phone) => t.call('accountLoginSms', { phone, code })],
      ['forgetPassword', (phone) => t.call('forgetPassword', { phone, code, newPassword: 'Bago12345' })],
      ['accountRegist4', (phone) => t.call('accountRegist4', { phone, code, registration: ELIGIBLE })],
      ['bindAccount', (phone) => t.call('bindAccount', { phone, code }, { token })],
    ]
    for (const [name, call] of pairs) {
      const known = name === 'bindAccount' ? DEMO_PLAYER.mobile : registered
      const forKnown = await call(known)
      expect(forKnown.errcode, name).toBe(ERRORS.OTP_INVALID.code)
      expect(forKnown, name).toEqual(await call(unknown))
    }
  })
})

describe('registering with a phone (accountRegist4)', () => {
  it('creates the player, stores E.164 and the invite codes, and signs in', async () => {
    const phone = newPhone()
    const before = await userCount()
    await t.call('smsSend', { phone: `0${phone.slice(3)}`, mode: AUTH_MODE.register })
    const answer = await t.call('accountRegist4', {
      phone: `0${phone.slice(3)}`,
      code: await latestCode(t, phone),
      registration: { ...ELIGIBLE, pid: 'demo2026', aid: 'AGENT77' },
    })
    expect(answer.errcode).toBe(0)
    expect(answer.data.user).toMatchObject({
      mobile: phone,
      accountType: LOGIN_TYPE.phone,
      hasPassword: false,
      pid: 'DEMO2026',
      coin: 0,
    })
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await userCount()).toBe((before ?? 0) + 1)
    const [row] = await t.database.db.select().from(users).where(eq(users.mobile, phone))
    expect(row).toMatchObject({ agentId: 'AGENT77', invitedBy: 'DEMO2026', dateOfBirth: '1994-03-08' })
    expect((await t.call('refreshData', {}, { token: answer.data.token })).data.id).toBe(row?.id)
  })

  it('ignores an invite code nobody has', async () => {
    const phone = newPhone()
    await t.call('smsSend', { phone, mode: AUTH_MODE.register })
    const answer = await t.call('accountRegist4', {
      phone,
      code: await latestCode(t, phone),
      registration: { ...ELIGIBLE, pid: 'NOBODY00' },
    })
    expect(answer.data.user.pid).toBe('')
  })

  it('refuses anyone under 21, and writes nothing', async () => {
    const phone = newPhone()
    await t.call('smsSend', { phone, mode: AUTH_MODE.register })
    const code = await latestCode(t, phone)
    const before = await userCount()
    const today = new Date()
    const almost21 = `${today.getUTCFullYear() - 21}-12-31`
    for (const dateOfBirth of [
      '2010-01-01',
      almost21 > today.toISOString().slice(0, 10) ? almost21 : '2006-12-31',
    ]) {
      const answer = await t.call('accountRegist4', {
        phone,
        code,
        registration: { ...ELIGIBLE, dateOfBirth },
      })
      expect(answer.errcode, dateOfBirth).toBe(ERRORS.UNDER_AGE.code)
    }
    expect(await userCount()).toBe(before)
    // The code was not used up by the refused attempts.
    expect((await t.call('accountRegist4', { phone, code, registration: ELIGIBLE })).errcode).toBe(0)
  })

  it('refuses a barred person or a visitor who did not accept the terms', async () => {
    const phone = newPhone()
    await t.call('smsSend', { phone, mode: AUTH_MODE.register })
    const code = await latestCode(t, phone)
    for (const registration of [
      { ...ELIGIBLE, eligibility: { ...ELIGIBLE.eligibility, notGovernmentOfficial: false } },
      { ...ELIGIBLE, eligibility: { ...ELIGIBLE.eligibility, notMilitaryOrPolice: false } },
      { ...ELIGIBLE, eligibility: { ...ELIGIBLE.eligibility, notRestrictedPerson: false } },
      { ...ELIGIBLE, eligibility: { ...ELIGIBLE.eligibility, notGamingLicensee: false } },
      { ...ELIGIBLE, acceptedTerms: false },
    ]) {
      expect((await t.call('accountRegist4', { phone, code, registration })).errcode).toBe(
        ERRORS.NOT_ELIGIBLE.code,
      )
    }
  })

  it('refuses impossible dates and missing details', async () => {
    const phone = newPhone()
    for (const dateOfBirth of ['1990-02-30', '90-01-01', '1899-01-01']) {
      const answer = await t.call('accountRegist4', {
        phone,
        code: '123456',
        registration: { ...ELIGIBLE, dateOfBirth },
      })
      expect(answer.errcode, dateOfBirth).toBe(ERRORS.VALIDATION.code)
    }
    const noDetails = await t.post('/app/v1/accountRegist4', { ...CLIENT_FIELDS, phone, code: '123456' })
    expect(noDetails.json.errcode).toBe(ERRORS.VALIDATION.code)
  })

  it('refuses a number that already has an account, once a code proved the phone is the player’s', async () => {
    const { phone } = await registerPlayer(t)
    const wrongCode = await t.call('accountRegist4', { phone, code: '123456', registration: ELIGIBLE })
    expect(wrongCode.errcode).toBe(ERRORS.OTP_INVALID.code)
    await ageCodes(t, phone)
    await t.call('smsSend', { phone, mode: AUTH_MODE.loginAndRegister }, { ip: '10.9.0.1' })
    const answer = await t.call('accountRegist4', {
      phone,
      code: await latestCode(t, phone),
      registration: ELIGIBLE,
    })
    expect(answer.errcode).toBe(ERRORS.PHONE_REGISTERED.code)
  })

  describe('the code', () => {
    it('is single use', async () => {
      const { phone } = await registerPlayer(t)
      const code = await latestCode(t, phone)
      const again = await t.call('accountRegist4', { phone, code, registration: ELIGIBLE })
      expect(again.errcode).toBe(ERRORS.OTP_INVALID.code)
      const forReset = await t.call('forgetPassword', { phone, code, newPassword: 'NewPass123' })
      expect(forReset.errcode).toBe(ERRORS.OTP_INVALID.code)
    })

    it('is bound to its phone and its mode', async () => {
      const phone = newPhone()
      const other = newPhone()
      await t.call('smsSend', { phone, mode: AUTH_MODE.register })
      const code = await latestCode(t, phone)
      expect((await t.call('accountRegist4', { phone: other, code, registration: ELIGIBLE })).errcode).toBe(
        ERRORS.OTP_INVALID.code,
      )
      // A code sent to reset a password cannot register.
      const { phone: registered } = await registerPlayer(t)
      await ageCodes(t, registered)
      await t.call('smsSend', { phone: registered, mode: AUTH_MODE.forget })
      const resetCode = await latestCode(t, registered)
      expect((await t.call('accountLoginSms', { phone: registered, code: resetCode })).errcode).toBe(
        ERRORS.OTP_INVALID.code,
      )
      expect(
        (await t.call('forgetPassword', { phone: registered, code: resetCode, newPassword: 'NewPass123' }))
          .errcode,
      ).toBe(0)
    })

    it('expires after 5 minutes', async () => {
      const phone = newPhone()
      await t.call('smsSend', { phone, mode: AUTH_MODE.register })
      await t.database.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpCodes.phone, phone))
      const answer = await t.call('accountRegist4', {
        phone,
        code: await latestCode(t, phone),
        registration: ELIGIBLE,
      })
      expect(answer.errcode).toBe(ERRORS.OTP_INVALID.code)
    })

    it('allows 5 wrong tries, then refuses even the right code', async () => {
      const phone = newPhone()
      await t.call('smsSend', { phone, mode: AUTH_MODE.register })
      const code = await latestCode(t, phone)
      const wrong = code === '000000' ? '111111' : '000000'
      const errcodes = []
      for (let attempt = 0; attempt < 5; attempt++) {
        errcodes.push(
          (await t.call('accountRegist4', { phone, code: wrong, registration: ELIGIBLE })).errcode,
        )
      }
      expect(errcodes).toEqual([2005, 2005, 2005, 2005, ERRORS.OTP_TOO_MANY_TRIES.code])
      const sixth = await t.call('accountRegist4', { phone, code, registration: ELIGIBLE })
      expect([ERRORS.OTP_INVALID.code, ERRORS.OTP_TOO_MANY_TRIES.code]).toContain(sixth.errcode)
      expect(await userCount()).not.toBe(0)
      const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.mobile, phone))
      expect(row?.n).toBe(0)
    })

    it('is replaced by a newer code', async () => {
      const phone = newPhone()
      await t.call('smsSend', { phone, mode: AUTH_MODE.register })
      const first = await latestCode(t, phone)
      await ageCodes(t, phone)
      await t.call('smsSend', { phone, mode: AUTH_MODE.register })
      const second = await latestCode(t, phone)
      if (first !== second) {
        expect((await t.call('accountRegist4', { phone, code: first, registration: ELIGIBLE })).errcode).toBe(
          ERRORS.OTP_INVALID.code,
        )
      }
      expect((await t.call('accountRegist4', { phone, code: second, registration: ELIGIBLE })).errcode).toBe(
        0,
      )
    })
  })
})

describe('registering with an account name (accountRegist)', () => {
  it('is offered only when registerType is 2', async () => {
    const closed = await t.call('accountRegist', {
      account: 'maria_c',
      password: 'Sampaguita7',
      registration: ELIGIBLE,
    })
    expect(closed.errcode).toBe(ERRORS.REGISTRATION_CLOSED.code)
  })

  it('creates the player with a checked name and password', async () => {
    const { config } = await t.services.appConfig.current()
    const { maintenance: _m, socialLogin: _s, ...stored } = config
    await t.services.appConfig.save({ ...stored, registerType: LOGIN_TYPE.account })
    try {
      const answer = await t.call('accountRegist', {
        account: 'Juan_Dela',
        password: 'Kalamansi42',
        registration: ELIGIBLE,
      })
      expect(answer.errcode).toBe(0)
      expect(answer.data.user).toMatchObject({
        account: 'juan_dela',
        accountType: LOGIN_TYPE.account,
        hasPassword: true,
      })
      expect(
        (
          await t.call('accountRegist', {
            account: 'JUAN_DELA',
            password: 'Kalamansi42',
            registration: ELIGIBLE,
          })
        ).errcode,
      ).toBe(ERRORS.ACCOUNT_TAKEN.code)
      for (const [account, password, field] of [
        ['ab', 'Kalamansi42', 'account'],
        ['9lives', 'Kalamansi42', 'account'],
        ['has space', 'Kalamansi42', 'account'],
        ['pedro_penduko', 'short1', 'password'],
        ['pedro_penduko', 'nodigitshere', 'password'],
        ['pedro_penduko', '1234567890', 'password'],
      ] as const) {
        const answer = await t.call('accountRegist', { account, password, registration: ELIGIBLE })
        expect(answer.errcode, `${account} ${password}`).toBe(ERRORS.VALIDATION.code)
        expect(answer.msg).toMatch(new RegExp(`^${field}: `))
      }
      expect(
        (await t.call('accountRegist4', { phone: newPhone(), code: '123456', registration: ELIGIBLE }))
          .errcode,
      ).toBe(ERRORS.REGISTRATION_CLOSED.code)
    } finally {
      await t.services.appConfig.save(stored)
    }
  })
})

describe('logging in', () => {
  it('works with the account name or the phone and the password', async () => {
    for (const account of [DEMO_PLAYER.account, 'DemoPlayer', '09171234567']) {
      const answer = await t.call(
        'accountLogin',
        { account, password: DEMO_PLAYER.password },
        { ip: '10.3.0.1' },
      )
      expect(answer.errcode, account).toBe(0)
      expect(answer.data.user.account).toBe(DEMO_PLAYER.account)
    }
  })

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await t.call(
      'accountLogin',
      { account: DEMO_PLAYER.account, password: 'nope1234' },
      { ip: '10.3.0.2' },
    )
    const unknown = await t.call(
      'accountLogin',
      { account: 'nobody_here', password: 'nope1234' },
      { ip: '10.3.0.2' },
    )
    expect(wrong).toEqual({
      errcode: ERRORS.INVALID_CREDENTIALS.code,
      msg: ERRORS.INVALID_CREDENTIALS.message,
      data: null,
    })
    expect(unknown).toEqual(wrong)
    // The successful login clears the account's failures.
    expect(
      (
        await t.call(
          'accountLogin',
          { account: DEMO_PLAYER.account, password: DEMO_PLAYER.password },
          { ip: '10.3.0.2' },
        )
      ).errcode,
    ).toBe(0)
  })

  it('makes an address wait after 5 failures in 15 minutes, while the owner still logs in from another', async () => {
    const { phone, token } = await registerPlayer(t)
    await t.call('initPassword', { newPassword: 'Tama12345' }, { token })
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await t.call(
        'accountLogin',
        { account: phone, password: 'wrong-password' },
        { ip: '10.3.1.1' },
      )
      expect(wrong.errcode).toBe(ERRORS.INVALID_CREDENTIALS.code)
    }
    const blocked = await t.call(
      'accountLogin',
      { account: phone, password: 'Tama12345' },
      { ip: '10.3.1.1' },
    )
    expect(blocked.errcode).toBe(ERRORS.RATE_LIMITED.code)
    expect(blocked.msg).toMatch(/Try again in 1[45] minutes/)
    expect((blocked.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800)
    // Whoever guessed from that address cannot lock the owner out.
    const owner = await t.call('accountLogin', { account: phone, password: 'Tama12345' }, { ip: '10.3.1.2' })
    expect(owner.errcode).toBe(0)

    // The current password as a fresh proof has its session's own allowance (decision 061): 5 wrong
    // ones however many at once stop that session's proofs, from any address; the guesses at the
    // login from 10.3.1.1 do not stop another session of the owner proving itself from there.
    const second = await t.call('accountLogin', { account: phone, password: 'Tama12345' }, { ip: '10.3.1.4' })
    expect(second.errcode).toBe(0)
    await t.database.db
      .update(sessions)
      .set({ provedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, owner.data.user.id))
    const change = (token: string, ip: string, currentPassword = 'Tama12345') =>
      t.call('initPassword', { newPassword: 'Bago12345', currentPassword }, { token, ip })
    const wrongProofs = await Promise.all(
      Array.from({ length: 8 }, () => change(owner.data.token, '10.3.1.2', 'Mali12345')),
    )
    expect(wrongProofs.filter((answer) => answer.errcode === ERRORS.INVALID_CREDENTIALS.code)).toHaveLength(5)
    expect(wrongProofs.filter((answer) => answer.errcode === ERRORS.RATE_LIMITED.code)).toHaveLength(3)
    expect((await change(owner.data.token, '10.3.1.5')).errcode).toBe(ERRORS.RATE_LIMITED.code)
    expect((await change(second.data.token, '10.3.1.1')).errcode).toBe(0)

    // A reset by SMS code proves the phone: every address starts afresh.
    await ageCodes(t, phone)
    await t.call('smsSend', { phone, mode: AUTH_MODE.forget }, { ip: '10.3.1.3' })
    const reset = await t.call('forgetPassword', {
      phone,
      code: await latestCode(t, phone),
      newPassword: 'Reset12345',
    })
    expect(reset.errcode).toBe(0)
    const afterReset = await t.call(
      'accountLogin',
      { account: phone, password: 'Reset12345' },
      { ip: '10.3.1.1' },
    )
    expect(afterReset.errcode).toBe(0)
  })

  it('logs in with a code sent for loginAndRegister', async () => {
    const { phone } = await registerPlayer(t)
    await ageCodes(t, phone)
    await t.call('smsSend', { phone, mode: AUTH_MODE.loginAndRegister })
    const answer = await t.call('accountLoginSms', { phone, code: await latestCode(t, phone) })
    expect(answer.errcode).toBe(0)
    expect(answer.data.user.mobile).toBe(phone)
  })

  it('tells a new number to register first', async () => {
    const phone = newPhone()
    await t.call('smsSend', { phone, mode: AUTH_MODE.loginAndRegister })
    const answer = await t.call('accountLoginSms', { phone, code: await latestCode(t, phone) })
    expect(answer.errcode).toBe(ERRORS.PHONE_NOT_REGISTERED.code)
  })

  it('shows the previous login time', async () => {
    const first = await t.call(
      'accountLogin',
      { account: DEMO_PLAYER.account, password: DEMO_PLAYER.password },
      { ip: '10.3.2.1' },
    )
    const second = await t.call(
      'accountLogin',
      { account: DEMO_PLAYER.account, password: DEMO_PLAYER.password },
      { ip: '10.3.2.1' },
    )
    const refreshed = await t.call('refreshData', {}, { token: second.data.token })
    expect(first.errcode).toBe(0)
    expect(refreshed.data.previousLoginAt).not.toBeNull()
  })
})

describe('sessions', () => {
  it('keep only the hash of the token', async () => {
    const { token, user } = await registerPlayer(t)
    const stored = await t.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
    expect(stored).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }])
  })

  it('end at logout, at once', async () => {
    const { token } = await registerPlayer(t)
    expect((await t.call('logout', {}, { token })).data).toEqual({ done: true })
    expect((await t.call('refreshData', {}, { token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('preLogin', { deviceId: 'device-after-logout' }, { token })).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
  })

  it('end after the idle time and at the absolute end', async () => {
    const idle = await registerPlayer(t)
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.userId, idle.user.id))
    expect((await t.call('refreshData', {}, { token: idle.token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
    const old = await registerPlayer(t)
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, old.user.id))
    expect((await t.call('refreshData', {}, { token: old.token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('end everywhere when the operator disables the player, who can then not log in', async () => {
    const { token, user } = await registerPlayer(t)
    await t.call('initPassword', { newPassword: 'Mangga2026' }, { token })
    const lines: string[] = []
    expect(
      await runAdminCommand(t.services, ['users:disable', String(user.id)], (line) => lines.push(line)),
    ).toBe(true)
    expect((await t.call('refreshData', {}, { token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
    const login = await t.call(
      'accountLogin',
      { account: user.mobile, password: 'Mangga2026' },
      { ip: '10.4.0.1' },
    )
    expect(login.errcode).toBe(ERRORS.ACCOUNT_DISABLED.code)
    await runAdminCommand(t.services, ['users:enable', String(user.id)], () => undefined)
    expect(
      (await t.call('accountLogin', { account: user.mobile, password: 'Mangga2026' }, { ip: '10.4.0.1' }))
        .errcode,
    ).toBe(0)
  })
})

describe('passwords', () => {
  it('reset with a code ends every session, and only the new password works', async () => {
    const { phone, token } = await registerPlayer(t)
    await ageCodes(t, phone)
    await t.call('smsSend', { phone, mode: AUTH_MODE.forget })
    const reset = await t.call('forgetPassword', {
      phone,
      code: await latestCode(t, phone),
      newPassword: 'Bagong1234',
    })
    expect(reset).toEqual({ errcode: 0, msg: '', data: { done: true } })
    expect((await t.call('refreshData', {}, { token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect(
      (await t.call('accountLogin', { account: phone, password: 'Bagong1234' }, { ip: '10.5.0.1' })).errcode,
    ).toBe(0)
  })

  it('change with a fresh login; other sessions end and this one gets a new token', async () => {
    const { phone, token } = await registerPlayer(t)
    const set = await t.call('initPassword', { newPassword: 'Unang1234' }, { token })
    expect(set.errcode).toBe(0)
    expect((await t.call('refreshData', {}, { token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
    const current = set.data.token
    const other = await t.call('accountLogin', { account: phone, password: 'Unang1234' }, { ip: '10.5.1.1' })
    const changed = await t.call('initPassword', { newPassword: 'Ikalawa1234' }, { token: current })
    expect(changed.errcode).toBe(0)
    expect((await t.call('refreshData', {}, { token: other.data.token })).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
    expect((await t.call('refreshData', {}, { token: changed.data.token })).data.hasPassword).toBe(true)
  })

  it('need the current password or a code once the login is over 10 minutes old', async () => {
    const { phone, token, user } = await registerPlayer(t)
    const first = await t.call('initPassword', { newPassword: 'Unang1234' }, { token })
    const stale = () =>
      t.database.db
        .update(sessions)
        .set({ provedAt: sql`now() - interval '11 minutes'` })
        .where(eq(sessions.userId, user.id))
    await stale()
    const withoutProof = await t.call(
      'initPassword',
      { newPassword: 'Ikalawa1234' },
      { token: first.data.token },
    )
    expect(withoutProof.errcode).toBe(ERRORS.REAUTH_REQUIRED.code)
    const wrongPassword = await t.call(
      'initPassword',
      { newPassword: 'Ikalawa1234', currentPassword: 'Mali1234' },
      { token: first.data.token },
    )
    expect(wrongPassword.errcode).toBe(ERRORS.INVALID_CREDENTIALS.code)
    const withPassword = await t.call(
      'initPassword',
      { newPassword: 'Ikalawa1234', currentPassword: 'Unang1234' },
      { token: first.data.token },
    )
    expect(withPassword.errcode).toBe(0)
    await stale()
    await ageCodes(t, phone)
    await t.call('smsSend', { phone, mode: AUTH_MODE.forget })
    const withCode = await t.call(
      'initPassword',
      { newPassword: 'Ikatlo1234', proofCode: await latestCode(t, phone) },
      { token: withPassword.data.token },
    )
    expect(withCode.errcode).toBe(0)
  })

  it('refuse a weak new password and change nothing', async () => {
    const { token, user } = await registerPlayer(t)
    const weak = await t.call('initPassword', { newPassword: 'abc' }, { token })
    expect(weak.errcode).toBe(ERRORS.VALIDATION.code)
    const [row] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
    expect(row?.passwordHash).toBeNull()
  })
})

describe('the profile', () => {
  it('answers the user info of SPEC.md §3', async () => {
    const { token } = await registerPlayer(t)
    const { data } = await t.call('refreshData', {}, { token })
    expect(Object.keys(data).sort()).toEqual(
      [
        'account',
        'accountType',
        'avatar',
        'avatarOther',
        'bet',
        'coin',
        'exchange',
        'facebookAccount',
        'facebookName',
        'googleAccount',
        'googleName',
        'hasKyc',
        'hasPassword',
        'hasSafeboxPassword',
        'hasUserOther',
        'id',
        'lineAccount',
        'lineName',
        'lottery',
        'mobile',
        'nickname',
        'pid',
        'previousLoginAt',
        'regPeriod',
        'safebox',
        'totalRecharge',
        'userLevel',
        'uuid',
        'vip',
        'vipExp',
      ].sort(),
    )
  })

  it('changes the nickname and avatar within the rules', async () => {
    const { token } = await registerPlayer(t)
    const changed = await t.call('updateProfile', { nickname: '  Ligaya Santos ', avatar: 4 }, { token })
    expect(changed.data).toMatchObject({ nickname: 'Ligaya Santos', avatar: 4 })
    for (const input of [
      { nickname: 'x' },
      { nickname: 'a'.repeat(21) },
      { nickname: '<script>' },
      { avatar: 0 },
      { avatar: 99 },
    ]) {
      expect((await t.call('updateProfile', input, { token })).errcode, JSON.stringify(input)).toBe(
        ERRORS.VALIDATION.code,
      )
    }
    expect((await t.call('refreshData', {}, { token })).data).toMatchObject({
      nickname: 'Ligaya Santos',
      avatar: 4,
    })
  })

  it('keeps extra details per player', async () => {
    const maria = await registerPlayer(t)
    const jose = await registerPlayer(t)
    expect((await t.call('appUserOther', {}, { token: maria.token })).data.fullName).toBe('')
    const details = {
      fullName: 'Maria Clara',
      email: 'Maria@Example.ph',
      address: 'Quezon City',
      occupation: 'Nurse',
      sourceOfFunds: 'Salary',
      nationality: 'Filipino',
    }
    const saved = await t.call('updateAppUserOther', details, { token: maria.token })
    expect(saved.data.email).toBe('maria@example.ph')
    expect((await t.call('refreshData', {}, { token: maria.token })).data.hasUserOther).toBe(true)
    expect((await t.call('appUserOther', {}, { token: jose.token })).data.fullName).toBe('')
    expect((await t.call('refreshData', {}, { token: jose.token })).data.hasUserOther).toBe(false)
    const badEmail = await t.call(
      'updateAppUserOther',
      { ...details, email: 'not-an-email' },
      { token: maria.token },
    )
    expect(badEmail.errcode).toBe(ERRORS.VALIDATION.code)
  })

  it('binds a phone with a code and a fresh proof, never another player’s number', async () => {
    const { config } = await t.services.appConfig.current()
    const { maintenance: _m, socialLogin: _s, ...stored } = config
    await t.services.appConfig.save({ ...stored, registerType: LOGIN_TYPE.account })
    try {
      const { data } = await t.call('accountRegist', {
        account: 'walang_phone',
        password: 'Kalamansi42',
        registration: ELIGIBLE,
      })
      const token = data.token
      const phone = newPhone()
      await t.call('smsSend', { phone, mode: AUTH_MODE.bind }, { token, ip: '10.6.0.1' })
      const bound = await t.call('bindAccount', { phone, code: await latestCode(t, phone) }, { token })
      expect(bound.data.mobile).toBe(phone)
      // Another player's number gets a note instead of a code, so no code can bind it.
      const taken = await t.call(
        'smsSend',
        { phone: DEMO_PLAYER.mobile, mode: AUTH_MODE.bind },
        { token, ip: '10.6.0.2' },
      )
      expect(taken.errcode).toBe(0)
      const takenBind = await t.call('bindAccount', { phone: DEMO_PLAYER.mobile, code: '123456' }, { token })
      expect(takenBind.errcode).toBe(ERRORS.OTP_INVALID.code)
    } finally {
      await t.services.appConfig.save(stored)
    }
  })

  it('answers the after-login info', async () => {
    const { token } = await registerPlayer(t)
    const { data } = await t.call(
      'getAfterLoginInfoWeb',
      { version: 'test', os: 'Android 14', deviceModel: 'Pixel' },
      { token },
    )
    expect(data.inviteCode).toMatch(/^[A-Z2-9]{8}$/)
    // The seeded live activities (decision 032), with this new player's own figures.
    expect(data).toMatchObject({
      gameLikes: [],
      gameHistory: [],
      activityIds: [15, 44, 36, 20, 101, 103, 104, 16, 8, 9, 4, 102, 21, 47, 48, 61],
      firstRechargeDone: false,
      totalRecharge: 0,
      loginBonus3CanReceive: true,
    })
    expect(Object.keys(data.activityMap).sort()).toEqual([
      '101',
      '102',
      '103',
      '104',
      '15',
      '16',
      '20',
      '21',
      '36',
      '4',
      '44',
      '47',
      '48',
      '61',
      '8',
      '9',
    ])
  })

  it('never reads or changes another player through a token', async () => {
    const maria = await registerPlayer(t)
    const jose = await registerPlayer(t)
    const renamed = await t.call('updateProfile', { nickname: 'Jose Rizal' }, { token: jose.token })
    expect(renamed.data.id).toBe(jose.user.id)
    expect((await t.call('refreshData', {}, { token: maria.token })).data.nickname).not.toBe('Jose Rizal')
    // Fields that look like another player's id or balance are ignored.
    const sneaky = await t.post(
      '/app/v1/updateProfile',
      { ...CLIENT_FIELDS, nickname: 'Sneaky One', id: maria.user.id, coin: 1_000_000 },
      { authorization: `Bearer ${jose.token}` },
    )
    expect(sneaky.json.data).toMatchObject({ id: jose.user.id, nickname: 'Sneaky One', coin: 0 })
    expect((await t.call('refreshData', {}, { token: maria.token })).data.nickname).not.toBe('Sneaky One')
  })
})
