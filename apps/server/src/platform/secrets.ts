import { hash, randomBytes, timingSafeEqual } from 'node:crypto'

import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'

/**
 * Passwords are argon2id at the OWASP parameters (19 MiB, 2 passes). Session tokens are 256 random
 * bits, stored only as their SHA-256, so a copy of the database holds no usable token.
 */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return argon2Verify(passwordHash, password).catch(() => false)
}

/** Checked against when there is no such account, so a wrong name costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(await dummyHash, password)
  return false
}

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256Hex(value: string): string {
  return hash('sha256', value)
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
