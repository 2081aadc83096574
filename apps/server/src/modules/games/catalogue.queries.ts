import type { GameBrand, GamePlatform, GameType, LobbyGame } from '@panalo/contract/games'
import { and, asc, eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { gameBrands, gamePlatforms, games, gameTypes } from '../../db/schema/games.ts'

export type GameRow = typeof games.$inferSelect

/** A game the lobby shows: enabled, on an enabled platform. */
const visible = and(eq(games.enabled, true), eq(gamePlatforms.enabled, true))

export async function listVisibleGames(db: Executor): Promise<LobbyGame[]> {
  return db
    .select({
      id: games.id,
      code: games.code,
      name: games.name,
      typeId: games.typeId,
      brandId: games.brandId,
      platformId: games.platformId,
      tags: games.tags,
      thumbnail: games.thumbnail,
      demoAllowed: games.demoAllowed,
      minBet: games.minBet,
      hot: games.hot,
      sort: games.sort,
    })
    .from(games)
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, games.platformId))
    .where(visible)
    .orderBy(asc(games.sort), asc(games.id))
}

/** A game by id if the lobby shows it; the launch and favourites refuse any other. */
export async function findVisibleGame(db: Executor, gameId: number): Promise<GameRow | undefined> {
  const [row] = await db
    .select({ game: games })
    .from(games)
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, games.platformId))
    .where(and(eq(games.id, gameId), visible))
  return row?.game
}

export async function listGameTypes(db: Executor): Promise<GameType[]> {
  return db
    .select({ id: gameTypes.id, code: gameTypes.code, name: gameTypes.name, sort: gameTypes.sort })
    .from(gameTypes)
    .orderBy(asc(gameTypes.sort), asc(gameTypes.id))
}

export async function listGameBrands(db: Executor): Promise<GameBrand[]> {
  return db
    .select({ id: gameBrands.id, code: gameBrands.code, name: gameBrands.name, sort: gameBrands.sort })
    .from(gameBrands)
    .orderBy(asc(gameBrands.sort), asc(gameBrands.id))
}

export async function listEnabledPlatforms(db: Executor): Promise<Omit<GamePlatform, 'playable'>[]> {
  return db
    .select({
      id: gamePlatforms.id,
      code: gamePlatforms.code,
      name: gamePlatforms.name,
      sort: gamePlatforms.sort,
    })
    .from(gamePlatforms)
    .where(eq(gamePlatforms.enabled, true))
    .orderBy(asc(gamePlatforms.sort), asc(gamePlatforms.id))
}

/** Every game with its platform, enabled or not, for the operator. */
export async function listAllGames(db: Executor) {
  return db
    .select({
      id: games.id,
      code: games.code,
      name: games.name,
      platform: gamePlatforms.code,
      enabled: games.enabled,
      platformEnabled: gamePlatforms.enabled,
    })
    .from(games)
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, games.platformId))
    .orderBy(asc(games.sort), asc(games.id))
}

/** Switches a game on or off by code; answers whether such a game exists. */
export async function setGameEnabled(db: Executor, code: string, enabled: boolean): Promise<boolean> {
  const rows = await db.update(games).set({ enabled }).where(eq(games.code, code)).returning({ id: games.id })
  return rows.length > 0
}

/** A game's id by its catalogue code (an Original's), enabled or not; undefined when none. */
export async function gameIdByCode(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.code, code))
  return row?.id
}

/** A game's id by its provider and the provider's game code (a wallet callback's); undefined when none. */
export async function gameIdByProviderCode(
  db: Executor,
  providerId: string,
  providerGameCode: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, games.platformId))
    .where(and(eq(gamePlatforms.code, providerId), eq(games.providerGameCode, providerGameCode)))
  return row?.id
}
