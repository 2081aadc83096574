import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from './helpers/test-app.ts'

const FIXTURE = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url))

describe('serving the built web app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { WEB_DIST_DIR: FIXTURE } })
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('serves index.html uncached with a strict CSP that allows only its own inline style', async () => {
    const response = await get('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    const csp = String(response.headers['content-security-policy'])
    const styleHash = createHash('sha256').update('body{margin:0}').digest('base64')
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain(`style-src 'self' 'sha256-${styleHash}'`)
    expect(csp).not.toContain('unsafe-inline')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('serves hashed assets as immutable for a year, brotli-compressed when accepted', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('console.log')
  })

  it('serves gzip to clients without brotli', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('never lets the build manifest or the service worker be cached stale', async () => {
    expect((await get('/builds/latest.json')).headers['cache-control']).toBe('no-store')
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache')
  })

  it('answers a client route with index.html, so the app can show the page or its 404', async () => {
    const response = await get('/some/client/route?x=1')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<div id="root">')
  })

  it('answers 404 for a missing file', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404)
  })
})
