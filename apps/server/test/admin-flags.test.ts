import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCommands } from '../src/admin/commands.ts'
import { controlSocketPath, sendToControlSocket, startControlSocket } from '../src/admin/control-socket.ts'
import { runAdminCommand } from '../src/admin/run-command.ts'
import { activities } from '../src/db/schema/activities.ts'
import { auditLog } from '../src/db/schema/audit.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Every command declares its flags and how many words it takes; a mistyped flag or a stray word is
 * refused before the command reads or changes anything, so it never passes as "Changed activity 36".
 */
describe('the operator CLI’s flags', () => {
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

  async function activity36() {
    const [row] = await t.services.database.db.select().from(activities).where(eq(activities.id, 36))
    return row
  }

  it('refuses an unknown flag, names it and the known ones, and changes nothing', async () => {
    const before = await activity36()
    const refused = await run('activities', 'set', '36', '--pause')
    expect(refused.ok).toBe(false)
    expect(refused.output).toContain(
      'Unknown flag --pause for activities; its flags: --status, --sort, --from',
    )
    expect(refused.output).toContain('Usage: npm run admin -- activities')
    expect(refused.output).not.toContain('Changed')
    // Even next to a flag that would change something.
    expect((await run('activities', 'set', '36', '--status', 'paused', '--pasue')).ok).toBe(false)
    expect(await activity36()).toEqual(before)

    const maintenance = await run('maintenance', 'on', '--mesage', 'Back soon')
    expect(maintenance.ok).toBe(false)
    expect(maintenance.output).toContain(
      'Unknown flag --mesage for maintenance; its flags: --message, --until',
    )
    expect((await t.services.maintenance.current()).on).toBe(false)

    const noFlags = await run('lottery:run', '--now')
    expect(noFlags.output).toContain('Unknown flag --now for lottery:run; lottery:run takes no flags')
    expect((await run('withdrawals:settings', '-k', 'off')).output).toContain('Unknown flag -k')
  })

  it('refuses a flag written with =, given twice or without its value', async () => {
    const before = await activity36()
    expect((await run('activities', 'set', '36', '--status=paused')).output).toContain(
      'Write --status and its value as two words',
    )
    expect((await run('activities', 'set', '36', '--status', 'paused', '--status', 'live')).output).toContain(
      '--status is given twice',
    )
    expect((await run('activities', 'set', '36', '--sort', '--status', 'paused')).output).toContain(
      '--sort needs a value',
    )
    expect(await activity36()).toEqual(before)
  })

  it('refuses more words than a command takes', async () => {
    const before = await activity36()
    const extra = await run('activities', 'set', '36', 'paused', '--sort', '3')
    expect(extra.ok).toBe(false)
    expect(extra.output).toContain('activities takes at most 2 arguments besides its flags')
    expect((await run('maintenance', 'on', 'now')).ok).toBe(false)
    expect((await run('jackpot:shares', 'mega', '--mega', '9000')).output).toContain(
      'jackpot:shares takes no arguments besides its flags',
    )
    expect(await activity36()).toEqual(before)
    expect((await t.services.maintenance.current()).on).toBe(false)
  })

  it('keeps a mistyped password of a refused staff:create off the audit chain', async () => {
    for (const typo of [['--password=a secret 2026'], ['--pasword', 'a secret 2026']]) {
      const refused = await run('staff:create', 'ana.typo', '--role', 'admin', ...typo)
      expect(refused.ok).toBe(false)
      const [entry] = await t.services.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
      expect(entry).toMatchObject({ action: 'cli.staff:create', after: { outcome: 'usage' } })
      expect(JSON.stringify(entry?.after)).not.toContain('a secret')
    }
  })

  it('still takes the declared flags, negative numbers as values and free text', async () => {
    expect(await run('activities', 'set', '36', '--sort', '-3', '--popup', '0')).toEqual({
      ok: true,
      output: 'Changed activity 36',
    })
    expect(await activity36()).toMatchObject({ sort: -3, type: 0 })
    // A command that checks its own values still sees -1 (and refuses it itself).
    const daily = await run('withdrawals:settings', '--daily', '-1')
    expect(daily.output).not.toContain('Unknown flag')
  })

  it('lists in every command’s usage exactly the flags it declares', () => {
    for (const command of adminCommands(t.services)) {
      const inUsage = new Set(command.usage.match(/--[a-z-]+/g)?.map((flag) => flag.slice(2)))
      expect({ command: command.name, flags: [...inUsage].sort() }).toEqual({
        command: command.name,
        flags: Object.keys(command.flags).sort(),
      })
    }
  })

  it('refuses an unknown flag through a running server’s control socket too', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'panalo-admin-flags-'))
    const stop = await startControlSocket(controlSocketPath(dataDir), (argv, print) =>
      runAdminCommand(t.services, argv, print),
    )
    try {
      const before = await activity36()
      const lines: string[] = []
      const ok = await sendToControlSocket(
        controlSocketPath(dataDir),
        ['activities', 'set', '36', '--pause'],
        (line) => lines.push(line),
      )
      expect(ok).toBe(false)
      expect(lines.join('\n')).toContain('Unknown flag --pause for activities')
      expect(await activity36()).toEqual(before)
    } finally {
      await stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
