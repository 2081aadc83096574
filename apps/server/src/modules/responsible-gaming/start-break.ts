import {
  EXCLUSION_IRREVOCABLE_MONTHS,
  type CoolOffDuration,
  type ExclusionDuration,
} from '@panalo/contract/self-limits'

import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { SessionService } from '../accounts/sessions.service.ts'
import { activeBlock } from './rg-rules.ts'
import { addMonths } from './rg-windows.ts'
import { lockPlayer, updatePlayer } from './rg.queries.ts'

const DAY_MS = 24 * 60 * 60_000

/** The lengths of a cool-off (decision 016). */
const COOL_OFF_MS: Record<CoolOffDuration, number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS }
/** The lengths of a self-exclusion, in calendar months. */
const EXCLUSION_MONTHS: Record<ExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 }

export interface BreakDeps {
  db: Db
  sessions: SessionService
  now: () => Date
}

/** A cool-off: no play, no deposits and no login until it ends; every session ends now. */
export async function coolOff(deps: BreakDeps, userId: number, duration: CoolOffDuration) {
  const at = deps.now()
  const until = new Date(at.getTime() + COOL_OFF_MS[duration])
  await startBlock(deps, userId, { kind: 'cool-off', until, irrevocableUntil: until })
  return { kind: 'cool-off' as const, until }
}

/** A self-exclusion (PAGCOR: 6 months, 1 year, 5 years); the first six months cannot be ended. */
export async function selfExclude(deps: BreakDeps, userId: number, duration: ExclusionDuration) {
  const at = deps.now()
  const until = addMonths(at, EXCLUSION_MONTHS[duration])
  const irrevocableUntil = addMonths(at, EXCLUSION_IRREVOCABLE_MONTHS)
  await startBlock(deps, userId, { kind: 'self-exclusion', until, irrevocableUntil })
  return { kind: 'self-exclusion' as const, until, irrevocableUntil }
}

async function startBlock(
  { db, sessions, now }: BreakDeps,
  userId: number,
  block: { kind: 'cool-off' | 'self-exclusion'; until: Date; irrevocableUntil: Date | null },
): Promise<void> {
  const at = now()
  await inTransaction(db, async (tx) => {
    const player = await lockPlayer(tx, userId)
    const running = activeBlock(player, at)
    // A break never shortens one already running (a cool-off cannot cut an exclusion short).
    const until = running && running.until > block.until ? running.until : block.until
    const kind = running?.kind === 'self-exclusion' ? 'self-exclusion' : block.kind
    const irrevocableUntil = latest(running?.irrevocableUntil ?? null, block.irrevocableUntil)
    await updatePlayer(tx, userId, {
      blockKind: kind,
      blockStartedAt: at,
      blockUntil: until,
      irrevocableUntil,
    })
    await sessions.revokeAll(tx, userId, 'excluded')
  })
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b
  if (!b) return a
  return a > b ? a : b
}
