import { AUTH_MODE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { otpCodes, sessions, users } from '../src/db/schema/accounts.ts'
import { ELIGIBLE, latestCode, newPhone, registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'

/**
 * The account rules under scripted attack (reliability check C8). On PostgreSQL the requests really
 * run in parallel on separate connections; on PGlite the same assertions hold with the database
 * serialising them.
 */
describe(`account security under parallel requests (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('checks at most 5 parallel guesses per address, and at most 10 per 15 minutes per account from any number of addresses', async () => {
    const { phone, token } = await registerPlayer(t)
    await t.call('initPassword', { newPassword: 'Tama12345' }, { token })
    const guess = (index: number, ip: string) =>
      t.call('accountLogin', { account: phone, password: `Mali${index}xyz` }, { ip })
    const checked = (answers: { errcode: number }[]) =>
      answers.filter((answer) => answer.errcode === ERRORS.INVALID_CREDENTIALS.code).length
    const throttled = (answers: { errcode: number }[]) =>
      answers.filter((answer) => answer.errcode === ERRORS.RATE_LIMITED.code).length

    const oneAddress = await Promise.all(Array.from({ length: 30 }, (_, index) => guess(index, '10.50.0.1')))
    expect(checked(oneAddress)).toBe(5)
    expect(throttled(oneAddress)).toBe(25)
    // The owner, elsewhere, is not locked out by them.
    expect(
      (await t.call('accountLogin', { account: phone, password: 'Tama12345' }, { ip: '10.51.0.1' })).errcode,
    ).toBe(0)

    // Distributed guessing: one guess from each of 80 addresses meets the account's cap of 10
    // (decision 061); past it the password path is paused, not checked.
    const manyAddresses = await Promise.all(
      Array.from({ length: 80 }, (_, index) => guess(index, `10.52.${index}.1`)),
    )
    expect(checked(manyAddresses)).toBe(5)
    expect(
      manyAddresses.filter((answer) => answer.errcode === ERRORS.PASSWORD_LOGIN_PAUSED.code).length,
    ).toBe(75)
    // Now even the right password waits, from any address and browser the account does not know.
    const right = await t.call('accountLogin', { account: phone, password: 'Tama12345' }, { ip: '10.53.0.1' })
    expect(right.errcode).toBe(ERRORS.PASSWORD_LOGIN_PAUSED.code)
  })

  it('never refuses a right password because other right passwords arrived at the same time', async () => {
    const { phone, token, user } = await registerPlayer(t)
    const changed = await t.call('initPassword', { newPassword: 'Tama12345' }, { token })
    const logins = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call('accountLogin', { account: phone, password: 'Tama12345' }, { ip: '10.55.0.1' }),
      ),
    )
    expect(logins.map((answer) => answer.errcode)).toEqual(Array.from({ length: 12 }, () => 0))

    // The current password as a fresh proof, sent by several requests at once.
    await t.call('safeboxSetPassword', { password: '135790' }, { token: changed.data.token })
    await t.database.db
      .update(sessions)
      .set({ provedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, user.id))
    const proofs = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call(
          'safeboxSetPassword',
          { password: '246810', currentPassword: 'Tama12345' },
          { token: changed.data.token },
        ),
      ),
    )
    expect(proofs.map((answer) => answer.errcode)).toEqual(Array.from({ length: 8 }, () => 0))
  })

  it('counts at most 5 wrong tries of a code however many arrive at once', async () => {
    const phone = newPhone()
    await t.call('smsSend', { phone, mode: AUTH_MODE.register }, { ip: '10.52.0.1' })
    const code = await latestCode(t, phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.call('accountRegist4', { phone, code: wrong, registration: ELIGIBLE }),
      ),
    )
    expect(
      answers.every(
        (answer) =>
          answer.errcode === ERRORS.OTP_INVALID.code || answer.errcode === ERRORS.OTP_TOO_MANY_TRIES.code,
      ),
    ).toBe(true)
    const [row] = await t.database.db
      .select({ wrongTries: otpCodes.wrongTries })
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone))
    expect(row?.wrongTries).toBe(5)
    expect((await t.call('accountRegist4', { phone, code, registration: ELIGIBLE })).errcode).not.toBe(0)
  })

  it('creates one player when the same code is used by 10 requests at once', async () => {
    const phone = newPhone()
    await t.call('smsSend', { phone, mode: AUTH_MODE.register }, { ip: '10.53.0.1' })
    const code = await latestCode(t, phone)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('accountRegist4', { phone, code, registration: ELIGIBLE })),
    )
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.mobile, phone))
    expect(row?.n).toBe(1)
  })

  it('sends one code when a number is asked for 5 times at once', async () => {
    const phone = newPhone()
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        t.call('smsSend', { phone, mode: AUTH_MODE.register }, { ip: `10.54.0.${index}` }),
      ),
    )
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(answers.filter((answer) => answer.errcode === ERRORS.OTP_RESEND_TOO_SOON.code)).toHaveLength(4)
  })

  it('ends a revoked session for requests already on their way', async () => {
    const { token } = await registerPlayer(t)
    const [logout, ...reads] = await Promise.all([
      t.call('logout', {}, { token }),
      ...Array.from({ length: 5 }, () => t.call('refreshData', {}, { token })),
    ])
    expect(logout?.errcode).toBe(0)
    expect(reads.every((answer) => answer.errcode === 0 || answer.errcode === ERRORS.SIGNED_OUT.code)).toBe(
      true,
    )
    expect((await t.call('refreshData', {}, { token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })
})
