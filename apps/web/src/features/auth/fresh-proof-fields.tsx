import { AUTH_MODE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { maskPhone } from '@panalo/contract/phone'
import type { UserInfo } from '@panalo/contract/user-info'
import { useState } from 'react'

import { isApiError } from '../../api/client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { PasswordField, TextField } from '../../ui/field.tsx'
import { useSendCodeMutation } from './api/use-send-code-mutation.ts'
import styles from './auth.module.css'

export interface FreshProof {
  currentPassword: string
  proofCode: string
}

export const NO_PROOF: FreshProof = { currentPassword: '', proofCode: '' }

/** The proof fields as the call sends them: only what was typed. */
function proofInput(proof: FreshProof) {
  return {
    ...(proof.currentPassword ? { currentPassword: proof.currentPassword } : {}),
    ...(proof.proofCode ? { proofCode: proof.proofCode } : {}),
  }
}

/**
 * The state of a form whose call may answer REAUTH_REQUIRED: once it does, the form shows the proof
 * fields and sends what the player types in them with the next try.
 */
export function useFreshProof() {
  const [proof, setProof] = useState(NO_PROOF)
  const [asked, setAsked] = useState(false)
  return {
    proof,
    setProof,
    asked,
    input: proofInput(proof),
    /** For mutateAsync(...).catch: notes a REAUTH_REQUIRED and swallows the error (the form shows it). */
    catchReauth: (error: unknown): undefined => {
      if (isReauth(error)) setAsked(true)
      return undefined
    },
  }
}

export function isReauth(error: unknown): boolean {
  return isApiError(error, ERRORS.REAUTH_REQUIRED.code)
}

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
    <div className={styles.eligibility} data-testid="fresh-proof">
      <p className={styles.eligibilityTitle}>{t('auth.reauthTitle')}</p>
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
