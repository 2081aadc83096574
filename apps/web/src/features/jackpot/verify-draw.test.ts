import type { DrawProof } from '@panalo/contract/calls/draw-proof'
import { drawJackpotCell, jackpotAmountIn } from '@panalo/fair/jackpot'
import { commitServerSeed } from '@panalo/fair/outcome'
import { describe, expect, it } from 'vitest'

import { verifyDraw } from './verify-draw.ts'

const serverSeed = 'a'.repeat(64)
const weights = [5, 0, 3, 2]
const seeds = { serverSeed, clientSeed: 'my-seed', nonce: 4 }
const drawn = drawJackpotCell(seeds, weights)

const proof = (change: Partial<DrawProof> = {}): DrawProof => ({
  kind: 'jackpot',
  id: 1,
  createTime: '2026-11-26T00:00:00.000Z',
  serverSeedHash: commitServerSeed(serverSeed),
  serverSeed,
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce,
  weights,
  outcome: drawn.cell,
  items: [{ id: 1, count: 100 }],
  jackpot: null,
  ...change,
})

describe('verifyDraw', () => {
  it('matches a draw redrawn from its revealed seed', () => {
    expect(verifyDraw(proof())).toEqual({
      state: 'checked',
      matches: true,
      hashMatches: true,
      outcome: drawn.cell,
      amount: null,
    })
  })

  it('does not match another cell, another seed than committed, or another amount', () => {
    expect(verifyDraw(proof({ outcome: (drawn.cell + 1) % 4 }))).toMatchObject({ matches: false })
    expect(verifyDraw(proof({ serverSeedHash: commitServerSeed('b') }))).toMatchObject({
      matches: false,
      hashMatches: false,
    })
    const section = { min: 5_000_00, max: 50_000_00 }
    const amount = jackpotAmountIn(drawn.amountFloat, section)
    const jackpot = { tier: 'mega', section, poolBefore: 60_000_00 }
    expect(verifyDraw(proof({ jackpot: { ...jackpot, bonus: amount } }))).toMatchObject({
      matches: true,
      amount,
    })
    expect(verifyDraw(proof({ jackpot: { ...jackpot, bonus: amount + 1 } }))).toMatchObject({
      matches: false,
    })
    // A pool holding less than the placed amount pays what it holds.
    expect(
      verifyDraw(proof({ jackpot: { ...jackpot, poolBefore: 5_000_00, bonus: Math.min(amount, 5_000_00) } })),
    ).toMatchObject({ matches: true })
  })

  it('waits for the seed, and checks only the hash of a draw made before weights were kept', () => {
    expect(verifyDraw(proof({ serverSeed: null }))).toEqual({ state: 'unrevealed' })
    expect(verifyDraw(proof({ weights: null }))).toEqual({ state: 'noWeights', hashMatches: true })
  })
})
