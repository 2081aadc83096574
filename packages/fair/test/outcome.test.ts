import { createHash, createHmac } from 'node:crypto'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { commitServerSeed, createFloatReader, outcomeFloats, roundBytes, scaleToInt } from '../src/outcome.ts'

const seeds = {
  serverSeed: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  clientSeed: 'lucky-player',
  nonce: 7,
}

describe('provably fair outcomes', () => {
  it('commits to the server seed with SHA-256', () => {
    expect(commitServerSeed(seeds.serverSeed)).toBe(
      createHash('sha256').update(seeds.serverSeed).digest('hex'),
    )
  })

  it('draws bytes from HMAC-SHA256(serverSeed, clientSeed:nonce:round)', () => {
    const expected = createHmac('sha256', seeds.serverSeed).update('lucky-player:7:1').digest()
    expect(Buffer.from(roundBytes(seeds, 1))).toEqual(expected)
  })

  it('turns each four bytes into a float and moves to the next round after eight', () => {
    const floats = outcomeFloats(seeds, 9)
    const round0 = createHmac('sha256', seeds.serverSeed).update('lucky-player:7:0').digest()
    const round1 = createHmac('sha256', seeds.serverSeed).update('lucky-player:7:1').digest()
    const float = (bytes: Buffer, at: number) =>
      [0, 1, 2, 3].reduce((sum, index) => sum + (bytes[at + index] ?? 0) / 256 ** (index + 1), 0)
    expect(floats[0]).toBe(float(round0, 0))
    expect(floats[7]).toBe(float(round0, 28))
    expect(floats[8]).toBe(float(round1, 0))
  })

  it('reads the same floats one at a time, unaffected by later changes to the seed object', () => {
    const pair = { ...seeds }
    const next = createFloatReader(pair)
    pair.nonce++
    expect(Array.from({ length: 20 }, () => next())).toEqual(outcomeFloats(seeds, 20))
  })

  it('never derives an outcome from the public commitment', () => {
    const commitment = commitServerSeed(seeds.serverSeed)
    const fromCommitment = createHmac('sha256', commitment).update('lucky-player:7:0').digest()
    expect(Buffer.from(roundBytes(seeds, 0))).not.toEqual(fromCommitment)
  })

  it('keeps every float in [0, 1) and every scaled integer in range', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.integer({ min: 1, max: 1000 }), (clientSeed, nonce, n) => {
        for (const value of outcomeFloats({ ...seeds, clientSeed, nonce }, 12)) {
          expect(value).toBeGreaterThanOrEqual(0)
          expect(value).toBeLessThan(1)
          const scaled = scaleToInt(value, n)
          expect(scaled).toBeGreaterThanOrEqual(0)
          expect(scaled).toBeLessThan(n)
        }
      }),
      { numRuns: 200 },
    )
  })
})
