import { apiCall } from '../../../api/client.ts'

/** Leaving the game page ends its session; nothing waits for the answer. */
export function exitGame(gameId: number): void {
  void apiCall('exitGame', { gameId }).catch(() => undefined)
}
