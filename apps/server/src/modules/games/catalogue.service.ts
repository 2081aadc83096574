import { createHash } from 'node:crypto'

import type { GameCatalogue, LobbyGame } from '@panalo/contract/games'

import type { Db } from '../../db/client.ts'
import {
  listEnabledPlatforms,
  listGameBrands,
  listGameTypes,
  listVisibleGames,
  setGameEnabled,
} from './catalogue.queries.ts'

/** Like the app config, the catalogue is read by every lobby visit: one copy per process, briefly. */
const CACHE_MS = 2_000

export interface CatalogueSnapshot {
  /** A digest of the game list: it changes exactly when the list does. */
  listVersion: string
  games: LobbyGame[]
  /** The app config's `games` section. */
  config: GameCatalogue
}

export interface GameCatalogueService {
  current(): Promise<CatalogueSnapshot>
  /** Shows or hides a game by code; answers whether it exists. */
  setEnabled(code: string, enabled: boolean): Promise<boolean>
  /** Forgets this process's copy: another process changed the catalogue (platform/cache-invalidation.ts). */
  invalidate(): void
}

/**
 * The lobby's view of the catalogue: visible games, and the types, brands and platforms they use.
 * `playable` tells whether this installation can launch a platform's games (its adapter is configured).
 */
export function createGameCatalogue(
  db: Db,
  playable: (platformCode: string) => boolean = () => true,
  now: () => number = Date.now,
): GameCatalogueService {
  let cached: { value: CatalogueSnapshot; until: number } | undefined
  // One reload at a time: when the copy goes stale under load, every request waits for the same one.
  let loading: Promise<CatalogueSnapshot> | undefined
  // Bumped by invalidate(): a read that began before a change must not keep its copy.
  let generation = 0

  async function load(): Promise<CatalogueSnapshot> {
    const [games, types, brands, platforms] = await Promise.all([
      listVisibleGames(db),
      listGameTypes(db),
      listGameBrands(db),
      listEnabledPlatforms(db),
    ])
    const listVersion = createHash('sha256').update(JSON.stringify(games)).digest('base64url').slice(0, 16)
    // A brand whose games are all hidden would be a search filter that finds nothing.
    const brandsInUse = new Set(games.map((game) => game.brandId))
    return {
      listVersion,
      games,
      config: {
        listVersion,
        types,
        brands: brands.filter((brand) => brandsInUse.has(brand.id)),
        platforms: platforms.map((platform) => ({ ...platform, playable: playable(platform.code) })),
      },
    }
  }

  return {
    current() {
      if (cached && cached.until > now()) return Promise.resolve(cached.value)
      if (loading) return loading
      const started = generation
      const reading = load()
        .then((value) => {
          // A read that began before a change keeps nothing.
          if (started === generation) cached = { value, until: now() + CACHE_MS }
          return value
        })
        .finally(() => {
          if (loading === reading) loading = undefined
        })
      loading = reading
      return reading
    },
    async setEnabled(code, enabled) {
      const found = await setGameEnabled(db, code, enabled)
      cached = undefined
      return found
    },
    invalidate() {
      cached = undefined
      loading = undefined
      generation++
    },
  }
}

export { gameIdByCode, gameIdByProviderCode } from './catalogue.queries.ts'
