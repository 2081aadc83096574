import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/accounts.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { newToken, sha256Hex } from '../../platform/secrets.ts'

/** How often a live session's last-seen time is written: reads stay reads between. */
const TOUCH_EVERY_MS = 60_000
/** How long a login, password or code counts as a fresh proof of identity. */
export const FRESH_PROOF_MS = 10 * 60_000

export interface SessionRules {
  /** A session unused this long ends. */
  idleMs: number
  /** A session ends this long after login, however active. */
  maxMs: number
  /** How long a proof counts as fresh; FRESH_PROOF_MS unless configured shorter. */
  freshProofMs?: number
}

export interface NewSession {
  token: string
  sessionId: number
  expiresAt: Date
}

export interface SessionMeta {
  ip: string
  userAgent: string
}

export type RevokeReason = 'logout' | 'password-changed' | 'password-reset' | 'disabled' | 'excluded'

/**
 * Sessions behind the opaque bearer tokens. A lookup is one indexed read by token hash, joined with
 * the player's status, so revoking a session or disabling a player takes effect on the next request.
 */
export function createSessionService(db: Db, rules: SessionRules, now: () => number = Date.now) {
  return {
    async create(tx: Executor, userId: number, meta: SessionMeta): Promise<NewSession> {
      const token = newToken()
      const expiresAt = new Date(now() + rules.maxMs)
      const [row] = await tx
        .insert(sessions)
        .values({
          userId,
          tokenHash: sha256Hex(token),
          expiresAt,
          ip: meta.ip,
          userAgent: meta.userAgent.slice(0, 512),
        })
        .returning({ id: sessions.id })
      if (!row) throw new Error('session insert returned no row')
      return { token, sessionId: row.id, expiresAt }
    },

    /** The live session of a token, or null: unknown, revoked, idle too long, past its end, or player disabled. */
    async authenticate(token: string): Promise<Principal | null> {
      const idleSince = new Date(now() - rules.idleMs)
      const [row] = await db
        .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, sha256Hex(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date(now())),
            gt(sessions.lastSeenAt, idleSince),
            eq(users.status, 'active'),
          ),
        )
      if (!row) return null
      if (now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now()) })
          .where(eq(sessions.id, row.id))
      }
      return { userId: row.userId, sessionId: row.id }
    },

    async revoke(tx: Executor, sessionId: number, reason: RevokeReason): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    },

    /** Ends every session of a player, or every one but `keep`; how many were not yet revoked. */
    async revokeAll(tx: Executor, userId: number, reason: RevokeReason, keep?: number): Promise<number> {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keep === undefined ? undefined : ne(sessions.id, keep),
          ),
        )
        .returning({ id: sessions.id })
      return ended.length
    },

    /** How many of a player's sessions are neither revoked nor past their end (the players desk). */
    async countLive(executor: Executor, userId: number): Promise<number> {
      const [live] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date(now())),
          ),
        )
      return live?.n ?? 0
    },

    async isProofFresh(tx: Executor, sessionId: number): Promise<boolean> {
      const [row] = await tx
        .select({ provedAt: sessions.provedAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
      return row !== undefined && now() - row.provedAt.getTime() <= (rules.freshProofMs ?? FRESH_PROOF_MS)
    },

    async markProved(tx: Executor, sessionId: number): Promise<void> {
      await tx
        .update(sessions)
        .set({ provedAt: new Date(now()) })
        .where(eq(sessions.id, sessionId))
    },

    /** Replaces a session's token (after a password change), keeping the session itself. */
    async rotate(tx: Executor, sessionId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken()
      const [row] = await tx
        .update(sessions)
        .set({ tokenHash: sha256Hex(token), provedAt: new Date(now()) })
        .where(eq(sessions.id, sessionId))
        .returning({ expiresAt: sessions.expiresAt })
      if (!row) throw new Error(`no session ${sessionId}`)
      return { token, expiresAt: row.expiresAt }
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
