import { AWARD_ITEM, type AwardItem } from '@panalo/contract/award-items'
import { formatExactPesos } from '@panalo/contract/money'

import { AdminUsageError } from './admin-command.ts'

/** `2001=500` (coins in pesos, 99.50 allowed) or `<item id>=<count>` (whole units). */
export function parseAwardItem(text: string): AwardItem {
  const match = /^(\d{1,9})=(\d{1,10}(?:\.\d{1,2})?)$/.exec(text)
  if (!match?.[1] || !match[2])
    throw new AdminUsageError(`${text}: write an item as <id>=<count>, e.g. 2002=100 or 2001=500 (pesos)`)
  const id = Number(match[1])
  const [whole = '0', cents] = match[2].split('.')
  if (id === AWARD_ITEM.coin) return { id, count: Number(whole) * 100 + Number((cents ?? '').padEnd(2, '0')) }
  if (cents !== undefined) throw new AdminUsageError(`${text}: item ${id} is counted in whole units`)
  return { id, count: Number(whole) }
}

/** Items as an operator reads them: "₱5 + 100 points", "2×1001"; "–" for none. */
export function describeAwardItems(items: readonly AwardItem[]): string {
  if (items.length === 0) return '–'
  return items
    .map((item) =>
      item.id === AWARD_ITEM.coin
        ? formatExactPesos(item.count)
        : item.id === AWARD_ITEM.points
          ? `${item.count} points`
          : `${item.count}×${item.id}`,
    )
    .join(' + ')
}
