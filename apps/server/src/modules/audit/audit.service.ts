import type { AuditEntry, AuditVerification } from '@panalo/contract/ops/calls/audit'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import { auditLog } from '../../db/schema/audit.ts'

/** Who did it: a staff member in the console, or `cli:<operator>` at the command line. */
export interface AuditActor {
  staff: string
  role: string
  ip: string
}

export interface AuditRecord {
  action: string
  target: string
  before?: unknown
  after?: unknown
}

const entryRow = z.object({
  id: z.coerce.number(),
  at: z.union([z.date(), z.string()]),
  staff: z.string(),
  role: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
})

/**
 * Appends one entry to the audit chain (docs/decisions/065-audit-chain.md) through audit_append(),
 * which serialises appends with an advisory lock. Inside the caller's transaction when given one, so
 * the entry commits with the change it records; keep that transaction short, as the next append waits.
 */
export async function appendAudit(
  executor: Executor,
  actor: AuditActor,
  record: AuditRecord,
): Promise<AuditEntry> {
  const result = await executor.execute(
    sql`select * from audit_append(${actor.staff}, ${actor.role}, ${record.action}, ${record.target},
      ${json(record.before)}::jsonb, ${json(record.after)}::jsonb, ${actor.ip})`,
  )
  const row = z.object({ rows: z.tuple([entryRow]) }).parse(result).rows[0]
  return present(row)
}

function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value)
}

function present(row: z.infer<typeof entryRow>): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    staff: row.staff,
    role: row.role,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    prevHash: row.prev_hash,
    hash: row.hash,
  }
}

export interface AuditFilters {
  staff?: string | undefined
  action?: string | undefined
  target?: string | undefined
}

/** A page of the chain, newest first. */
export async function auditPage(
  db: Executor,
  filters: AuditFilters,
  pageNum: number,
  pageSize: number,
): Promise<{ list: AuditEntry[]; total: number }> {
  const conditions: SQL[] = []
  if (filters.staff) conditions.push(eq(auditLog.staff, filters.staff))
  if (filters.action) conditions.push(eq(auditLog.action, filters.action))
  if (filters.target) conditions.push(eq(auditLog.target, filters.target))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  return {
    list: rows.map((row) =>
      present({ ...row, prev_hash: row.prevHash, before: row.before, after: row.after }),
    ),
    total: totalRow?.total ?? 0,
  }
}

const GENESIS = '0'.repeat(64)
const VERIFY_BATCH = 10_000

const verifyRow = z.object({
  id: z.coerce.number(),
  hash: z.string(),
  prev_hash: z.string(),
  computed: z.string(),
})

/**
 * Recomputes the chain from the first entry: each entry's hash from its fields, its prevHash against
 * the entry before, and the ids without a gap. Names the first link that does not hold.
 */
export async function verifyAudit(db: Executor): Promise<AuditVerification> {
  let previous = { id: 0, hash: GENESIS }
  let checked = 0
  for (;;) {
    const result = await db.execute(sql`
      select id, hash, prev_hash,
        audit_entry_hash(id, at, staff, role, action, target, before, after, ip, prev_hash) as computed
      from audit_log where id > ${previous.id} order by id limit ${VERIFY_BATCH}`)
    const rows = z.object({ rows: z.array(verifyRow) }).parse(result).rows
    for (const row of rows) {
      checked++
      const problem =
        row.id !== previous.id + 1
          ? `entry ${previous.id + 1} is missing`
          : row.computed !== row.hash
            ? 'its hash does not match its fields: the entry was changed'
            : row.prev_hash !== previous.hash
              ? `its prevHash is not the hash of entry ${previous.id}`
              : null
      if (problem) return { checked, firstBroken: { id: row.id, problem } }
      previous = { id: row.id, hash: row.hash }
    }
    if (rows.length < VERIFY_BATCH) return { checked, firstBroken: null }
  }
}

export function createAuditService(db: Db) {
  return {
    append: (actor: AuditActor, record: AuditRecord) => appendAudit(db, actor, record),
    page: (filters: AuditFilters, pageNum: number, pageSize: number) =>
      auditPage(db, filters, pageNum, pageSize),
    verify: () => verifyAudit(db),
  }
}

export type AuditService = ReturnType<typeof createAuditService>

/** The operator at the command line, as the audit chain names them: PANALO_OPERATOR, else the login. */
export function cliOperator(): string {
  return `cli:${process.env.PANALO_OPERATOR ?? process.env.USER ?? 'operator'}`
}
