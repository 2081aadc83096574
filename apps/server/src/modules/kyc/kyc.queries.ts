import { and, asc, count, desc, eq, ne } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { kycSubmissions } from '../../db/schema/kyc.ts'

export type KycRow = typeof kycSubmissions.$inferSelect

/** A player's two newest sendings, newest first: the state, and whether it follows a refusal. */
export function latestSubmissions(executor: Executor, userId: number): Promise<KycRow[]> {
  return executor
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(2)
}

export async function submissionOf(
  executor: Executor,
  id: number,
  lock = false,
): Promise<KycRow | undefined> {
  const query = executor.select().from(kycSubmissions).where(eq(kycSubmissions.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Whether another player holds this ID in a sending that was not refused. */
export async function idHeldByAnother(
  executor: Executor,
  id: { idType: KycRow['idType']; idKey: string; userId: number },
): Promise<boolean> {
  const [row] = await executor
    .select({ n: count() })
    .from(kycSubmissions)
    .where(
      and(
        eq(kycSubmissions.idType, id.idType),
        eq(kycSubmissions.idKey, id.idKey),
        ne(kycSubmissions.state, 'refused'),
        ne(kycSubmissions.userId, id.userId),
      ),
    )
  return (row?.n ?? 0) > 0
}

/** Sendings waiting for the operator, the longest waiting first. */
export function pendingSubmissions(executor: Executor, limit: number): Promise<KycRow[]> {
  return executor
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.state, 'pending'))
    .orderBy(asc(kycSubmissions.createdAt), asc(kycSubmissions.id))
    .limit(limit)
}

/** Whether the player's newest sending is approved: their identity is verified. */
export async function isIdentityVerified(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ state: kycSubmissions.state })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1)
  return row?.state === 'approved'
}
