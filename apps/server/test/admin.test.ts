import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { controlSocketPath, sendToControlSocket, startControlSocket } from '../src/admin/control-socket.ts'
import { runAdminCommand } from '../src/admin/run-command.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

describe('the operator CLI', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  it('switches maintenance on with a message and an end time, and off again', async () => {
    const on = await run(
      'maintenance',
      'on',
      '--message',
      'Upgrading the wallet',
      '--until',
      '2026-12-01T08:00:00+08:00',
    )
    expect(on).toEqual({ ok: true, output: 'Maintenance is now ON' })
    expect(await t.services.maintenance.current()).toEqual({
      on: true,
      message: 'Upgrading the wallet',
      endsAt: '2026-12-01T00:00:00.000Z',
    })
    expect((await run('maintenance', 'status')).output).toMatch(/^Maintenance is ON: Upgrading the wallet/)
    expect(await run('maintenance', 'off')).toEqual({ ok: true, output: 'Maintenance is now off' })
    expect((await t.services.maintenance.current()).on).toBe(false)
  })

  it('prints the usage for bad arguments and changes nothing', async () => {
    const bad = await run('maintenance', 'sideways')
    expect(bad.ok).toBe(false)
    expect(bad.output).toMatch(/Usage: npm run admin -- maintenance on\|off\|status/)
    const badDate = await run('maintenance', 'on', '--until', 'someday')
    expect(badDate.ok).toBe(false)
    expect((await t.services.maintenance.current()).on).toBe(false)
  })

  it('lists its commands for help and for an unknown command', async () => {
    expect((await run('help')).output).toMatch(/maintenance on\|off\|status/)
    const unknown = await run('frobnicate')
    expect(unknown.ok).toBe(false)
    expect(unknown.output).toMatch(/Unknown command: frobnicate/)
  })

  describe('through the control socket of a running server', () => {
    let dataDir: string
    let stop: () => Promise<void>
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'panalo-admin-'))
      stop = await startControlSocket(controlSocketPath(dataDir), (argv, print) =>
        runAdminCommand(t.services, argv, print),
      )
    })
    afterAll(async () => {
      await stop()
      await rm(dataDir, { recursive: true, force: true })
    })

    it('runs the command inside the server and streams its output back', async () => {
      const lines: string[] = []
      const ok = await sendToControlSocket(controlSocketPath(dataDir), ['maintenance', 'on'], (line) =>
        lines.push(line),
      )
      expect(ok).toBe(true)
      expect(lines).toEqual(['Maintenance is now ON'])
      expect((await t.services.maintenance.current()).on).toBe(true)
      await sendToControlSocket(controlSocketPath(dataDir), ['maintenance', 'off'], () => undefined)
    })

    it('stops a second server from opening the same data folder', async () => {
      await expect(startControlSocket(controlSocketPath(dataDir), async () => true)).rejects.toThrow(
        /Another Panalo server/,
      )
    })

    it('tells the CLI when no server is listening', async () => {
      expect(
        await sendToControlSocket(path.join(dataDir, 'nobody.sock'), ['help'], () => undefined),
      ).toBeUndefined()
    })
  })
})

describe('events:recent', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('prints the newest events as JSON lines, filtered by name', async () => {
    const event = {
      eventTime: Date.now(),
      eventUserId: null,
      channel: 'WEB',
      appId: 'panalo-web',
      version: 'test',
    } as const
    await t.call('anonymous/appEventLogClient', {
      eventList: [
        { ...event, eventName: 'pageView', eventPage: '/faq' },
        { ...event, eventName: 'click', eventInterfaceId: 'x' },
      ],
    })
    const lines: string[] = []
    expect(
      await runAdminCommand(t.services, ['events:recent', '--name', 'pageView'], (line) => lines.push(line)),
    ).toBe(true)
    expect(lines.map((line) => JSON.parse(line) as { eventName: string; page: string })).toEqual([
      expect.objectContaining({ eventName: 'pageView', page: '/faq' }),
    ])
    expect(await runAdminCommand(t.services, ['events:recent', '--limit', '0'], () => undefined)).toBe(false)
  })
})
