import { LIMIT_RAISE_DELAY_MS, type LimitKind, type LimitPeriod } from '@panalo/contract/self-limits'

import { AppError } from '../../platform/app-error.ts'
import type { RgLimitRow, RgPlayerRow } from './rg.queries.ts'
import { periodStart } from './rg-windows.ts'

type LimitState = Pick<RgLimitRow, 'amount' | 'pendingAmount' | 'pendingAt'>

/** The limit in force at `now`: a pending change whose time has come has replaced the old amount. */
export function effectiveAmount(row: LimitState | undefined, now: Date): number | null {
  if (!row) return null
  if (row.pendingAt && row.pendingAt <= now) return row.pendingAmount
  return row.amount
}

/** The change still waiting at `now`, or null. */
export function pendingChange(
  row: LimitState | undefined,
  now: Date,
): { amount: number | null; at: Date } | null {
  if (!row?.pendingAt || row.pendingAt <= now) return null
  return { amount: row.pendingAmount, at: row.pendingAt }
}

/**
 * The next state of a limit when the player asks for `wanted` (null: no limit). Tightening (a new
 * limit, or a lower one) applies at once and drops any waiting raise; loosening (higher, or removed)
 * waits LIMIT_RAISE_DELAY_MS; asking again for the raise already waiting keeps its original time.
 */
export function nextLimitState(row: LimitState | undefined, wanted: number | null, now: Date): LimitState {
  const current = effectiveAmount(row, now)
  const waiting = pendingChange(row, now)
  if (wanted === current) return { amount: current, pendingAmount: null, pendingAt: null }
  const tightens = wanted !== null && (current === null || wanted < current)
  if (tightens) return { amount: wanted, pendingAmount: null, pendingAt: null }
  if (waiting && waiting.amount === wanted)
    return { amount: current, pendingAmount: wanted, pendingAt: waiting.at }
  return { amount: current, pendingAmount: wanted, pendingAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) }
}

/** The running break of a player at `now`, or null. */
export function activeBlock(
  player: Pick<RgPlayerRow, 'blockKind' | 'blockUntil' | 'irrevocableUntil' | 'blockStartedAt'> | undefined,
  now: Date,
) {
  if (!player?.blockKind || !player.blockUntil || player.blockUntil <= now) return null
  return {
    kind: player.blockKind,
    startedAt: player.blockStartedAt,
    until: player.blockUntil,
    irrevocableUntil: player.irrevocableUntil,
  }
}

/** Throws COOLING_OFF or SELF_EXCLUDED, with the end date, while a break runs. */
export function assertNotBlocked(player: Parameters<typeof activeBlock>[0], now: Date): void {
  const block = activeBlock(player, now)
  if (!block) return
  const until = block.until.toISOString()
  const when = formatManila(block.until)
  if (block.kind === 'cool-off') {
    throw new AppError('COOLING_OFF', `You are taking a break from play until ${when} (Manila time).`, {
      kind: block.kind,
      until,
    })
  }
  throw new AppError('SELF_EXCLUDED', `You have excluded yourself from play until ${when} (Manila time).`, {
    kind: block.kind,
    until,
  })
}

/** `21 May 2027, 13:05` in Manila time. */
export function formatManila(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Manila',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at)
}

/** The amount in force of one limit among a player's rows, or null when there is none. */
export function limitOf(rows: RgLimitRow[], kind: LimitKind, period: LimitPeriod, at: Date): number | null {
  return effectiveAmount(
    rows.find((row) => row.kind === kind && row.period === period),
    at,
  )
}

/** Seconds played on the Manila day holding `at`. */
export function playedSeconds(player: RgPlayerRow | undefined, at: Date): number {
  if (!player?.playDay || player.playDay !== periodStart('day', at)) return 0
  return player.playSeconds
}

export function assertPlayTimeLeft(player: RgPlayerRow | undefined, rows: RgLimitRow[], at: Date): void {
  const minutes = limitOf(rows, 'time', 'day', at)
  if (minutes === null) return
  if (playedSeconds(player, at) >= minutes * 60) {
    throw new AppError('PLAY_TIME_LIMIT_REACHED', undefined, { limitMinutes: minutes })
  }
}
