import { Link } from 'react-router'

import { formatCoinsLabel } from '@panalo/contract/money'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useMeQuery, useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { LocaleSwitcher } from '../../i18n/locale-switcher.tsx'
import { showOverlay } from '../../lib/overlay-store.ts'
import { PATHS, walletsPath } from '../../lib/paths.ts'
import { useViewTracking } from '../../lib/tracking/use-view-tracking.ts'
import { Avatar } from '../../ui/avatar.tsx'
import { Button } from '../../ui/button.tsx'
import {
  ChatIcon,
  DownloadIcon,
  HelpIcon,
  InfoIcon,
  PlusIcon,
  ShieldIcon,
  WalletIcon,
} from '../../ui/icons.tsx'
import { MenuLink, MenuList } from '../../ui/menu-list.tsx'
import logoUrl from '../../ui/logo-wordmark.svg'
import styles from './home-page.module.css'
import { Lobby } from './lobby.tsx'
import { PromoCarousel } from './promo-carousel.tsx'

/** The home page: header, the promotions carousel (welcome first), the game lobby, and where to learn more. */
export function HomePage() {
  const { t, locale } = useTranslation()
  const config = useAppConfig()
  const heroRef = useViewTracking<HTMLDivElement>('home-hero', 'home')

  return (
    <>
      <header className={styles.header}>
        <img className={styles.logo} src={logoUrl} alt="Panalo" width={120} height={32} />
        <div className={styles.headerActions}>
          <AccountArea />
        </div>
      </header>
      <div className={styles.content}>
        <div ref={heroRef}>
          <PromoCarousel />
        </div>
        <Lobby />

        <section aria-labelledby="home-info-title">
          <h2 id="home-info-title" className={styles.sectionTitle}>
            {t('home.infoHeading')}
          </h2>
          <MenuList>
            <MenuLink to={PATHS.faq} icon={<HelpIcon />} label={t('home.faqLink')} />
            <MenuLink to={PATHS.service} icon={<ChatIcon />} label={t('home.customerService')} />
            <MenuLink to={PATHS.aboutUs} icon={<InfoIcon />} label={t('home.aboutLink')} />
            <MenuLink to={PATHS.termsOfUse} icon={<ShieldIcon />} label={t('home.termsLink')} />
            <MenuLink to={PATHS.privacyPolicy} icon={<ShieldIcon />} label={t('home.privacyLink')} />
            <MenuLink to={PATHS.download} icon={<DownloadIcon />} label={t('home.installLink')} />
          </MenuList>
        </section>

        <p className={styles.tagline} data-testid="rg-tagline">
          {/* The operator's configured tagline is in English; other languages show their own. */}
          {(locale === 'en-US' ? config?.responsibleGaming.tagline : undefined) ??
            t('responsibleGaming.tagline')}
        </p>
      </div>
    </>
  )
}

/** Guests get the login and register buttons; players their balance and avatar. */
function AccountArea() {
  const { t, locale } = useTranslation()
  const signedIn = useSignedIn()
  const me = useMeQuery()
  if (!signedIn) {
    // A player changes language on the Me page; the header keeps room for the balance and Deposit.
    return (
      <>
        <LocaleSwitcher />
        <Button size="sm" variant="secondary" onClick={() => showOverlay('login')}>
          {t('home.login')}
        </Button>
        <Button size="sm" onClick={() => showOverlay('register')}>
          {t('home.register')}
        </Button>
      </>
    )
  }
  // As the big PH apps do: the balance and a Deposit button always in reach at the top.
  return (
    <>
      <Link
        to={PATHS.member}
        className={styles.balanceChip}
        aria-label={t('home.balance')}
        data-testid="home-balance"
      >
        <WalletIcon width={16} height={16} />
        <span>₱{me.data ? formatCoinsLabel(me.data.coin, locale) : '—'}</span>
      </Link>
      <Link to={walletsPath('deposit')} className={styles.depositButton} data-testid="home-deposit">
        <PlusIcon width={16} height={16} />
        {t('home.deposit')}
      </Link>
      {me.data && (
        <Link to={PATHS.member} className={styles.avatarLink} aria-label={t('nav.me')}>
          <Avatar avatar={me.data.avatar} size={30} />
        </Link>
      )}
    </>
  )
}
