import type { ThreadHolder } from '@panalo/contract/ops/calls/service'

/** How long a player has waited, or how long ago the last message was. */
export function since(iso: string): string {
  const minutes = Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 60_000))
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min`
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
  return `${Math.floor(minutes / 1440)} d`
}

export const holderText = (holder: ThreadHolder, me: string | undefined) =>
  holder ? (holder.account === me ? 'You' : holder.name) : 'Nobody'
