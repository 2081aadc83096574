import { randomBytes } from 'node:crypto'

import type { Staff } from '@panalo/contract/ops/calls/staff'
import {
  RECOVERY_CODE_COUNT,
  STAFF_ACCOUNT_PATTERN,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_MAX_MS,
  type StaffRole,
} from '@panalo/contract/ops/roles'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { staff, staffSessions } from '../../db/schema/staff.ts'
import { inTransaction } from '../../db/transaction.ts'
import { OpsError } from '../../platform/ops-error.ts'
import type { StaffPrincipal } from '../../platform/ops-handler.ts'
import {
  hashPassword,
  newToken,
  sha256Hex,
  verifyAgainstNothing,
  verifyPassword,
} from '../../platform/secrets.ts'
import { appendAudit, type AuditActor } from '../audit/audit.service.ts'
import { checkSecret } from '../throttle/attempts.service.ts'
import { newTotpSecret, totpEnrolment, totpStep } from './totp.ts'

/** Failed sign-ins allowed per account and per address, in a quarter of an hour. */
const LOGIN_WINDOW_MS = 15 * 60_000
export const STAFF_LOGIN_LIMITS = { perAccount: 5, perAddress: 20 } as const

export interface NewStaff {
  account: string
  displayName: string
  role: StaffRole
  password: string
}

export interface StaffRow {
  account: string
  displayName: string
  role: StaffRole
  enrolled: boolean
  disabled: boolean
  createdAt: Date
}

export interface LoginAttempt {
  account: string
  password: string
  totp?: string | undefined
  ip: string
  userAgent: string
}

/** Checks a new account's fields; the CLI and the console's forms share the rules of the contract. */
export function checkNewStaff(input: NewStaff): void {
  if (!STAFF_ACCOUNT_PATTERN.test(input.account))
    throw new OpsError('DESK_REFUSED', 'An account is 3–32 lower-case letters, digits, dots, dashes')
  if (!STAFF_ROLES.includes(input.role)) throw new OpsError('DESK_REFUSED', `No role ${input.role}`)
  if (input.password.length < STAFF_PASSWORD_MIN || input.password.length > STAFF_PASSWORD_MAX)
    throw new OpsError(
      'DESK_REFUSED',
      `A staff password has ${STAFF_PASSWORD_MIN}–${STAFF_PASSWORD_MAX} characters`,
    )
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8)
      .toString('base64url')
      .replace(/[^A-Za-z0-9]/g, 'x')
      .slice(0, 10)
      .toUpperCase()
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
}

const recoveryHash = (code: string) => sha256Hex(code.replace('-', '').toUpperCase())

/**
 * Staff accounts and their console sessions (docs/decisions/064-operator-console.md). Every change and
 * every sign-in, right or wrong, is appended to the audit chain.
 */
