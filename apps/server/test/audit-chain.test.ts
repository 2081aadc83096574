import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { sqlState } from '../src/db/transaction.ts'
import { appendAudit } from '../src/modules/audit/audit.service.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { opsCall, signedInStaff } from './helpers/staff.ts'

/** The audit chain (reliability check C15, decision 065), on PGlite or on PostgreSQL (TEST_DATABASE_URL). */
describe('the audit chain', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  const run = async (operator: string, ...argv: string[]) => {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line), operator)
    return { ok, lines }
  }

  it('records sign-ins, right and wrong, and lists them newest first with their hashes', async () => {
    const admin = await signedInStaff(t, 'admin')
    await opsCall(t, 'staffLogin', { account: admin.account, password: 'wrong password!!', totp: '123456' })
    const page = await opsCall(
      t,
      'auditLog',
      { pageNum: 1, pageSize: 5, action: 'staff.login' },
      { cookie: admin.cookie },
    )
    expect(page.errcode).toBe(0)
    const [wrong, right] = page.data.list
    expect(wrong).toMatchObject({
      staff: admin.account,
      action: 'staff.login',
      after: { outcome: 'wrong' },
      ip: '127.0.0.1',
    })
    expect(right).toMatchObject({ staff: admin.account, role: 'admin', after: { outcome: 'ok' } })
    expect(wrong?.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(wrong?.id).toBeGreaterThan(right?.id ?? Infinity)
  })

  it('records CLI commands with the operator who ran them, never a password', async () => {
    expect(
      (
        await run(
          'cli:maria',
          'staff:create',
          'cli.made',
          '--role',
          'support',
          '--password',
          'secret password 1',
        )
      ).ok,
    ).toBe(true)
    const admin = await signedInStaff(t, 'admin')
    const page = await opsCall(
      t,
      'auditLog',
      { pageNum: 1, pageSize: 10, staff: 'cli:maria' },
      { cookie: admin.cookie },
    )
    const actions = page.data.list.map((entry) => entry.action)
    expect(actions).toEqual(['cli.staff:create', 'staff.create'])
    expect(JSON.stringify(page.data.list)).not.toContain('secret password 1')
    expect(page.data.list[0]?.after).toEqual({
      args: ['cli.made', '--role', 'support', '--password', '***'],
      outcome: 'ok',
    })
  })

  it('refuses UPDATE, DELETE and TRUNCATE of an entry', async () => {
    for (const statement of [
      sql`update audit_log set staff = 'someone else' where id = 1`,
      sql`delete from audit_log where id = 1`,
      sql`truncate audit_log`,
    ]) {
      const refused = await t.database.db.execute(statement).then(
        () => null,
        (error: unknown) => error,
      )
      expect(sqlState(refused)).toBe('AU001')
    }
  })

  it('audit:verify and the auditVerify call hold for the chain, and name the first entry edited behind the trigger', async () => {
    const admin = await signedInStaff(t, 'admin')
    const whole = await opsCall(t, 'auditVerify', {}, { cookie: admin.cookie })
    expect(whole.data.firstBroken).toBeNull()
    expect(whole.data.checked).toBeGreaterThan(3)
    const fine = await run('cli:maria', 'audit:verify')
    expect(fine.ok).toBe(true)
    expect(fine.lines[0]).toMatch(/^The audit chain holds: \d+ entries checked$/)

    // Someone with the database owner's powers edits entry 2 (the trigger off for their statement).
    await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`)
    await t.database.db.execute(
      sql`update audit_log set after = '{"outcome":"ok","edited":true}' where id = 2`,
    )
    await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`)

    const broken = await opsCall(t, 'auditVerify', {}, { cookie: admin.cookie })
    expect(broken.data.firstBroken).toEqual({ id: 2, problem: expect.stringMatching(/hash does not match/) })
    const cli = await run('cli:maria', 'audit:verify')
    expect(cli.ok).toBe(false)
    expect(cli.lines[0]).toMatch(/^The audit chain is broken at entry 2: /)
  })

  it('a role without the audit log is refused it', async () => {
    const support = await signedInStaff(t, 'support')
    expect((await opsCall(t, 'auditLog', {}, { cookie: support.cookie })).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
  })
})

describe('concurrent appends', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(async () => {
    await t.close()
  })

  it('keep one chain: 200 appends from many connections at once, each linked to the one before', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        appendAudit(
          t.database.db,
          { staff: `s${index % 7}`, role: 'admin', ip: '127.0.0.1' },
          {
            action: 'test.append',
            target: `n:${index}`,
            after: { index },
          },
        ),
      ),
    )
    expect(await t.services.audit.verify()).toEqual({ checked: 200, firstBroken: null })
    const result = (await t.database.db.execute(
      sql`select count(distinct prev_hash)::int as links from audit_log`,
    )) as unknown as { rows: { links: number }[] }
    expect(result.rows[0]?.links).toBe(200)
  })
})
