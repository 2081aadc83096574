import { SOCIAL_LOGIN, type SocialLogin } from '@panalo/contract/enums'
import { useLocation } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useSocialStartMutation } from '../../api/queries/use-social-start.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { FormError } from '../../ui/field.tsx'
import styles from './auth.module.css'

/** Buttons for the providers the server has configured; none when none is. */
export function SocialButtons({ redirect }: { redirect?: string }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const location = useLocation()
  const start = useSocialStartMutation()
  const enabled = config?.socialLogin
  if (!enabled || (!enabled.google && !enabled.facebook && !enabled.line)) return null

  const providers: { id: SocialLogin; on: boolean; label: string }[] = [
    { id: SOCIAL_LOGIN.google, on: enabled.google, label: t('auth.google') },
    { id: SOCIAL_LOGIN.facebook, on: enabled.facebook, label: t('auth.facebook') },
    { id: SOCIAL_LOGIN.line, on: enabled.line, label: t('auth.line') },
  ]
  const back = redirect ?? `${location.pathname}${location.search}`
  return (
    <>
      <div className={styles.divider}>{t('auth.orContinueWith')}</div>
      <div className={styles.social}>
        {providers
          .filter((provider) => provider.on)
          .map((provider) => (
            <Button
              key={provider.id}
              variant="secondary"
              loading={start.isPending && start.variables.provider === provider.id}
              onClick={() => start.mutate({ provider: provider.id, purpose: 'login', redirect: back })}
            >
              {provider.label}
            </Button>
          ))}
      </div>
      <FormError message={start.error ? errorMessage(t, start.error) : undefined} />
    </>
  )
}
