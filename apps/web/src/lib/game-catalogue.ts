import { ORIGINALS_PLATFORM_CODE, type GameTypeCode } from '@panalo/contract/enums'
import type { GameCatalogue, GameHistoryEntry, LobbyGame } from '@panalo/contract/games'

/**
 * The lobby's categories. Types come from the catalogue; Hot is the operator's flag; Originals shows
 * Panalo's own games first and then the other arcade games; Favourites and Recent are the player's.
 */
export const LOBBY_CATEGORIES = [
  'hot',
  'slots',
  'fishing',
  'table',
  'originals',
  'live',
  'favourites',
  'recent',
] as const
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number]

/**
 * The lobby's tiles that can be in a phone's first screen: three rows of three (ui/game-grid.tsx) at
 * 360×740 and 412×823. Their thumbnails load at once, preloaded by start-up: the tiles are one size,
 * so the page's largest paint can be any of them, down to a fraction of a pixel.
 */
export const LOBBY_FIRST_SCREEN_TILES = 9

/** Categories that exist only for a signed-in player. */
export const PLAYER_CATEGORIES: ReadonlySet<LobbyCategory> = new Set(['favourites', 'recent'])

export function isLobbyCategory(value: string | null): value is LobbyCategory {
  return (LOBBY_CATEGORIES as readonly (string | null)[]).includes(value)
}

export interface PlayerGames {
  likes: readonly number[]
  history: readonly GameHistoryEntry[]
}

export function gamesInCategory(
  games: readonly LobbyGame[],
  category: LobbyCategory,
  catalogue: GameCatalogue,
  player: PlayerGames,
): LobbyGame[] {
  switch (category) {
    case 'hot':
      return games.filter((game) => game.hot)
    case 'favourites':
      return gamesByIds(games, player.likes)
    case 'recent':
      return gamesByIds(
        games,
        player.history.map((entry) => entry.gameId),
      )
    case 'originals': {
      const originals = catalogue.platforms.find((platform) => platform.code === ORIGINALS_PLATFORM_CODE)?.id
      const arcade = typeId(catalogue, 'arcade')
      const own = games.filter((game) => game.platformId === originals)
      return [...own, ...games.filter((game) => game.typeId === arcade && game.platformId !== originals)]
    }
    default: {
      const type = typeId(catalogue, category)
      return games.filter((game) => game.typeId === type)
    }
  }
}

function typeId(catalogue: GameCatalogue, code: GameTypeCode): number | undefined {
  return catalogue.types.find((type) => type.code === code)?.id
}

/** The games of a list of ids, in the order of the ids; ids the list no longer has are skipped. */
export function gamesByIds(games: readonly LobbyGame[], ids: readonly number[]): LobbyGame[] {
  const byId = new Map(games.map((game) => [game.id, game]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Lower case, accents and punctuation gone: "Lapu-Lapu" and "lapu lapu" search the same. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export interface GameSearch {
  query: string
  typeId?: number | null | undefined
  brandId?: number | null | undefined
}

/**
 * Games matching every word of the query in their name, studio or tags, within the chosen type and
 * studio. Games whose name starts with the query come first; otherwise the lobby order holds.
 */
export function searchGames(
  games: readonly LobbyGame[],
  search: GameSearch,
  catalogue: GameCatalogue,
): LobbyGame[] {
  const words = normalizeSearchText(search.query).split(' ').filter(Boolean)
  const brandNames = new Map(catalogue.brands.map((brand) => [brand.id, brand.name]))
  const matches = games.filter((game) => {
    if (search.typeId != null && game.typeId !== search.typeId) return false
    if (search.brandId != null && game.brandId !== search.brandId) return false
    if (words.length === 0) return true
    const haystack = normalizeSearchText(
      [game.name, brandNames.get(game.brandId) ?? '', ...game.tags].join(' '),
    )
    return words.every((word) => haystack.includes(word))
  })
  const prefix = words.join(' ')
  if (!prefix) return matches
  const starts = (game: LobbyGame) => normalizeSearchText(game.name).startsWith(prefix)
  return [...matches.filter(starts), ...matches.filter((game) => !starts(game))]
}
