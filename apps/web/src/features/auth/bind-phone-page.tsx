import { AUTH_MODE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { isApiError } from '../../api/client.ts'
import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { FormError } from '../../ui/field.tsx'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useBindPhoneMutation } from './api/use-bind-phone-mutation.ts'
import styles from './auth.module.css'
import { FreshProofFields, NO_PROOF, proofInput } from './fresh-proof-fields.tsx'
import { PhoneCodeFields } from './phone-code-fields.tsx'

/** /auth/bind: bind (or change) the mobile number with a code sent to it. */
export function BindPhonePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const me = useMeQuery()
  const bind = useBindPhoneMutation()
  const [phoneCode, setPhoneCode] = useState({ phone: '', code: '' })
  const [proof, setProof] = useState(NO_PROOF)
  const [askedForProof, setAskedForProof] = useState(false)

  if (!me.data)
    return (
      <div className={styles.page}>
        <SkeletonLines lines={4} />
      </div>
    )
  const user = me.data

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const bound = await bind.mutateAsync({ ...phoneCode, ...proofInput(proof) }).catch((error: unknown) => {
      if (isApiError(error, ERRORS.REAUTH_REQUIRED.code)) setAskedForProof(true)
      return undefined
    })
    if (!bound) return
    showToast(t('auth.bound'), 'success')
    void navigate(PATHS.memberProfileInfo, { replace: true })
  }

  const field = errorField(bind.error)
  const needsProof = askedForProof || isApiError(bind.error, ERRORS.REAUTH_REQUIRED.code)
  return (
    <form
      className={`${styles.page} ${styles.form}`}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid="bind-phone-form"
    >
      <h2 className={styles.title}>{t('auth.bindTitle')}</h2>
      <p className={styles.muted}>{t('auth.bindBody')}</p>
      <PhoneCodeFields
        value={phoneCode}
        onChange={setPhoneCode}
        mode={AUTH_MODE.bind}
        phoneError={field === 'phone' ? errorMessage(t, bind.error) : undefined}
      />
      {needsProof && <FreshProofFields user={user} value={proof} onChange={setProof} />}
      <FormError
        message={
          bind.error && !field && !isApiError(bind.error, ERRORS.REAUTH_REQUIRED.code)
            ? errorMessage(t, bind.error)
            : undefined
        }
      />
      <Button type="submit" block loading={bind.isPending}>
        {t('auth.bind')}
      </Button>
    </form>
  )
}
