import { AUTH_MODE } from '@panalo/contract/enums'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'

import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { isReauth, useFreshProof } from '../../lib/fresh-proof.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { FormError } from '../../ui/field.tsx'
import { FreshProofFields } from '../../ui/fresh-proof-fields.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useBindPhoneMutation } from './api/use-bind-phone-mutation.ts'
import styles from './auth.module.css'
import { PhoneCodeFields } from './phone-code-fields.tsx'

/** /auth/bind: bind (or change) the mobile number with a code sent to it. */
export function BindPhonePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const me = useMeQuery()
  const bind = useBindPhoneMutation()
  const [phoneCode, setPhoneCode] = useState({ phone: '', code: '' })
  const freshProof = useFreshProof()

  if (!me.data) return <PageSkeleton lines={4} />
  const user = me.data

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const bound = await bind.mutateAsync({ ...phoneCode, ...freshProof.input }).catch(freshProof.catchReauth)
    if (!bound) return
    showToast(t('auth.bound'), 'success')
    void navigate(PATHS.memberProfileInfo, { replace: true })
  }

  const field = errorField(bind.error)
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
      {freshProof.asked && (
        <FreshProofFields user={user} value={freshProof.proof} onChange={freshProof.setProof} />
      )}
      <FormError
        message={bind.error && !field && !isReauth(bind.error) ? errorMessage(t, bind.error) : undefined}
      />
      <Button type="submit" block loading={bind.isPending}>
        {t('auth.bind')}
      </Button>
    </form>
  )
}
