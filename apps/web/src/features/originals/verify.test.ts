import type { OriginalsRound } from '@panalo/contract/originals'
import { commitServerSeed } from '@panalo/fair/outcome'
import { spinPanaloFortune } from '@panalo/fair/panalo-fortune'
import { describe, expect, it } from 'vitest'

import { matchesRound, recompute, sameValue } from './verify.ts'

const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 }

/** A stored round as the server answers it: its JSON keys in the database's order, not ours. */
function storedFortune(): OriginalsRound {
  const outcome = spinPanaloFortune(SEEDS, 200)
  const reordered = JSON.parse(
    JSON.stringify(outcome, (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ),
  ) as typeof outcome
  return {
    id: 1,
    game: 'panalo-fortune',
    mode: 'real',
    state: 'settled',
    stake: 200,
    win: outcome.totalWin,
    balanceBefore: 1_000,
    balanceAfter: 800 + outcome.totalWin,
    serverSeedHash: commitServerSeed(SEEDS.serverSeed),
    serverSeed: SEEDS.serverSeed,
    clientSeed: SEEDS.clientSeed,
    nonce: SEEDS.nonce,
    createdAt: '2026-11-21T00:00:00.000Z',
    settledAt: '2026-11-21T00:00:00.000Z',
    params: { bet: 200 },
    outcome: reordered,
  }
}

describe('the /fair verifier', () => {
  it('recomputes a stored round exactly, whatever order its JSON keys come in', () => {
    const round = storedFortune()
    const result = recompute({ game: 'panalo-fortune', ...SEEDS, bet: 200, bets: [], mines: 3 })
    expect(matchesRound(result, round)).toBe(true)
  })

  it('says so when the seed, the nonce or the commitment does not fit', () => {
    const round = storedFortune()
    const input = { game: 'panalo-fortune' as const, ...SEEDS, bet: 200, bets: [], mines: 3 }
    expect(matchesRound(recompute({ ...input, nonce: 8 }), round)).toBe(false)
    expect(matchesRound(recompute({ ...input, serverSeed: 'b'.repeat(64) }), round)).toBe(false)
    expect(matchesRound(recompute(input), { ...round, serverSeedHash: 'f'.repeat(64) })).toBe(false)
  })

  it('compares JSON values deeply', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameValue([], {})).toBe(false)
  })
})
