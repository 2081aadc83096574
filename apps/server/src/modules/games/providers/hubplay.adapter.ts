import { z } from 'zod'

import type { GameProvidersConfig } from '../../../config.ts'
import { SIGNATURE_HEADER, signBody } from '../../../platform/hmac.ts'
import { ProviderLaunchError, type LaunchRequest, type ProviderAdapter } from './provider-adapter.ts'

export const HUBPLAY_PROVIDER_ID = 'hubplay'
/** The header both sides put the hex HMAC-SHA256 of the raw body in. */
const LAUNCH_TIMEOUT_MS = 5_000

const launchAnswer = z.object({ url: z.url() })

/**
 * hubplay, an outside aggregator shaped like Hub88 (reference/integrations.md §2.2): we ask its API for
 * a launch URL, signed; it calls our wallet back at /provider/hubplay/… with the session token we
 * gave it. Not configured (HUBPLAY_API_URL, HUBPLAY_SECRET), its games cannot be launched.
 */
export function createHubplayAdapter(
  config: GameProvidersConfig['hubplay'],
  fetchImpl: typeof fetch = fetch,
): ProviderAdapter {
  return {
    providerId: HUBPLAY_PROVIDER_ID,
    launchable: config !== undefined,
    callbackSecret: config?.secret ?? null,
    async launchUrl({ game, user, mode, sessionToken, lobbyUrl, lang }: LaunchRequest) {
      if (!config) throw new ProviderLaunchError('hubplay is not configured')
      const demo = mode === 'demo'
      const body = JSON.stringify({
        operator_id: config.operatorId,
        game_code: game.providerGameCode,
        // Hub88's demo convention: currency XXX and no user or token.
        currency: demo ? 'XXX' : 'PHP',
        ...(demo || !user ? {} : { user: String(user.id), token: sessionToken }),
        lang,
        platform: 'GPL_MOBILE',
        lobby_url: lobbyUrl,
      })
      let response: Response
      try {
        response = await fetchImpl(`${config.apiUrl}/operator/generic/v2/game/url`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(config.secret, body) },
          body,
          signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
        })
      } catch (error) {
        throw new ProviderLaunchError('hubplay did not answer the launch', { cause: error })
      }
      if (!response.ok) throw new ProviderLaunchError(`hubplay refused the launch: HTTP ${response.status}`)
      const parsed = launchAnswer.safeParse(await response.json().catch(() => null))
      if (!parsed.success) throw new ProviderLaunchError('hubplay answered the launch without a URL')
      return parsed.data.url
    },
  }
}
