import type { TFunction } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { showToast } from '../../ui/toast.tsx'
import type { VipClaim } from './api/use-vip-claim-mutation.ts'

/** Runs a claim; a refusal (claimed before, not reached) is told in a toast. */
export async function runClaim(
  t: TFunction,
  mutateAsync: (claim: VipClaim) => Promise<unknown>,
  claim: VipClaim,
): Promise<void> {
  await mutateAsync(claim).catch((error: unknown) => showToast(errorMessage(t, error), 'error'))
}
