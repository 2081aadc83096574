import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../src/config.ts'
import { ASSET_LINKS_PATH, registerAssetLinks } from '../src/modules/app/asset-links.route.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const FINGERPRINT = Array.from({ length: 32 }, (_, index) => index.toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase()

describe('/.well-known/assetlinks.json (the Android wrapper, a Trusted Web Activity)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: {
        ANDROID_APP_PACKAGE: 'ph.panalo.app',
        // Lower case and spaces are accepted and written as Android prints them.
        ANDROID_CERT_SHA256: ` ${FINGERPRINT.toLowerCase()} , ${FINGERPRINT.replace('00:', 'FF:')}`,
      },
    })
  })
  afterAll(() => t.close())

  it('names the app’s package and signing certificates, so Chrome opens the site in it full screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: ASSET_LINKS_PATH })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'ph.panalo.app',
          sha256_cert_fingerprints: [FINGERPRINT, FINGERPRINT.replace('00:', 'FF:')],
        },
      },
    ])
  })

  it('is not found while no app is configured', async () => {
    const app = Fastify()
    registerAssetLinks(app, null)
    expect((await app.inject({ method: 'GET', url: ASSET_LINKS_PATH })).statusCode).toBe(404)
    await app.close()
  })

  it('refuses to start with half a configuration, a malformed package or fingerprint', () => {
    expect(() => loadConfig({ ANDROID_APP_PACKAGE: 'ph.panalo.app' })).toThrow(/ANDROID_CERT_SHA256/)
    expect(() => loadConfig({ ANDROID_CERT_SHA256: FINGERPRINT })).toThrow(/ANDROID_APP_PACKAGE/)
    expect(() => loadConfig({ ANDROID_APP_PACKAGE: 'panalo', ANDROID_CERT_SHA256: FINGERPRINT })).toThrow(
      /Android package name/,
    )
    expect(() =>
      loadConfig({ ANDROID_APP_PACKAGE: 'ph.panalo.app', ANDROID_CERT_SHA256: FINGERPRINT.slice(3) }),
    ).toThrow(/SHA-256 certificate fingerprint/)
    expect(
      loadConfig({ ANDROID_APP_PACKAGE: 'ph.panalo.app', ANDROID_CERT_SHA256: FINGERPRINT }).android,
    ).toEqual({ packageName: 'ph.panalo.app', certSha256: [FINGERPRINT] })
  })
})
