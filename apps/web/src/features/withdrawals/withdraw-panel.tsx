import { parsePesoInput, PESO_INPUT_MAX_LENGTH } from '@panalo/contract/money'
import type { ReceivingKind } from '@panalo/contract/calls/withdrawals'
import { useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'

import { isDefiniteAnswer } from '../../api/client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { cardEditPath, cardListPath, PATHS } from '../../lib/paths.ts'
import { useRequestId } from '../../lib/request-id.ts'
import { Button } from '../../ui/button.tsx'
import { FormError, TextField } from '../../ui/field.tsx'
import { Figure, FigureCard } from '../../ui/figure-card.tsx'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { AccountSummary, isOnHold } from './account-choice.tsx'
import { useExchangeInfoQuery } from './api/use-exchange-info-query.ts'
import { useExchangeMutation } from './api/use-exchange-mutation.ts'
import styles from './withdrawals.module.css'

/**
 * The withdraw form (the withdraw tab of /wallets?name=withdraw, and /withdrawal/:name): what can be
 * withdrawn now, the receiving account, the amount. Submitting holds the amount at once; an operator
 * approves it. `kind` narrows the accounts to one kind (gcash, maya, bank).
 */
export function WithdrawPanel({ kind }: { kind?: ReceivingKind | undefined }) {
  const { t, locale } = useTranslation()
  const info = useExchangeInfoQuery()
  const submit = useExchangeMutation()
  const { requestId, renew } = useRequestId()
  const [chosen, setChosen] = useState<number | null>(null)
  const [amountText, setAmountText] = useState('')
  const [localError, setLocalError] = useState<string>()
  const location = useLocation()
  // Adding an account from here comes back here once it is saved.
  const here = `${location.pathname}${location.search}`

  if (info.isLoading) return <SkeletonLines lines={6} />
  if (!info.data) return <FormError message={errorMessage(t, info.error)} />
  const data = info.data
  const accounts = data.accounts.filter((account) => !kind || account.kind === kind)
  const usable = accounts.filter((account) => !isOnHold(account))
  const bankId = chosen ?? usable[0]?.bankId ?? null
  const waiting = usable.length === 0 ? accounts[0] : undefined
  const { limits } = data
  const blockedByKyc = data.kycRequired && !data.kycVerified
  const dailyLeft = Math.max(0, limits.dailyCount - limits.usedToday)
  const amountLeft = Math.max(0, limits.dailyAmount - limits.amountToday)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setLocalError(undefined)
    const parsed = parsePesoInput(amountText)
    if (!parsed.ok) return setLocalError(t('withdrawal.amountInvalid'))
    const amount = parsed.hundredths
    if (amount < limits.min || amount > limits.max)
      return setLocalError(
        t('withdrawal.amountRange', { min: pesos(limits.min, locale), max: pesos(limits.max, locale) }),
      )
    if (amount > amountLeft)
      return setLocalError(t('withdrawal.amountOverDaily', { left: pesos(amountLeft, locale) }))
    if (amount > data.exchange) return setLocalError(t('withdrawal.amountOverWithdrawable'))
    if (bankId === null) return
    const done = await submit.mutateAsync({ requestId, bankId, amount }).catch((error: unknown) => {
      // A definite answer ends this attempt; a lost connection keeps the id, so a retry cannot pay twice.
      if (isDefiniteAnswer(error)) renew()
      return undefined
    })
    if (!done) return
    renew()
    setAmountText('')
    showToast(t('withdrawal.submitted', { amount: pesos(done.amount, locale) }), 'success')
  }

  return (
    <div className={styles.form} data-testid="withdraw-panel">
      <FigureCard label={t('withdrawal.summary')}>
        <Figure
          main
          label={t('withdrawal.withdrawable')}
          value={pesos(data.exchange, locale)}
          testId="withdrawable"
        />
        <Figure label={t('withdrawal.coin')} value={pesos(data.coin, locale)} />
        <Figure label={t('withdrawal.held')} value={pesos(data.held, locale)} testId="held" />
      </FigureCard>
      {data.bet > 0 && (
        <p className={styles.notice}>{t('withdrawal.turnoverLeft', { amount: pesos(data.bet, locale) })}</p>
      )}
      {blockedByKyc && (
        <p className={styles.notice} data-testid="withdraw-kyc-needed">
          {t('withdrawal.kycNeeded')}{' '}
          <Link className={styles.link} to={PATHS.memberProfileKyc}>
            {t('withdrawal.kycLink')}
          </Link>
        </p>
      )}

      <h2 className={styles.sectionTitle}>{t('withdrawal.receivingAccount')}</h2>
      {accounts.length === 0 ? (
        <div className={styles.form}>
          <p className={styles.muted}>{t('withdrawal.noAccount')}</p>
          <Link
            className={styles.actionLink}
            to={kind ? cardEditPath({ kind }, here) : cardListPath(here)}
            data-testid="add-account"
          >
            {t('withdrawal.addAccount')}
          </Link>
        </div>
      ) : (
        <ul className={styles.choices} role="radiogroup" aria-label={t('withdrawal.receivingAccount')}>
          {accounts.map((account) => (
            <li key={account.bankId}>
              <button
                type="button"
                role="radio"
                aria-checked={account.bankId === bankId}
                className={styles.choice}
                disabled={isOnHold(account)}
                onClick={() => setChosen(account.bankId)}
              >
                <AccountSummary account={account} />
                <span aria-hidden>{account.bankId === bankId ? '●' : '○'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {waiting && (
        <p className={styles.notice} data-testid="account-on-hold">
          {t('withdrawal.onHoldNotice', {
            bank: waiting.bankName,
            time: manilaTime(waiting.usableAt, locale),
          })}
        </p>
      )}
      <Link className={styles.actionLink} to={cardListPath(here)}>
        {t('withdrawal.manageAccounts')}
      </Link>

      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label={t('withdrawal.amount')}
          name="amount"
          inputMode="decimal"
          prefix="₱"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value.slice(0, PESO_INPUT_MAX_LENGTH))}
          hint={t('withdrawal.limits', {
            min: pesos(limits.min, locale),
            max: pesos(limits.max, locale),
            left: dailyLeft,
            count: limits.dailyCount,
          })}
          error={localError}
        />
        <p className={styles.limitNote} data-testid="withdraw-daily-amount">
          {t('withdrawal.dailyAmount', {
            limit: pesos(limits.dailyAmount, locale),
            left: pesos(amountLeft, locale),
          })}
        </p>
        {(limits.feeBasisPoints > 0 || limits.feeFixed > 0) && (
          <p className={styles.muted}>
            {t('withdrawal.fee', {
              percent: limits.feeBasisPoints / 100,
              fixed: pesos(limits.feeFixed, locale),
            })}
          </p>
        )}
        <FormError message={submit.error ? errorMessage(t, submit.error) : undefined} />
        <Button
          type="submit"
          block
          loading={submit.isPending}
          disabled={
            bankId === null ||
            blockedByKyc ||
            data.exchange <= 0 ||
            dailyLeft === 0 ||
            amountLeft < limits.min
          }
        >
          {t('withdrawal.submit')}
        </Button>
      </form>
    </div>
  )
}
