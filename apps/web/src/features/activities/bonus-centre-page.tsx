import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { useAwardFlagsQuery } from '../../api/queries/use-award-flags-query.ts'
import { useMeQuery, useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import {
  CalendarArt,
  CardArt,
  CrownArt,
  DiamondArt,
  GiftArt,
  MegaphoneArt,
  PeopleArt,
  PiggyArt,
  PodiumArt,
  PointsArt,
  RebateArt,
  ReceiptArt,
  TasksArt,
  TicketArt,
  TrophyArt,
  VersusArt,
  WelcomeGiftArt,
  WheelArt,
} from '../../ui/illustrations.tsx'
import { GuestBanner } from '../../ui/guest-actions.tsx'
import styles from './activities.module.css'
import { ActivityCards } from './activity-cards.tsx'

/**
 * /bonus, the bonus centre (issue 25): every reward one tap away behind its own picture (decision 102), a red dot where something waits
 * (the award flags), the turnover still to wager, and the live activities.
 */
export function BonusCentrePage() {
  const { t, locale } = useTranslation()
  const flags = useAwardFlagsQuery().data
  const me = useMeQuery().data
  const signedIn = useSignedIn()
  return (
    <div className={styles.page} data-testid="bonus-centre">
      {signedIn ? (
        <Link className={styles.hero} to={PATHS.bonusReward} data-testid="bonus-centre-turnover">
          <span className={styles.heroNote}>{t('activities.bonusCentre.turnoverLeft')}</span>
          <span className={styles.heroFigure}>{pesos(me?.bet ?? 0, locale)}</span>
          <span className={styles.heroNote}>{t('activities.bonusCentre.myBonuses')} ›</span>
        </Link>
      ) : (
        <GuestBanner />
      )}
      <ul className={styles.tiles}>
        <Tile
          to={PATHS.activitySignIn}
          icon={<CalendarArt />}
          label={t('activities.bonusCentre.signIn')}
          dot={flags?.signInFlag}
        />
        <Tile
          to={PATHS.bonusTasks}
          icon={<TasksArt />}
          label={t('activities.bonusCentre.tasks')}
          dot={flags?.taskAwardFlag}
        />
        <Tile
          to={PATHS.bonusVip}
          icon={<CrownArt />}
          label={t('activities.bonusCentre.vip')}
          dot={flags?.vipAwardFlag}
        />
        <Tile to={PATHS.bonusRebate} icon={<RebateArt />} label={t('activities.bonusCentre.rebates')} />
        <Tile to={PATHS.points} icon={<PointsArt />} label={t('activities.bonusCentre.points')} />
        <Tile
          to={PATHS.diamonds}
          icon={<DiamondArt />}
          label={t('activities.bonusCentre.diamonds')}
          dot={flags?.diamondMallRedDot}
        />
        <Tile to={PATHS.bonusReward} icon={<GiftArt />} label={t('activities.bonusCentre.myBonuses')} />
        <Tile to={PATHS.bonusRecord} icon={<ReceiptArt />} label={t('activities.bonusCentre.record')} />
        <Tile
          to={PATHS.activitySignUpBonus}
          icon={<WelcomeGiftArt />}
          label={t('activities.bonusCentre.signUpBonus')}
          dot={flags?.signUpBonusFlag}
        />
        <Tile
          to={PATHS.activityFund}
          icon={<PiggyArt />}
          label={t('activities.bonusCentre.fund')}
          dot={flags?.fundAwardFlag}
        />
        <Tile
          to={PATHS.activityBank}
          icon={<CardArt />}
          label={t('activities.bonusCentre.bank')}
          dot={flags?.freeBonusFlag}
        />
        <Tile
          to={PATHS.activitySlotshack}
          icon={<TrophyArt />}
          label={t('activities.bonusCentre.tournament')}
        />
        <Tile to={PATHS.activityRedBlue} icon={<VersusArt />} label={t('activities.bonusCentre.redBlue')} />
        <Tile
          to={PATHS.agent}
          icon={<PeopleArt />}
          label={t('activities.bonusCentre.agent')}
          dot={flags?.agent5AwardFlag}
        />
        <Tile to={PATHS.rank} icon={<PodiumArt />} label={t('activities.bonusCentre.rank')} />
        <Tile
          to={PATHS.activitySpin}
          icon={<WheelArt />}
          label={t('activities.bonusCentre.spin')}
          dot={flags?.spinAwardFlag}
        />
        <Tile to={PATHS.activityLottery} icon={<TicketArt />} label={t('activities.bonusCentre.lottery')} />
        <Tile to={PATHS.bonusEvent} icon={<MegaphoneArt />} label={t('activities.bonusCentre.events')} />
      </ul>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('activities.bonusCentre.events')}</h2>
        <ActivityCards />
      </section>
    </div>
  )
}

function Tile({
  to,
  icon,
  label,
  dot,
}: {
  to: string
  icon: ReactNode
  label: string
  dot?: boolean | undefined
}) {
  return (
    <li>
      <Link className={styles.tile} to={to} data-testid="bonus-tile" data-dot={dot ? 'on' : 'off'}>
        <span className={styles.tileIcon}>
          {icon}
          {dot && <span className={styles.dot} aria-hidden="true" />}
        </span>
        <span>{label}</span>
      </Link>
    </li>
  )
}
