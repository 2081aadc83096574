import { AUTH_MODE } from '@panalo/contract/enums'
import { maskPhone } from '@panalo/contract/phone'
import type { UserInfo } from '@panalo/contract/user-info'

import { useSendCodeMutation } from '../api/queries/use-send-code-mutation.ts'
import { useTranslation } from '../i18n/i18n.ts'
import type { FreshProof } from '../lib/fresh-proof.ts'
import { PasswordField, TextField } from './field.tsx'
import styles from './fresh-proof-fields.module.css'

/**
 * Shown when the server answers REAUTH_REQUIRED (the last login is over 10 minutes old): the current
 * password, or a code sent to the bound phone. A player with neither logs in again.
 */
export function FreshProofFields({
  user,
  value,
  onChange,
}: {
  user: UserInfo
  value: FreshProof
  onChange: (value: FreshProof) => void
}) {
  const { t } = useTranslation()
  const sendCode = useSendCodeMutation()
  if (!user.hasPassword && !user.mobile) return <p className={styles.muted}>{t('auth.reauthLogInAgain')}</p>
  return (
    <div className={styles.proof} data-testid="fresh-proof">
      <p className={styles.title}>{t('auth.reauthTitle')}</p>
      <p className={styles.muted}>{user.hasPassword ? t('auth.reauthBody') : t('auth.reauthNoPassword')}</p>
      {user.hasPassword && (
        <PasswordField
          label={t('auth.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          value={value.currentPassword}
          onChange={(event) => onChange({ ...value, currentPassword: event.target.value })}
        />
      )}
      {user.mobile && (
        <TextField
          label={t('auth.code')}
          name="proofCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value.proofCode}
          onChange={(event) => onChange({ ...value, proofCode: event.target.value.replace(/\D/g, '') })}
          hint={sendCode.isSuccess ? t('auth.codeSent', { phone: maskPhone(user.mobile) }) : undefined}
          action={
            <button
              type="button"
              className={styles.sendButton}
              disabled={sendCode.isPending || sendCode.isSuccess}
              onClick={() => sendCode.mutate({ phone: user.mobile, mode: AUTH_MODE.forget })}
            >
              {t('auth.sendCode')}
            </button>
          }
        />
      )}
    </div>
  )
}
