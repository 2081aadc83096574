import { AUTH_MODE } from '@panalo/contract/enums'
import { useState, type FormEvent } from 'react'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { FormError, PasswordField } from '../../ui/field.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useResetPasswordMutation } from './api/use-reset-password-mutation.ts'
import styles from './auth.module.css'
import { PhoneCodeFields } from './phone-code-fields.tsx'

/** A new password with a code sent to the bound phone; every old session ends. */
export function ForgotForm({
  onSwitch,
}: {
  onSwitch: (to: 'login', options?: { account?: boolean }) => void
}) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const reset = useResetPasswordMutation()
  const [phoneCode, setPhoneCode] = useState({ phone: '', code: '' })
  const [newPassword, setNewPassword] = useState('')
  const field = errorField(reset.error)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const done = await reset.mutateAsync({ ...phoneCode, newPassword }).catch(() => undefined)
    if (!done) return
    showToast(t('auth.passwordReset'), 'success')
    onSwitch('login', { account: true })
  }

  const lengths = config?.lengths
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid="forgot-form"
    >
      <PhoneCodeFields
        value={phoneCode}
        onChange={setPhoneCode}
        mode={AUTH_MODE.forget}
        phoneError={field === 'phone' ? errorMessage(t, reset.error) : undefined}
      />
      <PasswordField
        label={t('auth.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        hint={lengths && t('auth.passwordHint', { min: lengths.password.min, max: lengths.password.max })}
        error={field === 'newPassword' ? errorMessage(t, reset.error) : undefined}
      />
      <FormError message={reset.error && !field ? errorMessage(t, reset.error) : undefined} />
      <Button type="submit" block loading={reset.isPending}>
        {t('auth.resetPassword')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
          {t('auth.backToLogin')}
        </button>
      </div>
    </form>
  )
}
