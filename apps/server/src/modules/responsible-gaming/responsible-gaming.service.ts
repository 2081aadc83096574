import type { CoolOffDuration, ExclusionDuration, LimitKind, LimitPeriod } from '@panalo/contract/self-limits'

import type { Db, Executor } from '../../db/client.ts'
import type { SessionService } from '../accounts/sessions.service.ts'
import { createDepositPolicy } from './deposit-limits.ts'
import { requestExclusionEnd } from './end-exclusion.ts'
import { limitsOverview } from './limits-overview.ts'
import { createPlayPolicy } from './play-limits.ts'
import { recordPlayTime } from './play-time.ts'
import { assertNotBlocked } from './rg-rules.ts'
import { findPlayer } from './rg.queries.ts'
import { setLimit } from './set-limit.ts'
import { coolOff, selfExclude } from './start-break.ts'

export interface ResponsibleGamingDeps {
  db: Db
  sessions: SessionService
  now?: () => Date
}

/**
 * Responsible gaming: the player's limits, breaks and exclusions, and the two policies the games
 * and the deposits go through (play-policy.types.ts, deposit-policy.types.ts). Decision 016 records the rules.
 */
export function createResponsibleGaming(deps: ResponsibleGamingDeps) {
  const { db, sessions } = deps
  const now = deps.now ?? (() => new Date())
  const overview = (userId: number) => limitsOverview(db, userId, now())

  return {
    playPolicy: createPlayPolicy(now),
    depositPolicy: createDepositPolicy(now),
    /** Refuses a login (or any new session) while a cool-off or self-exclusion runs. */
    async assertMayLogIn(executor: Executor, userId: number): Promise<void> {
      assertNotBlocked(await findPlayer(executor, userId), now())
    },
    recordPlayTime: (executor: Executor, userId: number) => recordPlayTime(now, executor, userId),
    overview,
    async setLimit(userId: number, kind: LimitKind, period: LimitPeriod, amount: number | null) {
      await setLimit(db, now, { userId, kind, period, amount })
      return overview(userId)
    },
    coolOff: (userId: number, duration: CoolOffDuration) => coolOff({ db, sessions, now }, userId, duration),
    selfExclude: (userId: number, duration: ExclusionDuration) =>
      selfExclude({ db, sessions, now }, userId, duration),
    requestExclusionEnd: (userId: number) => requestExclusionEnd(db, now, userId),
  }
}

export type ResponsibleGaming = ReturnType<typeof createResponsibleGaming>

// The players desk presents a player's limits as /member/self-limited does.
export { presentOverview } from './responsible-gaming.calls.ts'
