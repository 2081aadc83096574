import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

import type { TotpEnrolment } from '@panalo/contract/ops/calls/staff'

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 seconds. */
const PERIOD_SECONDS = 30
const ISSUER = 'Panalo console'

function totpOf(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/**
 * The time step a code belongs to, within one step of now either way (clocks drift), or null for a
 * wrong code. The caller refuses a step at or before the last one accepted, so a code is good once.
 */
export function totpStep(secret: string, account: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, account).validate({ token: code, timestamp: now, window: 1 })
  if (delta === null) return null
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}

/** The current code of a secret: the demo banner's tests and the browser tests sign in with it. */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret, 'x').generate({ timestamp: now })
}

export async function totpEnrolment(secret: string, account: string): Promise<TotpEnrolment> {
  const otpauthUri = totpOf(secret, account).toString()
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return { secret, otpauthUri, qrSvg }
}
