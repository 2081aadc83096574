import { diamondCalls } from '@panalo/contract/calls/diamonds'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { DiamondsService } from './diamonds.service.ts'

/** The diamond shop and scratch cards (/diamonds; decisions 045, 046). */
export function diamondCallHandlers({ diamonds }: { diamonds: DiamondsService }): CallHandler[] {
  return [
    defineHandler(diamondCalls.diamondShopData, (context) => diamonds.shop(context.user.userId)),
    defineHandler(diamondCalls.diamondExchangeCoin, (context, input) =>
      diamonds.exchangeCoin(context.user.userId, input),
    ),
    defineHandler(diamondCalls.updateAddress, (context, input) =>
      diamonds.updateAddress(context.user.userId, input.address),
    ),
    defineHandler(diamondCalls.diamondExchangeGoods, (context, input) =>
      diamonds.exchangeGoods(context.user.userId, input),
    ),
    defineHandler(diamondCalls.diamondGoodsExchangeOrderLog, (context, input) =>
      diamonds.orders(context.user.userId, input),
    ),
    defineHandler(diamondCalls.diamondExchangeScratchcard, (context, input) =>
      diamonds.buyCard(context.user.userId, input),
    ),
    defineHandler(diamondCalls.getScratchCardInfo, (context, input) =>
      diamonds.cardInfo(context.user.userId, input.cardId),
    ),
    defineHandler(diamondCalls.scratchCardLottery, (context, input) =>
      diamonds.scratch(context.user.userId, input.cardId),
    ),
    defineHandler(diamondCalls.searchScratchCardAwardLog, (context, input) =>
      diamonds.cardLog(context.user.userId, input),
    ),
    defineHandler(diamondCalls.diamondLog, (context, input) => diamonds.log(context.user.userId, input)),
    defineHandler(diamondCalls.appDiamondBonusTickersData, () => diamonds.ticker()),
  ]
}
