import type { Play } from '@panalo/contract/originals'
import { createContext, useContext } from 'react'

/** The seat the game plays in: real coins or try-it demo coins. Set by the originals page. */
export const PlayContext = createContext<Play | null>(null)

export function usePlayContext(): Play {
  const play = useContext(PlayContext)
  if (!play) throw new Error('usePlayContext outside the originals page')
  return play
}
