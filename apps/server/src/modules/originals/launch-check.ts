import type { OriginalsGame } from '@panalo/contract/originals'

import { AppError } from '../../platform/app-error.ts'
import type { GameSession } from '../games/game-sessions.service.ts'
import { ORIGINALS_PROVIDER_ID } from './settle-rounds.ts'

/**
 * A page opened by /game/start plays in that launch's game session: it must be this player's real
 * session of an Original, and a new bet needs it live and for the same game.
 */
export async function assertLaunch(
  resolveGameSession: (token: string) => Promise<GameSession | null>,
  userId: number,
  token: string,
  bet: OriginalsGame | null,
): Promise<void> {
  const session = await resolveGameSession(token)
  if (
    !session ||
    session.userId !== userId ||
    session.provider !== ORIGINALS_PROVIDER_ID ||
    session.mode !== 'real'
  )
    throw new AppError('FORBIDDEN', 'That game session is not yours.')
  if (bet !== null && (session.gameCode !== bet || !session.live))
    throw new AppError('FORBIDDEN', 'This game session has ended. Open the game again.')
}
