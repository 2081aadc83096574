import { NICKNAME_PATTERN, passwordHasLetterAndDigit } from '@panalo/contract/account-rules'
import type { AppConfig } from '@panalo/contract/app-config'
import { normalizePhilippineMobile } from '@panalo/contract/phone'

import { hashPassword } from '../../platform/secrets.ts'
import { checkLength, validation } from '../../platform/validation.ts'

/** The phone number a player typed, in E.164; refused when it is not a Philippine mobile number. */
export function requirePhone(input: string): string {
  const phone = normalizePhilippineMobile(input)
  if (!phone) throw validation('phone', 'Enter a Philippine mobile number, like 0917 123 4567')
  return phone
}

/** Checks a new password against the configured rules and answers its hash. */
export async function checkNewPassword(password: string, config: AppConfig, field: string): Promise<string> {
  checkLength(password, config.lengths.password, field)
  if (!passwordHasLetterAndDigit(password)) throw validation(field, 'Use at least one letter and one number')
  return hashPassword(password)
}

export function checkNickname(nickname: string, config: AppConfig): string {
  const trimmed = nickname.trim()
  checkLength(trimmed, config.lengths.username, 'nickname')
  if (!NICKNAME_PATTERN.test(trimmed))
    throw validation('nickname', 'Use letters, numbers, spaces and . _ - only')
  return trimmed
}
