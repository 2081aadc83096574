import { z } from 'zod'

/** Fields of the calls that move a player's money or change how it can leave. */

/** A client-generated id per intended action: a retry with the same id has one effect. */
export const requestIdField = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Letters, digits, _ and -' })
  .describe('Client-generated idempotency key, new for each intended action, reused for its retries.')

/** An amount a player moves: hundredths of a peso, above zero. */
export const amountField = z.number().int().positive().max(1_000_000_000_00).describe('Hundredths of a peso.')

/**
 * Proof of identity for changes that need a fresh one: the password, or a code sent to the bound
 * phone, when the last login is over 10 minutes old (decision 010).
 */
export const freshProofFields = {
  currentPassword: z
    .string()
    .max(128)
    .optional()
    .describe('The current password, if the last login is over 10 minutes old.'),
  proofCode: z
    .string()
    .regex(/^\d{4,8}$/, { message: 'The code is the digits we sent by SMS' })
    .optional()
    .describe('Or a code sent with mode forget (2) to the bound phone.'),
}
