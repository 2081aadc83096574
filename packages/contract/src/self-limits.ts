/**
 * Responsible-gaming rules shared by the server and the web app (/member/self-limited): the limit
 * kinds and periods, the break and exclusion durations, and the delays that protect a player from
 * loosening a limit on impulse. Decision 016 records the choices.
 */

/** Money limits: what may be deposited, staked (bet) and lost (stakes − wins) in a period. */
export const MONEY_LIMIT_KINDS = ['deposit', 'bet', 'loss'] as const
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number]

/** Calendar periods in Manila time: the day from midnight, the week from Monday, the month from the 1st. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

/** Every limit kind: the money limits and the daily play-time limit (`time`, in minutes, period `day`). */
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'time'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]

/** Raising or removing a limit takes effect this long after the request; lowering is immediate. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60_000

/** Largest money limit accepted, hundredths (₱10,000,000). */
export const MAX_MONEY_LIMIT = 1_000_000_000
/** Daily play-time limit bounds, minutes. */
export const MIN_TIME_LIMIT_MINUTES = 15
export const MAX_TIME_LIMIT_MINUTES = 24 * 60
/** The reminder shows when this many minutes of the daily play-time limit are left. */
export const TIME_LIMIT_WARNING_MINUTES = 10

/** A cool-off: a short break from play that cannot be cut short. */
export const COOL_OFF_DURATIONS = ['24h', '7d', '30d'] as const
export type CoolOffDuration = (typeof COOL_OFF_DURATIONS)[number]

/** A self-exclusion (PAGCOR: 6 months, 1 year or 5 years; the first 6 months irrevocable). */
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number]
export const EXCLUSION_IRREVOCABLE_MONTHS = 6

/** The words a player types to confirm a self-exclusion. */
export const EXCLUSION_CONFIRM_WORD = 'EXCLUDE'
