import { manilaToday } from '@panalo/contract/account-rules'
import {
  KYC_ID_NUMBER_MAX,
  KYC_ID_TYPES,
  KYC_NAME_MAX,
  type KycIdType,
  type KycStatus,
} from '@panalo/contract/calls/kyc'
import { useState, type FormEvent } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { FormError, TextField } from '../../ui/field.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useAddKycMutation } from './api/use-kyc-mutations.ts'
import { kycDraftProblems, needsBack as hasBack, type KycField } from './kyc-draft-problems.ts'
import { KycPhotoField } from './kyc-photo-field.tsx'
import styles from './kyc.module.css'

type Field = KycField

/**
 * The ID's details and its three photos, checked here by the contract's schema before they go. After
 * a refusal the details sent last are filled in again (not the number, which is kept hidden), and the
 * photos are taken anew.
 */
export function KycForm({ previous }: { previous: KycStatus }) {
  const { t } = useTranslation()
  const add = useAddKycMutation()
  const again = previous.state === 'refused'
  const [idType, setIdType] = useState<KycIdType | ''>(previous.idType ?? '')
  const [idNumber, setIdNumber] = useState('')
  const [fullName, setFullName] = useState(previous.fullName ?? '')
  const [birthDate, setBirthDate] = useState(previous.birthDate ?? '')
  const [photos, setPhotos] = useState<Partial<Record<'front' | 'back' | 'selfie', string>>>({})
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const needsBack = hasBack(idType)
  const serverField = errorField(add.error) as Field | undefined

  function check(): Partial<Record<Field, string>> {
    const problems = kycDraftProblems({ idType, idNumber, fullName, birthDate, ...photos }, manilaToday())
    return Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [
        field,
        problem === 'underAge'
          ? t('kyc.form.underAge')
          : problem === 'missing'
            ? field === 'idType'
              ? t('kyc.form.chooseIdType')
              : t('kyc.form.photoMissing')
            : t(`kyc.form.invalid.${field as Field}`),
      ]),
    )
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const found = check()
    setErrors(found)
    const { front, back, selfie } = photos
    if (Object.keys(found).length > 0 || idType === '' || !front || !selfie) return
    add.mutate(
      { idType, idNumber, fullName, birthDate, front, selfie, ...(needsBack && back ? { back } : {}) },
      {
        onSuccess: () => {
          // The form gives way to the state card at the top of the page.
          window.scrollTo({ top: 0 })
          showToast(t('kyc.sent'), 'success')
        },
      },
    )
  }

  const fieldError = (name: Field) =>
    errors[name] ?? (serverField === name ? errorMessage(t, add.error) : undefined)
  // An edited field is checked again on sending; until then its old message would mislead.
  const clearError = (name: Field) => setErrors(({ [name]: _cleared, ...rest }) => rest)
  const setPhoto = (name: 'front' | 'back' | 'selfie') => (id: string | undefined) => {
    clearError(name)
    setPhotos((current) => ({ ...current, [name]: id }))
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="kyc-form">
      <h2 className={styles.sectionTitle}>{again ? t('kyc.form.titleAgain') : t('kyc.form.title')}</h2>
      <label className={styles.selectLabel}>
        {t('kyc.form.idType')}
        <select
          name="idType"
          className={styles.select}
          value={idType}
          aria-invalid={fieldError('idType') ? true : undefined}
          onChange={(event) => {
            clearError('idType')
            setIdType(event.currentTarget.value as KycIdType)
          }}
          data-testid="kyc-id-type"
        >
          <option value="">{t('kyc.form.chooseIdType')}</option>
          {KYC_ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`kyc.idTypes.${type}`)}
            </option>
          ))}
        </select>
        {fieldError('idType') && <span className={styles.photoError}>{fieldError('idType')}</span>}
      </label>
      <TextField
        label={t('kyc.form.idNumber')}
        name="idNumber"
        value={idNumber}
        onChange={(event) => {
          clearError('idNumber')
          setIdNumber(event.currentTarget.value)
        }}
        maxLength={KYC_ID_NUMBER_MAX}
        autoComplete="off"
        hint={t('kyc.form.idNumberHint')}
        error={fieldError('idNumber')}
        data-testid="kyc-id-number"
      />
      <TextField
        label={t('kyc.form.fullName')}
        name="fullName"
        autoComplete="name"
        value={fullName}
        onChange={(event) => {
          clearError('fullName')
          setFullName(event.currentTarget.value)
        }}
        maxLength={KYC_NAME_MAX}
        hint={t('kyc.form.fullNameHint')}
        error={fieldError('fullName')}
        data-testid="kyc-full-name"
      />
      <TextField
        label={t('kyc.form.birthDate')}
        name="birthDate"
        type="date"
        autoComplete="bday"
        value={birthDate}
        onChange={(event) => {
          clearError('birthDate')
          setBirthDate(event.currentTarget.value)
        }}
        hint={t('kyc.form.birthDateHint')}
        error={fieldError('birthDate')}
        data-testid="kyc-birth-date"
      />
      <div className={styles.photos}>
        <KycPhotoField
          label={t('kyc.form.front')}
          hint={t('kyc.form.frontHint')}
          error={fieldError('front')}
          onChange={setPhoto('front')}
          testId="kyc-front"
        />
        {needsBack && (
          <KycPhotoField
            label={t('kyc.form.back')}
            hint={t('kyc.form.backHint')}
            error={fieldError('back')}
            onChange={setPhoto('back')}
            testId="kyc-back"
          />
        )}
        <KycPhotoField
          label={t('kyc.form.selfie')}
          hint={t('kyc.form.selfieHint')}
          error={fieldError('selfie')}
          onChange={setPhoto('selfie')}
          testId="kyc-selfie"
        />
      </div>
      <p className={styles.muted}>{t('kyc.form.privacy')}</p>
      <FormError message={add.error && !serverField ? errorMessage(t, add.error) : undefined} />
      <Button type="submit" block loading={add.isPending} data-testid="kyc-submit">
        {t('kyc.form.submit')}
      </Button>
    </form>
  )
}
