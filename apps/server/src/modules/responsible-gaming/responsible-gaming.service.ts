import {
  EXCLUSION_IRREVOCABLE_MONTHS,
  LIMIT_PERIODS,
  type CoolOffDuration,
  type ExclusionDuration,
  type LimitKind,
  type LimitPeriod,
} from '@panalo/contract/self-limits'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction, withinTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import type { SessionService } from '../accounts/sessions.service.ts'
import { restoreWagering } from '../wallet/wallet-players.queries.ts'
import type { DepositPolicy } from './deposit-policy.ts'
import type { PlayPolicy } from './play-policy.ts'
import { activeBlock, assertNotBlocked, effectiveAmount, nextLimitState, pendingChange } from './rg-rules.ts'
import { addMonths, periodStart, windowEnd } from './rg-windows.ts'
import {
  addStake,
  addToCounters,
  findPlayer,
  findReservation,
  insertReservation,
  lockFreePlayerWithLimits,
  lockPlayer,
  playCounters,
  playerLimits,
  releaseReservation,
  reservedDeposits,
  saveLimit,
  updatePlayer,
  type RgLimitRow,
  type RgPlayerRow,
} from './rg.queries.ts'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** A heartbeat credits the play time since the previous one, at most this much (one beat interval). */
export const PLAY_BEAT_MAX_MS = 60_000

/** The lengths of a cool-off (decision 016). */
const COOL_OFF_MS: Record<CoolOffDuration, number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS }
/** The lengths of a self-exclusion, in calendar months. */
const EXCLUSION_MONTHS: Record<ExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 }
/** An exclusion past its irrevocable part ends this long after the request to end it. */
export const EXCLUSION_END_DELAY_MS = 7 * DAY_MS

export interface ResponsibleGamingDeps {
  db: Db
  sessions: SessionService
  now?: () => Date
}

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

/**
 * Responsible gaming: the player's limits, breaks and exclusions, and the two policies the games
 * and the deposits go through (play-policy.ts, deposit-policy.ts). Decision 016 records the rules.
 */
