import { JACKPOT } from '@panalo/contract/constants'

/**
 * The draw animation of SPEC.md §4 and §9: the highlight steps through the grid's cells every 80 ms
 * for 3 s, then each step takes 20 ms longer until a step takes more than 300 ms, and that step lands
 * on the result's cell. The fast phase is 37 steps (2.96 s, the most that fit in 3 s) plus the 0–9
 * more that make the last step land on the target: the delays, in order, one per step.
 */
export function drawStepDelays(from: number, target: number, cells: number = JACKPOT.drawCells): number[] {
  const slow: number[] = []
  for (let delay = JACKPOT.stepStartMs + JACKPOT.stepIncrementMs; ; delay += JACKPOT.stepIncrementMs) {
    slow.push(delay)
    if (delay > JACKPOT.stepStopAboveMs) break
  }
  const baseFast = Math.floor(JACKPOT.fastPhaseMs / JACKPOT.stepStartMs)
  const extra = (((target - from - baseFast - slow.length) % cells) + cells) % cells
  return [...new Array<number>(baseFast + extra).fill(JACKPOT.stepStartMs), ...slow]
}

/** The jackpot wheel (§9): 4 sectors, 1800° plus the sector's middle under the pointer at the top. */
export function wheelRotation(sector: number, sectors: number = JACKPOT.wheelSectors): number {
  const size = 360 / sectors
  return JACKPOT.wheelExtraDegrees + (360 - (sector * size + size / 2))
}

/** A spin between 4 and 6 s (§9), from a number in [0, 1). */
export function wheelDurationMs(random: number): number {
  return JACKPOT.wheelMinMs + Math.floor(random * (JACKPOT.wheelMaxMs - JACKPOT.wheelMinMs))
}
