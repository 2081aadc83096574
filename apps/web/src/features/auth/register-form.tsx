import { AUTH_MODE, LOGIN_TYPE } from '@panalo/contract/enums'
import { normalizePhilippineMobile } from '@panalo/contract/phone'
import type { SessionAnswer } from '@panalo/contract/user-info'
import { useState, type FormEvent } from 'react'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useCompleteSignIn } from '../../api/queries/use-sign-in.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { FormError, PasswordField, TextField } from '../../ui/field.tsx'
import { useAccountRegisterMutation } from './api/use-account-register-mutation.ts'
import { usePhoneRegisterMutation } from './api/use-phone-register-mutation.ts'
import styles from './auth.module.css'
import {
  EligibilityFields,
  eligibilityErrors,
  type EligibilityErrors,
  NO_ELIGIBILITY,
  registrationDetails,
} from './eligibility-fields.tsx'
import { PhoneCodeFields } from './phone-code-fields.tsx'
import { SocialButtons } from './social-buttons.tsx'

interface RegisterErrors extends EligibilityErrors {
  phone?: string
  code?: string
  account?: string
  password?: string
}

function omit(errors: RegisterErrors, keys: (keyof RegisterErrors)[]): RegisterErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !keys.includes(key as keyof RegisterErrors)),
  )
}

/**
 * Registration the way the config offers it (registerType): a phone with its SMS code (or without,
 * for phoneNoOtp) and an optional password, or an account name and password — always with the date
 * of birth, the eligibility statements and the terms.
 */
export function RegisterForm({
  onSwitch,
  onDone,
  prefillPhone = '',
}: {
  onSwitch: (to: 'login') => void
  onDone: (session: SessionAnswer) => void
  prefillPhone?: string
}) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const completeSignIn = useCompleteSignIn()
  const byPhone = usePhoneRegisterMutation()
  const byAccount = useAccountRegisterMutation()
  const [phoneCode, setPhoneCode] = useState({ phone: prefillPhone, code: '' })
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [eligibility, setEligibility] = useState(NO_ELIGIBILITY)
  /** Per-field problems found when the player pressed Register; each is said under its field. */
  const [errors, setErrors] = useState<RegisterErrors>({})

  const withAccount = config?.registerType === LOGIN_TYPE.account
  const needsCode = config?.registerType === LOGIN_TYPE.phone && config.otpStatus === 1
  const mutation = withAccount ? byAccount : byPhone
  const error = mutation.error
  const field = errorField(error)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const codeLength = config?.lengths.smsCode.max ?? 6
    const found: RegisterErrors = { ...eligibilityErrors(eligibility, t) }
    if (withAccount) {
      if (!account.trim()) found.account = t('auth.accountMissing')
      if (!password) found.password = t('auth.passwordMissing')
    } else {
      if (normalizePhilippineMobile(phoneCode.phone) === null) found.phone = t('auth.phoneInvalid')
      if (needsCode && phoneCode.code.length !== codeLength)
        found.code = t('auth.codeMissing', { length: codeLength })
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const registration = registrationDetails(eligibility)
    const session = withAccount
      ? await byAccount.mutateAsync({ account, password, registration }).catch(() => undefined)
      : await byPhone
          .mutateAsync({
            phone: phoneCode.phone,
            ...(needsCode ? { code: phoneCode.code } : {}),
            ...(password ? { password } : {}),
            registration,
          })
          .catch(() => undefined)
    if (session) {
      completeSignIn(session, withAccount ? { rememberAccount: account } : {})
      onDone(session)
    }
  }

  const lengths = config?.lengths
  // A field's own problem goes once the player changes it.
  const edit =
    <T,>(setter: (value: T) => void, ...keys: (keyof RegisterErrors)[]) =>
    (value: T) => {
      setter(value)
      if (keys.some((key) => errors[key])) setErrors((current) => omit(current, keys))
    }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid="register-form"
    >
      {withAccount ? (
        <TextField
          label={t('auth.accountName')}
          name="account"
          autoComplete="username"
          autoCapitalize="none"
          value={account}
          onChange={(event) => edit(setAccount, 'account')(event.target.value)}
          hint={lengths && t('auth.accountHint', { min: lengths.account.min, max: lengths.account.max })}
          error={errors.account ?? (field === 'account' ? errorMessage(t, error) : undefined)}
        />
      ) : (
        <PhoneCodeFields
          value={phoneCode}
          onChange={edit(setPhoneCode, 'phone', 'code')}
          mode={AUTH_MODE.register}
          withCode={needsCode}
          phoneError={errors.phone ?? (field === 'phone' ? errorMessage(t, error) : undefined)}
          codeError={errors.code ?? (field === 'code' ? errorMessage(t, error) : undefined)}
        />
      )}
      <PasswordField
        label={withAccount ? t('auth.password') : t('auth.passwordOptional')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => edit(setPassword, 'password')(event.target.value)}
        hint={lengths && t('auth.passwordHint', { min: lengths.password.min, max: lengths.password.max })}
        error={errors.password ?? (field === 'password' ? errorMessage(t, error) : undefined)}
      />
      <EligibilityFields
        value={eligibility}
        onChange={edit(setEligibility, 'dateOfBirth', 'statements', 'terms')}
        dateError={field === 'dateOfBirth' ? errorMessage(t, error) : undefined}
        errors={errors}
      />
      <FormError message={error && !field ? errorMessage(t, error) : undefined} />
      <Button type="submit" block loading={mutation.isPending}>
        {t('auth.register')}
      </Button>
      <div className={styles.links}>
        <span className={styles.muted}>{t('auth.haveAccount')}</span>
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
          {t('auth.login')}
        </button>
      </div>
      <SocialButtons />
    </form>
  )
}
