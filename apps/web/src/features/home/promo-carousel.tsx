import type { Activity } from '@panalo/contract/activity'
import { ACTIVITY_ID } from '@panalo/contract/enums'
import type { ComponentType, SVGProps } from 'react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { formatTimeLeft, timeLeft } from '../../lib/time-left.ts'
import {
  CalendarArt,
  CardArt,
  CrownArt,
  GiftArt,
  JackpotArt,
  LiveArt,
  MegaphoneArt,
  PhoneLinkArt,
  PiggyArt,
  PointsArt,
  SlotsArt,
  TicketArt,
  TrophyArt,
  VersusArt,
  WalletArt,
  WelcomeGiftArt,
  WheelArt,
} from '../../ui/illustrations.tsx'
import { useActivitiesQuery } from '../../api/queries/use-activities-query.ts'
import { useOpenActivity } from '../../lib/use-open-activity.ts'
import { nextSlide, shouldAdvance, type CarouselPace } from './carousel-timing.ts'
import { LOBBY_ID, LOBBY_TAB_PARAM } from './lobby.tsx'
import styles from './promo-carousel.module.css'

type Art = ComponentType<SVGProps<SVGSVGElement>>

/** Each activity's picture, drawn by us (decision 102); an activity of the operator's own gets the gift. */
const ART: Record<number, Art> = {
  [ACTIVITY_ID.firstDeposit]: WalletArt,
  [ACTIVITY_ID.freeSign]: CalendarArt,
  [ACTIVITY_ID.vip]: CrownArt,
  [ACTIVITY_ID.points]: PointsArt,
  [ACTIVITY_ID.bind]: PhoneLinkArt,
  [ACTIVITY_ID.signUpBonus]: WelcomeGiftArt,
  [ACTIVITY_ID.fund]: PiggyArt,
  [ACTIVITY_ID.inviteUserSpin]: WheelArt,
  [ACTIVITY_ID.followRewards]: MegaphoneArt,
  [ACTIVITY_ID.luckyJackpot]: JackpotArt,
  [ACTIVITY_ID.spinWheel]: WheelArt,
  [ACTIVITY_ID.live]: LiveArt,
  [ACTIVITY_ID.slotsTournament]: TrophyArt,
  [ACTIVITY_ID.bankBonus]: CardArt,
  [ACTIVITY_ID.lottery]: TicketArt,
  [ACTIVITY_ID.redVersusBlue]: VersusArt,
}

/** At most this many activities get a slide (with the welcome, the bonus centre and the Originals: 9 dots). */
export const MAX_ACTIVITY_SLIDES = 6

const TONES = ['toneGold', 'toneBerry', 'toneSea', 'toneViolet'] as const

/** Re-renders every `intervalMs` with the time, for the countdowns. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}

/**
 * The home page's carousel (issue 40, decision 102): the welcome first (drawn at once, no call
 * waited for), the bonus centre, every live activity with its own picture, and the Originals; swipe, dots, a gentle advance that a
 * touch pauses, a tap opens the activity.
 */
