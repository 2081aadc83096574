import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'

/**
 * A local stand-in for Google, LINE (OpenID Connect) and Facebook (OAuth + Graph), used by the server
 * and browser tests. It implements the parts Panalo uses — discovery, authorize with PKCE, token with
 * a real RS256-signed ID token, JWKS, and Facebook's code exchange and /me — and checks what a real
 * provider checks (client secret, redirect URI, code verifier, appsecret_proof). Tests choose who
 * "signs in" next and can make it misbehave.
 */
export interface FakePerson {
  sub: string
  name: string
  email: string
}

export type Misbehaviour = 'none' | 'wrong-nonce' | 'wrong-audience' | 'expired' | 'foreign-key'

export interface FakeIdentityProvider {
  url: string
  clientId: string
  clientSecret: string
  nextPerson: FakePerson
  misbehave: Misbehaviour
  /** Environment variables that point Panalo's three providers at this fake. */
  env(): Record<string, string>
  stop(): Promise<void>
}

interface PendingCode {
  clientId: string
  redirectUri: string
  nonce: string
  codeChallenge: string | null
  person: FakePerson
}

export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' }
  const codes = new Map<string, PendingCode>()
  const accessTokens = new Map<string, FakePerson>()

  const fake: FakeIdentityProvider = {
    url: '',
    clientId: 'panalo-test-client',
    clientSecret: randomBytes(12).toString('hex'),
    nextPerson: { sub: 'google-sub-1', name: 'Maria Clara', email: 'maria@example.ph' },
    misbehave: 'none',
    env() {
      return {
        GOOGLE_CLIENT_ID: fake.clientId,
        GOOGLE_CLIENT_SECRET: fake.clientSecret,
        GOOGLE_ISSUER: fake.url,
        LINE_CHANNEL_ID: fake.clientId,
        LINE_CHANNEL_SECRET: fake.clientSecret,
        LINE_ISSUER: fake.url,
        FACEBOOK_APP_ID: fake.clientId,
        FACEBOOK_APP_SECRET: fake.clientSecret,
        FACEBOOK_DIALOG_URL: `${fake.url}/dialog/oauth`,
        FACEBOOK_GRAPH_URL: fake.url,
      }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', fake.url)
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const redirectWithCode = (nonce: string, codeChallenge: string | null) => {
      const redirectUri = url.searchParams.get('redirect_uri') ?? ''
      const code = randomBytes(16).toString('hex')
      codes.set(code, {
        clientId: url.searchParams.get('client_id') ?? '',
        redirectUri,
        nonce,
        codeChallenge,
        person: fake.nextPerson,
      })
      const back = new URL(redirectUri)
      back.searchParams.set('code', code)
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      response.writeHead(302, { location: back.toString() })
      response.end()
    }

    switch (url.pathname) {
      case '/.well-known/openid-configuration':
        return json(200, {
          issuer: fake.url,
          authorization_endpoint: `${fake.url}/authorize`,
          token_endpoint: `${fake.url}/token`,
          jwks_uri: `${fake.url}/jwks`,
        })
      case '/jwks':
        return json(200, { keys: [jwk] })
      case '/authorize':
        if (url.searchParams.get('code_challenge_method') !== 'S256')
          return json(400, { error: 'pkce_required' })
        return redirectWithCode(url.searchParams.get('nonce') ?? '', url.searchParams.get('code_challenge'))
      case '/dialog/oauth':
        return redirectWithCode('', null)
      case '/token': {
        const form = new URLSearchParams(await readBody(request))
        const pending = codes.get(form.get('code') ?? '')
        codes.delete(form.get('code') ?? '')
        const verifier = form.get('code_verifier') ?? ''
        const challenge = createHash('sha256').update(verifier).digest('base64url')
        if (
          !pending ||
          form.get('client_id') !== pending.clientId ||
          form.get('client_secret') !== fake.clientSecret ||
          form.get('redirect_uri') !== pending.redirectUri ||
          challenge !== pending.codeChallenge
        ) {
          return json(400, { error: 'invalid_grant' })
        }
        const now = Math.floor(Date.now() / 1000)
        const idToken = await new SignJWT({
          name: pending.person.name,
          email: pending.person.email,
          email_verified: true,
          nonce: fake.misbehave === 'wrong-nonce' ? 'not-the-nonce' : pending.nonce,
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
          .setIssuer(fake.url)
          .setAudience(fake.misbehave === 'wrong-audience' ? 'someone-else' : pending.clientId)
          .setSubject(pending.person.sub)
          .setIssuedAt(now - 5)
          .setExpirationTime(fake.misbehave === 'expired' ? now - 60 : now + 600)
          .sign(fake.misbehave === 'foreign-key' ? foreign.privateKey : privateKey)
        return json(200, {
          access_token: randomBytes(8).toString('hex'),
          id_token: idToken,
          token_type: 'Bearer',
        })
      }
      case '/oauth/access_token': {
        const pending = codes.get(url.searchParams.get('code') ?? '')
        codes.delete(url.searchParams.get('code') ?? '')
        if (
          !pending ||
          url.searchParams.get('client_secret') !== fake.clientSecret ||
          url.searchParams.get('redirect_uri') !== pending.redirectUri
        ) {
          return json(400, { error: { message: 'Invalid verification code format.' } })
        }
        const accessToken = randomBytes(16).toString('hex')
        accessTokens.set(accessToken, pending.person)
        return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: 5_000_000 })
      }
      case '/me': {
        const accessToken = url.searchParams.get('access_token') ?? ''
        const person = accessTokens.get(accessToken)
        const proof = createHmac('sha256', fake.clientSecret).update(accessToken).digest('hex')
        if (!person || url.searchParams.get('appsecret_proof') !== proof)
          return json(400, { error: { message: 'Invalid OAuth access token.' } })
        return json(200, { id: person.sub, name: person.name, email: person.email })
      }
      default:
        return json(404, { error: 'not_found' })
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}
