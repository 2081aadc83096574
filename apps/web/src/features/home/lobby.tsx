import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

import { useAfterLoginQuery } from '../../api/queries/use-after-login-query.ts'
import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useGameFavourites } from '../../api/queries/use-game-like-mutation.ts'
import { useGameListQuery } from '../../api/queries/use-game-list-query.ts'
import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import {
  gamesInCategory,
  isLobbyCategory,
  LOBBY_CATEGORIES,
  LOBBY_FIRST_SCREEN_TILES,
  PLAYER_CATEGORIES,
  type LobbyCategory,
} from '../../lib/game-catalogue.ts'
import { Button } from '../../ui/button.tsx'
import { GameGrid } from '../../ui/game-grid.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { showToast } from '../../ui/toast.tsx'
import styles from './home-page.module.css'

/** The search parameter that names the open category, so Back and links return to it. */
export const LOBBY_TAB_PARAM = 'tab'
export const LOBBY_ID = 'lobby'
const PANEL_ID = 'lobby-panel'

/** The lobby on the home page: category tabs over a grid of games. */
export function Lobby() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const list = useGameListQuery()
  const signedIn = useSignedIn()
  const afterLogin = useAfterLoginQuery()
  const [searchParams, setSearchParams] = useSearchParams()
  const handleError = useCallback((error: unknown) => showToast(errorMessage(t, error)), [t])
  const favourites = useGameFavourites(handleError)

  const categories = LOBBY_CATEGORIES.filter((category) => signedIn || !PLAYER_CATEGORIES.has(category))
  const wanted = searchParams.get(LOBBY_TAB_PARAM)
  const category: LobbyCategory = isLobbyCategory(wanted) && categories.includes(wanted) ? wanted : 'hot'

  const games =
    list.data && config
      ? gamesInCategory(list.data.games, category, config.games, {
          likes: afterLogin.data?.gameLikes ?? [],
          history: afterLogin.data?.gameHistory ?? [],
        })
      : []

  function handleSelect(next: LobbyCategory) {
    setSearchParams(
      (params) => {
        params.set(LOBBY_TAB_PARAM, next)
        return params
      },
      { replace: true },
    )
  }

  const pageSize = config?.gameShowNum ?? 6
  return (
    <section id={LOBBY_ID} className={styles.lobby} aria-labelledby="lobby-title">
      <h2 id="lobby-title" className={styles.sectionTitle}>
        {t('home.gamesHeading')}
      </h2>
      <Tabs
        items={categories.map((key) => ({ key, label: t(`games.categories.${key}`) }))}
        selected={category}
        onSelect={handleSelect}
        label={t('games.categoriesLabel')}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" className={styles.panel} data-testid="lobby-panel">
        {list.isError && !list.data ? (
          <div className={styles.empty}>
            <p>{t('games.loadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <GameGrid
            key={category}
            games={games}
            pageSize={pageSize}
            likedIds={favourites.likedIds}
            onToggleLike={favourites.toggle}
            loading={!list.data || !config}
            label={t(`games.categories.${category}`)}
            eagerCount={Math.min(pageSize, LOBBY_FIRST_SCREEN_TILES)}
            empty={
              <p className={styles.empty}>
                {category === 'favourites'
                  ? t('games.noFavourites')
                  : category === 'recent'
                    ? t('games.noRecent')
                    : t('games.noneHere')}
              </p>
            }
          />
        )}
      </div>
    </section>
  )
}
