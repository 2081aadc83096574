import { z } from 'zod'

import { defineOpsCalls } from '../define-ops-call.ts'
import { STAFF_ACCOUNT_PATTERN, STAFF_PASSWORD_MAX, STAFF_ROLES, STAFF_TOTP_PATTERN } from '../roles.ts'

export const staffSchema = z.object({
  account: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
})
export type Staff = z.infer<typeof staffSchema>

/** What the first login of an account without a second factor answers (errcode TOTP_ENROLMENT). */
export const totpEnrolmentSchema = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator by hand.'),
  otpauthUri: z.string(),
  qrSvg: z.string().describe('The otpauth URI as an SVG QR code.'),
})
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>

export const staffCalls = defineOpsCalls({
  staffLogin: {
    roles: 'signedOut',
    description:
      'Signs a staff member in: account, password and a TOTP code (or a recovery code). Sets the session cookie. Without a confirmed second factor it answers TOTP_ENROLMENT with a secret and its QR code; the first right code confirms it and the answer carries the recovery codes, shown once.',
    request: z.object({
      account: z.string().trim().toLowerCase().regex(STAFF_ACCOUNT_PATTERN, 'Not a staff account'),
      password: z.string().min(1).max(STAFF_PASSWORD_MAX),
      totp: z.string().trim().regex(STAFF_TOTP_PATTERN, 'Six digits, or a recovery code').optional(),
    }),
    response: staffSchema.extend({
      recoveryCodes: z.array(z.string()).nullable().describe('Only at enrolment: keep them safe.'),
    }),
  },
  staffMe: {
    roles: STAFF_ROLES,
    description: 'The signed-in staff member, and when the session ends at the latest.',
    request: z.object({}),
    response: staffSchema.extend({ sessionEndsAt: z.string() }),
  },
  staffLogout: {
    roles: STAFF_ROLES,
    description: 'Ends the session and clears its cookie.',
    request: z.object({}),
    response: z.object({}),
  },
})
