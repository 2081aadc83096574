import { and, eq, sql } from 'drizzle-orm'

import { originalsDemoSessions } from '../../db/schema/originals.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Owner } from './originals-rows.ts'
import { ORIGINALS_PROVIDER_ID, type WalletContext } from './settle-rounds.ts'

/** The owner's coins: a try-it session's demo balance (expired: refused), or the player's wallet balance. */
export async function balanceOf({ db, providerWallet }: WalletContext, owner: Owner): Promise<number> {
  if (owner.kind === 'demo') {
    const [session] = await db
      .select({ balance: originalsDemoSessions.balance })
      .from(originalsDemoSessions)
      .where(and(eq(originalsDemoSessions.id, owner.demoId), sql`${originalsDemoSessions.expiresAt} > now()`))
    if (!session) throw new AppError('ORIGINALS_DEMO_EXPIRED')
    return session.balance
  }
  const answer = await providerWallet.balance({ providerId: ORIGINALS_PROVIDER_ID, userId: owner.userId })
  return answer.balance
}
