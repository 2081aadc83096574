import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * Provably fair outcomes, as the big sites publish them (see reference/integrations.md §3). Before
 * play the player sees only commitServerSeed(serverSeed); each bet's outcome comes from
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), never from the
 * commitment, so knowing the commitment predicts nothing. Pure and synchronous: the server draws with
 * it and the browser re-computes any settled round with the same code.
 */
export interface SeedPair {
  /** 64 hex characters, secret until the player rotates the pair. */
  serverSeed: string
  /** Chosen or changed by the player. */
  clientSeed: string
  /** The bet counter of this seed pair: 0 for the first bet, then 1, 2, … */
  nonce: number
}

const BYTES_PER_ROUND = 32
const BYTES_PER_FLOAT = 4

/** SHA-256 of the server seed, in hex: the commitment shown before play. */
export function commitServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)))
}

/** The 32 outcome bytes of one HMAC round. */
export function roundBytes({ serverSeed, clientSeed, nonce }: SeedPair, round: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`))
}

/**
 * `count` numbers in [0, 1): each from four consecutive bytes, b0/256 + b1/256² + b2/256³ + b3/256⁴,
 * moving to the next HMAC round every eight numbers.
 */
export function outcomeFloats(seeds: SeedPair, count: number): number[] {
  const next = createFloatReader(seeds)
  const floats: number[] = []
  while (floats.length < count) floats.push(next())
  return floats
}

/**
 * The same numbers as outcomeFloats, one at a time, for games that do not know in advance how many
 * they need (free spins): the n-th call returns outcomeFloats(seeds, n)[n - 1], computing each HMAC
 * round once.
 */
export function createFloatReader(seeds: SeedPair): () => number {
  // A copy, so a caller reusing its seed object for the next bet cannot change this one's numbers.
  const pair: SeedPair = { ...seeds }
  let bytes: Uint8Array = new Uint8Array(0)
  let cursor = 0
  return () => {
    const offset = cursor % BYTES_PER_ROUND
    if (offset === 0) bytes = roundBytes(pair, cursor / BYTES_PER_ROUND)
    let value = 0
    for (let index = 0; index < BYTES_PER_FLOAT; index++)
      value += (bytes[offset + index] ?? 0) / 256 ** (index + 1)
    cursor += BYTES_PER_FLOAT
    return value
  }
}

/** An integer in [0, n) from a float in [0, 1). */
export function scaleToInt(float: number, n: number): number {
  return Math.min(n - 1, Math.floor(float * n))
}
