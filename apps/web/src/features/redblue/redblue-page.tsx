import type { CallOutput } from '@panalo/contract/call-map'
import { CAMPS, type Camp } from '@panalo/contract/calls/redblue'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { PATHS } from '../../lib/paths.ts'
import { pesos } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { showToast } from '../../ui/toast.tsx'
import { usePkDataQuery } from './api/use-pk-data-query.ts'
import { usePkSignUpMutation } from './api/use-pk-sign-up-mutation.ts'
import { CampBoard } from './camp-board.tsx'
import { countdownParts, useNowEverySecond } from './countdown.ts'
import { LastRound } from './last-round.tsx'
import { prizeTerms, RedBlueRules } from './redblue-rules.tsx'
import styles from './redblue.module.css'

type PkData = CallOutput<'pkData'>
type Period = NonNullable<PkData['period']>

/**
 * /activity/redpkblue (decision 054): the round's pool and countdown, both camps' live scores
 * (polled while open), the player's camp and contribution, or the rules and the two camps to join,
 * and the last round's result.
 */
export function RedBluePage() {
  const { t } = useTranslation()
  const status = usePkDataQuery({ live: true })
  if (!status.data) return <p className={styles.muted}>{t('redBlue.loading')}</p>
  const { period, me, last } = status.data
  return (
    <div className={styles.page} data-testid="redblue">
      {period ? (
        <>
          <PoolAndCountdown period={period} />
          {period.state === 'running' && (
            <CampBoard scores={period.scores} members={period.members} mine={me?.camp ?? null} />
          )}
          {period.state === 'upcoming' && <p className={styles.muted}>{t('redBlue.upcoming')}</p>}
          {period.state === 'running' && me?.camp && (
            <MyContribution camp={me.camp} contribution={me.contribution} period={period} />
          )}
          {period.state === 'running' && me && me.camp === null && <JoinPanel data={status.data} />}
        </>
      ) : (
        <EmptyState
          picture="trophy"
          line={t('redBlue.noPeriod')}
          action={{ label: t('redBlue.playMeanwhile'), to: PATHS.index }}
          testId="redblue-none"
        />
      )}
      {last && <LastRound last={last} />}
    </div>
  )
}

function PoolAndCountdown({ period }: { period: Period }) {
  const { t, locale } = useTranslation()
  const now = useNowEverySecond()
  const running = period.state === 'running'
  const left = countdownParts(Date.parse(running ? period.endsAt : period.startsAt), now)
  return (
    <section className={styles.hero} data-testid="redblue-hero">
      <p className={styles.heroNote}>{t('redBlue.pool')}</p>
      <p className={styles.heroFigure} data-testid="redblue-pool">
        {pesos(period.pool, locale)}
      </p>
      <p className={styles.heroNote}>
        {running ? t('redBlue.endsIn') : t('redBlue.startsIn')}{' '}
        <strong className={styles.clock} data-testid="redblue-countdown">
          {t('redBlue.countdown', {
            days: left.days,
            hours: left.hours,
            minutes: left.minutes,
            seconds: left.seconds,
          })}
        </strong>
      </p>
    </section>
  )
}

function MyContribution({
  camp,
  contribution,
  period,
}: {
  camp: Camp
  contribution: number
  period: Period
}) {
  const { t, locale } = useTranslation()
  const missing = period.minContribution - contribution
  return (
    <section className={`${styles.mine} ${styles[camp]}`} data-testid="redblue-me">
      <div className={styles.mineRow}>
        <span>{t('redBlue.yourContribution')}</span>
        <strong data-testid="redblue-contribution">{pesos(contribution, locale)}</strong>
      </div>
      <p className={styles.mineNote}>
        {missing > 0 ? t('redBlue.belowMinimum', { amount: pesos(missing, locale) }) : t('redBlue.qualified')}
      </p>
    </section>
  )
}

/**
 * The two camps, then how a round works; joining asks once more, as a camp cannot be switched, and
 * the question repeats the terms a share depends on (the least to bet, and the prize's wagering).
 */
function JoinPanel({ data }: { data: PkData }) {
  const { t, locale } = useTranslation()
  const [asked, setAsked] = useState<Camp | null>(null)
  const signUp = usePkSignUpMutation()
  const campName = asked ? t(`redBlue.campTeam.${asked}`) : ''
  const terms = prizeTerms(data, t, locale)

  async function handleJoin() {
    if (!asked) return
    const answer = await signUp.mutateAsync({ camp: asked }).catch((error: unknown) => {
      showToast(errorMessage(t, error), 'error')
      return undefined
    })
    setAsked(null)
    if (answer) showToast(t('redBlue.joined', { camp: t(`redBlue.campTeam.${answer.camp}`) }), 'success')
  }

  return (
    <section className={styles.section} data-testid="redblue-join">
      <h2 className={styles.heading}>{t('redBlue.pickCamp')}</h2>
      <div className={styles.joinButtons}>
        {CAMPS.map((camp) => (
          <button
            key={camp}
            type="button"
            className={`${styles.joinButton} ${styles[camp]}`}
            onClick={() => setAsked(camp)}
            data-testid={`redblue-join-${camp}`}
          >
            {t('redBlue.join', { camp: t(`redBlue.camps.${camp}`) })}
          </button>
        ))}
      </div>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        placement="bottom"
        title={t('redBlue.joinTitle', { camp: campName })}
        data-testid="redblue-confirm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsked(null)}>
              {t('redBlue.cancel')}
            </Button>
            <Button
              loading={signUp.isPending}
              onClick={() => void handleJoin()}
              data-testid="redblue-confirm-button"
            >
              {t('redBlue.joinConfirm')}
            </Button>
          </>
        }
      >
        <p className={styles.muted}>{t('redBlue.joinBody', { camp: campName })}</p>
        <p className={styles.muted}>{terms.minimum}</p>
        <p className={styles.muted} data-testid="redblue-confirm-wagering">
          {terms.wagering}
        </p>
      </Dialog>
      <h2 className={styles.heading}>{t('redBlue.howItWorks')}</h2>
      <RedBlueRules data={data} />
    </section>
  )
}
