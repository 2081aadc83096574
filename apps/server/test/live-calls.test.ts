import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { DEV_STREAM_PATH, streamUrlProblem } from '../src/modules/live/live.service.ts'
import { contentSecurityPolicy } from '../src/platform/security-headers.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** getLiveUrl and the live stream's settings (decision 052). */
describe('live calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { LIVE_STREAM_ORIGINS: 'https://live.panalo.example' } })
  })
  afterAll(() => t.close())

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  it('plays the test stream in development until the operator sets one, to guests too', async () => {
    expect(await t.call('getLiveUrl', {}, {})).toMatchObject({ errcode: 0, data: { url: DEV_STREAM_PATH } })
    const playlist = await t.app.inject({ method: 'GET', url: DEV_STREAM_PATH })
    expect(playlist.statusCode).toBe(200)
    expect(playlist.headers['content-type']).toContain('mpegurl')
    expect(playlist.body).toContain('#EXTM3U')
    const segment = await t.app.inject({ method: 'GET', url: '/dev/live/segment0.ts' })
    expect(segment.statusCode).toBe(200)
    expect(segment.headers['content-type']).toBe('video/mp2t')
    for (const url of ['/dev/live/..%2F..%2Fpackage.json', '/dev/live/stream.txt', '/dev/live/missing.ts'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })

  it('lets the operator set an allowed https stream, refuses others, and takes it off', async () => {
    expect((await run('live:stream', 'https://live.panalo.example/show/index.m3u8')).ok).toBe(true)
    expect((await t.call('getLiveUrl', {}, {})).data.url).toBe('https://live.panalo.example/show/index.m3u8')
    const refused = await run('live:stream', 'https://elsewhere.example/show.m3u8')
    expect(refused).toMatchObject({ ok: false })
    expect(refused.output).toContain('LIVE_STREAM_ORIGINS')
    expect((await run('live:stream', 'http://live.panalo.example/show.m3u8')).ok).toBe(false)
    expect((await run('live:stream', 'https://live.panalo.example/show.mp4')).ok).toBe(false)
    expect((await t.call('getLiveUrl', {}, {})).data.url).toBe('https://live.panalo.example/show/index.m3u8')
    expect(await run('live:stream', 'none')).toEqual({ ok: true, output: 'The live stream is off' })
    expect((await t.call('getLiveUrl', {}, {})).data.url).toBeNull()
    expect((await run('live:stream')).output).toBe('No stream is on')
  })

  it('allows the page to play only from allowed origins, by its CSP', () => {
    const csp = contentSecurityPolicy([], [], ['https://live.panalo.example'])
    expect(csp).toContain("media-src 'self' blob: https://live.panalo.example")
    expect(csp).toContain("connect-src 'self' https://live.panalo.example")
    expect(contentSecurityPolicy([], [])).toContain("media-src 'self' blob:;")
  })

  it('reads a stream address strictly', () => {
    const allowed = ['https://cdn.example.ph']
    expect(streamUrlProblem('/dev/live/stream.m3u8', allowed)).toBeNull()
    expect(streamUrlProblem('https://cdn.example.ph/a/b.m3u8?token=x1', allowed)).toBeNull()
    expect(streamUrlProblem('https://cdn.example.ph.evil.example/a.m3u8', allowed)).toMatch(/not in/)
    expect(streamUrlProblem('/a/../b.m3u8?x=<script>', allowed)).toMatch(/clean path/)
    expect(streamUrlProblem('javascript:alert(1)//.m3u8', allowed)).not.toBeNull()
  })
})
