import { useEffect, useRef } from 'react'

import { apiCall } from '../../../api/client.ts'

export const HEARTBEAT_MS = 60_000

/**
 * The game heartbeat: `online` every 60 s while the page is visible (a background call: no timeout
 * dialog). Each answer carries the player's coins, handed to `onCoins`.
 */
export function useOnlineHeartbeat(gameId: number, enabled: boolean, onCoins: (coin: number) => void): void {
  const latest = useRef(onCoins)
  useEffect(() => {
    latest.current = onCoins
  }, [onCoins])

  useEffect(() => {
    if (!enabled) return
    const beat = () => {
      if (document.visibilityState !== 'visible') return
      apiCall('online', { gameId })
        .then((answer) => latest.current(answer.coin))
        .catch(() => undefined)
    }
    const timer = window.setInterval(beat, HEARTBEAT_MS)
    return () => window.clearInterval(timer)
  }, [gameId, enabled])
}
