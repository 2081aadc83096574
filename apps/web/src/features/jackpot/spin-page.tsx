import { SPIN_SECTORS } from '@panalo/contract/calls/spin'
import { AWARD_ITEM } from '@panalo/contract/award-items'
import { formatExactLabel } from '@panalo/contract/money'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { meKeys, useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { useLeadingDebounce } from '../../lib/debounce.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { pesos } from '../../lib/format.ts'
import { enqueueRewards } from '../../lib/overlay-store.ts'
import { awardItemText } from '../../ui/award-items.tsx'
import { GuestBanner } from '../../ui/guest-actions.tsx'
import { SectorWheel, type SectorLabel } from '../../ui/sector-wheel.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useSpinInfoQuery, useSpinMutation } from './api/use-spin-queries.ts'
import { wheelRotation } from './draw-schedule.ts'
import { SpinRecord } from './spin-record.tsx'
import styles from './jackpot.module.css'

const SPIN_MS = 4_000

/**
 * /activity/spin (no navbar; decision 042): the wheel's 8 sectors, the spins left today, how spins
 * are earned and every sector's odds before a spin; a spin turns the wheel 1800° plus its sector,
 * then the reward popup lists the award.
 */
export function SpinPage() {
  const { t, locale } = useTranslation()
  const queryClient = useQueryClient()
  const info = useSpinInfoQuery()
  const spin = useSpinMutation()
  const signedIn = useSignedIn()
  const [angle, setAngle] = useState(0)
  const [spinning, setSpinning] = useState(false)
  const spinningRef = useRef(false)
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )
  const data = info.data

  const handleSpin = useLeadingDebounce(() => {
    if (spinningRef.current || !data || data.spinsLeft < 1) return
    spinningRef.current = true
    setSpinning(true)
    void (async () => {
      try {
        const answer = await spin.mutateAsync()
        // Whole turns from where the wheel stands, so each spin turns forward.
        setAngle((current) => Math.ceil(current / 360) * 360 + wheelRotation(answer.sector, SPIN_SECTORS))
        await new Promise((resolve) => setTimeout(resolve, SPIN_MS))
        // Shown even if the player left the page meanwhile: the prize is theirs (decision 113).
        enqueueRewards(answer.items, answer.heldCoins)
      } catch (error) {
        showToast(errorMessage(t, error), 'error')
      } finally {
        spinningRef.current = false
        if (mounted.current) setSpinning(false)
        void queryClient.invalidateQueries({ queryKey: meKeys.all })
      }
    })()
  })

  if (!data) return <div className={styles.loading}>{t('jackpot.wheelPage.spinning')}</div>
  // The wheel's coin prizes are bonus coins (its own wagering rule): our coin mark, never ₱ (decision 108).
  const label = (item: { id: number; count: number }): SectorLabel =>
    item.id === AWARD_ITEM.coin
      ? { text: formatExactLabel(item.count, locale), bonusCoin: true }
      : t('jackpot.cell.points', { count: item.count })
  return (
    <div className={styles.page} data-testid="spin-page">
      <SectorWheel
        labels={data.sectors.map((sector) => label(sector.item))}
        angle={angle}
        durationMs={SPIN_MS}
        size={240}
        className={styles.wheelMargin}
        testId="spin-wheel"
      />
      {!signedIn ? (
        <GuestBanner />
      ) : (
        <button
          type="button"
          className={`${styles.spin} ${styles.spinWide}`}
          onClick={handleSpin}
          disabled={spinning || data.spinsLeft < 1}
          data-testid="spin-button"
        >
          <span>{spinning ? t('jackpot.wheelPage.spinning') : t('jackpot.wheelPage.spin')}</span>
          <small data-testid="spin-left">{t('jackpot.wheelPage.spinsLeft', { count: data.spinsLeft })}</small>
        </button>
      )}
      {!data.open ? (
        <p className={styles.tip}>{t('jackpot.wheelPage.closed')}</p>
      ) : (
        data.needDeposit > 0 && (
          <p className={styles.tip}>
            {t('jackpot.wheelPage.needDeposit', { amount: pesos(data.needDeposit, locale) })}
          </p>
        )
      )}
      <div className={styles.rules} data-testid="spin-rules">
        <h3>{t('jackpot.wheelPage.earn')}</h3>
        <ul>
          {data.rules.depositPerSpin > 0 && (
            <li>{t('jackpot.wheelPage.perDeposit', { amount: pesos(data.rules.depositPerSpin, locale) })}</li>
          )}
          {data.rules.spinsPerTask > 0 && (
            <li>{t('jackpot.wheelPage.perTask', { count: data.rules.spinsPerTask })}</li>
          )}
          <li>{t('jackpot.wheelPage.maxPerDay', { count: data.rules.maxPerDay })}</li>
        </ul>
        <h3>{t('jackpot.wheelPage.odds')}</h3>
        <ul className={styles.odds}>
          {data.sectors.map((sector, index) => (
            <li key={index}>
              <span>{awardItemText(t, locale, sector.item)}</span>
              <span>{`${(sector.chance * 100).toLocaleString(locale, { maximumFractionDigits: 3 })}%`}</span>
            </li>
          ))}
        </ul>
        <p>{t('jackpot.wheelPage.wagering')}</p>
        {data.serverSeedHash !== '' && (
          <p className={styles.hash}>{t('jackpot.wheelPage.fair', { hash: data.serverSeedHash })}</p>
        )}
      </div>
      {signedIn && <SpinRecord />}
    </div>
  )
}
