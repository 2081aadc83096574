import type { TotpEnrolment } from '@panalo/contract/ops/calls/staff'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'

import { isOpsError, opsCall } from '../../api/ops-client.ts'
import { staffMeKey } from '../../api/staff-me.ts'
import { ErrorNotice } from '../../ui/page.tsx'

/**
 * Sign-in: account, password and the authenticator's code. An account without a second factor is
 * shown its QR code first; its first right code confirms it and the recovery codes are shown once.
 */
export function LoginPage() {
  const queryClient = useQueryClient()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [totp, setTotp] = useState('')
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  const login = useMutation({
    mutationFn: () => opsCall('staffLogin', { account, password, ...(totp ? { totp } : {}) }),
    onSuccess: (answer) => {
      if (answer.recoveryCodes) setRecoveryCodes(answer.recoveryCodes)
      else void queryClient.invalidateQueries({ queryKey: staffMeKey })
    },
    onError: (error) => {
      if (isOpsError(error, 'TOTP_ENROLMENT')) setEnrolment(error.data as TotpEnrolment)
      setTotp('')
    },
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate()
  }

  if (recoveryCodes)
    return (
      <div className="login panel" data-testid="recovery-codes">
        <h2>Your recovery codes</h2>
        <p>Each one signs you in once instead of a code, if you lose your phone. They are shown only now.</p>
        <div className="codes mono">
          {recoveryCodes.map((code) => (
            <span key={code}>{code}</span>
          ))}
        </div>
        <p />
        <button
          type="button"
          className="btn primary"
          onClick={() => void queryClient.invalidateQueries({ queryKey: staffMeKey })}
        >
          I have kept them — continue
        </button>
      </div>
    )

  const refusal = login.error && !isOpsError(login.error, 'TOTP_ENROLMENT') ? login.error : null
  return (
    <div className="login panel">
      <h2>Panalo console</h2>
      <form onSubmit={handleSubmit} data-testid="login-form">
        <ErrorNotice error={refusal} />
        <label className="field">
          Account
          <input
            value={account}
            onChange={(event) => setAccount(event.currentTarget.value)}
            autoComplete="username"
          />
        </label>
        <label className="field">
          Password
          <input
            type="password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
          />
        </label>
        {enrolment && (
          <div data-testid="totp-enrolment">
            <p>Scan this with your authenticator app (or type the key), then enter the code it shows.</p>
            <div className="qr" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
            <div className="mono" data-testid="totp-secret">
              {enrolment.secret}
            </div>
          </div>
        )}
        <label className="field">
          Authenticator code (or a recovery code)
          <input
            value={totp}
            onChange={(event) => setTotp(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </label>
        <button type="submit" className="btn primary" disabled={login.isPending}>
          Sign in
        </button>
      </form>
    </div>
  )
}
