import { SOCIAL_LOGIN } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { oauthStates, sessions } from '../src/db/schema/accounts.ts'
import { startFakeIdentityProvider, type FakeIdentityProvider } from './fakes/fake-identity-provider.ts'
import { ELIGIBLE, registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

describe('sign-in with Google, Facebook and LINE', () => {
  let fake: FakeIdentityProvider
  let t: TestApp
  beforeAll(async () => {
    fake = await startFakeIdentityProvider()
    t = await createTestApp({ env: { ...fake.env(), PUBLIC_URL: 'http://panalo.test' } })
  })
  afterAll(async () => {
    await t.close()
    await fake.stop()
  })

  /** Plays the browser: start, follow the provider's redirect, and read code and state from it. */
  async function roundTrip(provider: number, purpose: 'login' | 'bind' = 'login', token?: string) {
    const started = await t.call(
      'socialLoginStart',
      { provider: provider as 3 | 4 | 5, purpose, redirect: '/member' },
      { token },
    )
    expect(started.errcode).toBe(0)
    const response = await fetch(started.data.authorizeUrl, { redirect: 'manual' })
    const back = new URL(response.headers.get('location') ?? '')
    return { back, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' }
  }

  it('tells the app which providers are configured', async () => {
    expect((await t.call('anonymous/appConfig', {})).data.config?.socialLogin).toEqual({
      google: true,
      facebook: true,
      line: true,
    })
    const bare = await createTestApp({ seed: true })
    try {
      expect((await bare.call('anonymous/appConfig', {})).data.config?.socialLogin).toEqual({
        google: false,
        facebook: false,
        line: false,
      })
      expect((await bare.call('socialLoginStart', { provider: 5, purpose: 'login' })).errcode).toBe(
        ERRORS.NOT_FOUND.code,
      )
    } finally {
      await bare.close()
    }
  })

  it('sends the browser to the provider with state, nonce and a PKCE challenge, and back to /auth/social/<provider>', async () => {
    const started = await t.call('socialLoginStart', { provider: 5, purpose: 'login' })
    const url = new URL(started.data.authorizeUrl)
    expect(url.origin).toBe(fake.url)
    expect(url.searchParams.get('redirect_uri')).toBe('http://panalo.test/auth/social/google')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)?.length).toBeGreaterThan(20)
  })

  it('creates the account on a first Google sign-in only after the age and eligibility step', async () => {
    fake.nextPerson = { sub: 'google-maria', name: 'Maria Clara', email: 'maria@example.ph' }
    const { back, code, state } = await roundTrip(SOCIAL_LOGIN.google)
    expect(back.pathname).toBe('/auth/social/google')
    const first = await t.call('googleLogin', { code, state })
    expect(first.errcode).toBe(ERRORS.REGISTRATION_REQUIRED.code)
    const { ticket } = first.data as unknown as { ticket: string }
    expect(
      (await t.call('googleLogin', { ticket, registration: { ...ELIGIBLE, dateOfBirth: '2012-01-01' } }))
        .errcode,
    ).toBe(ERRORS.UNDER_AGE.code)
    const registered = await t.call('googleLogin', { ticket, registration: ELIGIBLE })
    expect(registered.errcode).toBe(0)
    expect(registered.data.user).toMatchObject({
      googleName: 'Maria Clara',
      googleAccount: 'maria@example.ph',
      accountType: 5,
      nickname: 'Maria Clara',
    })
    // The ticket is used up.
    expect((await t.call('googleLogin', { ticket, registration: ELIGIBLE })).errcode).toBe(
      ERRORS.SOCIAL_SIGN_IN_FAILED.code,
    )
    // The next sign-in logs straight in.
    const again = await roundTrip(SOCIAL_LOGIN.google)
    const login = await t.call('googleLogin', { code: again.code, state: again.state })
    expect(login.data.user.id).toBe(registered.data.user.id)
  })

  it('signs in with LINE and Facebook too', async () => {
    fake.nextPerson = { sub: 'line-jose', name: 'Jose Rizal', email: 'jose@example.ph' }
    const line = await roundTrip(SOCIAL_LOGIN.line)
    const lineTicket = (await t.call('lineLogin', { code: line.code, state: line.state }))
      .data as unknown as { ticket: string }
    expect(
      (await t.call('lineLogin', { ticket: lineTicket.ticket, registration: ELIGIBLE })).data.user.lineName,
    ).toBe('Jose Rizal')

    fake.nextPerson = { sub: '10228374650', name: 'Andres B.', email: 'andres@example.ph' }
    const facebook = await roundTrip(SOCIAL_LOGIN.facebook)
    const fbTicket = (await t.call('facebookLogin', { code: facebook.code, state: facebook.state }))
      .data as unknown as { ticket: string }
    const registered = await t.call('facebookLogin', { ticket: fbTicket.ticket, registration: ELIGIBLE })
    expect(registered.data.user).toMatchObject({ facebookName: 'Andres B.', accountType: 3 })
  })

  it('refuses a replayed code and state, and a state meant for another provider', async () => {
    fake.nextPerson = { sub: 'google-replay', name: 'Replay', email: 'replay@example.ph' }
    const { code, state } = await roundTrip(SOCIAL_LOGIN.google)
    expect((await t.call('googleLogin', { code, state })).errcode).toBe(ERRORS.REGISTRATION_REQUIRED.code)
    expect((await t.call('googleLogin', { code, state })).errcode).toBe(ERRORS.SOCIAL_SIGN_IN_FAILED.code)
    const other = await roundTrip(SOCIAL_LOGIN.google)
    expect((await t.call('lineLogin', { code: other.code, state: other.state })).errcode).toBe(
      ERRORS.SOCIAL_SIGN_IN_FAILED.code,
    )
  })

  it.each(['wrong-nonce', 'wrong-audience', 'expired', 'foreign-key'] as const)(
    'refuses an ID token with %s',
    async (misbehave) => {
      fake.misbehave = misbehave
      try {
        const { code, state } = await roundTrip(SOCIAL_LOGIN.google)
        expect((await t.call('googleLogin', { code, state })).errcode).toBe(ERRORS.SOCIAL_SIGN_IN_FAILED.code)
      } finally {
        fake.misbehave = 'none'
      }
    },
  )

  it('keeps only app paths to return to', async () => {
    await t.call('socialLoginStart', { provider: 5, purpose: 'login', redirect: '//evil.example/phish' })
    const rows = await t.database.db.select({ redirectPath: oauthStates.redirectPath }).from(oauthStates)
    expect(rows.some((row) => row.redirectPath?.includes('evil'))).toBe(false)
  })

  it('links a provider only with a fresh proof: a stale session alone cannot add a way to log in', async () => {
    const registered = await registerPlayer(t)
    const { user } = registered
    const { token } = (
      await t.call('initPassword', { newPassword: 'Tama12345' }, { token: registered.token })
    ).data
    const stale = () =>
      t.database.db
        .update(sessions)
        .set({ provedAt: sql`now() - interval '11 minutes'` })
        .where(eq(sessions.userId, user.id))
    await stale()
    const refused = await t.call(
      'socialLoginStart',
      { provider: 5, purpose: 'bind', redirect: '/member' },
      { token },
    )
    expect(refused.errcode).toBe(ERRORS.REAUTH_REQUIRED.code)
    const wrong = await t.call(
      'socialLoginStart',
      { provider: 5, purpose: 'bind', currentPassword: 'Mali12345' },
      { token },
    )
    expect(wrong.errcode).toBe(ERRORS.INVALID_CREDENTIALS.code)
    const proved = await t.call(
      'socialLoginStart',
      { provider: 5, purpose: 'bind', currentPassword: 'Tama12345' },
      { token },
    )
    expect(proved.errcode).toBe(0)

    // A round trip started fresh but finished once the proof is stale is refused, and can be retried.
    fake.nextPerson = { sub: 'google-stale-1', name: 'Stale Link', email: 'stale@example.ph' }
    const late = await roundTrip(SOCIAL_LOGIN.google, 'bind', token)
    await stale()
    const lateLink = await t.call(
      'bindSocialAccount',
      { provider: 5, code: late.code, state: late.state },
      { token },
    )
    expect(lateLink.errcode).toBe(ERRORS.REAUTH_REQUIRED.code)
    expect((await t.call('refreshData', {}, { token })).data.googleName).toBe('')
  })

  it('links a provider to a signed-in player, but never one another player uses', async () => {
    const { token, user } = await registerPlayer(t)
    expect((await t.call('socialLoginStart', { provider: 3, purpose: 'bind' })).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
    fake.nextPerson = { sub: 'fb-bind-1', name: 'Gabriela S.', email: 'gabriela@example.ph' }
    const bind = await roundTrip(SOCIAL_LOGIN.facebook, 'bind', token)
    const linked = await t.call(
      'bindSocialAccount',
      { provider: 3, code: bind.code, state: bind.state },
      { token },
    )
    expect(linked.data).toMatchObject({ id: user.id, facebookName: 'Gabriela S.' })
    // The Facebook login now opens this player.
    const login = await roundTrip(SOCIAL_LOGIN.facebook)
    expect((await t.call('facebookLogin', { code: login.code, state: login.state })).data.user.id).toBe(
      user.id,
    )
    // Someone else cannot take that Facebook account.
    const other = await registerPlayer(t)
    const steal = await roundTrip(SOCIAL_LOGIN.facebook, 'bind', other.token)
    const stolen = await t.call(
      'bindSocialAccount',
      { provider: 3, code: steal.code, state: steal.state },
      { token: other.token },
    )
    expect(stolen.errcode).toBe(ERRORS.SOCIAL_ALREADY_LINKED.code)
    // A bind round trip started by one player cannot be finished by another.
    const mine = await roundTrip(SOCIAL_LOGIN.google, 'bind', token)
    const hijack = await t.call(
      'bindSocialAccount',
      { provider: 5, code: mine.code, state: mine.state },
      { token: other.token },
    )
    expect(hijack.errcode).toBe(ERRORS.SOCIAL_SIGN_IN_FAILED.code)
    expect(
      (await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, mine.state)))[0]?.usedAt,
    ).not.toBeNull()
  })
})
