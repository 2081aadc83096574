import { formatCoinsLabel } from '@panalo/contract/money'
import { Link, useNavigate } from 'react-router'

import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { LocaleSwitcher } from '../../i18n/locale-switcher.tsx'
import { PATHS, walletsPath, withdrawalPath } from '../../lib/paths.ts'
import { useAwardFlagsQuery } from '../../api/queries/use-award-flags-query.ts'
import { Avatar } from '../../ui/avatar.tsx'
import {
  CardIcon,
  ChartIcon,
  CoinIcon,
  CopyIcon,
  CrownIcon,
  CalendarIcon,
  FeedbackIcon,
  GamepadIcon,
  GiftIcon,
  GlobeIcon,
  HelpIcon,
  InfoIcon,
  KeyIcon,
  ListIcon,
  LogoutIcon,
  MailIcon,
  ChatIcon,
  PhoneIcon,
  ReceiptIcon,
  RefreshIcon,
  SafeIcon,
  ShieldIcon,
  StarIcon,
  UserIcon,
  WithdrawIcon,
} from '../../ui/icons.tsx'
import { MenuButton, MenuItem, MenuLink, MenuSection } from '../../ui/menu-list.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useLogoutMutation } from './api/use-logout-mutation.ts'
import styles from './member.module.css'

