import { ERRORS, type ErrorName } from '@panalo/contract/errors'

/**
 * A failure a player can be told about. Services throw it; the platform turns it into the envelope
 * `{ errcode, msg, data }`. Anything else thrown is a bug and answers INTERNAL.
 */
export class AppError extends Error {
  readonly errorName: ErrorName
  readonly errcode: number
  readonly data: unknown

  constructor(errorName: ErrorName, message?: string, data: unknown = null) {
    super(message ?? ERRORS[errorName].message)
    this.name = 'AppError'
    this.errorName = errorName
    this.errcode = ERRORS[errorName].code
    this.data = data
  }
}
