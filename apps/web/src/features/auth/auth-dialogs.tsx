import type { SessionAnswer } from '@panalo/contract/user-info'
import { useTranslation } from 'react-i18next'

import { hideOverlay, showOverlay, useOverlayOpen, useOverlayStore } from '../../lib/overlay-store.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { showToast } from '../../ui/toast.tsx'
import { ForgotForm } from './forgot-form.tsx'
import { LoginForm } from './login-form.tsx'
import { RegisterForm } from './register-form.tsx'

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
          <LoginForm
            account={options.login?.account === true}
            onSwitch={(to, prefill) => showOverlay(to, prefill)}
            onDone={handleDone('welcomeBack')}
          />
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
          <RegisterForm
            prefillPhone={options.register?.phone}
            onSwitch={() => showOverlay('login')}
            onDone={handleDone('welcome')}
          />
        )}
      </Dialog>
      <Dialog
        open={forgotOpen}
        onClose={() => hideOverlay('forgot')}
        title={t('auth.forgotTitle')}
        placement="bottom"
        data-testid="forgot-dialog"
      >
        {forgotOpen && <ForgotForm onSwitch={(_to, loginOptions) => showOverlay('login', loginOptions)} />}
      </Dialog>
    </>
  )
}
