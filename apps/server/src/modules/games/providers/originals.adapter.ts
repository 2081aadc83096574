import { ORIGINALS_PLATFORM_CODE } from '@panalo/contract/enums'

import type { LaunchRequest, ProviderAdapter } from './provider-adapter.ts'

/**
 * Panalo Originals: our own pages, same origin. The page reads `launch` and resolves it with
 * resolveGameSession() to learn the player, game and mode; its bets reach the ProviderWallet in process.
 */
export function createOriginalsAdapter(): ProviderAdapter {
  return {
    providerId: ORIGINALS_PLATFORM_CODE,
    launchable: true,
    callbackSecret: null,
    launchUrl: async ({ game, mode, sessionToken }: LaunchRequest) =>
      `/originals/${encodeURIComponent(game.code)}?mode=${mode}&launch=${encodeURIComponent(sessionToken)}`,
  }
}