/** /member: the signed-in home of the member area. */
export function MemberPage() {
  const { t, locale } = useTranslation()
  const navigate = useNavigate()
  const me = useMeQuery()
  const flags = useAwardFlagsQuery().data
  const logout = useLogoutMutation()

  if (!me.data) return <PageSkeleton />
  const user = me.data
  const previous = user.previousLoginAt
    ? new Date(user.previousLoginAt).toLocaleString(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Manila',
      })
    : null

  async function handleCopy() {
    await navigator.clipboard?.writeText(String(user.id)).catch(() => undefined)
    showToast(t('member.copied'))
  }

  function handleLogout() {
    logout.mutate(undefined, {
      onSettled: () => {
        showToast(t('member.loggedOut'))
        void navigate(PATHS.index, { replace: true })
      },
    })
  }

  return (
    <div className={styles.page} data-testid="member-page">
      <section className={styles.card}>
        <Avatar avatar={user.avatar} size={64} />
        <div>
          <h1 className={styles.name}>
            {user.nickname}{' '}
            <span className={styles.vip} data-keep-clear>
              {t('member.vip', { level: user.vip })}
            </span>
          </h1>
          <div className={styles.idRow}>
            <span data-testid="member-id">{t('member.id', { id: user.id })}</span>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => void handleCopy()}
              aria-label={t('member.copy')}
            >
              <CopyIcon width={16} height={16} />
            </button>
          </div>
        </div>
      </section>
      <section className={styles.balance} aria-label={t('member.balance')}>
        <span className={styles.balanceLabel} data-keep-clear>
          {t('member.balance')}
        </span>
        <span className={styles.balanceValue} data-testid="member-balance" data-keep-clear>
          ₱{formatCoinsLabel(user.coin, locale)}
        </span>
        <span className={styles.balanceActions}>
          <Link className={styles.depositLink} to={walletsPath('deposit')} data-testid="member-deposit">
            {t('member.deposit')}
          </Link>
          <Link className={styles.recordsLink} to={PATHS.walletRecord}>
            {t('member.records')}
          </Link>
        </span>
      </section>
      <p className={styles.muted}>
        {previous ? t('member.previousLogin', { time: previous }) : t('member.firstLogin')}
      </p>
      <MenuSection title={t('member.sections.wallet')} id="member-wallet">
        <MenuLink to={withdrawalPath('gcash')} icon={<WithdrawIcon />} label={t('member.withdraw')} />
        <MenuLink to={PATHS.memberSafebox} icon={<SafeIcon />} label={t('member.safebox')} />
        <MenuLink to={PATHS.walletsCardList} icon={<CardIcon />} label={t('member.receivingAccounts')} />
        <MenuLink to={PATHS.memberCoinDetail} icon={<ListIcon />} label={t('member.coinDetail')} />
        <MenuLink
          to={PATHS.memberRetrieveBalance}
          icon={<RefreshIcon />}
          label={t('member.retrieveBalance')}
        />
      </MenuSection>
      {/* Rewards: the rewards feature owns these pages; add its rows here. */}
      <MenuSection title={t('member.sections.rewards')} id="member-rewards">
        <MenuLink
          to={PATHS.vip}
          icon={<CrownIcon />}
          label={t('member.vipLevel')}
          value={t('member.vip', { level: user.vip })}
          dot={flags?.vipAwardFlag}
        />
        <MenuLink
          to={PATHS.bonus}
          icon={<GiftIcon />}
          label={t('member.bonuses')}
          dot={flags?.signUpBonusFlag || flags?.fundAwardFlag || flags?.freeBonusFlag}
        />
        <MenuLink to={PATHS.vipRebate} icon={<StarIcon />} label={t('member.rebates')} />
        <MenuLink
          to={PATHS.activitySignIn}
          icon={<CalendarIcon />}
          label={t('member.signIn')}
          dot={flags?.signInFlag}
        />
        <MenuLink
          to={PATHS.bonusTasks}
          icon={<ListIcon />}
          label={t('member.tasks')}
          dot={flags?.taskAwardFlag}
        />
        <MenuLink to={PATHS.points} icon={<CoinIcon />} label={t('member.points')} />
        <MenuLink
          to={PATHS.agent}
          icon={<UserIcon />}
          label={t('member.agent')}
          dot={flags?.agent5AwardFlag}
        />
      </MenuSection>
      <MenuSection title={t('member.sections.play')} id="member-play">
        <MenuLink to={PATHS.memberGames} icon={<GamepadIcon />} label={t('member.myGames')} />
        <MenuLink to={PATHS.memberBetRecords} icon={<ReceiptIcon />} label={t('member.betRecords')} />
        <MenuLink to={PATHS.memberReport} icon={<ChartIcon />} label={t('member.report')} />
      </MenuSection>
      <MenuSection title={t('member.sections.account')} id="member-account">
        <MenuLink to={PATHS.memberProfile} icon={<UserIcon />} label={t('member.profile')} />
        <MenuLink
          to={PATHS.memberProfileKyc}
          icon={<CardIcon />}
          label={t('kyc.profileRow')}
          value={user.hasKyc ? t('kyc.states.approved') : undefined}
        />
        <MenuLink to={PATHS.memberSelfLimited} icon={<ShieldIcon />} label={t('member.selfLimits')} />
        <MenuLink
          to={PATHS.authSetPassword}
          icon={<KeyIcon />}
          label={user.hasPassword ? t('member.changePassword') : t('member.setPassword')}
        />
        <MenuLink
          to={PATHS.authBind}
          icon={<PhoneIcon />}
          label={user.mobile ? t('member.changePhone') : t('member.bindPhone')}
        />
      </MenuSection>
      <MenuSection title={t('member.sections.more')} id="member-more">
        <MenuLink
          to={PATHS.email}
          icon={<MailIcon />}
          label={t('mail.menuLabel')}
          dot={flags?.emailAwardFlag}
        />
        <MenuLink
          to={PATHS.service}
          icon={<ChatIcon />}
          label={t('home.customerService')}
          dot={flags?.serviceReplyFlag}
        />
        <MenuLink to={PATHS.feedback} icon={<FeedbackIcon />} label={t('feedback.menuLabel')} />
        <MenuLink to={PATHS.faq} icon={<HelpIcon />} label={t('member.help')} />
        <MenuLink to={PATHS.aboutUs} icon={<InfoIcon />} label={t('member.about')} />
        <MenuItem icon={<GlobeIcon />} label={t('member.language')}>
          <LocaleSwitcher />
        </MenuItem>
        <MenuButton
          icon={<LogoutIcon />}
          label={t('member.logout')}
          onClick={handleLogout}
          disabled={logout.isPending}
        />
      </MenuSection>
    </div>
  )
}
