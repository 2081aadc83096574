import { isOldEnough, manilaToday } from '@panalo/contract/account-rules'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'
import { MIN_AGE } from '@panalo/contract/constants'
import { Link } from 'react-router'

import { type TFunction, useTranslation } from '../../i18n/i18n.ts'
import { inviteParams } from '../../lib/invite-params.ts'
import { PATHS } from '../../lib/paths.ts'
import { Checkbox, FieldError, TextField } from '../../ui/field.tsx'
import styles from './auth.module.css'

export interface EligibilityValue {
  dateOfBirth: string
  notGovernmentOfficial: boolean
  notMilitaryOrPolice: boolean
  notRestrictedPerson: boolean
  notGamingLicensee: boolean
  acceptedTerms: boolean
}

export const NO_ELIGIBILITY: EligibilityValue = {
  dateOfBirth: '',
  notGovernmentOfficial: false,
  notMilitaryOrPolice: false,
  notRestrictedPerson: false,
  notGamingLicensee: false,
  acceptedTerms: false,
}

/** What the form is missing before it may be sent, as a problem to show; undefined when complete. */
export function eligibilityProblem(
  value: EligibilityValue,
): 'dateOfBirth' | 'underAge' | 'confirmations' | undefined {
  if (!value.dateOfBirth) return 'dateOfBirth'
  if (!isOldEnough(value.dateOfBirth, manilaToday())) return 'underAge'
  const confirmed =
    value.notGovernmentOfficial &&
    value.notMilitaryOrPolice &&
    value.notRestrictedPerson &&
    value.notGamingLicensee &&
    value.acceptedTerms
  return confirmed ? undefined : 'confirmations'
}

/** What is wrong with each part of the eligibility step, said where the part is. */
export interface EligibilityErrors {
  dateOfBirth?: string
  /** The statements not yet ticked, and what to do about them. */
  statements?: string
  terms?: string
}

/** Per-field errors of the eligibility step; empty when it may be sent. */
export function eligibilityErrors(value: EligibilityValue, t: TFunction): EligibilityErrors {
  const errors: EligibilityErrors = {}
  if (!value.dateOfBirth) errors.dateOfBirth = t('auth.dateOfBirthMissing')
  else if (!isOldEnough(value.dateOfBirth, manilaToday())) errors.dateOfBirth = t('errors.underAge')
  const statements =
    value.notGovernmentOfficial &&
    value.notMilitaryOrPolice &&
    value.notRestrictedPerson &&
    value.notGamingLicensee
  if (!statements) errors.statements = t('auth.confirmEach')
  if (!value.acceptedTerms) errors.terms = t('auth.termsMissing')
  return errors
}

/** The registration details the server needs, with the invite code and agent id of the visit. */
export function registrationDetails(value: EligibilityValue): RegistrationDetails {
  const { dateOfBirth, acceptedTerms, ...eligibility } = value
  return { dateOfBirth, eligibility, acceptedTerms, ...inviteParams() }
}

/**
 * SPEC.md §1 at registration: date of birth (21 or older), the four barred groups, and the terms.
 * Every statement is its own box, so nothing is accepted by a single careless tap.
 */
export function EligibilityFields({
  value,
  onChange,
  dateError,
  errors = {},
}: {
  value: EligibilityValue
  onChange: (value: EligibilityValue) => void
  dateError?: string | undefined
  /** Shown once the player tried to send the form. */
  errors?: EligibilityErrors
}) {
  const { t } = useTranslation()
  const latest = latestBirthDate()
  const set = (change: Partial<EligibilityValue>) => onChange({ ...value, ...change })
  return (
    <>
      <TextField
        label={t('auth.dateOfBirth')}
        name="dateOfBirth"
        type="date"
        max={latest}
        min="1900-01-01"
        value={value.dateOfBirth}
        onChange={(event) => set({ dateOfBirth: event.target.value })}
        hint={t('auth.dateOfBirthHint')}
        error={errors.dateOfBirth ?? dateError}
      />
      <div className={styles.eligibility}>
        <p className={styles.eligibilityTitle}>{t('auth.eligibilityTitle')}</p>
        <Checkbox
          name="notGovernmentOfficial"
          checked={value.notGovernmentOfficial}
          invalid={errors.statements !== undefined && !value.notGovernmentOfficial}
          onChange={(checked) => set({ notGovernmentOfficial: checked })}
        >
          {t('auth.notGovernmentOfficial')}
        </Checkbox>
        <Checkbox
          name="notMilitaryOrPolice"
          checked={value.notMilitaryOrPolice}
          invalid={errors.statements !== undefined && !value.notMilitaryOrPolice}
          onChange={(checked) => set({ notMilitaryOrPolice: checked })}
        >
          {t('auth.notMilitaryOrPolice')}
        </Checkbox>
        <Checkbox
          name="notRestrictedPerson"
          checked={value.notRestrictedPerson}
          invalid={errors.statements !== undefined && !value.notRestrictedPerson}
          onChange={(checked) => set({ notRestrictedPerson: checked })}
        >
          {t('auth.notRestrictedPerson')}
        </Checkbox>
        <Checkbox
          name="notGamingLicensee"
          checked={value.notGamingLicensee}
          invalid={errors.statements !== undefined && !value.notGamingLicensee}
          onChange={(checked) => set({ notGamingLicensee: checked })}
        >
          {t('auth.notGamingLicensee')}
        </Checkbox>
        <FieldError message={errors.statements} />
      </div>
      <Checkbox
        name="acceptedTerms"
        checked={value.acceptedTerms}
        onChange={(checked) => set({ acceptedTerms: checked })}
        error={errors.terms}
      >
        {t('auth.acceptTerms')} <Link to={PATHS.termsOfUse}>{t('auth.termsLink')}</Link> {t('auth.and')}{' '}
        <Link to={PATHS.privacyPolicy}>{t('auth.privacyLink')}</Link>.
      </Checkbox>
    </>
  )
}

/** The last birthday that makes someone 21 today in Manila. */
function latestBirthDate(): string {
  const [year, month, day] = manilaToday().split('-')
  return `${Number(year) - MIN_AGE}-${month}-${day}`
}
