import { createHmac } from 'node:crypto'

import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose'

import type { FacebookConfig, OidcProviderConfig } from '../../../config.ts'

/**
 * The three sign-in providers behind one shape, with no SDK script in the page: Google and LINE by
 * OpenID Connect (authorization code with PKCE, state and nonce; the ID token verified against the
 * provider's published keys), Facebook by the OAuth code flow and the Graph API. Endpoints come from
 * configuration, so tests run a local issuer that signs real tokens.
 */
export interface VerifiedIdentity {
  subject: string
  displayName: string
  email: string | null
}

export interface AuthorizeParams {
  redirectUri: string
  state: string
  nonce: string
  codeChallenge: string
}

export interface IdentityProvider {
  authorizeUrl(params: AuthorizeParams): Promise<string>
  /** Exchanges the code and verifies the identity; throws on anything it cannot verify. */
  redeem(input: {
    code: string
    redirectUri: string
    codeVerifier: string
    nonce: string
  }): Promise<VerifiedIdentity>
}

interface Discovery {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
}

export function oidcProvider(
  config: OidcProviderConfig,
  scope: string,
  fetchImpl: typeof fetch = fetch,
): IdentityProvider {
  let discovery: Promise<{ document: Discovery; keys: JWTVerifyGetKey }> | undefined
  const discover = () =>
    (discovery ??= (async () => {
      const response = await fetchImpl(
        `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
        {
          signal: AbortSignal.timeout(10_000),
        },
      )
      if (!response.ok) throw new Error(`OIDC discovery answered HTTP ${response.status}`)
      const document = (await response.json()) as Discovery
      return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) }
    })().catch((error: unknown) => {
      discovery = undefined
      throw error
    }))

  return {
    async authorizeUrl({ redirectUri, state, nonce, codeChallenge }) {
      const { document } = await discover()
      const url = new URL(document.authorization_endpoint)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString()
      return url.toString()
    },
    async redeem({ code, redirectUri, codeVerifier, nonce }) {
      const { document, keys } = await discover()
      const response = await fetchImpl(document.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`token endpoint answered HTTP ${response.status}`)
      const tokens = (await response.json()) as { id_token?: unknown }
      if (typeof tokens.id_token !== 'string') throw new Error('no id_token in the token answer')
      const { payload } = await jwtVerify(tokens.id_token, keys, {
        issuer: document.issuer,
        audience: config.clientId,
      })
      if (payload.nonce !== nonce) throw new Error('the ID token nonce does not match')
      if (typeof payload.sub !== 'string' || payload.sub === '')
        throw new Error('the ID token has no subject')
      const email =
        typeof payload.email === 'string' && payload.email_verified !== false ? payload.email : null
      const name =
        typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : (email ?? 'Player')
      return { subject: payload.sub, displayName: name, email }
    },
  }
}

export function facebookProvider(config: FacebookConfig, fetchImpl: typeof fetch = fetch): IdentityProvider {
  return {
    async authorizeUrl({ redirectUri, state }) {
      const url = new URL(config.dialogUrl)
      url.search = new URLSearchParams({
        client_id: config.appId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: 'public_profile,email',
      }).toString()
      return url.toString()
    },
    async redeem({ code, redirectUri }) {
      const tokenUrl = new URL(`${config.graphUrl}/oauth/access_token`)
      tokenUrl.search = new URLSearchParams({
        client_id: config.appId,
        client_secret: config.appSecret,
        redirect_uri: redirectUri,
        code,
      }).toString()
      const tokenResponse = await fetchImpl(tokenUrl, { signal: AbortSignal.timeout(10_000) })
      if (!tokenResponse.ok) throw new Error(`Facebook token exchange answered HTTP ${tokenResponse.status}`)
      const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: unknown }
      if (typeof accessToken !== 'string') throw new Error('no Facebook access token')
      // appsecret_proof ties the call to our app, so a leaked token is useless to anyone else.
      const proof = createHmac('sha256', config.appSecret).update(accessToken).digest('hex')
      const meUrl = new URL(`${config.graphUrl}/me`)
      meUrl.search = new URLSearchParams({
        fields: 'id,name,email',
        access_token: accessToken,
        appsecret_proof: proof,
      }).toString()
      const meResponse = await fetchImpl(meUrl, { signal: AbortSignal.timeout(10_000) })
      if (!meResponse.ok) throw new Error(`Facebook Graph answered HTTP ${meResponse.status}`)
      const me = (await meResponse.json()) as { id?: unknown; name?: unknown; email?: unknown }
      if (typeof me.id !== 'string' || me.id === '') throw new Error('the Graph answer has no id')
      return {
        subject: me.id,
        displayName: typeof me.name === 'string' && me.name.trim() ? me.name.trim() : 'Player',
        email: typeof me.email === 'string' ? me.email : null,
      }
    },
  }
}
