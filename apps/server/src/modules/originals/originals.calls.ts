import { originalsCalls } from '@panalo/contract/calls/originals'
import type { OriginalsGame, Play } from '@panalo/contract/originals'

import { AppError } from '../../platform/app-error.ts'
import { defineHandler, type CallContext, type CallHandler } from '../../platform/call-handler.ts'
import type { OriginalsService, Owner } from './originals.service.ts'

export interface OriginalsCallsDeps {
  originals: OriginalsService
}

/**
 * Who a call plays for. Try-it: the demo session named in the call. Real coins: the signed-in player
 * (errcode 401 for a guest), within the launch's game session when /game/start opened the page.
 */
async function ownerOf(
  originals: OriginalsService,
  context: CallContext<'public'>,
  play: Play,
  bet: OriginalsGame | null = null,
): Promise<Owner> {
  if (play.mode === 'demo') return { kind: 'demo', demoId: play.demoId }
  const user = await context.resolveOptionalUser()
  if (!user) throw new AppError('SIGNED_OUT')
  if (play.launch !== undefined) await originals.assertLaunch(user.userId, play.launch, bet)
  return { kind: 'player', userId: user.userId }
}

/** Panalo Originals: seeds, the three games, interrupted rounds and history (decision 018). */
export function originalsCallHandlers({ originals }: OriginalsCallsDeps): CallHandler[] {
  const calls = originalsCalls
  return [
    defineHandler(calls['anonymous/originalsDemo'], (_context, input) => originals.demoSession(input.demoId)),

    defineHandler(calls.originalsSeeds, async (context, input) =>
      originals.seeds(await ownerOf(originals, context, input.play)),
    ),

    defineHandler(calls.originalsSetClientSeed, async (context, input) =>
      originals.setClientSeed(await ownerOf(originals, context, input.play), input.clientSeed),
    ),

    defineHandler(calls.originalsRotateSeed, async (context, input) =>
      originals.rotateSeed(await ownerOf(originals, context, input.play), input.clientSeed),
    ),

    defineHandler(calls.fortuneSpin, async (context, input) =>
      originals.play(await ownerOf(originals, context, input.play, 'panalo-fortune'), {
        game: 'panalo-fortune',
        bet: input.bet,
      }),
    ),

    defineHandler(calls.colorGameRoll, async (context, input) =>
      originals.play(await ownerOf(originals, context, input.play, 'color-game'), {
        game: 'color-game',
        bets: input.bets,
      }),
    ),

    defineHandler(calls.minesStart, async (context, input) =>
      originals.play(await ownerOf(originals, context, input.play, 'mines'), {
        game: 'mines',
        stake: input.stake,
        mines: input.mines,
      }),
    ),

    defineHandler(calls.minesReveal, async (context, input) =>
      originals.reveal(await ownerOf(originals, context, input.play), input.roundId, input.tile),
    ),

    defineHandler(calls.minesCashout, async (context, input) =>
      originals.cashout(await ownerOf(originals, context, input.play), input.roundId),
    ),

    defineHandler(calls.originalsOpenRound, async (context, input) =>
      originals.openRound(await ownerOf(originals, context, input.play), input.game),
    ),

    defineHandler(calls.originalsRecentRounds, async (context, input) => ({
      rounds: await originals.recentRounds(await ownerOf(originals, context, input.play), input.game),
    })),

    defineHandler(calls.originalsRound, async (context, input) =>
      originals.round(await ownerOf(originals, context, input.play), input.roundId),
    ),
  ]
}
