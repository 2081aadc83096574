import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { PATHS } from '../../lib/paths.ts'
import { DownloadIcon, GiftIcon, ShieldIcon, StarIcon } from '../../ui/icons.tsx'
import styles from './home-page.module.css'
import { LOBBY_ID, LOBBY_TAB_PARAM } from './lobby.tsx'

/** The promotions row: cards drawn in CSS that scroll sideways, each a real link. */
export function PromoBanners() {
  const { t } = useTranslation()
  return (
    <section className={styles.banners} aria-label={t('home.banners.label')}>
      <Banner
        tone="originals"
        to={`${PATHS.index}?${LOBBY_TAB_PARAM}=originals`}
        onClick={() => document.getElementById(LOBBY_ID)?.scrollIntoView({ behavior: 'smooth' })}
        icon={<StarIcon />}
        title={t('home.banners.originalsTitle')}
        body={t('home.banners.originalsBody')}
        cta={t('home.banners.originalsCta')}
      />
      <Banner
        tone="rewards"
        to={PATHS.bonus}
        icon={<GiftIcon />}
        title={t('home.banners.rewardsTitle')}
        body={t('home.banners.rewardsBody')}
        cta={t('home.banners.rewardsCta')}
      />
      <Banner
        tone="fair"
        to={PATHS.faq}
        icon={<ShieldIcon />}
        title={t('home.banners.fairTitle')}
        body={t('home.banners.fairBody')}
        cta={t('home.banners.fairCta')}
      />
      <Banner
        tone="install"
        to={PATHS.download}
        icon={<DownloadIcon />}
        title={t('home.banners.installTitle')}
        body={t('home.banners.installBody')}
        cta={t('home.banners.installCta')}
      />
    </section>
  )
}

function Banner({
  tone,
  to,
  onClick,
  icon,
  title,
  body,
  cta,
}: {
  tone: 'originals' | 'rewards' | 'fair' | 'install'
  to: string
  onClick?: () => void
  icon: ReactNode
  title: string
  body: string
  cta: string
}) {
  return (
    <Link className={`${styles.banner} ${styles[tone]}`} to={to} onClick={onClick}>
      <span className={styles.bannerIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.bannerTitle}>{title}</span>
      <span className={styles.bannerBody}>{body}</span>
      <span className={styles.bannerCta}>{cta}</span>
    </Link>
  )
}
