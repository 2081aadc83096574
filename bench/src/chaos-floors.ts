/**
 * The least a chaos run must get through. A run that is refused everything (a rule it did not meet,
 * a fault that never cleared) proves nothing about what it checks afterwards, so each operation kind
 * a run drives has a floor of acknowledgements, and the run fails below any of them.
 */

/** Acknowledgements wanted per operation kind in a minute of load; a run scales them to its length. */
export type Floors = Readonly<Record<string, number>>

/** The floors of a run of `seconds`, from floors per minute, rounded down but at least 1 each. */
export function floorsFor(perMinute: Floors, seconds: number): Floors {
  return Object.fromEntries(
    Object.entries(perMinute).map(([kind, floor]) => [kind, Math.max(1, Math.floor((floor * seconds) / 60))]),
  )
}

export interface FloorVerdict {
  /** One line per kind: `withdrawals 37 (floor 10)`, with `BELOW FLOOR` where it falls short. */
  lines: string[]
  /** Why the run fails: a kind under its floor, or a kind driven without a floor. */
  failures: string[]
}

/**
 * Holds the acknowledgements counted per kind against the floors. Every kind driven must have a
 * floor (a kind added to a run without one would never be checked), and every floor's kind is read
 * from the counts, a kind never acknowledged counting 0.
 */
export function checkFloors(acknowledged: Readonly<Record<string, number>>, floors: Floors): FloorVerdict {
  const lines: string[] = []
  const failures: string[] = []
  for (const [kind, floor] of Object.entries(floors)) {
    const count = acknowledged[kind] ?? 0
    const short = count < floor
    lines.push(`${kind} ${count} (floor ${floor})${short ? '  BELOW FLOOR' : ''}`)
    if (short) failures.push(`${kind}: ${count} acknowledged, fewer than the floor of ${floor}`)
  }
  for (const kind of Object.keys(acknowledged))
    if (!Object.hasOwn(floors, kind)) failures.push(`${kind}: driven but has no floor`)
  return { lines, failures }
}

/**
 * Why a run that drives withdrawals did not exercise the wagering gate (decision 106): every deposit
 * carries a requirement (a turnover multiplier of at least 1), so some withdrawals must be refused
 * for turnover not met (WITHDRAWAL_TURNOVER_NOT_MET) and some let through once the turnover
 * projector has counted the bets. Either missing means the run no longer tests the gate.
 */
export function wageringGateFailures(withdrawn: number, refusedForTurnover: number): string[] {
  const failures: string[] = []
  if (refusedForTurnover === 0)
    failures.push(
      'wagering gate: no withdrawal was refused for turnover not met (is wagering still required?)',
    )
  if (withdrawn === 0)
    failures.push('wagering gate: no withdrawal got through (does the projector count the bets?)')
  return failures
}
