import { sqlState } from '../../db/transaction.ts'

/** The name of the unique constraint a statement broke, if that is what failed. */
export function uniqueViolation(error: unknown): string | undefined {
  if (sqlState(error) !== '23505') return undefined
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
