import { randomBytes } from 'node:crypto'

import { DEMO_START_BALANCE } from '@panalo/contract/originals'
import { and, eq, lt, sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { originalsDemoSessions } from '../../db/schema/originals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { originalsSeedPairs } from '../draws/draws.service.ts'
import { hasUnfinishedMines } from './originals-rows.ts'

/** Try-it sessions: demo coins that move with their rounds and never reach the wallet or the ledger. */

const DEMO_TTL_MS = 24 * 60 * 60 * 1000

export async function lockDemo(tx: Tx, demoId: string) {
  const [session] = await tx
    .select()
    .from(originalsDemoSessions)
    .where(and(eq(originalsDemoSessions.id, demoId), sql`${originalsDemoSessions.expiresAt} > now()`))
    .for('update')
  if (!session) throw new AppError('ORIGINALS_DEMO_EXPIRED')
  return session
}

export async function setDemoBalance(tx: Tx, demoId: string, balance: number) {
  await tx
    .update(originalsDemoSessions)
    .set({ balance, expiresAt: new Date(Date.now() + DEMO_TTL_MS) })
    .where(eq(originalsDemoSessions.id, demoId))
}

/** Starts a try-it session, or renews the one named; tops up demo coins that ran out. */
export async function startDemoSession(
  db: Db,
  demoId: string | undefined,
): Promise<{ demoId: string; balance: number }> {
  return inTransaction(db, async (tx) => {
    await tx.delete(originalsDemoSessions).where(lt(originalsDemoSessions.expiresAt, new Date()))
    const expiresAt = new Date(Date.now() + DEMO_TTL_MS)
    if (demoId) {
      const [session] = await tx
        .select()
        .from(originalsDemoSessions)
        .where(eq(originalsDemoSessions.id, demoId))
        .for('update')
      if (session) {
        const open = await hasUnfinishedMines(tx, { kind: 'demo', demoId })
        const balance = session.balance < 100 && !open ? DEMO_START_BALANCE : session.balance
        await tx
          .update(originalsDemoSessions)
          .set({ balance, expiresAt })
          .where(eq(originalsDemoSessions.id, demoId))
        return { demoId, balance }
      }
    }
    const id = randomBytes(16).toString('hex')
    await tx.insert(originalsDemoSessions).values({ id, balance: DEMO_START_BALANCE, expiresAt })
    await originalsSeedPairs.open(tx, { kind: 'demo', demoId: id })
    return { demoId: id, balance: DEMO_START_BALANCE }
  })
}
