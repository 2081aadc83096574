import { anyAwardWaiting, useAwardFlagsQuery } from '../api/queries/use-award-flags-query.ts'
import { useTranslation } from '../i18n/i18n.ts'
import { PATHS } from '../lib/paths.ts'
import type { BottomNavItem } from '../ui/bottom-nav.tsx'
import { HelpIcon, HomeIcon, SearchIcon, UserIcon } from '../ui/icons.tsx'

/** The tabs of the bottom navigation bar; Me carries the red dot while a reward waits. */
export function useBottomNavItems(): BottomNavItem[] {
  const { t } = useTranslation()
  const flags = useAwardFlagsQuery()
  return [
    { to: PATHS.index, label: t('nav.home'), icon: <HomeIcon />, end: true },
    { to: PATHS.gameSearch, label: t('nav.search'), icon: <SearchIcon /> },
    { to: PATHS.faq, label: t('nav.help'), icon: <HelpIcon /> },
    { to: PATHS.member, label: t('nav.me'), icon: <UserIcon />, dot: anyAwardWaiting(flags.data) },
  ]
}
