import type { SessionAnswer } from '@panalo/contract/user-info'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

import { savedAccount } from '../../api/queries/use-sign-in.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { loginPath, PATHS, safeRedirect } from '../../lib/paths.ts'
import { showToast } from '../../ui/toast.tsx'
import styles from './auth.module.css'
import { ForgotForm } from './forgot-form.tsx'
import { LoginForm } from './login-form.tsx'
import { RegisterForm } from './register-form.tsx'

/** The full-page forms behind /auth/*: the same forms as the dialogs, for links and guards. */
function useAuthNavigation() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const redirect = params.get('redirect')
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''
  return {
    done: () => void navigate(safeRedirect(redirect), { replace: true }),
    toRegister: (phone?: string) =>
      void navigate(`${PATHS.authRegister}${keep}`, { replace: true, state: phone ? { phone } : null }),
    toForgot: () => void navigate(`${PATHS.authForget}${keep}`, { replace: true }),
    toLogin: (account = false) =>
      void navigate(loginPath({ account, ...(redirect ? { redirect } : {}) }), { replace: true }),
  }
}

function useWelcome() {
  const { t } = useTranslation()
  return (key: 'welcome' | 'welcomeBack', session: SessionAnswer) =>
    showToast(t(`auth.${key}`, { name: session.user.nickname }), 'success')
}

export function LoginPage({ account }: { account?: boolean }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const go = useAuthNavigation()
  const welcome = useWelcome()
  return (
    <div className={styles.page} data-testid="login-page">
      <h2 className={styles.title}>{t('auth.loginTitle')}</h2>
      <LoginForm
        // A device that logged in by password keeps the account name: the page opens that form, as
        // the dialog a forced sign-out shows does (startup.tsx), whichever of the two the player meets.
        account={account ?? (params.get('type') === 'account' || savedAccount() !== null)}
        onSwitch={(to, prefill) => (to === 'register' ? go.toRegister(prefill?.phone) : go.toForgot())}
        onDone={(session) => {
          welcome('welcomeBack', session)
          go.done()
        }}
      />
    </div>
  )
}

export function AccountLoginPage() {
  return <LoginPage account />
}

export function RegisterPage() {
  const { t } = useTranslation()
  const go = useAuthNavigation()
  const welcome = useWelcome()
  const phone = (useLocation().state as { phone?: string } | null)?.phone
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('auth.registerTitle')}</h2>
      <RegisterForm
        prefillPhone={phone}
        onSwitch={() => go.toLogin()}
        onDone={(session) => {
          welcome('welcome', session)
          go.done()
        }}
      />
    </div>
  )
}

export function ForgotPage() {
  const { t } = useTranslation()
  const go = useAuthNavigation()
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('auth.forgotTitle')}</h2>
      <ForgotForm onSwitch={(_to, options) => go.toLogin(options?.account)} />
    </div>
  )
}
