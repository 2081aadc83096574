import { SOCIAL_LOGIN, type SocialLogin } from '@panalo/contract/enums'
import { ERROR_CODES } from 'virtual:error-codes'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'

import { isApiError } from '../../api/client.ts'
import { useCompleteSignIn } from '../../api/queries/use-sign-in.ts'
import { pendingSocialRoundTrip } from '../../api/queries/use-social-start.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { PATHS, safeRedirect } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { FormError } from '../../ui/field.tsx'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useBindSocialMutation } from './api/use-bind-social-mutation.ts'
import { useSocialLoginMutation } from './api/use-social-login-mutation.ts'
import styles from './auth.module.css'
import {
  EligibilityFields,
  eligibilityErrors,
  type EligibilityErrors,
  NO_ELIGIBILITY,
  registrationDetails,
} from './eligibility-fields.tsx'

const PROVIDERS: Record<string, SocialLogin> = {
  google: SOCIAL_LOGIN.google,
  facebook: SOCIAL_LOGIN.facebook,
  line: SOCIAL_LOGIN.line,
}

/**
 * Where Google, Facebook and LINE send the browser back (/auth/social/<provider>?code&state). It
 * finishes a login — with the age and eligibility step when the identity is new — or a link.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { provider: slug = '' } = useParams()
  const provider = PROVIDERS[slug] ?? SOCIAL_LOGIN.google
  const [params] = useSearchParams()
  const [roundTrip] = useState(pendingSocialRoundTrip)
  const login = useSocialLoginMutation(provider)
  const bind = useBindSocialMutation()
  const completeSignIn = useCompleteSignIn()
  const [ticket, setTicket] = useState<{ ticket: string; displayName: string }>()
  const [eligibility, setEligibility] = useState(NO_ELIGIBILITY)
  const [eligibilityProblems, setEligibilityProblems] = useState<EligibilityErrors>({})
  const started = useRef(false)

  const code = params.get('code')
  const state = params.get('state')
  useEffect(() => {
    if (started.current || !code || !state) return
    started.current = true
    if (roundTrip.purpose === 'bind') {
      bind.mutate(
        { provider, code, state },
        {
          onSuccess: () => {
            showToast(t('member.saved'), 'success')
            void navigate(safeRedirect(roundTrip.redirect, PATHS.memberProfileInfo), { replace: true })
          },
        },
      )
      return
    }
    login.mutate(
      { code, state },
      {
        onSuccess: (session) => {
          completeSignIn(session)
          showToast(t('auth.welcomeBack', { name: session.user.nickname }), 'success')
          void navigate(safeRedirect(roundTrip.redirect), { replace: true })
        },
        onError: (error) => {
          if (isApiError(error, ERROR_CODES.REGISTRATION_REQUIRED))
            setTicket(error.data as { ticket: string; displayName: string })
        },
      },
    )
  }, [code, state, provider, roundTrip, login, bind, completeSignIn, navigate, t])

  async function handleFinish(event: FormEvent) {
    event.preventDefault()
    if (!ticket) return
    const found = eligibilityErrors(eligibility, t)
    setEligibilityProblems(found)
    if (Object.keys(found).length > 0) return
    const session = await login
      .mutateAsync({ ticket: ticket.ticket, registration: registrationDetails(eligibility) })
      .catch(() => undefined)
    if (!session) return
    completeSignIn(session)
    showToast(t('auth.welcome', { name: session.user.nickname }), 'success')
    void navigate(safeRedirect(roundTrip.redirect), { replace: true })
  }

  const failure = params.get('error') ?? (!code || !state ? 'missing' : undefined)
  const error = roundTrip.purpose === 'bind' ? bind.error : login.error
  if (ticket) {
    return (
      <form
        className={`${styles.page} ${styles.form}`}
        onSubmit={(event) => void handleFinish(event)}
        noValidate
      >
        <h2 className={styles.title}>{t('auth.socialFinishTitle')}</h2>
        <p className={styles.muted}>{t('auth.socialFinishBody', { name: ticket.displayName })}</p>
        <EligibilityFields value={eligibility} onChange={setEligibility} errors={eligibilityProblems} />
        <FormError
          message={
            login.error && !isApiError(login.error, ERROR_CODES.REGISTRATION_REQUIRED)
              ? errorMessage(t, login.error)
              : undefined
          }
        />
        <Button type="submit" block loading={login.isPending}>
          {t('auth.finish')}
        </Button>
      </form>
    )
  }
  if (failure || error) {
    return (
      <div className={styles.center}>
        <h2 className={styles.title}>{t('auth.socialFailed')}</h2>
        {error && <p className={styles.muted}>{errorMessage(t, error)}</p>}
        <Link to={roundTrip.purpose === 'bind' ? PATHS.memberProfileInfo : PATHS.authLogin}>
          {t('auth.backToLogin')}
        </Link>
      </div>
    )
  }
  return (
    <div className={styles.center} role="status">
      <p>{t('auth.socialWorking')}</p>
      <SkeletonLines lines={2} />
    </div>
  )
}
