import { ageOn, isCalendarDate, manilaToday } from '@panalo/contract/account-rules'
import type { AppConfig } from '@panalo/contract/app-config'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'

import { AppError } from '../../platform/app-error.ts'
import { validation } from '../../platform/validation.ts'

const MAX_AGE = 120

/** Checks SPEC.md §1 for a new player: 21 or older, not barred, the notice and terms accepted. */
export async function checkRegistration(
  details: RegistrationDetails,
  config: AppConfig,
  now: Date,
): Promise<void> {
  if (!isCalendarDate(details.dateOfBirth)) throw validation('registration.dateOfBirth', 'Not a real date')
  const age = ageOn(details.dateOfBirth, manilaToday(now))
  if (age < config.minAge) throw new AppError('UNDER_AGE')
  if (age > MAX_AGE) throw validation('registration.dateOfBirth', 'Please check the year of birth')
  const { eligibility } = details
  const eligible =
    eligibility.notGovernmentOfficial &&
    eligibility.notMilitaryOrPolice &&
    eligibility.notRestrictedPerson &&
    eligibility.notGamingLicensee &&
    details.acceptedTerms
  if (!eligible) throw new AppError('NOT_ELIGIBLE')
}
