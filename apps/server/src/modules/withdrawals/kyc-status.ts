import type { Executor } from '../../db/client.ts'

/**
 * Whether a player's identity is verified, for the withdrawal setting `kycRequired`. The KYC area
 * (modules/kyc, decision 056) implements it over its records; the composition root hands it in.
 */
export interface KycStatus {
  isVerified(db: Executor, userId: number): Promise<boolean>
}
