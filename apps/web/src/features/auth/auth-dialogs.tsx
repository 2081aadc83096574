import type { SessionAnswer } from '@panalo/contract/user-info'
import { lazy, Suspense } from 'react'

import { loadPageTexts, useTranslation } from '../../i18n/i18n.ts'
import { hideOverlay, showOverlay, useOverlayOpen, useOverlayStore } from '../../lib/overlay-store.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'

// Most visits never open these dialogs, so their forms (and texts) load the first time one opens;
// the sheet and its title show at once.
const LoginForm = lazy(async () => {
  const [module] = await Promise.all([import('./login-form.tsx'), loadPageTexts()])
  return { default: module.LoginForm }
})
const RegisterForm = lazy(async () => {
  const [module] = await Promise.all([import('./register-form.tsx'), loadPageTexts()])
  return { default: module.RegisterForm }
})
const ForgotForm = lazy(async () => {
  const [module] = await Promise.all([import('./forgot-form.tsx'), loadPageTexts()])
  return { default: module.ForgotForm }
})
const FORM_LOADING = <Skeleton height={280} radius="var(--radius-md)" />

/**
 * The login, register and forgot-password dialogs (SPEC.md §2). The overlay store keeps them
 * mutually exclusive: opening one closes the others (SPEC.md §4).
 */
export function AuthDialogs() {
  const { t } = useTranslation()
  const loginOpen = useOverlayOpen('login')
  const registerOpen = useOverlayOpen('register')
  const forgotOpen = useOverlayOpen('forgot')
  const options = useOverlayStore((state) => state.options)

  const handleDone = (welcome: 'welcome' | 'welcomeBack') => (session: SessionAnswer) => {
    hideOverlay('login')
    hideOverlay('register')
    showToast(t(`auth.${welcome}`, { name: session.user.nickname }), 'success')
  }

  return (
    <>
      <Dialog
        open={loginOpen}
        onClose={() => hideOverlay('login')}
        title={t('auth.loginTitle')}
        placement="bottom"
        data-testid="login-dialog"
      >
        {loginOpen && (
          <Suspense fallback={FORM_LOADING}>
            <LoginForm
              account={options.login?.account === true}
              onSwitch={(to, prefill) => showOverlay(to, prefill)}
              onDone={handleDone('welcomeBack')}
            />
          </Suspense>
        )}
      </Dialog>
      <Dialog
        open={registerOpen}
        onClose={() => hideOverlay('register')}
        title={t('auth.registerTitle')}
        placement="bottom"
        data-testid="register-dialog"
      >
        {registerOpen && (
          <Suspense fallback={FORM_LOADING}>
            <RegisterForm
              prefillPhone={options.register?.phone}
              onSwitch={() => showOverlay('login')}
              onDone={handleDone('welcome')}
            />
          </Suspense>
        )}
      </Dialog>
      <Dialog
        open={forgotOpen}
        onClose={() => hideOverlay('forgot')}
        title={t('auth.forgotTitle')}
        placement="bottom"
        data-testid="forgot-dialog"
      >
        {forgotOpen && (
          <Suspense fallback={FORM_LOADING}>
            <ForgotForm onSwitch={(_to, loginOptions) => showOverlay('login', loginOptions)} />
          </Suspense>
        )}
      </Dialog>
    </>
  )
}
