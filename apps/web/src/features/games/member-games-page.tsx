import { useCallback, useMemo, useState } from 'react'
import { Link } from 'react-router'

import { useAfterLoginQuery } from '../../api/queries/use-after-login-query.ts'
import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useGameFavourites } from '../../api/queries/use-game-like-mutation.ts'
import { useGameListQuery } from '../../api/queries/use-game-list-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { gamesByIds } from '../../lib/game-catalogue.ts'
import { PATHS } from '../../lib/paths.ts'
import { GameGrid } from '../../ui/game-grid.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { showToast } from '../../ui/toast.tsx'
import styles from './games.module.css'

type MemberGamesTab = 'favourites' | 'recent'
const PANEL_ID = 'member-games-panel'

/** /member/games: the player's favourites and the games they played last. */
export function MemberGamesPage() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const list = useGameListQuery()
  const afterLogin = useAfterLoginQuery()
  const [tab, setTab] = useState<MemberGamesTab>('favourites')
  const handleError = useCallback((error: unknown) => showToast(errorMessage(t, error)), [t])
  const favourites = useGameFavourites(handleError)

  const games = useMemo(() => {
    if (!list.data || !afterLogin.data) return []
    const ids =
      tab === 'favourites'
        ? afterLogin.data.gameLikes
        : afterLogin.data.gameHistory.map((entry) => entry.gameId)
    return gamesByIds(list.data.games, ids)
  }, [list.data, afterLogin.data, tab])

  return (
    <div className={styles.page} data-testid="member-games-page">
      <Tabs<MemberGamesTab>
        items={[
          { key: 'favourites', label: t('games.favouritesTab') },
          { key: 'recent', label: t('games.recentTab') },
        ]}
        selected={tab}
        onSelect={setTab}
        label={t('pages.memberGames')}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel">
        <GameGrid
          key={tab}
          games={games}
          pageSize={config?.gameShowNum ?? 6}
          likedIds={favourites.likedIds}
          onToggleLike={favourites.toggle}
          loading={!list.data || !afterLogin.data}
          label={tab === 'favourites' ? t('games.favouritesTab') : t('games.recentTab')}
          empty={
            <div className={styles.empty}>
              <p>{tab === 'favourites' ? t('games.noFavourites') : t('games.noRecent')}</p>
              <Link className={styles.textButton} to={PATHS.index}>
                {t('games.browseLobby')}
              </Link>
            </div>
          }
        />
      </div>
    </div>
  )
}
