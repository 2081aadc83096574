import type { DrawProof } from '@panalo/contract/calls/draw-proof'
import { drawJackpotCell, jackpotAmountIn } from '@panalo/fair/jackpot'
import { commitServerSeed } from '@panalo/fair/outcome'

/**
 * The check /fair runs on a jackpot draw or a spin (decision 055), in the browser with packages/fair:
 * the revealed seed hashes to what was committed, it redraws the same cell or sector with the weights
 * of the day, and for a jackpot it places the same amount in its Section (capped by the pool).
 */
export type DrawVerdict =
  | { state: 'unrevealed' }
  | { state: 'noWeights'; hashMatches: boolean }
  | { state: 'checked'; matches: boolean; hashMatches: boolean; outcome: number; amount: number | null }

export function verifyDraw(proof: DrawProof): DrawVerdict {
  if (proof.serverSeed === null) return { state: 'unrevealed' }
  const hashMatches = commitServerSeed(proof.serverSeed) === proof.serverSeedHash
  if (proof.weights === null) return { state: 'noWeights', hashMatches }
  const drawn = drawJackpotCell(
    { serverSeed: proof.serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce },
    proof.weights,
  )
  const jackpot = proof.jackpot
  const amount =
    jackpot?.section && jackpot.poolBefore !== null
      ? Math.min(jackpotAmountIn(drawn.amountFloat, jackpot.section), jackpot.poolBefore)
      : null
  const amountMatches = amount === null || amount === jackpot?.bonus
  return {
    state: 'checked',
    matches: hashMatches && drawn.cell === proof.outcome && amountMatches,
    hashMatches,
    outcome: drawn.cell,
    amount,
  }
}
