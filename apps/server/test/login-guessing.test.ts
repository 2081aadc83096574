import { AUTH_MODE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sessions } from '../src/db/schema/accounts.ts'
import { attemptCounters } from '../src/db/schema/throttle.ts'
import { mails } from '../src/db/schema/mail.ts'
import { checkSecret } from '../src/modules/throttle/attempts.service.ts'
import { ageCodes, latestCode, registerPlayer } from './helpers/players.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'

const RIGHT = 'Tama12345'
const errcodes = (answers: { errcode: number }[]) => {
  const counts = new Map<number, number>()
  for (const { errcode } of answers) counts.set(errcode, (counts.get(errcode) ?? 0) + 1)
  return counts
}

/**
 * Issue 38, defect 2: password guessing spread over many addresses. The account's failures are
 * capped whatever the number of addresses; the owner keeps their own allowance on a browser that
 * has logged in before (OWASP's device-cookie scheme, here a signed device token), SMS-code login
 * stays open, and the owner is told by mail once per lockout window.
 */
describe(`password guessing across addresses (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    // Behind a trusted proxy, as in production: the client's address is the X-Forwarded-For one.
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } })
  })
  afterAll(() => t.close())

  /** A login from an address as the proxy names it. */
  async function login(body: Record<string, unknown>, address: string) {
    const { status, json } = await t.post(
      '/app/v1/accountLogin',
      { ...CLIENT_FIELDS, ...body },
      { 'x-forwarded-for': address },
    )
    expect(status).toBe(200)
    return json as { errcode: number; msg: string; data: { token?: string; deviceToken?: string } | null }
  }

  function deviceTokenOf(answer: { data: { deviceToken?: string } | null }): string {
    const token = answer.data?.deviceToken
    if (!token) throw new Error('the login answered no device token')
    return token
  }

  async function playerWithPassword() {
    const player = await registerPlayer(t)
    const set = await t.call('initPassword', { newPassword: RIGHT }, { token: player.token })
    expect(set.errcode).toBe(0)
    // Setting the password ended the other sessions and gave this one a new token.
    return { ...player, token: set.data.token }
  }

  it('checks at most 10 of 30 parallel wrong passwords for one account sent from 30 addresses', async () => {
    const { phone } = await playerWithPassword()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login({ account: phone, password: `Mali${index}xyz` }, `10.70.${index}.9`),
      ),
    )
    const counts = errcodes(answers)
    expect(counts.get(ERRORS.INVALID_CREDENTIALS.code)).toBe(10)
    expect(counts.get(ERRORS.PASSWORD_LOGIN_PAUSED.code)).toBe(20)
    // Not even the right password gets through from a new address and browser now.
    const right = await login({ account: phone, password: RIGHT }, '10.71.0.1')
    expect(right.errcode).toBe(ERRORS.PASSWORD_LOGIN_PAUSED.code)
    expect(right.msg).toMatch(/SMS code/)
  })

  it('keeps the owner in: a browser that logged in before has its own allowance, and SMS login stays open', async () => {
    const { phone, token, user } = await playerWithPassword()
    const before = await login({ account: phone, password: RIGHT }, '10.72.0.1')
    expect(before.errcode).toBe(0)
    const deviceToken = deviceTokenOf(before)
    expect(deviceToken).toMatch(/^\d+\.[\w-]+\.[\w-]+$/)

    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login({ account: phone, password: `Mali${index}xyz` }, `10.73.${index}.9`),
      ),
    )
    // The owner's browser, from any address.
    const owner = await login({ account: phone, password: RIGHT, deviceTokens: [deviceToken] }, '10.74.0.1')
    expect(owner.errcode).toBe(0)
    // A forged or altered token is no allowance.
    const forged = `${deviceToken.slice(0, -2)}AA`
    const attacker = await login({ account: phone, password: RIGHT, deviceTokens: [forged] }, '10.74.0.2')
    expect(attacker.errcode).toBe(ERRORS.PASSWORD_LOGIN_PAUSED.code)

    // SMS-code login is open while the password path is paused (the registration's code aged first).
    await ageCodes(t, phone)
    expect(
      (await t.call('smsSend', { phone, mode: AUTH_MODE.loginAndRegister }, { ip: '10.75.0.1' })).errcode,
    ).toBe(0)
    const byCode = await t.call(
      'accountLoginSms',
      { phone, code: await latestCode(t, phone) },
      { ip: '10.75.0.1' },
    )
    expect(byCode.errcode).toBe(0)
    expect(byCode.data.deviceToken).toMatch(/^\d+\.[\w-]+\.[\w-]+$/)

    // A signed-in session proves itself with the current password on its own allowance: the
    // account's paused password path does not stop it.
    await t.database.db
      .update(sessions)
      .set({ provedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, user.id))
    const proof = await t.call(
      'initPassword',
      { newPassword: 'Bago12345', currentPassword: RIGHT },
      { token },
    )
    expect(proof.errcode).toBe(0)
  })

  it('locks only the device credential after 5 wrong passwords sent with it, however many at once', async () => {
    const { phone } = await playerWithPassword()
    const first = await login({ account: phone, password: RIGHT }, '10.76.0.1')
    const stolen = deviceTokenOf(first)
    const second = await login({ account: phone, password: RIGHT }, '10.76.0.2')
    const ownersOther = deviceTokenOf(second)

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        login({ account: phone, password: `Mali${index}xyz`, deviceTokens: [stolen] }, `10.77.${index}.9`),
      ),
    )
    const counts = errcodes(answers)
    expect(counts.get(ERRORS.INVALID_CREDENTIALS.code)).toBe(5)
    expect(counts.get(ERRORS.RATE_LIMITED.code)).toBe(7)
    expect(
      (await login({ account: phone, password: RIGHT, deviceTokens: [stolen] }, '10.77.99.9')).errcode,
    ).toBe(ERRORS.RATE_LIMITED.code)
    // The account's own cap was not used by them, and the owner's other browser is untouched.
    expect((await login({ account: phone, password: RIGHT }, '10.78.0.1')).errcode).toBe(0)
    expect(
      (await login({ account: phone, password: RIGHT, deviceTokens: [ownersOther] }, '10.78.0.2')).errcode,
    ).toBe(0)
  })

  it('a device token of another account is no allowance for this one', async () => {
    const mine = await playerWithPassword()
    const theirs = await playerWithPassword()
    const theirToken = deviceTokenOf(await login({ account: theirs.phone, password: RIGHT }, '10.79.0.1'))
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        login({ account: mine.phone, password: `Mali${index}xyz` }, `10.80.${index}.9`),
      ),
    )
    const answer = await login(
      { account: mine.phone, password: RIGHT, deviceTokens: [theirToken] },
      '10.81.0.1',
    )
    expect(answer.errcode).toBe(ERRORS.PASSWORD_LOGIN_PAUSED.code)
  })

  it('tells the owner by mail once per lockout window, not once per attempt', async () => {
    const { phone, user } = await playerWithPassword()
    for (let round = 0; round < 2; round++)
      await Promise.all(
        Array.from({ length: 15 }, (_, index) =>
          login({ account: phone, password: `Mali${round}${index}x` }, `10.82.${round}.${index}`),
        ),
      )
    const sent = await t.database.db
      .select({ kind: mails.kind, eventKey: mails.eventKey })
      .from(mails)
      .where(and(eq(mails.userId, user.id), eq(mails.kind, 'passwordGuessed')))
    expect(sent).toHaveLength(1)
  })

  it('checks no more secrets than a limit allows when the checks do not queue behind each other (several processes)', async () => {
    // Each check's first key is its own, so this process's queue does not order them: only the
    // database's count of the shared limit does, as between server processes.
    let checkedSecrets = 0
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        checkSecret(
          t.database.db,
          [
            { key: `test-process:${index}`, limit: 100, windowMs: 60_000 },
            { key: 'test-shared-holder', limit: 10, windowMs: 60_000 },
          ],
          async () => {
            checkedSecrets++
            await new Promise((resolve) => setTimeout(resolve, 20))
            return false
          },
        ),
      ),
    )
    expect(checkedSecrets).toBe(10)
    expect(answers.filter((answer) => answer.outcome === 'wrong')).toHaveLength(10)
    const throttledAnswers = answers.filter((answer) => answer.outcome === 'throttled')
    expect(throttledAnswers).toHaveLength(20)
    expect(throttledAnswers.every((answer) => answer.spentKey === 'test-shared-holder')).toBe(true)
    // A refused check kept no place under its own first key.
    const [own] = await t.database.db
      .select({ attempts: attemptCounters.attempts })
      .from(attemptCounters)
      .where(eq(attemptCounters.key, 'test-process:0'))
    expect([0, 1]).toContain(own?.attempts ?? 0)
  })

  it('counts a failure of a name nobody has without a mail, and answers the same as for an account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        login({ account: 'nobody-has-this-name', password: `Mali${index}xyz` }, `10.83.${index}.9`),
      ),
    )
    const counts = errcodes(answers)
    expect(counts.get(ERRORS.INVALID_CREDENTIALS.code)).toBe(10)
    expect(counts.get(ERRORS.PASSWORD_LOGIN_PAUSED.code)).toBe(2)
  })
})
