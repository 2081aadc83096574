import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@panalo/contract/self-limits'

import type { Db } from '../../db/client.ts'
import { activeBlock, effectiveAmount, pendingChange, playedSeconds } from './rg-rules.ts'
import { windowEnd } from './rg-windows.ts'
import { findPlayer, playCounters, playerLimits, reservedDeposits, type RgLimitRow } from './rg.queries.ts'

export interface LimitView {
  kind: LimitKind
  period: LimitPeriod
  /** The limit in force: hundredths, or minutes for `time`; null when none. */
  amount: number | null
  /** How much of it the current window has used (hundredths; minutes for `time`). */
  used: number
  /** When the current window ends and `used` starts again from 0. */
  resetsAt: Date
  /** A raise or removal waiting to take effect. */
  pending: { amount: number | null; effectiveAt: Date } | null
}

/** Everything /member/self-limited shows. */
export async function limitsOverview(db: Db, userId: number, at: Date) {
  const [player, rows, played, reserved] = await Promise.all([
    findPlayer(db, userId),
    playerLimits(db, userId),
    playCounters(db, userId, at),
    reservedDeposits(db, userId, at),
  ])
  const limits: LimitView[] = []
  for (const kind of ['deposit', 'bet', 'loss'] as const) {
    for (const period of LIMIT_PERIODS) {
      const row = rows.find((candidate) => candidate.kind === kind && candidate.period === period)
      const used =
        kind === 'deposit'
          ? reserved[period]
          : kind === 'bet'
            ? played[period].stakes
            : Math.max(0, played[period].stakes - played[period].wins)
      limits.push(view(kind, period, row, used, at))
    }
  }
  const timeRow = rows.find((candidate) => candidate.kind === 'time' && candidate.period === 'day')
  limits.push(view('time', 'day', timeRow, Math.floor(playedSeconds(player, at) / 60), at))
  const block = activeBlock(player, at)
  return { limits, block, playedSeconds: playedSeconds(player, at) }
}

function view(
  kind: LimitKind,
  period: LimitPeriod,
  row: RgLimitRow | undefined,
  used: number,
  at: Date,
): LimitView {
  const pending = pendingChange(row, at)
  return {
    kind,
    period,
    amount: effectiveAmount(row, at),
    used,
    resetsAt: windowEnd(period, at),
    pending: pending ? { amount: pending.amount, effectiveAt: pending.at } : null,
  }
}
