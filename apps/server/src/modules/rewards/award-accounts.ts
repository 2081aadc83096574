import { AWARD_ITEM, classifyAwardItem } from '@panalo/contract/award-items'

import { HOUSE, itemAccountKind, type AccountRef, type Asset } from '../ledger/ledger-accounts.types.ts'
import type { PostingRequest } from '../ledger/ledger.service.ts'

/**
 * Award item id → ledger accounts (docs/decisions/024-rewards-core.md): coins are pesos from the
 * promotions account; points, liveness and diamonds have a player account each; every other item
 * (coupons, lottery coupons, jackpot, new-year and lottery items) is counted in ITEM units, one
 * player account per item id. Each non-coin asset comes from its `awards:<asset>` house account.
 */
export function awardAccounts(userId: number, itemId: number): { player: AccountRef; house: AccountRef } {
  const house = (asset: Asset): AccountRef => ({ house: HOUSE.awards(asset), asset })
  switch (itemId) {
    case AWARD_ITEM.coin:
      return { player: { userId, kind: 'coin' }, house: { house: HOUSE.promotions, asset: 'PHP' } }
    case AWARD_ITEM.points:
      return { player: { userId, kind: 'points' }, house: house('POINT') }
    case AWARD_ITEM.liveness:
      return { player: { userId, kind: 'liveness' }, house: house('LIVENESS') }
    case AWARD_ITEM.diamond:
      return { player: { userId, kind: 'diamond' }, house: house('DIAMOND') }
  }
  if (classifyAwardItem(itemId) === undefined) throw new Error(`${itemId} is not an award item id`)
  return { player: { userId, kind: itemAccountKind(itemId) }, house: house('ITEM') }
}

/**
 * The postings that give a player these items, and take back the items spent on them (each to its
 * house account): one leg per item, one per house account, so a journal names each account once.
 */
export function awardPostings(
  userId: number,
  items: readonly { id: number; count: number }[],
  spent: readonly { id: number; count: number }[] = [],
): PostingRequest[] {
  const players: PostingRequest[] = []
  const houses = new Map<string, { account: AccountRef; amount: number }>()
  const signed = [...items, ...spent.map((item) => ({ id: item.id, count: -item.count }))]
  for (const item of signed) {
    const { player, house } = awardAccounts(userId, item.id)
    players.push({ account: player, amount: item.count })
    const label = 'house' in house ? `${house.house}:${house.asset}` : ''
    const leg = houses.get(label) ?? { account: house, amount: 0 }
    leg.amount -= item.count
    houses.set(label, leg)
  }
  return [...players, ...[...houses.values()].filter((leg) => leg.amount !== 0)]
}
