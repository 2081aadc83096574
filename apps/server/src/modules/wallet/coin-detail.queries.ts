import type { CoinDetailEntry, CoinDetailType } from '@panalo/contract/calls/wallet'

import type { Executor } from '../../db/client.ts'
import { addDays, manilaMidnight } from '../../platform/manila-time.ts'
import { postingHistory, type JournalKindFilter } from '../ledger/ledger-balances.service.ts'

/**
 * The coin detail (appUserCoinDetail): every posting on the player's coin account, newest first,
 * with the balance after it. Journal kinds are grouped into the types the player filters by, by the
 * start of their kind (no start is the start of another); a kind nobody listed here (a new promotion,
 * say) counts as a bonus.
 */
const KIND_STARTS: Record<Exclude<CoinDetailType, 'bonus'>, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
  safebox: ['safebox'],
  bet: ['bet', 'rollback', 'refund'],
  win: ['win', 'jackpot'],
  adjustment: ['adjustment', 'transfer'],
}
const GROUPED = Object.entries(KIND_STARTS) as [Exclude<CoinDetailType, 'bonus'>, readonly string[]][]

export function coinDetailType(journalKind: string): CoinDetailType {
  const group = GROUPED.find(([, starts]) => starts.some((start) => journalKind.startsWith(start)))
  return group ? group[0] : 'bonus'
}

function journalKindsOf(type: CoinDetailType): JournalKindFilter {
  const patterns = (starts: readonly string[]) => starts.map((start) => `${start}%`)
  if (type === 'bonus') return { notLike: patterns(GROUPED.flatMap(([, starts]) => starts)) }
  return { like: patterns(KIND_STARTS[type]) }
}

export async function coinDetail(
  db: Executor,
  query: {
    userId: number
    type?: CoinDetailType | undefined
    from?: string | undefined
    to?: string | undefined
    before?: number | undefined
    limit: number
  },
): Promise<{ list: CoinDetailEntry[]; nextBefore: number | null }> {
  const page = await postingHistory(db, {
    userId: query.userId,
    kind: 'coin',
    before: query.before,
    limit: query.limit,
    from: query.from ? manilaMidnight(query.from) : undefined,
    until: query.to ? manilaMidnight(addDays(query.to, 1)) : undefined,
    journalKinds: query.type ? journalKindsOf(query.type) : undefined,
  })
  return {
    list: page.entries.map((entry) => ({
      id: entry.journalId,
      kind: entry.kind,
      type: coinDetailType(entry.kind),
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextBefore: page.nextBefore,
  }
}
