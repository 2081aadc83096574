import type { AppConfig } from '@panalo/contract/app-config'
import type { CallOutput } from '@panalo/contract/call-map'
import { CUSTOMER_SERVICE_ITEM_TYPE } from '@panalo/contract/enums'

type Line = AppConfig['customerServices'][number]

/** Panalo's own chat is an online-chat line with no outside licence (decision 057). */
export function isPanaloChat(line: Line): boolean {
  return line.itemType === CUSTOMER_SERVICE_ITEM_TYPE.onlineChat && line.param1 === ''
}

/**
 * What getCustomerServices answers a visitor at a VIP level (null for a guest): the lines for
 * everyone, by sort, and the dedicated line of /service/vip, open from the lowest level any VIP line
 * names. A guest sees the VIP line closed.
 */
export function linesFor(all: readonly Line[], vip: number | null): CallOutput<'getCustomerServices'> {
  const bySort = [...all].sort((a, b) => a.sort - b.sort || a.id - b.id)
  const vipLines = bySort.filter((line) => line.vipLevel > 0)
  const vipLevel = vipLines.length === 0 ? null : Math.min(...vipLines.map((line) => line.vipLevel))
  const reachable = vipLines.filter((line) => vip !== null && vip >= line.vipLevel)
  return {
    appCustomerServiceQueue: bySort.filter((line) => line.vipLevel === 0),
    vipLine: vipLevel === null ? null : { vipLevel, open: reachable.length > 0, lines: reachable },
  }
}

/** The Panalo chat line a player at `vip` may send on, or undefined. */
export function chatLineFor(all: readonly Line[], lineId: number, vip: number): Line | undefined {
  return all.find((line) => line.id === lineId && isPanaloChat(line) && vip >= line.vipLevel)
}
