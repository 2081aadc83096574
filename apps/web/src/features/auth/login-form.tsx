import { AUTH_MODE, LOGIN_TYPE } from '@panalo/contract/enums'
import { ERROR_CODES } from 'virtual:error-codes'
import type { SessionAnswer } from '@panalo/contract/user-info'
import { useState, type FormEvent } from 'react'

import { isApiError } from '../../api/client.ts'
import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { savedAccount, useCompleteSignIn } from '../../api/queries/use-sign-in.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { FormError, PasswordField, TextField } from '../../ui/field.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { useCodeLoginMutation } from './api/use-code-login-mutation.ts'
import { useLoginMutation } from './api/use-login-mutation.ts'
import styles from './auth.module.css'
import { PhoneCodeFields } from './phone-code-fields.tsx'
import { SocialButtons } from './social-buttons.tsx'

type Tab = 'code' | 'password'

export interface AuthFormProps {
  /** Switches to the register or forgot-password form (a dialog or a page). */
  onSwitch: (to: 'register' | 'forgot', prefill?: { phone?: string }) => void
  onDone: (session: SessionAnswer) => void
}

/**
 * Logging in with an SMS code or a password. The config's defaultLoginType picks the first form;
 * `account` (the ?type=account of SPEC.md §4) opens the password form with the saved account name.
 */
export function LoginForm({ onSwitch, onDone, account = false }: AuthFormProps & { account?: boolean }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const completeSignIn = useCompleteSignIn()
  const passwordLogin = useLoginMutation()
  const codeLogin = useCodeLoginMutation()
  const initialTab: Tab = account || config?.defaultLoginType !== LOGIN_TYPE.phone ? 'password' : 'code'
  const [tab, setTab] = useState<Tab>(initialTab)
  const [phoneCode, setPhoneCode] = useState({ phone: '', code: '' })
  const [credentials, setCredentials] = useState({ account: savedAccount() ?? '', password: '' })

  const active = tab === 'code' ? codeLogin : passwordLogin
  const error = active.error
  const notRegistered = isApiError(error, ERROR_CODES.PHONE_NOT_REGISTERED)
  const passwordPaused = tab === 'password' && isApiError(error, ERROR_CODES.PASSWORD_LOGIN_PAUSED)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (tab === 'code') {
      const session = await codeLogin.mutateAsync(phoneCode).catch(() => undefined)
      if (session) {
        completeSignIn(session)
        onDone(session)
      }
      return
    }
    const session = await passwordLogin.mutateAsync(credentials).catch(() => undefined)
    if (session) {
      completeSignIn(session, { rememberAccount: credentials.account.trim() })
      onDone(session)
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid="login-form"
    >
      <Tabs<Tab>
        label={t('auth.login')}
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'code', label: t('auth.phoneTab') },
          { key: 'password', label: t('auth.passwordTab') },
        ]}
      />
      {tab === 'code' ? (
        <PhoneCodeFields
          value={phoneCode}
          onChange={setPhoneCode}
          mode={AUTH_MODE.loginAndRegister}
          phoneError={errorField(error) === 'phone' ? errorMessage(t, error) : undefined}
        />
      ) : (
        <>
          <TextField
            label={t('auth.account')}
            name="account"
            autoComplete="username"
            autoCapitalize="none"
            value={credentials.account}
            onChange={(event) => setCredentials({ ...credentials, account: event.target.value })}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            value={credentials.password}
            onChange={(event) => setCredentials({ ...credentials, password: event.target.value })}
          />
        </>
      )}
      <FormError message={error && !errorField(error) ? errorMessage(t, error) : undefined} />
      {passwordPaused && (
        <Button
          variant="secondary"
          onClick={() => {
            passwordLogin.reset()
            // A phone typed as the account is where the code goes.
            const typed = credentials.account.trim()
            if (/^\+?[\d\s-]{9,}$/.test(typed)) setPhoneCode({ phone: typed, code: '' })
            setTab('code')
          }}
        >
          {t('auth.useCodeInstead')}
        </Button>
      )}
      {notRegistered && (
        <Button variant="secondary" onClick={() => onSwitch('register', { phone: phoneCode.phone })}>
          {t('auth.createAccount')}
        </Button>
      )}
      <Button type="submit" block loading={active.isPending}>
        {t('auth.login')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('forgot')}>
          {t('auth.forgotLink')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('register')}>
          {t('auth.createAccount')}
        </button>
      </div>
      <SocialButtons />
    </form>
  )
}
