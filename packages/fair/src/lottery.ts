import { createFloatReader, scaleToInt, type SeedPair } from './outcome.ts'

/**
 * The lottery draw (docs/decisions/053-lottery.md). Tickets of a draw are numbered 1…sold in the
 * order they were bought. The draw's server seed is committed (its SHA-256 shown) when sales open;
 * when sales close the client seed is fixed from the draw id and the number of tickets sold, so
 * neither the server nor a player picks it after the fact. The winning numbers are a partial
 * Fisher–Yates shuffle of 1…sold driven by HMAC-SHA256(serverSeed, `${clientSeed}:0:${round}`):
 * each prize slot in turn takes one ticket no earlier slot took, so a ticket wins at most once.
 */

/** The public client seed of a draw, fixed at the close of sales. */
export function lotteryClientSeed(drawId: number, ticketsSold: number): string {
  return `lottery-${drawId}-${ticketsSold}`
}

/**
 * The winning ticket numbers, one per prize slot in order (the first prize's winners first), for as
 * many slots as there are tickets: with fewer tickets sold than slots, the last slots stay undrawn.
 */
export function drawLotteryNumbers(seeds: SeedPair, ticketsSold: number, slots: number): number[] {
  if (!Number.isSafeInteger(ticketsSold) || ticketsSold < 0) throw new Error('Tickets sold is a whole number')
  if (!Number.isSafeInteger(slots) || slots < 0) throw new Error('Prize slots is a whole number')
  const next = createFloatReader(seeds)
  // The shuffled positions that differ from 1…sold, so a draw of millions of tickets stays small.
  const moved = new Map<number, number>()
  const at = (position: number) => moved.get(position) ?? position + 1
  const numbers: number[] = []
  for (let position = 0; position < Math.min(slots, ticketsSold); position++) {
    const pick = position + scaleToInt(next(), ticketsSold - position)
    const picked = at(pick)
    moved.set(pick, at(position))
    moved.set(position, picked)
    numbers.push(picked)
  }
  return numbers
}
