import { AWARD_ITEM, type AwardItem } from '@panalo/contract/award-items'
import type { ReactNode } from 'react'

import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { awardItemText, BonusCoinAmount } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { GuestBanner, GuestClaimButton } from '../../ui/guest-actions.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useSignInMutation, useSignInQuery } from './api/use-sign-in-query.ts'
import styles from './activities.module.css'

/** An award in a day's tile: our bonus-coin mark and "5", "100 pts". */
function shortText(t: TFunction, item: AwardItem): ReactNode {
  if (item.id === AWARD_ITEM.coin) return <BonusCoinAmount hundredths={item.count} />
  if (item.id === AWARD_ITEM.points) return t('activities.signIn.points', { count: item.count })
  return `${item.count}×`
}

/**
 * /activity/sign-in, the free daily sign-in (decision 030): the seven days of the cycle with today's
 * marked, the streak, one button, and how the coins are wagered, shown before the player claims.
 */
export function SignInPage() {
  const { t, locale } = useTranslation()
  const status = useSignInQuery()
  const signIn = useSignInMutation()
  const signedIn = useSignedIn()
  if (!status.data) return <p className={styles.muted}>{t('activities.signIn.loading')}</p>
  const data = status.data
  const run = () => signIn.mutateAsync().catch((error: unknown) => showToast(errorMessage(t, error), 'error'))
  return (
    <div className={styles.page} data-testid="sign-in-page">
      {!signedIn && <GuestBanner />}
      <section className={styles.hero}>
        <p className={styles.heroNote}>{t('activities.signIn.streakLabel')}</p>
        <p className={styles.heroFigure} data-testid="sign-in-streak">
          {t('activities.signIn.streak', { count: data.streak })}
        </p>
        <p className={styles.heroNote}>{t('activities.signIn.explained')}</p>
      </section>
      <ol className={styles.days} aria-label={t('activities.signIn.cycle')}>
        {data.days.map((day) => (
          <li
            key={day.day}
            className={`${styles.day} ${styles[day.state]} ${day.day === 7 ? styles.last : ''}`}
            data-testid="sign-in-day"
            data-state={day.state}
            aria-label={`${t('activities.signIn.day', { day: day.day })}: ${day.award
              .map((item) => awardItemText(t, locale, item))
              .join(', ')} (${t(`activities.signIn.states.${day.state}`)})`}
          >
            <span className={styles.dayLabel}>{t('activities.signIn.day', { day: day.day })}</span>
            {day.award.map((item) => (
              <span key={item.id} className={styles.dayAward}>
                {shortText(t, item)}
              </span>
            ))}
            <span className={styles.dayState} aria-hidden="true">
              {day.state === 'signed' ? '✓' : day.state === 'today' ? t('activities.signIn.todayMark') : ''}
            </span>
          </li>
        ))}
      </ol>
      {!signedIn ? (
        <GuestClaimButton block />
      ) : (
        <Button
          block
          disabled={!data.canReceive}
          loading={signIn.isPending}
          onClick={() => void run()}
          data-testid="sign-in-button"
        >
          {data.canReceive
            ? t('activities.signIn.signIn', { day: data.cycleDay })
            : t('activities.signIn.signedToday')}
        </Button>
      )}
      <p className={styles.muted} data-testid="sign-in-wagering">
        {data.wagering.expiryDays === null
          ? t('activities.signIn.wageringNoExpiry', { multiple: data.wagering.multiple })
          : t('activities.signIn.wagering', {
              multiple: data.wagering.multiple,
              days: data.wagering.expiryDays,
            })}
        {data.wagering.heldUntilFirstDeposit ? ` ${t('activities.signIn.heldUntilDeposit')}` : ''}
      </p>
    </div>
  )
}