export function createStaffService(db: Db) {
  async function create(input: NewStaff, actor: AuditActor, totpSecret: string | null = null) {
    checkNewStaff(input)
    const passwordHash = await hashPassword(input.password)
    return inTransaction(db, async (tx) => {
      const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.account, input.account))
      if (taken) throw new OpsError('DESK_REFUSED', `The account ${input.account} exists already`)
      await tx.insert(staff).values({
        account: input.account,
        displayName: input.displayName,
        role: input.role,
        passwordHash,
        totpSecret,
        createdBy: actor.staff,
      })
      await appendAudit(tx, actor, {
        action: 'staff.create',
        target: `staff:${input.account}`,
        after: { account: input.account, displayName: input.displayName, role: input.role },
      })
    })
  }

  async function change(
    account: string,
    actor: AuditActor,
    action: string,
    work: (tx: Executor, id: number) => Promise<unknown>,
  ) {
    return inTransaction(db, async (tx) => {
      const [row] = await tx.select().from(staff).where(eq(staff.account, account)).for('update')
      if (!row) throw new OpsError('DESK_REFUSED', `No staff account ${account}`)
      const after = await work(tx, row.id)
      await appendAudit(tx, actor, { action, target: `staff:${account}`, after })
    })
  }

  const endSessions = (tx: Executor, staffId: number) =>
    tx
      .update(staffSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))

  async function login(
    attempt: LoginAttempt,
  ): Promise<{ staff: Staff; token: string; recoveryCodes: string[] | null }> {
    const actor = { staff: attempt.account, role: 'unknown', ip: attempt.ip }
    const [row] = await db.select().from(staff).where(eq(staff.account, attempt.account))
    const found: {
      enrolment: OpsError | null
      recoveryCodes: string[] | null
      acceptedStep: number | null
      usedRecovery: string | null
    } = { enrolment: null, recoveryCodes: null, acceptedStep: null, usedRecovery: null }
    const outcome = await checkSecret(
      db,
      [
        {
          key: `staff-login:account:${attempt.account}`,
          limit: STAFF_LOGIN_LIMITS.perAccount,
          windowMs: LOGIN_WINDOW_MS,
        },
        {
          key: `staff-login:ip:${attempt.ip}`,
          limit: STAFF_LOGIN_LIMITS.perAddress,
          windowMs: LOGIN_WINDOW_MS,
        },
      ],
      async () => {
        if (!row || row.disabledAt) return verifyAgainstNothing(attempt.password)
        if (!(await verifyPassword(row.passwordHash, attempt.password))) return false
        const code = attempt.totp
        if (!row.totpSecret) {
          // The first sign-in: a secret to enrol, confirmed by its first right code.
          const pending = row.totpPendingSecret
          if (!pending || !code) {
            const secret = pending ?? newTotpSecret()
            if (!pending)
              await db.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, row.id))
            found.enrolment = new OpsError(
              'TOTP_ENROLMENT',
              undefined,
              await totpEnrolment(secret, row.account),
            )
            return true
          }
          found.acceptedStep = totpStep(pending, row.account, code)
          if (found.acceptedStep === null) return false
          found.recoveryCodes = newRecoveryCodes()
          return true
        }
        if (!code) return false
        if (/^\d{6}$/.test(code)) {
          const step = totpStep(row.totpSecret, row.account, code)
          if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) return false
          found.acceptedStep = step
          return true
        }
        const hashed = recoveryHash(code)
        if (!row.recoveryCodeHashes.includes(hashed)) return false
        found.usedRecovery = hashed
        return true
      },
    )
    if (outcome.outcome === 'throttled') {
      await appendAudit(db, actor, {
        action: 'staff.login',
        target: `staff:${attempt.account}`,
        after: { outcome: 'throttled' },
      })
      throw new OpsError('STAFF_THROTTLED', undefined, { retryAfterMs: outcome.retryAfterMs })
    }
    if (outcome.outcome === 'wrong' || !row) {
      await appendAudit(db, actor, {
        action: 'staff.login',
        target: `staff:${attempt.account}`,
        after: { outcome: 'wrong' },
      })
      throw new OpsError('STAFF_CREDENTIALS')
    }
    if (found.enrolment) throw found.enrolment
    const token = newToken()
    const signedIn = row
    await inTransaction(db, async (tx) => {
      const codes: string[] | null = found.recoveryCodes
      if (codes) {
        await tx
          .update(staff)
          .set({
            totpSecret: signedIn.totpPendingSecret,
            totpPendingSecret: null,
            totpLastStep: found.acceptedStep,
            recoveryCodeHashes: codes.map(recoveryHash),
          })
          .where(eq(staff.id, signedIn.id))
      } else if (found.acceptedStep !== null) {
        // Conditional, so two sign-ins with the same code cannot both pass.
        const updated = await tx
          .update(staff)
          .set({ totpLastStep: found.acceptedStep })
          .where(
            and(eq(staff.id, signedIn.id), sql`coalesce(${staff.totpLastStep}, -1) < ${found.acceptedStep}`),
          )
          .returning({ id: staff.id })
        if (updated.length === 0) throw new OpsError('STAFF_CREDENTIALS')
      } else if (found.usedRecovery) {
        await tx
          .update(staff)
          .set({
            recoveryCodeHashes: signedIn.recoveryCodeHashes.filter((hash) => hash !== found.usedRecovery),
          })
          .where(eq(staff.id, signedIn.id))
      }
      await tx.insert(staffSessions).values({
        staffId: signedIn.id,
        tokenHash: sha256Hex(token),
        ip: attempt.ip,
        userAgent: attempt.userAgent.slice(0, 300),
      })
      await appendAudit(
        tx,
        { ...actor, role: signedIn.role },
        {
          action: 'staff.login',
          target: `staff:${signedIn.account}`,
          after: { outcome: 'ok', enrolled: codes !== null, recoveryCodeUsed: found.usedRecovery !== null },
        },
      )
    })
    return {
      staff: { account: row.account, displayName: row.displayName, role: row.role },
      token,
      recoveryCodes: found.recoveryCodes,
    }
  }

  return {
    create,
    login,

    /** The live session of a cookie's token, marked seen; null once idle 30 minutes or 12 hours old. */
    async authenticate(token: string): Promise<StaffPrincipal | null> {
      const idle = STAFF_SESSION_IDLE_MS / 1000
      const max = STAFF_SESSION_MAX_MS / 1000
      const [row] = await db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()` })
        .from(staff)
        .where(
          and(
            eq(staffSessions.tokenHash, sha256Hex(token)),
            isNull(staffSessions.endedAt),
            eq(staff.id, staffSessions.staffId),
            isNull(staff.disabledAt),
            sql`${staffSessions.lastSeenAt} > now() - make_interval(secs => ${idle})`,
            sql`${staffSessions.createdAt} > now() - make_interval(secs => ${max})`,
          ),
        )
        .returning({
          sessionId: staffSessions.id,
          staffId: staff.id,
          account: staff.account,
          displayName: staff.displayName,
          role: staff.role,
          createdAt: staffSessions.createdAt,
        })
      if (!row) return null
      return { ...row, sessionEndsAt: new Date(row.createdAt.getTime() + STAFF_SESSION_MAX_MS) }
    },

    async logout(principal: StaffPrincipal, ip: string) {
      await inTransaction(db, async (tx) => {
        await tx
          .update(staffSessions)
          .set({ endedAt: sql`now()` })
          .where(eq(staffSessions.id, principal.sessionId))
        await appendAudit(
          tx,
          { staff: principal.account, role: principal.role, ip },
          { action: 'staff.logout', target: `staff:${principal.account}` },
        )
      })
    },

    /** Disables an account and ends its sessions. */
    disable: (account: string, actor: AuditActor) =>
      change(account, actor, 'staff.disable', async (tx, id) => {
        await tx
          .update(staff)
          .set({ disabledAt: sql`now()` })
          .where(eq(staff.id, id))
        await endSessions(tx, id)
        return { disabled: true }
      }),

    /** Forgets the second factor (a lost phone): the next sign-in enrols a new one. Ends its sessions. */
    resetTotp: (account: string, actor: AuditActor) =>
      change(account, actor, 'staff.resetTotp', async (tx, id) => {
        await tx
          .update(staff)
          .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodeHashes: [] })
          .where(eq(staff.id, id))
        await endSessions(tx, id)
        return { totp: 'reset' }
      }),

    async list(): Promise<StaffRow[]> {
      const rows = await db.select().from(staff).orderBy(asc(staff.account))
      return rows.map((row) => ({
        account: row.account,
        displayName: row.displayName,
        role: row.role,
        enrolled: row.totpSecret !== null,
        disabled: row.disabledAt !== null,
        createdAt: row.createdAt,
      }))
    },

    /** The demo admin's second factor, for the development banner (never in production). */
    async totpSecretOf(account: string): Promise<string | null> {
      const [row] = await db
        .select({ secret: staff.totpSecret })
        .from(staff)
        .where(eq(staff.account, account))
      return row?.secret ?? null
    },
  }
}

export type StaffService = ReturnType<typeof createStaffService>
