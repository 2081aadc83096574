import type { CallOutput } from '@panalo/contract/call-map'
import { Link } from 'react-router'

import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { GuestBanner } from '../../ui/guest-actions.tsx'
import { useVipClaimMutation } from './api/use-vip-claim-mutation.ts'
import { useVipInfoQuery } from './api/use-vip-info-query.ts'
import { VipBadge } from './vip-badge.tsx'
import { runClaim } from './vip-claim.ts'
import { VipTasks } from './vip-tasks.tsx'
import styles from './vip.module.css'

type VipInfo = CallOutput<'getVipInfo'>

/**
 * /vip and /bonus/vip: the player's level, progress to the next, the daily and weekly awards, the weekly
 * tasks, the level gifts. A guest sees the ladder from level 0 with Log in / Register (decision 068).
 */
export function VipPage() {
  const { t } = useTranslation()
  const info = useVipInfoQuery()
  const signedIn = useSignedIn()
  if (!info.data) return <p className={styles.muted}>{t('vip.loading')}</p>
  return (
    <div className={styles.page} data-testid="vip-page">
      {!signedIn && <GuestBanner />}
      <LevelCard info={info.data} />
      <PeriodAwards info={info.data} />
      <VipTasks />
      <LevelGifts info={info.data} />
    </div>
  )
}

function LevelCard({ info }: { info: VipInfo }) {
  const { t, locale } = useTranslation()
  const rung = info.levels[info.vip]
  const next = info.nextLevel
  // After a monthly audit took levels off, the next level comes with the next rung of experience.
  const reached = info.vip + info.levelsDown
  const from = info.levels[reached]?.experience ?? 0
  const nextRung = info.levels[reached + 1]
  const percent = nextRung
    ? Math.min(100, Math.floor(((info.vipExp - from) * 100) / (nextRung.experience - from)))
    : 100
  const number = (value: number) => value.toLocaleString(locale)
  return (
    <section className={`${styles.card} ${styles[`card${rung?.showType ?? 1}`] ?? ''}`}>
      <div className={styles.cardHead}>
        <VipBadge level={info.vip} showType={rung?.showType ?? 1} large />
        <Link className={styles.cardLink} to={PATHS.vipLevel}>
          {t('vip.allLevels')}
        </Link>
      </div>
      <p className={styles.exp} data-testid="vip-exp">
        {t('vip.experience', { exp: number(info.vipExp) })}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('vip.toNext')}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.cardNote}>
        {next && nextRung
          ? t('vip.toNextLevel', { exp: number(nextRung.experience - info.vipExp), level: next.level })
          : !next
            ? t('vip.topLevel')
            : null}
      </p>
      {next && info.levelsDown > 0 && (
        <p className={styles.cardNote} data-testid="vip-regain">
          {t('vip.regain', { turnover: pesos(next.betLimit, locale), level: next.level })}
        </p>
      )}
      <p className={styles.cardNote}>{t('vip.howToEarn')}</p>
      <Link className={styles.cardLink} to={PATHS.vipRebate} data-testid="vip-rebate-link">
        {t('vip.rebateLink')}
      </Link>
    </section>
  )
}

function PeriodAwards({ info }: { info: VipInfo }) {
  const { t } = useTranslation()
  const claim = useVipClaimMutation()
  const rung = info.levels[info.vip]
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('vip.awardsHeading')}</h2>
      <div className={styles.row}>
        <div>
          <p className={styles.rowTitle}>{t('vip.daily')}</p>
          {rung && rung.dailyAward.length > 0 ? (
            <AwardItems items={rung.dailyAward} />
          ) : (
            <p className={styles.muted}>{t('vip.fromLevel1')}</p>
          )}
        </div>
        <Button
          disabled={!info.dailyClaimable}
          loading={claim.isPending}
          onClick={() => runClaim(t, claim.mutateAsync, { kind: 'daily' })}
          data-testid="vip-claim-daily"
        >
          {info.dailyClaimable
            ? t('vip.claim')
            : rung && rung.dailyAward.length > 0
              ? t('vip.claimed')
              : t('vip.giftStates.locked')}
        </Button>
      </div>
      <div className={styles.row}>
        <div>
          <p className={styles.rowTitle}>{t('vip.weekly')}</p>
          {rung && rung.weeklyAward.length > 0 ? (
            <AwardItems items={rung.weeklyAward} />
          ) : (
            <p className={styles.muted}>{t('vip.fromLevel1')}</p>
          )}
        </div>
        <Button
          disabled={!info.weeklyClaimable}
          loading={claim.isPending}
          onClick={() => runClaim(t, claim.mutateAsync, { kind: 'weekly' })}
          data-testid="vip-claim-weekly"
        >
          {info.weeklyClaimable
            ? t('vip.claim')
            : rung && rung.weeklyAward.length > 0
              ? t('vip.claimed')
              : t('vip.giftStates.locked')}
        </Button>
      </div>
    </section>
  )
}

function LevelGifts({ info }: { info: VipInfo }) {
  const { t } = useTranslation()
  const claim = useVipClaimMutation()
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('vip.giftsHeading')}</h2>
      {info.levelGifts.map((gift) => {
        const rung = info.levels[gift.level]
        if (!rung) return null
        return (
          <div key={gift.level} className={styles.row} data-testid="vip-gift" data-state={gift.state}>
            <div>
              <VipBadge level={gift.level} showType={rung.showType} />
              <AwardItems items={rung.levelUpAward} />
            </div>
            <Button
              variant={gift.state === 'claimable' ? 'primary' : 'secondary'}
              disabled={gift.state !== 'claimable'}
              loading={claim.isPending}
              onClick={() => runClaim(t, claim.mutateAsync, { kind: 'level', level: gift.level })}
            >
              {t(`vip.giftStates.${gift.state}`)}
            </Button>
          </div>
        )
      })}
    </section>
  )
}
