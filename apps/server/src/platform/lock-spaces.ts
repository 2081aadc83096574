/**
 * The first keys of the two-key advisory locks (`pg_advisory_xact_lock(space, id)`), one per kind of
 * thing locked, kept in one place so no two areas share a space by accident: the settings' saves and
 * a player's chat messages once both used 7_266_039, so a setting's save could wait for a chat whose
 * player id matched the setting key's hash. lock-spaces.test.ts checks they stay distinct. (One-key
 * locks, `pg_advisory_xact_lock(hashtext('…'))`, are another lock space of PostgreSQL's and name
 * themselves by their text.)
 */
export const LOCK_SPACES = {
  /** A player's deposits (the second key: the user id). */
  deposit: 1_014,
  /** A player's unsent uploads. */
  upload: 7_266_038,
  /** A player's chat messages a minute. */
  chatMessage: 7_266_039,
  /** A chat thread's assignment changes and console replies (decision 093). */
  threadAssignment: 7_266_040,
  /** A setting's saves (the second key: the setting key's hashtext). */
  setting: 7_266_041,
  /** A job runner's lease (the second key: the task). */
  runnerLease: 7_266_072,
  /** A player's withdrawal requests. */
  withdrawal: 7_266_150,
  /** A broadcast being cancelled: its batches stop before the next one (the second key: its id). */
  broadcastCancel: 7_266_151,
} as const

/** One-key advisory locks (`pg_advisory_xact_lock(key)`) held by number rather than by a text's hash. */
export const ONE_KEY_LOCKS = {
  /** Migrations, so instances starting together migrate one at a time. */
  migrations: 7_266_101,
  /** The demo seed, so two processes starting together seed once. */
  seed: 7_266_102,
  /** The jackpot sweep: one process moves the bets' accrued shares into the pools at a time ("jack"). */
  jackpotSweep: 0x6a_61_63_6b,
} as const
