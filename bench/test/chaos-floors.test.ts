import { describe, expect, it } from 'vitest'

import { checkFloors, floorsFor, wageringGateFailures } from '../src/chaos-floors.ts'

describe('chaos floors', () => {
  const floors = { deposits: 10, bets: 50, withdrawals: 5 }

  it('passes a run that meets every floor, and prints each floor beside its count', () => {
    const verdict = checkFloors({ deposits: 10, bets: 80, withdrawals: 6 }, floors)
    expect(verdict.failures).toEqual([])
    expect(verdict.lines).toEqual(['deposits 10 (floor 10)', 'bets 80 (floor 50)', 'withdrawals 6 (floor 5)'])
  })

  it('fails a run with any kind below its floor, a kind never acknowledged counting 0', () => {
    const verdict = checkFloors({ deposits: 12, bets: 80 }, floors)
    expect(verdict.failures).toEqual(['withdrawals: 0 acknowledged, fewer than the floor of 5'])
    expect(verdict.lines).toContain('withdrawals 0 (floor 5)  BELOW FLOOR')

    expect(checkFloors({ deposits: 9, bets: 80, withdrawals: 5 }, floors).failures).toEqual([
      'deposits: 9 acknowledged, fewer than the floor of 10',
    ])
  })

  it('fails a run that drives a kind without a floor', () => {
    const verdict = checkFloors({ deposits: 10, bets: 50, withdrawals: 5, claims: 3 }, floors)
    expect(verdict.failures).toEqual(['claims: driven but has no floor'])
  })

  it('scales floors per minute to the run, keeping at least one of each', () => {
    expect(floorsFor({ bets: 120, withdrawals: 1 }, 30)).toEqual({ bets: 60, withdrawals: 1 })
    expect(floorsFor({ bets: 120 }, 90)).toEqual({ bets: 180 })
  })

  it('fails a run whose withdrawals never met the wagering gate, or never got past it', () => {
    expect(wageringGateFailures(12, 30)).toEqual([])
    expect(wageringGateFailures(12, 0)).toEqual([
      'wagering gate: no withdrawal was refused for turnover not met (is wagering still required?)',
    ])
    expect(wageringGateFailures(0, 30)).toEqual([
      'wagering gate: no withdrawal got through (does the projector count the bets?)',
    ])
  })
})
