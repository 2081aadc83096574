import { z } from 'zod'

import { defineCalls } from '../define-call.ts'
import { amountField, freshProofFields, requestIdField } from '../money-request-fields.ts'

/** The safebox: coins kept apart from play behind a password (docs/decisions/015-withdrawals-and-safebox.md). */

const safeboxAnswer = z.object({ coin: z.number().int(), safebox: z.number().int() })

export const safeboxCalls = defineCalls({
  safeboxSetPassword: {
    access: 'user',
    description:
      'Sets the safebox password (length from config). Changing an existing one needs a fresh proof.',
    request: z.object({ password: z.string().min(1).max(64), ...freshProofFields }),
    response: z.object({ hasSafeboxPassword: z.literal(true) }),
  },
  safeboxDeposit: {
    access: 'user',
    description: 'Moves coins into the safebox, where they cannot be bet or withdrawn.',
    request: z.object({ requestId: requestIdField, amount: amountField }),
    response: safeboxAnswer,
  },
  safeboxWithdraw: {
    access: 'user',
    description: 'Moves coins out of the safebox back to coin; needs the safebox password.',
    request: z.object({
      requestId: requestIdField,
      amount: amountField,
      password: z.string().min(1).max(64),
    }),
    response: safeboxAnswer,
  },
})
