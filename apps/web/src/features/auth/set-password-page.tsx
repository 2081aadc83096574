import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { isReauth, useFreshProof } from '../../lib/fresh-proof.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { FormError, PasswordField } from '../../ui/field.tsx'
import { FreshProofFields } from '../../ui/fresh-proof-fields.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useSetPasswordMutation } from './api/use-set-password-mutation.ts'
import styles from './auth.module.css'

/** /auth/set-password: set a first password, or change it. Other devices are signed out. */
export function SetPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useAppConfig()
  const me = useMeQuery()
  const save = useSetPasswordMutation()
  const [newPassword, setNewPassword] = useState('')
  const freshProof = useFreshProof()

  if (!me.data) return <PageSkeleton lines={4} />
  const user = me.data

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const done = await save.mutateAsync({ newPassword, ...freshProof.input }).catch(freshProof.catchReauth)
    if (!done) return
    showToast(t('auth.passwordSaved'), 'success')
    void navigate(PATHS.member, { replace: true })
  }

  const field = errorField(save.error)
  const lengths = config?.lengths
  return (
    <form
      className={`${styles.page} ${styles.form}`}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid="set-password-form"
    >
      <h2 className={styles.title}>
        {user.hasPassword ? t('auth.changePasswordTitle') : t('auth.setPasswordTitle')}
      </h2>
      <PasswordField
        label={t('auth.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        hint={lengths && t('auth.passwordHint', { min: lengths.password.min, max: lengths.password.max })}
        error={field === 'newPassword' ? errorMessage(t, save.error) : undefined}
      />
      {freshProof.asked && (
        <FreshProofFields user={user} value={freshProof.proof} onChange={freshProof.setProof} />
      )}
      <FormError
        message={save.error && !field && !isReauth(save.error) ? errorMessage(t, save.error) : undefined}
      />
      <Button type="submit" block loading={save.isPending}>
        {t('auth.save')}
      </Button>
    </form>
  )
}
