import type { SessionAnswer, UserInfo } from '@panalo/contract/user-info'

import type { Executor, Tx } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import type { SessionMeta, SessionService } from './sessions.service.ts'
import { recordLogin, type UserRow } from './users.queries.ts'

export interface StartSessionDeps {
  sessions: SessionService
  /** Refuses a new session while the player is cooling off or self-excluded (responsible gaming). */
  assertMayLogIn?: ((db: Executor, userId: number) => Promise<void>) | undefined
  userInfo: (executor: Executor, userId: number) => Promise<UserInfo>
}

/** Starts a session for a player who just proved who they are. */
export async function startSession(
  { sessions, assertMayLogIn, userInfo }: StartSessionDeps,
  tx: Tx,
  user: UserRow,
  meta: SessionMeta,
): Promise<SessionAnswer> {
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED')
  await assertMayLogIn?.(tx, user.id)
  const session = await sessions.create(tx, user.id, meta)
  await recordLogin(tx, user.id)
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: await userInfo(tx, user.id),
  }
}

/** A session started inside the caller's transaction, with the dependencies already bound. */
export type SessionStarter = (tx: Tx, user: UserRow, meta: SessionMeta) => Promise<SessionAnswer>
