import { CALLS } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { registerPlayer } from './helpers/players.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Issue 38, defect 3: a guest must not learn a `user` call's shape. Whatever the body (wrong types on
 * every field, text PostgreSQL cannot store, not an object at all), a user call without a live session
 * answers SIGNED_OUT (401), never VALIDATION (422) naming a field.
 */
const USER_CALLS = Object.values(CALLS).filter((call) => call.access === 'user')

/** Fields every user call might have, each of the wrong type, plus text that cannot be stored. */
const MALFORMED_BODIES: readonly unknown[] = [
  { ...CLIENT_FIELDS, page: 'x', pageSize: -1, id: 'x', type: [], amount: 'lots', requestId: 5, name: {} },
  { ...CLIENT_FIELDS, appId: 7, platform: 'x' },
  { ...CLIENT_FIELDS, note: 'bad\u0000text', nested: { deeper: 'lone\ud800' } },
  [],
  'a string',
  42,
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('a user call checks the session before the body (issue 38, defect 3)', () => {
  it(`answers SIGNED_OUT to every one of the ${USER_CALLS.length} user calls sent a malformed body without a token`, async () => {
    const leaks: string[] = []
    for (const call of USER_CALLS) {
      for (const body of MALFORMED_BODIES) {
        const guests: Record<string, string>[] = [{}, { authorization: 'Bearer dead-token-0123456789abcdef' }]
        for (const headers of guests) {
          const { status, json } = await t.post(`/app/v1/${call.name}`, body, headers)
          if (status !== 200 || json.errcode !== ERRORS.SIGNED_OUT.code)
            leaks.push(
              `${call.name} ${JSON.stringify(body).slice(0, 40)}: ${status} ${json.errcode} ${json.msg}`,
            )
        }
      }
    }
    expect(leaks).toEqual([])
  })

  it('still tells a signed-in player, and a guest of a public call, what is wrong with the body', async () => {
    const guest = await t.post('/app/v1/preLogin', { ...CLIENT_FIELDS, deviceId: 5 })
    expect(guest.json.errcode).toBe(ERRORS.VALIDATION.code)
    const guestText = await t.post('/app/v1/preLogin', { ...CLIENT_FIELDS, deviceId: 'a\u0000b' })
    expect(guestText.json).toMatchObject({
      errcode: ERRORS.VALIDATION.code,
      msg: expect.stringMatching(/^deviceId/),
    })

    const { token } = await registerPlayer(t)
    const headers = { authorization: `Bearer ${token}` }
    const wrongType = await t.post('/app/v1/getMailDetail', { ...CLIENT_FIELDS, id: 'x' }, headers)
    expect(wrongType.json.errcode).toBe(ERRORS.VALIDATION.code)
    const nul = await t.post('/app/v1/getMailDetail', { ...CLIENT_FIELDS, id: 'a\u0000' }, headers)
    expect(nul.json).toMatchObject({ errcode: ERRORS.VALIDATION.code, msg: expect.stringMatching(/^id/) })
    const unreadable = await t.post('/app/v1/getMailDetail', '{"id":', headers)
    expect(unreadable.json.errcode).toBe(ERRORS.MALFORMED_REQUEST.code)
    const notAnObject = await t.post('/app/v1/getMailDetail', [], headers)
    expect(notAnObject.json.errcode).toBe(ERRORS.MALFORMED_REQUEST.code)
  })
})