export function PromoCarousel() {
  const { t } = useTranslation()
  const activities = useActivitiesQuery().data
  // The operator's first few by sort order: a row of dots a thumb can read; the rest are a tap away in /bonus.
  const list = activities
    ? activities.activityIds
        .flatMap((id) => activities.activityMap[String(id)] ?? [])
        .slice(0, MAX_ACTIVITY_SLIDES)
    : []
  // The welcome, the bonus centre, the live activities, the Originals.
  const count = list.length + 3
  const track = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  // Slides' pictures draw once the slide before them has been shown: the first screen draws one.
  const [seen, setSeen] = useState(0)
  const pace = useRef<CarouselPace>({ shownAt: Date.now(), held: false, releasedAt: 0 })
  const now = useNow(30_000)

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    const timer = window.setInterval(() => {
      const element = track.current
      if (!element || document.visibilityState !== 'visible') return
      if (!shouldAdvance(pace.current, Date.now(), count, reduced)) return
      const index = Math.round(element.scrollLeft / element.clientWidth)
      goTo(nextSlide(index, count))
    }, 1_000)
    return () => window.clearInterval(timer)
  }, [count])

  function goTo(index: number) {
    const element = track.current
    if (!element) return
    pace.current.shownAt = Date.now()
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' })
  }

  function onScroll() {
    const element = track.current
    if (!element) return
    const index = Math.round(element.scrollLeft / element.clientWidth)
    if (index !== active) {
      setActive(index)
      setSeen((value) => Math.max(value, index))
      pace.current.shownAt = Date.now()
    }
  }

  const hold = () => {
    pace.current.held = true
  }
  const release = () => {
    pace.current.held = false
    pace.current.releasedAt = Date.now()
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      data-testid="promo-carousel"
      // Any slide may come under a resting jackpot bubble or chat launcher: they keep off all of it.
      data-keep-clear
    >
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={hold}
        onPointerUp={release}
        onPointerCancel={release}
        onTouchStart={hold}
        onTouchEnd={release}
        onMouseEnter={hold}
        onMouseLeave={release}
        onFocus={hold}
        onBlur={release}
      >
        <div
          className={`${styles.slide} ${styles.toneWelcome}`}
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.carousel.slide', { index: 1, count })}
        >
          <span className={styles.text}>
            <h1 id="home-hero-title" className={styles.title}>
              {t('home.welcomeTitle')}
            </h1>
            <span className={styles.body}>{t('home.welcomeBody')}</span>
          </span>
          <span className={styles.side}>
            <span className={styles.ageBadge} aria-label="21+">
              {t('home.ageBadge')}
            </span>
            <JackpotArt className={styles.art} />
          </span>
        </div>
        <LinkSlide
          to={PATHS.bonus}
          index={1}
          count={count}
          drawArt
          art={GiftArt}
          title={t('home.carousel.rewardsTitle')}
          body={t('home.carousel.rewardsBody')}
          cta={t('home.carousel.rewardsCta')}
        />
        {list.map((activity, index) => (
          <ActivitySlide
            key={activity.id}
            activity={activity}
            index={index + 2}
            count={count}
            drawArt={index + 2 <= seen + 1}
            now={now}
          />
        ))}
        <LinkSlide
          to={`${PATHS.index}?${LOBBY_TAB_PARAM}=originals`}
          onClick={() => document.getElementById(LOBBY_ID)?.scrollIntoView({ behavior: 'smooth' })}
          index={count - 1}
          count={count}
          drawArt={count - 1 <= seen + 1}
          art={SlotsArt}
          title={t('home.carousel.originalsTitle')}
          body={t('home.carousel.originalsBody')}
          cta={t('home.carousel.originalsCta')}
        />
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={t('home.carousel.slide', { index: index + 1, count })}
              aria-current={index === active ? 'true' : undefined}
              data-testid="carousel-dot"
              onClick={() => {
                release()
                goTo(index)
              }}
            />
          ))}
        </div>
      )}
    </section>
  )
}

/** A slide of the app's own: a link with its words and picture. */
function LinkSlide({
  to,
  onClick,
  index,
  count,
  drawArt,
  art: Picture,
  title,
  body,
  cta,
}: {
  to: string
  onClick?: () => void
  index: number
  count: number
  drawArt: boolean
  art: Art
  title: string
  body: string
  cta: string
}) {
  const { t } = useTranslation()
  return (
    <Link
      to={to}
      onClick={onClick}
      className={`${styles.slide} ${styles[TONES[index % TONES.length] ?? 'toneGold']}`}
      aria-roledescription="slide"
      aria-label={`${title} (${t('home.carousel.slide', { index: index + 1, count })})`}
      data-testid="carousel-slide"
    >
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.body}>{body}</span>
        <span className={styles.actions}>
          <span className={styles.cta}>{cta}</span>
        </span>
      </span>
      <span className={styles.side}>{drawArt && <Picture className={styles.art} />}</span>
    </Link>
  )
}

function ActivitySlide({
  activity,
  index,
  count,
  drawArt,
  now,
}: {
  activity: Activity
  index: number
  count: number
  drawArt: boolean
  now: number
}) {
  const { t, locale } = useTranslation()
  const open = useOpenActivity(activity)
  const text = activity.texts[locale]
  const Picture = ART[activity.id] ?? GiftArt
  const left = timeLeft(activity.endsAt, now)
  return (
    <button
      type="button"
      className={`${styles.slide} ${styles[TONES[index % TONES.length] ?? 'toneGold']}`}
      onClick={open}
      aria-roledescription="slide"
      aria-label={`${text.title} (${t('home.carousel.slide', { index: index + 1, count })})`}
      data-testid="carousel-slide"
      data-id={activity.id}
    >
      <span className={styles.text}>
        <span className={styles.title}>{text.title}</span>
        <span className={styles.body}>{text.summary}</span>
        <span className={styles.actions}>
          <span className={styles.cta}>{t('home.carousel.open')}</span>
          {left && activity.endsAt && (
            <time
              className={styles.countdown}
              dateTime={activity.endsAt}
              title={t('countdown.endsAt', { time: manilaTime(activity.endsAt, locale) })}
              data-testid="carousel-countdown"
            >
              {formatTimeLeft(left, t)}
            </time>
          )}
        </span>
      </span>
      <span className={styles.side}>{drawArt && <Picture className={styles.art} />}</span>
    </button>
  )
}
