import type { GamePlayMode } from '@panalo/contract/enums'

/**
 * A game provider as the launch sees it (docs/decisions/017-provider-wallet-and-launch.md): it turns a
 * launch into a URL. The provider's wallet calls come the other way, to /provider/<providerId>/…
 * (provider.routes.ts), or in process for Panalo Originals, through the ProviderWallet.
 */
export interface ProviderAdapter {
  /** The platform code the adapter serves (game_platforms.code). */
  readonly providerId: string
  /** False when the provider is not configured: its games are shown but cannot be opened. */
  readonly launchable: boolean
  /** The secret the provider signs its wallet calls with (HMAC-SHA256 over the raw body); null: no HTTP calls. */
  readonly callbackSecret: string | null
  launchUrl(launch: LaunchRequest): Promise<string>
}

export interface LaunchRequest {
  game: { id: number; code: string; providerGameCode: string }
  /** Null for a guest's demo launch. */
  user: { id: number } | null
  mode: GamePlayMode
  /** The game session's token (game-sessions.service.ts): the provider sends it back with each bet. */
  sessionToken: string
  /** Where the provider's own "lobby" button leads. */
  lobbyUrl: string
  lang: string
}

export class ProviderLaunchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ProviderLaunchError'
  }
}
