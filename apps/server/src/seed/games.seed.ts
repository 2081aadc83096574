import type { Tx } from '../db/client.ts'
import { gameBrands, gamePlatforms, games, gameTypes } from '../db/schema/games.ts'
import { GAME_TYPE_SEED, thumbnailPath, type PlatformSeed } from '@panalo/catalogue/games'

export async function seedGameTypes(tx: Tx): Promise<void> {
  await tx.insert(gameTypes).values(GAME_TYPE_SEED)
}

/**
 * Inserts a platform with its brands and games. Games are sorted in the order listed, after the
 * games already there, so a platform seeded later lands behind the earlier ones in the lobby.
 */
export async function seedPlatform(tx: Tx, seed: PlatformSeed): Promise<void> {
  const types = new Map((await tx.select().from(gameTypes)).map((type) => [type.code, type.id]))
  const [platform] = await tx
    .insert(gamePlatforms)
    .values({ code: seed.code, name: seed.name, walletKind: seed.walletKind, sort: seed.sort })
    .returning({ id: gamePlatforms.id })
  if (!platform) throw new Error(`The platform ${seed.code} was not inserted`)
  const existingBrands = (await tx.select({ id: gameBrands.id }).from(gameBrands)).length
  const brandRows = await tx
    .insert(gameBrands)
    .values(seed.brands.map((brand, index) => ({ ...brand, sort: (existingBrands + index + 1) * 10 })))
    .returning({ id: gameBrands.id, code: gameBrands.code })
  const brands = new Map(brandRows.map((brand) => [brand.code, brand.id]))
  const existingGames = (await tx.select({ id: games.id }).from(games)).length
  await tx.insert(games).values(
    seed.games.map((game, index) => {
      const typeId = types.get(game.type)
      const brandId = brands.get(game.brand)
      if (typeId === undefined || brandId === undefined)
        throw new Error(`The game ${game.code} names an unknown type or brand`)
      return {
        code: game.code,
        name: game.name,
        typeId,
        brandId,
        platformId: platform.id,
        providerGameCode: game.providerGameCode,
        tags: game.tags,
        thumbnail: thumbnailPath(game.code),
        demoAllowed: game.demoAllowed,
        minBet: game.minBet,
        sort: (existingGames + index + 1) * 10,
        hot: game.hot ?? false,
      }
    }),
  )
}
