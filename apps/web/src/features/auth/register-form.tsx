import { AUTH_MODE, LOGIN_TYPE } from '@panalo/contract/enums'
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
  eligibilityProblem,
  NO_ELIGIBILITY,
  registrationDetails,
} from './eligibility-fields.tsx'
import { PhoneCodeFields } from './phone-code-fields.tsx'
import { SocialButtons } from './social-buttons.tsx'

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
  const [problem, setProblem] = useState<string>()

  const withAccount = config?.registerType === LOGIN_TYPE.account
  const needsCode = config?.registerType === LOGIN_TYPE.phone && config.otpStatus === 1
  const mutation = withAccount ? byAccount : byPhone
  const error = mutation.error
  const field = errorField(error)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const missing = eligibilityProblem(eligibility)
    if (missing) {
      setProblem(
        missing === 'confirmations'
          ? t('auth.confirmAll')
          : missing === 'underAge'
            ? t('errors.underAge')
            : t('auth.dateOfBirthHint'),
      )
      return
    }
    setProblem(undefined)
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
          onChange={(event) => setAccount(event.target.value)}
          hint={lengths && t('auth.accountHint', { min: lengths.account.min, max: lengths.account.max })}
          error={field === 'account' ? errorMessage(t, error) : undefined}
        />
      ) : (
        <PhoneCodeFields
          value={phoneCode}
          onChange={setPhoneCode}
          mode={AUTH_MODE.register}
          withCode={needsCode}
          phoneError={field === 'phone' ? errorMessage(t, error) : undefined}
          codeError={field === 'code' ? errorMessage(t, error) : undefined}
        />
      )}
      <PasswordField
        label={withAccount ? t('auth.password') : t('auth.passwordOptional')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={lengths && t('auth.passwordHint', { min: lengths.password.min, max: lengths.password.max })}
        error={field === 'password' ? errorMessage(t, error) : undefined}
      />
      <EligibilityFields
        value={eligibility}
        onChange={setEligibility}
        dateError={field === 'dateOfBirth' ? errorMessage(t, error) : undefined}
      />
      <FormError message={problem ?? (error && !field ? errorMessage(t, error) : undefined)} />
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
