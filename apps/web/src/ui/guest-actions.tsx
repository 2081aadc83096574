import { useLocation, useNavigate } from 'react-router'

import { useTranslation } from '../i18n/i18n.ts'
import { loginPath, PATHS } from '../lib/paths.ts'
import { Button, type ButtonProps } from './button.tsx'
import styles from './guest-actions.module.css'

/** Where login or registration returns to: the page the guest is on. */
function useHere(): string {
  const location = useLocation()
  return `${location.pathname}${location.search}`
}

/**
 * The action a guest sees in place of Claim (decision 068): log in, then come back to this page.
 */
export function GuestClaimButton({ size, block }: Pick<ButtonProps, 'size' | 'block'>) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const here = useHere()
  return (
    <Button
      variant="secondary"
      className={styles.claim}
      {...(size ? { size } : {})}
      {...(block ? { block } : {})}
      onClick={() => void navigate(loginPath({ redirect: here }))}
      data-testid="guest-login-to-claim"
    >
      {t('guest.loginToClaim')}
    </Button>
  )
}

/** The card at the top of a page a guest browses: what waits, and Log in / Register that return here. */
export function GuestBanner() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const here = useHere()
  return (
    <section className={styles.banner} data-testid="guest-banner">
      <p className={styles.text}>{t('guest.banner')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void navigate(`${PATHS.authRegister}?redirect=${encodeURIComponent(here)}`)}>
          {t('guest.register')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate(loginPath({ redirect: here }))}>
          {t('guest.login')}
        </Button>
      </div>
    </section>
  )
}
