import type { StaffRole } from '@panalo/contract/ops/roles'

/** Who sees what on the page (the server checks every call's roles again). */
export const MONEY_READERS: readonly StaffRole[] = ['support', 'finance', 'risk', 'admin']
export const MONEY_MOVERS: readonly StaffRole[] = ['finance', 'admin']
export const ADJUSTMENT_READERS: readonly StaffRole[] = ['finance', 'risk', 'admin']
export const RG_ACTORS: readonly StaffRole[] = ['risk', 'admin']
export const KYC_ROLES: readonly StaffRole[] = ['kyc', 'admin']
