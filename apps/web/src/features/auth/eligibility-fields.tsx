import { isOldEnough, manilaToday } from '@panalo/contract/account-rules'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'
import { MIN_AGE } from '@panalo/contract/constants'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { inviteParams } from '../../lib/invite-params.ts'
import { PATHS } from '../../lib/paths.ts'
import { Checkbox, TextField } from '../../ui/field.tsx'
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
}: {
  value: EligibilityValue
  onChange: (value: EligibilityValue) => void
  dateError?: string | undefined
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
        error={dateError}
      />
      <div className={styles.eligibility}>
        <p className={styles.eligibilityTitle}>{t('auth.eligibilityTitle')}</p>
        <Checkbox
          name="notGovernmentOfficial"
          checked={value.notGovernmentOfficial}
          onChange={(checked) => set({ notGovernmentOfficial: checked })}
        >
          {t('auth.notGovernmentOfficial')}
        </Checkbox>
        <Checkbox
          name="notMilitaryOrPolice"
          checked={value.notMilitaryOrPolice}
          onChange={(checked) => set({ notMilitaryOrPolice: checked })}
        >
          {t('auth.notMilitaryOrPolice')}
        </Checkbox>
        <Checkbox
          name="notRestrictedPerson"
          checked={value.notRestrictedPerson}
          onChange={(checked) => set({ notRestrictedPerson: checked })}
        >
          {t('auth.notRestrictedPerson')}
        </Checkbox>
        <Checkbox
          name="notGamingLicensee"
          checked={value.notGamingLicensee}
          onChange={(checked) => set({ notGamingLicensee: checked })}
        >
          {t('auth.notGamingLicensee')}
        </Checkbox>
      </div>
      <Checkbox
        name="acceptedTerms"
        checked={value.acceptedTerms}
        onChange={(checked) => set({ acceptedTerms: checked })}
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
