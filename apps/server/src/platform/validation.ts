import type { LengthRange } from '@panalo/contract/app-config'

import { AppError } from './app-error.ts'

/** A VALIDATION error about one field, shaped like the platform's own schema failures. */
export function validation(path: string, message: string): AppError {
  return new AppError('VALIDATION', `${path}: ${message}`, { issues: [{ path, message }] })
}

/** Refuses a value outside the configured length range, counted in characters (not UTF-16 units). */
export function checkLength(value: string, range: LengthRange, path: string): void {
  const length = [...value].length
  if (length < range.min || length > range.max)
    throw validation(path, `Use ${range.min} to ${range.max} characters`)
}
