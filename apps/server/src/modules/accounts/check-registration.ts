import { ageOn, isCalendarDate, manilaToday } from '@panalo/contract/account-rules'
import type { AppConfig } from '@panalo/contract/app-config'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'
import type { BarredGroup } from '@panalo/contract/ops/calls/responsible-gaming'

import { AppError } from '../../platform/app-error.ts'
import { validation } from '../../platform/validation.ts'

const MAX_AGE = 120

/** The barred groups a registration's answers place the person in (none for an eligible player). */
export function barredGroupsOf(eligibility: RegistrationDetails['eligibility']): BarredGroup[] {
  const groups: BarredGroup[] = []
  if (!eligibility.notGovernmentOfficial) groups.push('governmentOfficial')
  if (!eligibility.notMilitaryOrPolice) groups.push('militaryOrPolice')
  if (!eligibility.notRestrictedPerson) groups.push('restrictedPerson')
  if (!eligibility.notGamingLicensee) groups.push('gamingLicensee')
  return groups
}

/**
 * Checks SPEC.md §1 for a new player: 21 or older, not barred, the notice and terms accepted. A
 * barred-group answer is handed to `onBarred` (kept for the responsible-gaming view) before the refusal.
 */
export async function checkRegistration(
  details: RegistrationDetails,
  config: AppConfig,
  now: Date,
  onBarred?: (groups: BarredGroup[]) => Promise<void>,
): Promise<void> {
  if (!isCalendarDate(details.dateOfBirth)) throw validation('registration.dateOfBirth', 'Not a real date')
  const age = ageOn(details.dateOfBirth, manilaToday(now))
  if (age < config.minAge) throw new AppError('UNDER_AGE')
  if (age > MAX_AGE) throw validation('registration.dateOfBirth', 'Please check the year of birth')
  const groups = barredGroupsOf(details.eligibility)
  if (groups.length > 0) {
    await onBarred?.(groups)
    throw new AppError('NOT_ELIGIBLE')
  }
  if (!details.acceptedTerms) throw new AppError('NOT_ELIGIBLE')
}
