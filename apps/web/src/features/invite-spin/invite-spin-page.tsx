import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { useLeadingDebounce } from '../../lib/debounce.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { enqueueRewards } from '../../lib/overlay-store.ts'
import { Button } from '../../ui/button.tsx'
import { SectorWheel } from '../../ui/sector-wheel.tsx'
import { showToast } from '../../ui/toast.tsx'
import {
  inviteSpinKeys,
  useInviteSpinExchangeMutation,
  useInviteSpinMutation,
  useInviteSpinQuery,
} from './api/use-invite-spin-queries.ts'
import { InviteSpinInvite } from './invite-spin-invite.tsx'
import { InviteSpinRecord } from './invite-spin-record.tsx'
import { InviteSpinRules } from './invite-spin-rules.tsx'
import { progressPercent, spinPesos, timeLeft, wheelKind, wheelRotation } from './invite-spin-view.ts'
import styles from './invite-spin.module.css'

const SPIN_MS = 4_000

/**
 * /activity/invite-spin (decision 058): the target and its progress bar with the time left, the
 * wheel of the next spin, the exchange once the target is reached, the invite link, the whole rule
 * with every wheel's odds, and the campaign's spins with their proofs.
 */
export function InviteSpinPage() {
  const { t, locale } = useTranslation()
  const queryClient = useQueryClient()
  const info = useInviteSpinQuery()
  const spin = useInviteSpinMutation()
  const exchange = useInviteSpinExchangeMutation()
  const [angle, setAngle] = useState(0)
  const [spinning, setSpinning] = useState(false)
  const [added, setAdded] = useState<number | null>(null)
  const spinningRef = useRef(false)
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )
  const data = info.data
  const campaign = data?.campaign ?? null
  const running = campaign?.state === 'active' || campaign?.state === 'reached'
  const spinsLeft = !data?.open ? 0 : running ? (campaign?.spinsLeft ?? 0) : 1
  const kind = wheelKind(campaign)

  const handleSpin = useLeadingDebounce(() => {
    if (spinningRef.current || spinsLeft < 1 || !data) return
    spinningRef.current = true
    setSpinning(true)
    setAdded(null)
    const sectors = data.odds[kind].length
    void (async () => {
      try {
        const answer = await spin.mutateAsync()
        setAngle((current) => Math.ceil(current / 360) * 360 + wheelRotation(answer.sector, sectors))
        await new Promise((resolve) => setTimeout(resolve, SPIN_MS))
        if (mounted.current) setAdded(answer.added)
      } catch (error) {
        showToast(errorMessage(t, error), 'error')
      } finally {
        spinningRef.current = false
        if (mounted.current) setSpinning(false)
        void queryClient.invalidateQueries({ queryKey: inviteSpinKeys.all })
      }
    })()
  })

  const handleExchange = useLeadingDebounce(() => {
    if (!campaign) return
    exchange.mutate(campaign.id, {
      onSuccess: (answer) => {
        setAdded(null)
        enqueueRewards(answer.items, answer.heldCoins)
      },
      onError: (error) => showToast(errorMessage(t, error), 'error'),
    })
  })

  if (!data) return <div className={styles.loading}>{t('inviteSpin.loading')}</div>
  const target = running && campaign ? campaign.target : data.target
  const progress = running && campaign ? campaign.progress : 0
  const percent = progressPercent(progress, target)
  const left = running && campaign ? timeLeft(campaign.expiresAt, info.dataUpdatedAt) : null
  const state = campaign?.state ?? 'none'
  return (
    <div className={styles.page} data-testid="invite-spin-page">
      <section className={styles.hero}>
        <p className={styles.target}>{t('inviteSpin.target', { amount: spinPesos(target, locale) })}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          data-testid="invite-spin-progress"
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.figures}>
          <span>
            {t('inviteSpin.progress', {
              progress: spinPesos(progress, locale),
              target: spinPesos(target, locale),
            })}
          </span>
          <span data-testid="invite-spin-state" data-state={state}>
            {left ? t('inviteSpin.timeLeft', left) : t('inviteSpin.startSpin', { hours: data.hours })}
          </span>
        </p>
        {campaign && <p className={styles.state}>{t(`inviteSpin.states.${campaign.state}`)}</p>}
      </section>
      {campaign?.state === 'reached' ? (
        <Button
          block
          loading={exchange.isPending}
          onClick={handleExchange}
          data-testid="invite-spin-exchange"
        >
          {t('inviteSpin.exchange', { amount: spinPesos(campaign.target, locale) })}
        </Button>
      ) : (
        <>
          <p className={styles.wheelTitle}>{t(`inviteSpin.wheels.${kind}`)}</p>
          <SectorWheel
            labels={data.odds[kind].map((sector) => spinPesos(sector.amount, locale))}
            angle={angle}
            durationMs={SPIN_MS}
            size={220}
            testId="invite-spin-wheel"
          />
          {added !== null && (
            <p className={styles.added} data-testid="invite-spin-added">
              {t('inviteSpin.added', { amount: spinPesos(added, locale) })}
            </p>
          )}
          <button
            type="button"
            className={styles.spin}
            onClick={handleSpin}
            disabled={spinning || spinsLeft < 1}
            data-testid="invite-spin-button"
          >
            <span>{spinning ? t('inviteSpin.spinning') : t('inviteSpin.spin')}</span>
            <small data-testid="invite-spin-left">{t('inviteSpin.spinsLeft', { count: spinsLeft })}</small>
          </button>
          {campaign?.state === 'active' && campaign.spinsLeft === 0 && (
            <p className={styles.tip}>
              {t('inviteSpin.needMore', { count: data.invitesToReach - campaign.validInvites })}
            </p>
          )}
        </>
      )}
      <InviteSpinInvite info={data} />
      <InviteSpinRules info={data} />
      <InviteSpinRecord />
    </div>
  )
}