export function createResponsibleGaming(deps: ResponsibleGamingDeps) {
  const { db, sessions } = deps
  const now = deps.now ?? (() => new Date())

  function limitOf(rows: RgLimitRow[], kind: LimitKind, period: LimitPeriod, at: Date): number | null {
    return effectiveAmount(
      rows.find((row) => row.kind === kind && row.period === period),
      at,
    )
  }

  /** Seconds played on the Manila day holding `at`. */
  function playedSeconds(player: RgPlayerRow | undefined, at: Date): number {
    if (!player?.playDay || player.playDay !== periodStart('day', at)) return 0
    return player.playSeconds
  }

  function assertPlayTimeLeft(player: RgPlayerRow | undefined, rows: RgLimitRow[], at: Date): void {
    const minutes = limitOf(rows, 'time', 'day', at)
    if (minutes === null) return
    if (playedSeconds(player, at) >= minutes * 60) {
      throw new AppError('PLAY_TIME_LIMIT_REACHED', undefined, { limitMinutes: minutes })
    }
  }

  const playPolicy: PlayPolicy = {
    async assertMayPlay(executor, userId) {
      const at = now()
      // One after the other: the executor may be a transaction, whose one connection runs one query
      // at a time (pg queues a second one, and pg 9 will refuse it).
      const player = await findPlayer(executor, userId)
      const rows = await playerLimits(executor, userId, ['time'])
      assertNotBlocked(player, at)
      assertPlayTimeLeft(player, rows, at)
    },

    async assertMayBet(tx, userId, stake) {
      const at = now()
      const kinds: LimitKind[] = ['bet', 'loss', 'time']
      // One round trip when the player's row lock is free (the common case), two otherwise.
      const fast = await lockFreePlayerWithLimits(tx, userId, kinds)
      const player = fast?.player ?? (await lockPlayer(tx, userId))
      assertNotBlocked(player, at)
      const rows = fast?.limits ?? (await playerLimits(tx, userId, kinds))
      assertPlayTimeLeft(player, rows, at)
      const limits = rows.filter((row) => row.kind !== 'time' && effectiveAmount(row, at) !== null)
      if (limits.length === 0) return
      const played = await playCounters(tx, userId, at)
      for (const period of LIMIT_PERIODS) {
        const betLimit = limitOf(rows, 'bet', period, at)
        if (betLimit !== null && played[period].stakes + stake > betLimit) {
          throw new AppError('BET_LIMIT_REACHED', undefined, {
            period,
            limit: betLimit,
            remaining: Math.max(0, betLimit - played[period].stakes),
          })
        }
        const lossLimit = limitOf(rows, 'loss', period, at)
        const netLoss = played[period].stakes - played[period].wins
        if (lossLimit !== null && netLoss + stake > lossLimit) {
          throw new AppError('LOSS_LIMIT_REACHED', undefined, {
            period,
            limit: lossLimit,
            remaining: Math.max(0, lossLimit - netLoss),
          })
        }
      }
    },

    async recordStake(tx, userId, stake) {
      if (stake <= 0) return
      await addStake(tx, userId, now(), stake)
    },

    async recordWin(tx, userId, win) {
      if (win <= 0) return
      await addToCounters(tx, userId, now(), { stakes: 0, wins: win })
    },

    async recordRollback(tx, userId, stake) {
      if (stake <= 0) return
      await addToCounters(tx, userId, now(), { stakes: -stake, wins: 0 })
      await restoreWagering(tx, userId, stake)
    },

    stakeClock() {
      const at = now()
      return {
        now: at.toISOString(),
        day: periodStart('day', at),
      }
    },
  }

  const depositPolicy: DepositPolicy = {
    async reserveDeposit(tx, { userId, amount, reference }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`bad deposit amount ${amount}`)
      const at = now()
      const player = await lockPlayer(tx, userId)
      // A retried reservation of the same deposit is already counted.
      if (await findReservation(tx, reference)) return
      assertNotBlocked(player, at)
      const rows = await playerLimits(tx, userId, ['deposit'])
      const hasLimit = LIMIT_PERIODS.some((period) => limitOf(rows, 'deposit', period, at) !== null)
      if (hasLimit) {
        const reserved = await reservedDeposits(tx, userId, at)
        for (const period of LIMIT_PERIODS) {
          const limit = limitOf(rows, 'deposit', period, at)
          if (limit !== null && reserved[period] + amount > limit) {
            throw new AppError('DEPOSIT_LIMIT_REACHED', undefined, {
              period,
              limit,
              remaining: Math.max(0, limit - reserved[period]),
            })
          }
        }
      }
      await insertReservation(tx, { reference, userId, amount, createdAt: at })
    },

    async releaseDeposit(tx, reference) {
      await releaseReservation(tx, reference, now())
    },
  }

  /** Refuses a login (or any new session) while a cool-off or self-exclusion runs. */
  async function assertMayLogIn(executor: Executor, userId: number): Promise<void> {
    assertNotBlocked(await findPlayer(executor, userId), now())
  }

  /**
   * Counts play time from the games' `online` heartbeat (every 60 s while a game is open and the page
   * visible): each beat credits the time since the previous one, at most PLAY_BEAT_MAX_MS, so a
   * pause or a closed game costs nothing and two open tabs count once. Resets at Manila midnight.
   * Answers the seconds played today and the time limit in force (minutes, or null).
   */
  async function recordPlayTime(
    executor: Executor,
    userId: number,
  ): Promise<{ playedSeconds: number; limitMinutes: number | null }> {
    return withinTransaction(executor, async (tx) => {
      const at = now()
      const player = await lockPlayer(tx, userId)
      const today = periodStart('day', at)
      const last = player.lastPlayBeatAt
      const sinceLast = last ? at.getTime() - last.getTime() : Number.POSITIVE_INFINITY
      const credit = Math.floor(Math.max(0, Math.min(sinceLast, PLAY_BEAT_MAX_MS)) / 1000)
      const base = player.playDay === today ? player.playSeconds : 0
      const seconds = base + credit
      await updatePlayer(tx, userId, { playDay: today, playSeconds: seconds, lastPlayBeatAt: at })
      const rows = await playerLimits(tx, userId, ['time'])
      return { playedSeconds: seconds, limitMinutes: limitOf(rows, 'time', 'day', at) }
    })
  }

  /** Everything /member/self-limited shows. */
  async function overview(userId: number) {
    const at = now()
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

  /** Sets, lowers, raises or removes one limit (null: remove); raising and removing wait 24 hours. */
  async function setLimit(userId: number, kind: LimitKind, period: LimitPeriod, amount: number | null) {
    if (kind === 'time' && period !== 'day') {
      throw new AppError('VALIDATION', 'period: The play-time limit is per day', {
        issues: [{ path: 'period', message: 'The play-time limit is per day' }],
      })
    }
    await inTransaction(db, async (tx) => {
      await lockPlayer(tx, userId)
      const [row] = await playerLimits(tx, userId, [kind]).then((all) =>
        all.filter((candidate) => candidate.period === period),
      )
      const next = nextLimitState(row, amount, now())
      await saveLimit(tx, { userId, kind, period, ...next })
    })
    return overview(userId)
  }

  async function startBlock(
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

  /** A cool-off: no play, no deposits and no login until it ends; every session ends now. */
  async function coolOff(userId: number, duration: CoolOffDuration) {
    const at = now()
    const until = new Date(at.getTime() + COOL_OFF_MS[duration])
    await startBlock(userId, { kind: 'cool-off', until, irrevocableUntil: until })
    return { kind: 'cool-off' as const, until }
  }

  /** A self-exclusion (PAGCOR: 6 months, 1 year, 5 years); the first six months cannot be ended. */
  async function selfExclude(userId: number, duration: ExclusionDuration) {
    const at = now()
    const until = addMonths(at, EXCLUSION_MONTHS[duration])
    const irrevocableUntil = addMonths(at, EXCLUSION_IRREVOCABLE_MONTHS)
    await startBlock(userId, { kind: 'self-exclusion', until, irrevocableUntil })
    return { kind: 'self-exclusion' as const, until, irrevocableUntil }
  }

  /**
   * The player's request (through support; an excluded player cannot log in) to end an exclusion
   * early: refused during its irrevocable part; afterwards it ends EXCLUSION_END_DELAY_MS later.
   */
  async function requestExclusionEnd(userId: number): Promise<{ until: Date } | null> {
    return inTransaction(db, async (tx) => {
      const at = now()
      const player = await lockPlayer(tx, userId)
      const block = activeBlock(player, at)
      if (!block) return null
      if (block.irrevocableUntil && block.irrevocableUntil > at) throw new AppError('EXCLUSION_IRREVOCABLE')
      const endAt = new Date(at.getTime() + EXCLUSION_END_DELAY_MS)
      const until = block.until < endAt ? block.until : endAt
      await updatePlayer(tx, userId, { blockUntil: until })
      return { until }
    })
  }

  return {
    playPolicy,
    depositPolicy,
    assertMayLogIn,
    recordPlayTime,
    overview,
    setLimit,
    coolOff,
    selfExclude,
    requestExclusionEnd,
  }
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b
  if (!b) return a
  return a > b ? a : b
}

export type ResponsibleGaming = ReturnType<typeof createResponsibleGaming>
