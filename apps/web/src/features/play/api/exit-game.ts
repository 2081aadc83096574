import { apiCall } from '../../../api/client.ts'

/**
 * Leaving the game page ends its session; nothing waits for the answer. `closing`: the tab is going
 * away, so the request is sent with fetch keepalive, which (unlike sendBeacon) carries the bearer token.
 */
export function exitGame(gameId: number, closing = false): void {
  void apiCall('exitGame', { gameId }, closing ? { keepalive: true } : {}).catch(() => undefined)
}
