import { z } from 'zod'

import { GAME_TYPES } from './enums.ts'

/**
 * The game catalogue as the client sees it. The lists of types, brands and platforms travel in the app
 * config; the games themselves in anonymous/gameList, versioned by `listVersion` so the client keeps
 * them in local storage (SPEC.md §9) and downloads them again only when they change.
 */
export const gameTypeSchema = z.object({
  id: z.number().int(),
  code: z.enum(GAME_TYPES),
  name: z.string(),
  sort: z.number().int(),
})
export type GameType = z.infer<typeof gameTypeSchema>

const catalogueEntrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
})

export const gameBrandSchema = catalogueEntrySchema
export type GameBrand = z.infer<typeof gameBrandSchema>

export const gamePlatformSchema = catalogueEntrySchema.extend({
  playable: z
    .boolean()
    .describe(
      'False when the provider cannot be reached from this installation (an aggregator not configured): its games show as unavailable and cannot be opened.',
    ),
})
export type GamePlatform = z.infer<typeof gamePlatformSchema>

export const gameCatalogueSchema = z.object({
  listVersion: z.string().describe('The version of the game list; anonymous/gameList answers the same.'),
  types: z.array(gameTypeSchema),
  brands: z.array(gameBrandSchema),
  platforms: z.array(gamePlatformSchema).describe('The game providers, Panalo Originals among them.'),
})
export type GameCatalogue = z.infer<typeof gameCatalogueSchema>

export const lobbyGameSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  typeId: z.number().int(),
  brandId: z.number().int(),
  platformId: z.number().int(),
  tags: z.array(z.string()).describe('Lower-case words search also matches, e.g. "perya", "jackpot".'),
  thumbnail: z.string().describe('Path of the square thumbnail on this origin, e.g. /games/mines.svg.'),
  demoAllowed: z.boolean().describe('Whether Try it (demo coins) is offered.'),
  minBet: z.number().int().describe('Hundredths.'),
  hot: z.boolean(),
  sort: z.number().int().describe('Lower first.'),
})
export type LobbyGame = z.infer<typeof lobbyGameSchema>

export const gameHistoryEntrySchema = z.object({
  gameId: z.number().int(),
  playedAt: z.string().describe('ISO 8601: the last launch of the game.'),
})
export type GameHistoryEntry = z.infer<typeof gameHistoryEntrySchema>
