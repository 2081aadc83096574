import { deliveryAddressSchema, PH_REGIONS, type DeliveryAddress } from '@panalo/contract/calls/diamonds'
import { localPhone } from '@panalo/contract/phone'
import { useState, type FormEvent } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { TextField } from '../../ui/field.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useUpdateAddressMutation } from './api/use-update-address-mutation.ts'
import styles from './diamonds.module.css'

type Draft = Record<keyof DeliveryAddress, string>

const FIELDS = ['name', 'mobile', 'province', 'city', 'barangay', 'street', 'zip'] as const

function draftOf(address: DeliveryAddress | null): Draft {
  if (!address)
    return { name: '', mobile: '', region: '', province: '', city: '', barangay: '', street: '', zip: '' }
  return { ...address, mobile: localPhone(address.mobile) }
}

/**
 * The delivery address sheet: the contract's schema checks each field here as the server will (PH
 * mobile, one of the 17 regions, a four-digit ZIP), so the player sees what to fix before sending.
 */
export function AddressSheet({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean
  address: DeliveryAddress | null
  onClose: () => void
  onSaved: (address: DeliveryAddress) => void
}) {
  const { t } = useTranslation()
  const save = useUpdateAddressMutation()
  const [draft, setDraft] = useState<Draft>(() => draftOf(address))
  const [errors, setErrors] = useState<Partial<Record<keyof DeliveryAddress, string>>>({})

  function change(field: keyof DeliveryAddress, value: string) {
    setDraft((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = deliveryAddressSchema.safeParse(draft)
    if (!parsed.success) {
      const found: Partial<Record<keyof DeliveryAddress, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof DeliveryAddress
        found[field] ??=
          field === 'mobile'
            ? t('diamonds.address.mobileInvalid')
            : field === 'zip'
              ? t('diamonds.address.zipInvalid')
              : draft[field].trim() === ''
                ? t('diamonds.address.required')
                : issue.message
      }
      setErrors(found)
      return
    }
    const answer = await save.mutateAsync({ address: parsed.data }).catch((error: unknown) => {
      showToast(errorMessage(t, error), 'error')
      return undefined
    })
    if (!answer) return
    showToast(t('diamonds.address.saved'), 'success')
    onSaved(answer.address)
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="bottom"
      title={t('diamonds.address.title')}
      data-testid="address-sheet"
    >
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        {FIELDS.slice(0, 2).map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`diamonds.address.${field}`)}
            value={draft[field]}
            error={errors[field]}
            {...(field === 'mobile'
              ? {
                  type: 'tel',
                  inputMode: 'tel' as const,
                  autoComplete: 'tel',
                  hint: t('diamonds.address.mobileHint'),
                }
              : { autoComplete: 'name' })}
            onChange={(event) => change(field, event.currentTarget.value)}
          />
        ))}
        <label className={styles.selectLabel}>
          {t('diamonds.address.region')}
          <select
            name="region"
            className={styles.select}
            value={draft.region}
            aria-invalid={errors.region ? true : undefined}
            onChange={(event) => change('region', event.currentTarget.value)}
          >
            <option value="">{t('diamonds.address.chooseRegion')}</option>
            {PH_REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
          {errors.region && (
            <span className={styles.fieldError} role="alert">
              {t('diamonds.address.required')}
            </span>
          )}
        </label>
        {FIELDS.slice(2).map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`diamonds.address.${field}`)}
            value={draft[field]}
            error={errors[field]}
            {...(field === 'province' ? { hint: t('diamonds.address.provinceHint') } : {})}
            {...(field === 'zip'
              ? { inputMode: 'numeric' as const, maxLength: 4, autoComplete: 'postal-code' }
              : field === 'street'
                ? { autoComplete: 'street-address' }
                : {})}
            onChange={(event) => change(field, event.currentTarget.value)}
          />
        ))}
        <Button type="submit" block loading={save.isPending} data-testid="address-save">
          {t('diamonds.address.save')}
        </Button>
      </form>
    </Dialog>
  )
}

/** An address as a label prints it. */
export function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <address className={styles.address} data-testid="address-lines">
      {address.name} · {localPhone(address.mobile)}
      <br />
      {address.street}, Brgy. {address.barangay}
      <br />
      {address.city}, {address.province}, {address.region} {address.zip}
    </address>
  )
}
