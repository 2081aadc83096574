import { describe, expect, it, vi } from 'vitest'

import { checkForNewerBuild, isNewerBuildAvailable } from './build-version.ts'

const manifest = (version: string) =>
  vi.fn(async () => new Response(JSON.stringify({ version, builtAt: '2026-11-21T00:00:00Z' })))

describe('noticing a newer build', () => {
  it('asks for /builds/latest.json with a timestamp so no cache answers', async () => {
    const fetchMock = manifest(__BUILD_ID__)
    await checkForNewerBuild(fetchMock)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/^\/builds\/latest\.json\?t=\d+$/)
    expect(init.cache).toBe('no-store')
  })

  it('stays quiet while the manifest names this build, and while offline', async () => {
    expect(await checkForNewerBuild(manifest(__BUILD_ID__))).toBe(false)
    expect(await checkForNewerBuild(vi.fn(async () => Promise.reject(new TypeError('offline'))))).toBe(false)
    expect(await checkForNewerBuild(vi.fn(async () => new Response('', { status: 503 })))).toBe(false)
    expect(isNewerBuildAvailable()).toBe(false)
  })

  it('remembers a newer build, so the next navigation reloads the page', async () => {
    expect(await checkForNewerBuild(manifest('a-newer-build'))).toBe(true)
    expect(isNewerBuildAvailable()).toBe(true)
  })
})
