import { ProviderLaunchError, type ProviderAdapter } from './provider-adapter.ts'

/**
 * Providers configured only for their wallet calls (WALLET_ONLY_PROVIDERS): a provider being
 * certified against our wallet, or the benchmark's. Their games cannot be launched from the lobby.
 */
export function walletOnlyAdapters(secrets: Record<string, string>): ProviderAdapter[] {
  return Object.entries(secrets).map(([providerId, secret]) => ({
    providerId,
    launchable: false,
    callbackSecret: secret,
    launchUrl: () =>
      Promise.reject(new ProviderLaunchError(`${providerId} is configured for wallet calls only`)),
  }))
}
