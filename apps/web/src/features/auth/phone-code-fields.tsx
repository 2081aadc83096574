import { AUTH_MODE, type AuthMode } from '@panalo/contract/enums'
import { normalizePhilippineMobile } from '@panalo/contract/phone'
import { useEffect, useState } from 'react'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useSendCodeMutation } from '../../api/queries/use-send-code-mutation.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { TextField } from '../../ui/field.tsx'
import styles from './auth.module.css'

/**
 * What the player is told once the SMS left. The server answers the same whether or not the number
 * has an account (so nobody learns that from it); a number that cannot get a code for this mode gets
 * a note saying why, and the hint says so.
 */
const SENT_HINTS = {
  [AUTH_MODE.register]: 'auth.codeSentRegister',
  [AUTH_MODE.bind]: 'auth.codeSentBind',
  [AUTH_MODE.forget]: 'auth.codeSentForget',
  [AUTH_MODE.loginAndRegister]: 'auth.codeSent',
} as const satisfies Record<AuthMode, string>

export interface PhoneCodeValue {
  phone: string
  code: string
}

/**
 * A mobile number with its Send code button (a countdown until a resend is allowed) and, when a code
 * is needed, the field for it. The code is sent for `mode`, so the server binds it to this use.
 */
export function PhoneCodeFields({
  value,
  onChange,
  mode,
  withCode = true,
  phoneError,
  codeError,
}: {
  value: PhoneCodeValue
  onChange: (value: PhoneCodeValue) => void
  mode: AuthMode
  withCode?: boolean
  phoneError?: string | undefined
  codeError?: string | undefined
}) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const sendCode = useSendCodeMutation()
  const [waitUntil, setWaitUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const [sentTo, setSentTo] = useState<string>()
  const [phoneProblem, setPhoneProblem] = useState<string>()

  const secondsLeft = Math.max(0, Math.ceil((waitUntil - now) / 1000))
  useEffect(() => {
    if (secondsLeft === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [secondsLeft])

  const phoneValid = normalizePhilippineMobile(value.phone) !== null
  async function handleSend() {
    // Said in place rather than by a button that silently stays grey.
    if (!phoneValid) return setPhoneProblem(t('auth.phoneInvalid'))
    const sent = await sendCode.mutateAsync({ phone: value.phone, mode }).catch(() => undefined)
    if (!sent) return
    setSentTo(sent.maskedPhone)
    setNow(Date.now())
    setWaitUntil(Date.now() + sent.resendAfterSeconds * 1000)
  }

  const sendError = sendCode.error ? errorMessage(t, sendCode.error) : undefined
  const codeLength = config?.lengths.smsCode.max ?? 6
  return (
    <>
      <TextField
        label={t('auth.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0917 123 4567"
        value={value.phone}
        onChange={(event) => {
          setPhoneProblem(undefined)
          onChange({ ...value, phone: event.target.value })
        }}
        error={phoneProblem ?? phoneError ?? sendError}
        hint={sentTo ? t(SENT_HINTS[mode], { phone: sentTo }) : t('auth.phoneHint')}
        action={
          withCode && (
            <button
              type="button"
              className={styles.sendButton}
              disabled={value.phone.trim() === '' || secondsLeft > 0 || sendCode.isPending}
              onClick={() => void handleSend()}
            >
              {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
            </button>
          )
        }
      />
      {withCode && (
        <TextField
          label={t('auth.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={codeLength}
          value={value.code}
          onChange={(event) => onChange({ ...value, code: event.target.value.replace(/\D/g, '') })}
          error={codeError}
        />
      )}
    </>
  )
}
