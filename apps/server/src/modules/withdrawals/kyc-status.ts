import type { Executor } from '../../db/client.ts'

/**
 * Whether a player's identity is verified. The KYC issue implements it over its records; until it
 * lands no player is verified (there is no KYC status field on the user yet), which only matters
 * when the withdrawal settings require KYC.
 */
export interface KycStatus {
  isVerified(db: Executor, userId: number): Promise<boolean>
}

export const NO_KYC_RECORDS: KycStatus = {
  isVerified: () => Promise.resolve(false),
}
