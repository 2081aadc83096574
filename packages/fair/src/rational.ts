/**
 * Exact fractions in BigInt, for return-to-player values that must be stated exactly rather than
 * approximated in floating point. Always reduced, with a positive denominator.
 */
export interface Rational {
  readonly num: bigint
  readonly den: bigint
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y !== 0n) [x, y] = [y, x % y]
  return x
}

/** num / den, reduced. Numbers must be safe integers. */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num)
  let d = BigInt(den)
  if (d === 0n) throw new RangeError('A fraction cannot have a zero denominator.')
  if (d < 0n) [n, d] = [-n, -d]
  const divisor = gcd(n, d) || 1n
  return { num: n / divisor, den: d / divisor }
}

/** a + b. */
export function addRational(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den)
}

/** a − b. */
export function subtractRational(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den)
}

/** a × b. */
export function multiplyRational(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den)
}

/** a ÷ b. */
export function divideRational(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den, a.den * b.num)
}

/** Negative, zero or positive as a is less than, equal to or greater than b. */
export function compareRational(a: Rational, b: Rational): number {
  const difference = a.num * b.den - b.num * a.den
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

const DIGITS = 10n ** 24n

/** The nearest double, near enough: exact to ~1e-16 relative even when num and den exceed 2^53. */
export function rationalToNumber({ num, den }: Rational): number {
  const whole = num / den
  return Number(whole) + Number(((num - whole * den) * DIGITS) / den) / Number(DIGITS)
}
