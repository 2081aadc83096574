import { parsePesoInput, PESO_INPUT_MAX_LENGTH } from '@panalo/contract/money'
import type { UserInfo } from '@panalo/contract/user-info'
import { useState, type FormEvent } from 'react'

import { isDefiniteAnswer } from '../../api/client.ts'
import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { pesos } from '../../lib/format.ts'
import { isReauth, useFreshProof } from '../../lib/fresh-proof.ts'
import { useRequestId } from '../../lib/request-id.ts'
import { Button } from '../../ui/button.tsx'
import { FormError, PasswordField, TextField } from '../../ui/field.tsx'
import { Figure, FigureCard } from '../../ui/figure-card.tsx'
import { FreshProofFields } from '../../ui/fresh-proof-fields.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useSafeboxDepositMutation } from './api/use-safebox-deposit-mutation.ts'
import { useSafeboxSetPasswordMutation } from './api/use-safebox-set-password-mutation.ts'
import { useSafeboxWithdrawMutation } from './api/use-safebox-withdraw-mutation.ts'
import styles from './safebox.module.css'

type Mode = 'in' | 'out' | 'password'

/**
 * /member/safebox: coins set aside. Coins in the safebox cannot be bet or withdrawn until moved out,
 * which needs the safebox password.
 */
export function SafeboxPage() {
  const { t, locale } = useTranslation()
  const me = useMeQuery()
  const [mode, setMode] = useState<Mode>('in')
  if (!me.data) return <PageSkeleton lines={5} />
  const user = me.data
  return (
    <div className={styles.page} data-testid="safebox-page">
      <FigureCard label={t('safebox.balances')}>
        <Figure
          main
          label={t('safebox.inSafebox')}
          value={pesos(user.safebox, locale)}
          testId="safebox-balance"
        />
        <Figure label={t('safebox.mainWallet')} value={pesos(user.coin, locale)} testId="coin-balance" />
      </FigureCard>
      <p className={styles.muted}>{t('safebox.explain')}</p>
      {user.hasSafeboxPassword ? (
        <>
          <Tabs<Mode>
            label={t('safebox.actions')}
            items={[
              { key: 'in', label: t('safebox.moveIn') },
              { key: 'out', label: t('safebox.moveOut') },
              { key: 'password', label: t('safebox.passwordTab') },
            ]}
            selected={mode}
            onSelect={setMode}
          />
          {mode === 'password' ? (
            <PasswordForm key="change" user={user} onDone={() => setMode('in')} />
          ) : (
            <MoveForm key={mode} direction={mode} user={user} />
          )}
        </>
      ) : (
        <PasswordForm key="set" user={user} />
      )}
    </div>
  )
}

function PasswordForm({ user, onDone }: { user: UserInfo; onDone?: () => void }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const save = useSafeboxSetPasswordMutation()
  const freshProof = useFreshProof()
  const [password, setPassword] = useState('')
  const lengths = config?.lengths.safeboxPassword

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const done = await save.mutateAsync({ password, ...freshProof.input }).catch(freshProof.catchReauth)
    if (!done) return
    setPassword('')
    showToast(t('safebox.passwordSaved'), 'success')
    onDone?.()
  }

  const field = errorField(save.error)
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h2 className={styles.sectionTitle}>
        {user.hasSafeboxPassword ? t('safebox.changePassword') : t('safebox.setPassword')}
      </h2>
      <PasswordField
        label={t('safebox.newPassword')}
        name="safeboxPassword"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={lengths?.max}
        value={password}
        onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
        hint={
          lengths &&
          (lengths.min === lengths.max
            ? t('safebox.passwordHintExact', { length: lengths.min })
            : t('safebox.passwordHint', { min: lengths.min, max: lengths.max }))
        }
        error={field === 'password' ? errorMessage(t, save.error) : undefined}
      />
      {freshProof.asked && (
        <FreshProofFields user={user} value={freshProof.proof} onChange={freshProof.setProof} />
      )}
      <FormError
        message={save.error && !field && !isReauth(save.error) ? errorMessage(t, save.error) : undefined}
      />
      <Button type="submit" block loading={save.isPending}>
        {t('safebox.savePassword')}
      </Button>
    </form>
  )
}

function MoveForm({ direction, user }: { direction: 'in' | 'out'; user: UserInfo }) {
  const { t, locale } = useTranslation()
  const deposit = useSafeboxDepositMutation()
  const withdraw = useSafeboxWithdrawMutation()
  const mutation = direction === 'in' ? deposit : withdraw
  const { requestId, renew } = useRequestId()
  const [amountText, setAmountText] = useState('')
  const [password, setPassword] = useState('')
  const [localError, setLocalError] = useState<string>()
  const available = direction === 'in' ? user.coin : user.safebox

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setLocalError(undefined)
    const parsed = parsePesoInput(amountText)
    if (!parsed.ok) return setLocalError(t('withdrawal.amountInvalid'))
    const amount = parsed.hundredths
    const request =
      direction === 'in'
        ? deposit.mutateAsync({ requestId, amount })
        : withdraw.mutateAsync({ requestId, amount, password })
    const done = await request.catch((error: unknown) => {
      if (isDefiniteAnswer(error)) renew()
      return undefined
    })
    if (!done) return
    renew()
    setAmountText('')
    setPassword('')
    showToast(direction === 'in' ? t('safebox.movedIn') : t('safebox.movedOut'), 'success')
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid={`safebox-${direction}`}
    >
      <TextField
        label={t('withdrawal.amount')}
        name="amount"
        inputMode="decimal"
        prefix="₱"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value.slice(0, PESO_INPUT_MAX_LENGTH))}
        hint={t('safebox.available', { amount: pesos(available, locale) })}
        error={localError}
      />
      {direction === 'out' && (
        <PasswordField
          label={t('safebox.password')}
          name="safeboxPassword"
          inputMode="numeric"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
        />
      )}
      <FormError message={mutation.error ? errorMessage(t, mutation.error) : undefined} />
      <Button type="submit" block loading={mutation.isPending}>
        {direction === 'in' ? t('safebox.moveIn') : t('safebox.moveOut')}
      </Button>
    </form>
  )
}
