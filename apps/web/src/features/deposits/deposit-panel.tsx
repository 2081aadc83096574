import { formatCoinsLabel, parsePesoInput, PESO_INPUT_MAX_LENGTH } from '@panalo/contract/money'
import {
  bonusAmount,
  channelMinimum,
  defaultChannel,
  depositAmountProblem,
  depositWagering,
  eligibleBonusTypes,
  offeredItems,
  sortedChannels,
} from '@panalo/contract/recharge-rules'
import type { RechargeBonusType, RechargeChannel } from '@panalo/contract/recharge'
import { useState } from 'react'
import { Link } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useKycQuery } from '../../api/queries/use-kyc-query.ts'
import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/field.tsx'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useRechargeCreateMutation } from './api/use-recharge-create-mutation.ts'
import { useRechargeTradeInfoQuery } from './api/use-recharge-trade-info-query.ts'
import styles from './deposits.module.css'
import { PaymentMark } from '../../ui/payment-mark.tsx'

/** The deposit tab of /wallets: channel, amount, bonus, then on to the gateway's checkout. */
export function DepositPanel() {
  const { t, locale } = useTranslation()
  const config = useAppConfig()
  const me = useMeQuery()
  const trade = useRechargeTradeInfoQuery()
  const create = useRechargeCreateMutation()
  const [currentId, setCurrentId] = useState<number | null>(null)
  const [price, setPrice] = useState<number | null>(null)
  const [custom, setCustom] = useState('')
  const [bankId, setBankId] = useState<number | null>(null)
  const [bonusType, setBonusType] = useState<number | null>(null)

  if (trade.isError && !trade.data) {
    return (
      <div className={styles.panel}>
        <p className={styles.muted}>{errorMessage(t, trade.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void trade.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  if (!config || !trade.data) return <SkeletonLines lines={6} />
  const { recharge, minRechargeStatus } = config
  const { totalRecharge, lastRechargeTypeId } = trade.data
  const blockedByKyc = trade.data.kycRequired && !trade.data.kycVerified
  const channels = sortedChannels(recharge.rechargeTypes)
  const chosen = defaultChannel(channels, currentId, lastRechargeTypeId)
  if (!chosen) return <p className={styles.muted}>{t('wallet.noChannels')}</p>
  const channel = chosen

  const peso = (hundredths: number) => `₱${formatCoinsLabel(hundredths, locale)}`
  const items = offeredItems(channel, minRechargeStatus, totalRecharge)
  const minimum = channelMinimum(channel, minRechargeStatus, totalRecharge)
  const parsedCustom = parsePesoInput(custom)
  const customAmount = parsedCustom.ok ? parsedCustom.hundredths : null
  const amount =
    custom !== '' ? customAmount : price !== null && items.some((item) => item.price === price) ? price : null
  const problem =
    amount === null ? null : depositAmountProblem(channel, amount, minRechargeStatus, totalRecharge)
  const customError =
    custom === ''
      ? undefined
      : customAmount === null
        ? t('wallet.wholePesos')
        : problem === 'below_minimum'
          ? t('wallet.belowMinimum', { amount: peso(minimum) })
          : problem === 'above_maximum'
            ? t('wallet.aboveMaximum', { amount: peso(channel.maxAmount) })
            : undefined
  const bonuses = eligibleBonusTypes(recharge.bonusTypes, totalRecharge, amount ?? undefined)
  const bonus = bonuses.find((candidate) => candidate.type === bonusType)
  const banks = recharge.banks.filter((bank) => channel.bankIds.includes(bank.bankId))
  const bank = banks.find((candidate) => candidate.bankId === bankId)
  const ready =
    !blockedByKyc && amount !== null && problem === null && (banks.length === 0 || bank !== undefined)

  function handleChannel(next: RechargeChannel) {
    setCurrentId(next.id)
    setBankId(null)
  }

  function handleSubmit() {
    if (!ready || amount === null) return
    create.mutate(
      {
        rechargeTypeId: channel.id,
        amount,
        ...(bank ? { bankId: bank.bankId } : {}),
        ...(bonus ? { bonusType: bonus.type } : {}),
      },
      {
        // The gateway's page is another site: a full page load, as SPEC.md §4 says of external URLs.
        onSuccess: (created) => window.location.assign(created.checkoutUrl),
        onError: (error) => showToast(errorMessage(t, error)),
      },
    )
  }

  return (
    <div className={styles.panel} data-testid="deposit-panel">
      <section className={styles.summary} aria-label={t('wallet.balance')}>
        <div>
          <span className={styles.muted}>{t('wallet.balance')}</span>
          <strong className={styles.balance} data-testid="wallet-balance">
            {me.data ? peso(me.data.coin) : '—'}
          </strong>
        </div>
        <div className={styles.summaryRight}>
          <span className={styles.muted}>{t('wallet.totalRecharge')}</span>
          <span data-testid="total-recharge">{peso(totalRecharge)}</span>
        </div>
      </section>
      {blockedByKyc && <DepositKycGate />}

      <section aria-labelledby="deposit-channel">
        <h2 id="deposit-channel" className={styles.heading}>
          {t('wallet.channel')}
        </h2>
        <div className={styles.chips} role="radiogroup" aria-labelledby="deposit-channel">
          {channels.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              role="radio"
              aria-checked={candidate.id === channel.id}
              className={`${styles.chip} ${styles.channel}`}
              onClick={() => handleChannel(candidate)}
              data-method={candidate.method}
            >
              <PaymentMark method={candidate.method} />
              {candidate.name}
              {candidate.id === lastRechargeTypeId && (
                <span className={styles.badge}>{t('wallet.lastUsed')}</span>
              )}
            </button>
          ))}
        </div>
      </section>

      {banks.length > 0 && (
        <section aria-labelledby="deposit-bank">
          <h2 id="deposit-bank" className={styles.heading}>
            {t('wallet.bank')}
          </h2>
          <div className={styles.chips} role="radiogroup" aria-labelledby="deposit-bank">
            {banks.map((candidate) => (
              <button
                key={candidate.bankId}
                type="button"
                role="radio"
                aria-checked={candidate.bankId === bankId}
                className={styles.chip}
                onClick={() => setBankId(candidate.bankId)}
              >
                {candidate.name}
              </button>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="deposit-amount">
        <h2 id="deposit-amount" className={styles.heading}>
          {t('wallet.amount')}
        </h2>
        <div className={styles.items} role="radiogroup" aria-labelledby="deposit-amount">
          {items.map((item) => (
            <button
              key={item.price}
              type="button"
              role="radio"
              aria-checked={custom === '' && item.price === amount}
              className={styles.item}
              onClick={() => {
                setPrice(item.price)
                setCustom('')
              }}
            >
              {peso(item.price)}
            </button>
          ))}
        </div>
        <TextField
          label={t('wallet.customAmount')}
          inputMode="decimal"
          autoComplete="off"
          prefix="₱"
          placeholder={t('wallet.customPlaceholder')}
          value={custom}
          onChange={(event) => setCustom(event.target.value.slice(0, PESO_INPUT_MAX_LENGTH))}
          hint={t('wallet.limits', { min: peso(minimum), max: peso(channel.maxAmount) })}
          error={customError}
          name="customAmount"
        />
      </section>

      {recharge.bonusTypes.length > 0 && (
        <section aria-labelledby="deposit-bonus">
          <h2 id="deposit-bonus" className={styles.heading}>
            {t('wallet.bonus')}
          </h2>
          <div className={styles.bonuses} role="radiogroup" aria-labelledby="deposit-bonus">
            <button
              type="button"
              role="radio"
              aria-checked={bonus === undefined}
              className={styles.bonus}
              onClick={() => setBonusType(null)}
            >
              <span>{t('wallet.noBonus')}</span>
            </button>
            {bonuses.map((candidate) => (
              <button
                key={candidate.type}
                type="button"
                role="radio"
                aria-checked={candidate.type === bonus?.type}
                className={styles.bonus}
                onClick={() => setBonusType(candidate.type)}
              >
                <span>{candidate.name}</span>
                <span className={styles.muted}>
                  {amount !== null && amount >= candidate.minDeposit
                    ? t('wallet.bonusDetail', {
                        amount: peso(bonusAmount(candidate, amount)),
                        times: candidate.turnoverMultiplier,
                      })
                    : t('wallet.bonusFrom', { amount: peso(candidate.minDeposit) })}
                </span>
              </button>
            ))}
          </div>
        </section>
      )}

      <WageringNotice
        multiplier={recharge.turnoverMultiplier}
        amount={amount !== null && problem === null ? amount : null}
        bonus={bonus}
        peso={peso}
      />
      <Button
        block
        loading={create.isPending}
        disabled={!ready}
        onClick={handleSubmit}
        data-testid="deposit-submit"
      >
        {amount !== null && problem === null
          ? t('wallet.depositAmount', { amount: peso(amount) })
          : t('wallet.deposit')}
      </Button>
      <p className={styles.muted}>{t('wallet.checkoutNote')}</p>
    </div>
  )
}

/**
 * The operator asks for a verified identity before any deposit (decision 056, PAGCOR's rule): said at
 * the top of the form, before the player picks an amount, with the way to the KYC page. The form stays
 * readable; its button waits for the approval.
 */
function DepositKycGate() {
  const { t } = useTranslation()
  const state = useKycQuery().data?.state
  return (
    <section className={styles.wagering} data-testid="deposit-kyc-needed" data-state={state}>
      <p>
        <strong>{t('wallet.kycTitle')}</strong>
      </p>
      <p>
        {state === 'pending'
          ? t('wallet.kycPending')
          : state === 'refused'
            ? t('wallet.kycRefused')
            : t('wallet.kycWhy')}
      </p>
      <Link className={styles.link} to={PATHS.memberProfileKyc}>
        {state === 'pending' || state === 'refused' ? t('wallet.kycSee') : t('wallet.kycGo')}
      </Link>
    </section>
  )
}

/**
 * The wagering a deposit brings, said before the player pays (decision 023): the deposit's own
 * rule, what a chosen bonus adds, and the total to bet before a withdrawal.
 */
function WageringNotice({
  multiplier,
  amount,
  bonus,
  peso,
}: {
  multiplier: number
  amount: number | null
  bonus: RechargeBonusType | undefined
  peso: (hundredths: number) => string
}) {
  const { t } = useTranslation()
  if (multiplier === 0 && !bonus) return null
  const wagering = amount === null ? null : depositWagering(multiplier, amount, bonus)
  return (
    <section className={styles.wagering} data-testid="deposit-wagering" aria-labelledby="deposit-wagering">
      <h2 id="deposit-wagering" className={styles.heading}>
        {t('wallet.wageringTitle')}
      </h2>
      {wagering === null || amount === null ? (
        <p>{t('wallet.wageringRule', { times: multiplier })}</p>
      ) : (
        <>
          {multiplier > 0 && (
            <p>{t('wallet.wageringDeposit', { times: multiplier, amount: peso(wagering.deposit) })}</p>
          )}
          {bonus && (
            <p>
              {t('wallet.wageringBonus', {
                amount: peso(wagering.bonus),
                times: bonus.turnoverMultiplier,
                bonus: peso(bonusAmount(bonus, amount)),
              })}
            </p>
          )}
          <p>
            <strong>{t('wallet.wageringTotal', { amount: peso(wagering.total) })}</strong>
          </p>
        </>
      )}
    </section>
  )
}
