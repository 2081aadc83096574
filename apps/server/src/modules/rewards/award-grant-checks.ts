import {
  AWARD_ITEM,
  AWARD_SOURCES,
  awardItemSchema,
  MAX_AWARD_ITEMS,
  type AwardItem,
} from '@panalo/contract/award-items'

import { AppError } from '../../platform/app-error.ts'
import type { GrantRequest } from './award-engine.service.ts'
import { SELF_FUNDED_SOURCES } from './wagering-settings.ts'

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,120}$/

/** Refuses a malformed grant request (VALIDATION); answers its items, checked and sorted by id. */
export function checkRequest(request: GrantRequest): AwardItem[] {
  if (!AWARD_SOURCES.includes(request.source))
    throw new AppError('VALIDATION', `Unknown award source: ${String(request.source)}`)
  if (!KEY_PATTERN.test(request.key))
    throw new AppError('VALIDATION', 'An award key has 1 to 120 letters, digits and _ . : -')
  if (!Number.isSafeInteger(request.userId) || request.userId < 1)
    throw new AppError('VALIDATION', `Bad player id: ${request.userId}`)
  if (request.source === 'operator' && (!request.reason?.trim() || !request.by))
    throw new AppError('VALIDATION', "An operator's grant needs a reason and who grants it")
  if (
    request.multiple !== undefined &&
    ((request.source !== 'operator' && request.source !== 'mail') ||
      !Number.isSafeInteger(request.multiple) ||
      request.multiple < 0)
  )
    throw new AppError(
      'VALIDATION',
      'Only an operator’s grant or mail chooses its wagering multiple, a whole number from 0',
    )
  const items = checkItems(request.items)
  const selfFunded = SELF_FUNDED_SOURCES.includes(request.source)
  if (!selfFunded && (request.coinsFrom || request.alsoPost || request.journal))
    throw new AppError('VALIDATION', `${request.source} coins come from promotions, in an award journal`)
  if (request.coinsFrom) {
    const coins = items.find((item) => item.id === AWARD_ITEM.coin)?.count ?? 0
    const paid = request.coinsFrom.reduce((sum, leg) => sum - leg.amount, 0)
    if (
      coins === 0 ||
      paid !== coins ||
      request.coinsFrom.some((leg) => !('house' in leg.account) || leg.account.asset !== 'PHP')
    )
      throw new AppError('VALIDATION', 'coinsFrom: house peso legs paying exactly the coins granted')
  }
  return items
}

/** Known item ids, whole counts above 0, each id once; sorted by id. */
function checkItems(requested: readonly AwardItem[]): AwardItem[] {
  if (requested.length < 1 || requested.length > MAX_AWARD_ITEMS)
    throw new AppError('VALIDATION', `A grant has 1 to ${MAX_AWARD_ITEMS} items`)
  const items = requested.map((item) => {
    const parsed = awardItemSchema.safeParse(item)
    if (!parsed.success)
      throw new AppError(
        'VALIDATION',
        `Award item ${JSON.stringify(item)}: a known item id and a whole count above 0`,
      )
    return { id: parsed.data.id, count: parsed.data.count }
  })
  items.sort((a, b) => a.id - b.id)
  if (items.some((item, index) => index > 0 && items[index - 1]?.id === item.id))
    throw new AppError('VALIDATION', 'An item appears twice in one grant; add its counts')
  return items
}

/** The items a grant is paid with: like the items, none of them also granted, never coins. */
export function checkSpend(spend: readonly AwardItem[], items: readonly AwardItem[]): AwardItem[] {
  if (spend.length === 0) return []
  const checked = checkItems(spend)
  if (checked.some((item) => item.id === AWARD_ITEM.coin || items.some((other) => other.id === item.id)))
    throw new AppError('VALIDATION', 'A grant is paid with items other than coins and other than it gives')
  return checked
}
