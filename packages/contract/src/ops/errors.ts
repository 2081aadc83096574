/**
 * Errors only the operator console meets (codes 11001–11099). The player catalogue (errors.ts) stays the
 * player's; an ops call may also answer one of its errors when it runs a player-side service.
 */
export const OPS_ERRORS = {
  STAFF_SIGNED_OUT: { code: 11001, message: 'Your console session has ended. Please sign in again.' },
  ROLE_REFUSED: { code: 11002, message: 'Your role may not do that.' },
  ORIGIN_REFUSED: { code: 11003, message: 'Console calls are answered only from the console itself.' },
  STAFF_CREDENTIALS: { code: 11004, message: 'The account, password or code is not right.' },
  TOTP_ENROLMENT: {
    code: 11005,
    message: 'Add this account to your authenticator app, then sign in with its code.',
  },
  STAFF_THROTTLED: { code: 11006, message: 'Too many failed attempts. Please wait and try again.' },
  FOUR_EYES_SAME_STAFF: {
    code: 11007,
    message: 'You approved this withdrawal already: a second person must approve it.',
  },
  DESK_REFUSED: { code: 11008, message: 'That cannot be done.' },
  SERVICE_THREAD_HELD: {
    code: 11009,
    message: 'Another agent holds this chat. Take it over first if you mean to answer it.',
  },
  SERVICE_AGENT_INVALID: {
    code: 11010,
    message: 'A chat can be handed only to another active support or admin account.',
  },
} as const

export type OpsErrorName = keyof typeof OPS_ERRORS
