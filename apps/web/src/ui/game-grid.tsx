import type { LobbyGame } from '@panalo/contract/games'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'

import { useAppConfig } from '../api/queries/use-app-config-query.ts'
import { useTranslation } from '../i18n/i18n.ts'
import { useLeadingDebounce } from '../lib/debounce.ts'
import { gameStartPath } from '../lib/paths.ts'
import { Button } from './button.tsx'
import styles from './game-grid.module.css'
import { HeartIcon } from './icons.tsx'
import { Skeleton } from './skeleton.tsx'

export interface GameGridProps {
  games: readonly LobbyGame[]
  /** Games shown at first and added by each tap on More (the config's gameShowNum). */
  pageSize: number
  likedIds: ReadonlySet<number>
  onToggleLike(gameId: number): void
  /** Called as a tile is tapped, before the game opens. */
  onOpen?: (game: LobbyGame) => void
  /** Shown instead of the grid when there are no games. */
  empty?: ReactNode
  loading?: boolean
  /** Labels the list for assistive technology. */
  label: string
  /**
   * Thumbnails to load at once, the rest as they near the screen: the lobby's first screen of tiles,
   * whose pictures are the page's largest paint, which lazy loading would hold back until layout
   * (docs/decisions/012-game-catalogue-and-lobby.md).
   */
  eagerCount?: number
}

/**
 * The lobby's grid of games: square thumbnails that load as they near the screen (each thumbnail
 * carries the game's name, so it is not printed again), a heart for favourites, and More to show the
 * next page. A game whose provider this installation cannot reach shows as unavailable and does not
 * open. Give it a `key` per list so that switching lists starts again at the first page.
 */
export function GameGrid({
  games,
  pageSize,
  likedIds,
  onToggleLike,
  onOpen,
  empty,
  loading = false,
  label,
  eagerCount = 0,
}: GameGridProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(pageSize)
  const config = useAppConfig()
  // A config stored before platforms told whether they are playable counts them as playable.
  const unplayable = new Set(
    config?.games.platforms.filter((platform) => platform.playable === false).map((platform) => platform.id),
  )

  if (loading) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={label}>
        {Array.from({ length: pageSize }, (_, index) => (
          <li key={index}>
            <Skeleton className={styles.thumb} height="auto" radius="var(--radius-md)" />
          </li>
        ))}
      </ul>
    )
  }
  if (games.length === 0 && empty) return <>{empty}</>
  const remaining = games.length - shown
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {games.slice(0, shown).map((game, index) => (
          <GameTile
            key={game.id}
            game={game}
            eager={index < eagerCount}
            first={index === 0 && eagerCount > 0}
            liked={likedIds.has(game.id)}
            available={!unplayable.has(game.platformId)}
            onToggleLike={onToggleLike}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {remaining > 0 && (
        <Button
          variant="secondary"
          block
          className={styles.more}
          onClick={() => setShown((count) => count + pageSize)}
        >
          {t('games.more', { count: remaining })}
        </Button>
      )}
    </>
  )
}

function GameTile({
  game,
  eager,
  first,
  liked,
  available,
  onToggleLike,
  onOpen,
}: {
  game: LobbyGame
  eager: boolean
  first: boolean
  liked: boolean
  available: boolean
  onToggleLike(gameId: number): void
  onOpen: ((game: LobbyGame) => void) | undefined
}) {
  const { t } = useTranslation()
  const handleLike = useLeadingDebounce(() => onToggleLike(game.id))
  const picture = (
    <span className={styles.thumb}>
      {/* The thumbnail draws the name; alt text says it for assistive technology. */}
      <img
        src={game.thumbnail}
        alt={game.name}
        width={240}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(first ? { fetchPriority: 'high' as const } : {})}
      />
      {!available && <span className={styles.unavailable}>{t('games.unavailable')}</span>}
    </span>
  )
  return (
    <li
      className={`${styles.tile} ${available ? '' : styles.off}`}
      data-testid="game-tile"
      data-game-code={game.code}
      data-available={available}
    >
      {available ? (
        <Link className={styles.link} to={gameStartPath(game.id)} onClick={() => onOpen?.(game)}>
          {picture}
        </Link>
      ) : (
        <span className={styles.link} title={t('games.unavailableHint')}>
          {picture}
        </span>
      )}
      <button
        type="button"
        className={`${styles.like} ${liked ? styles.liked : ''}`}
        aria-pressed={liked}
        aria-label={t(liked ? 'games.unlike' : 'games.like', { name: game.name })}
        onClick={() => handleLike()}
      >
        <HeartIcon width={18} height={18} fill={liked ? 'currentColor' : 'none'} />
      </button>
    </li>
  )
}
