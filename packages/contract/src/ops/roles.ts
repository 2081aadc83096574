/**
 * The staff roles of the operator console (docs/decisions/064-operator-console.md). Each ops call names
 * the roles it allows; admin is named like any other, so a reader sees every call's roles in one place.
 */
export const STAFF_ROLES = ['support', 'supportLead', 'kyc', 'finance', 'risk', 'marketing', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * A role that holds another's powers as well as its own (decision 105): a support lead does all that
 * support does, so a call for support is a call for its lead without naming it twice.
 */
export const ROLE_INCLUDES: Readonly<Partial<Record<StaffRole, readonly StaffRole[]>>> = {
  supportLead: ['support'],
}

/** Whether a role may do what `allowed` names, itself or through a role it includes. */
export function roleMayAct(allowed: readonly StaffRole[], role: StaffRole): boolean {
  return allowed.includes(role) || (ROLE_INCLUDES[role] ?? []).some((included) => allowed.includes(included))
}

/** Who may take over, hand on or release another agent's chat, and read the support report (decision 105). */
export const SUPPORT_LEAD_ROLES = ['supportLead', 'admin'] as const satisfies readonly StaffRole[]

export const STAFF_ACCOUNT_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/
/** Staff passwords are longer than players': they open money and identity documents. */
export const STAFF_PASSWORD_MIN = 12
export const STAFF_PASSWORD_MAX = 128
/** A TOTP code (6 digits) or a recovery code (10 letters and digits, with or without its dash). */
export const STAFF_TOTP_PATTERN = /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/
export const RECOVERY_CODE_COUNT = 10

/** How long a console session lives: 30 minutes without a call, 12 hours at most. */
export const STAFF_SESSION_IDLE_MS = 30 * 60_000
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000
