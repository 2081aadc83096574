import {
  type BankOption,
  type ReceivingAccount,
  receivingKindSchema,
} from '@panalo/contract/calls/withdrawals'
import type { UserInfo } from '@panalo/contract/user-info'
import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { manilaTime } from '../../lib/format.ts'
import { isReauth, useFreshProof } from '../../lib/fresh-proof.ts'
import { PATHS, safeRedirect } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { FormError, TextField } from '../../ui/field.tsx'
import { FreshProofFields } from '../../ui/fresh-proof-fields.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useAddBankInfoMutation } from './api/use-add-bank-info-mutation.ts'
import { useBankInfoListQuery } from './api/use-bank-info-list-query.ts'
import { isOnHold } from './account-choice.tsx'
import { useModifyBankInfoMutation } from './api/use-modify-bank-info-mutation.ts'
import { localNumber } from './local-number.ts'
import styles from './withdrawals.module.css'

/**
 * /wallets/card/edit: adds a receiving account (?kind=gcash|maya|bank) or changes one (?bankId=…).
 * Both need a fresh proof: when the login is over 10 minutes old the server asks for it and the form
 * shows the proof fields.
 */
export function ReceivingAccountEditPage() {
  const [params] = useSearchParams()
  const me = useMeQuery()
  const accounts = useBankInfoListQuery()
  if (!me.data || !accounts.data) return <PageSkeleton lines={4} />
  const bankId = Number(params.get('bankId'))
  const existing = accounts.data.list.find((account) => account.bankId === bankId)
  const kind = receivingKindSchema.safeParse(params.get('kind')).data ?? existing?.kind ?? 'gcash'
  const saved = new Set(accounts.data.list.map((account) => account.bankId))
  const banks = existing
    ? accounts.data.banks.filter((bank) => bank.bankId === existing.bankId)
    : accounts.data.banks.filter((bank) => bank.kind === kind && !saved.has(bank.bankId))
  return (
    <EditForm
      key={existing?.bankId ?? kind}
      user={me.data}
      banks={banks}
      existing={existing}
      holdHours={accounts.data.accountHoldHours}
      returnTo={safeRedirect(params.get('returnTo'), PATHS.walletsCardList)}
    />
  )
}

function EditForm({
  user,
  banks,
  existing,
  holdHours,
  returnTo,
}: {
  user: UserInfo
  banks: BankOption[]
  existing: ReceivingAccount | undefined
  holdHours: number
  returnTo: string
}) {
  const { t, locale } = useTranslation()
  const navigate = useNavigate()
  const add = useAddBankInfoMutation()
  const modify = useModifyBankInfoMutation()
  const freshProof = useFreshProof()
  const [bankId, setBankId] = useState(existing?.bankId ?? banks[0]?.bankId ?? 0)
  const [accountNumber, setAccountNumber] = useState(existing ? localNumber(existing) : '')
  const [holderName, setHolderName] = useState(existing?.holderName ?? '')
  const bank = banks.find((candidate) => candidate.bankId === bankId)
  const mutation = existing ? modify : add

  if (!bank) return <p className={`${styles.page} ${styles.muted}`}>{t('withdrawal.nothingToAdd')}</p>
  const isWallet = bank.kind !== 'bank'

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const input = { bankId, accountNumber, ...(isWallet ? {} : { holderName }), ...freshProof.input }
    const done = await (existing ? modify.mutateAsync(input) : add.mutateAsync(input)).catch(
      freshProof.catchReauth,
    )
    if (!done) return
    showToast(
      isOnHold(done)
        ? t('withdrawal.accountSavedOnHold', { time: manilaTime(done.usableAt, locale) })
        : t('withdrawal.accountSaved'),
      'success',
    )
    void navigate(returnTo, { replace: true })
  }

  const field = errorField(mutation.error)
  const message = mutation.error ? errorMessage(t, mutation.error) : undefined
  return (
    <form
      className={`${styles.page} ${styles.form}`}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid="receiving-account-form"
    >
      <h2 className={styles.sectionTitle}>
        {existing ? t('withdrawal.changeAccount', { bank: bank.name }) : t(`withdrawal.addKind.${bank.kind}`)}
      </h2>
      {banks.length > 1 && (
        <label className={styles.fieldLabel}>
          {t('withdrawal.bank')}
          <select
            className={styles.select}
            name="bankId"
            value={bankId}
            onChange={(event) => setBankId(Number(event.target.value))}
          >
            {banks.map((option) => (
              <option key={option.bankId} value={option.bankId}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField
        label={isWallet ? t('withdrawal.walletNumber', { bank: bank.name }) : t('withdrawal.accountNumber')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        placeholder={isWallet ? '09XX XXX XXXX' : ''}
        value={accountNumber}
        onChange={(event) => setAccountNumber(event.target.value)}
        hint={isWallet ? t('withdrawal.walletHint', { bank: bank.name }) : t('withdrawal.bankHint')}
        error={field === 'accountNumber' ? message : undefined}
      />
      {!isWallet && (
        <TextField
          label={t('withdrawal.holderName')}
          name="holderName"
          autoComplete="name"
          value={holderName}
          onChange={(event) => setHolderName(event.target.value)}
          error={field === 'holderName' ? message : undefined}
        />
      )}
      {holdHours > 0 && <p className={styles.muted}>{t('withdrawal.holdHint', { count: holdHours })}</p>}
      {freshProof.asked && (
        <FreshProofFields user={user} value={freshProof.proof} onChange={freshProof.setProof} />
      )}
      <FormError message={mutation.error && !field && !isReauth(mutation.error) ? message : undefined} />
      <Button type="submit" block loading={mutation.isPending}>
        {t('withdrawal.saveAccount')}
      </Button>
    </form>
  )
}
