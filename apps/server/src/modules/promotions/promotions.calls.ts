import { promotionCalls } from '@panalo/contract/calls/promotions'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { PromotionsService } from './promotions.service.ts'
import type { SlotsTournamentService } from './slots-tournament.service.ts'

/** The promotions of the bonus centre (docs/decisions/050-promotions.md). */
export function promotionCallHandlers({
  promotions,
  slotsTournament,
}: {
  promotions: PromotionsService
  slotsTournament: SlotsTournamentService
}): CallHandler[] {
  return [
    defineHandler(promotionCalls.signUpBonusUser, (context) => promotions.signUpStatus(context.user.userId)),
    defineHandler(promotionCalls.signUpBonusReceive, (context) =>
      promotions.signUpReceive(context.user.userId),
    ),
    defineHandler(promotionCalls.bankBonusUser, (context) => promotions.bankStatus(context.user.userId)),
    defineHandler(promotionCalls.bankBonusReceive, (context) => promotions.bankReceive(context.user.userId)),
    defineHandler(promotionCalls.followRewardsUser, async (context) =>
      promotions.followStatus((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(promotionCalls.followRewardsReceive, (context, input) =>
      promotions.followReceive(context.user.userId, input.channelId),
    ),
    defineHandler(promotionCalls.fundUser, (context) => promotions.fundStatus(context.user.userId)),
    defineHandler(promotionCalls.receiveAddupAwardById, (context, input) =>
      promotions.fundReceive(context.user.userId, input.id),
    ),
    defineHandler(promotionCalls.slotsTournament, async (context) =>
      slotsTournament.standing((await context.resolveOptionalUser())?.userId ?? null),
    ),
  ]
}
