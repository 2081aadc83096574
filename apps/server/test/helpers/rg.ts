import { randomBytes } from 'node:crypto'

import type { Executor } from '../../src/db/client.ts'
import { users } from '../../src/db/schema/accounts.ts'

/** Inserts a bare player row (no session), for tests that drive services directly. */
export async function insertPlayer(db: Executor): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      nickname: 'Tester',
      accountType: 2,
      dateOfBirth: '1990-01-01',
      eligibilityConfirmedAt: new Date(),
      termsAcceptedAt: new Date(),
      inviteCode: randomBytes(5).toString('hex'),
    })
    .returning({ id: users.id })
  if (!row) throw new Error('no user row')
  return row.id
}

/** A clock a test moves by hand. */
export function testClock(start = '2026-11-18T04:00:00.000Z') {
  let current = new Date(start).getTime()
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms
    },
    set(iso: string) {
      current = new Date(iso).getTime()
    },
  }
}

export const HOUR = 60 * 60_000
export const DAY = 24 * HOUR
