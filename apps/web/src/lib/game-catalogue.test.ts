import type { GameCatalogue, LobbyGame } from '@panalo/contract/games'
import { describe, expect, it } from 'vitest'

import { gamesByIds, gamesInCategory, normalizeSearchText, searchGames } from './game-catalogue.ts'

const CATALOGUE: GameCatalogue = {
  listVersion: 'v1',
  types: [
    { id: 1, code: 'slots', name: 'Slots', sort: 10 },
    { id: 2, code: 'fishing', name: 'Fishing', sort: 20 },
    { id: 3, code: 'table', name: 'Table', sort: 30 },
    { id: 4, code: 'arcade', name: 'Arcade', sort: 40 },
    { id: 5, code: 'live', name: 'Live', sort: 50 },
  ],
  brands: [
    { id: 1, code: 'panalo-originals', name: 'Panalo Originals', sort: 10 },
    { id: 2, code: 'lakan', name: 'Lakan Gaming', sort: 20 },
  ],
  platforms: [
    { id: 1, code: 'originals', name: 'Panalo Originals', sort: 10, playable: true },
    { id: 2, code: 'hubplay', name: 'HubPlay', sort: 20, playable: true },
  ],
}

let nextId = 0
function game(name: string, typeId: number, overrides: Partial<LobbyGame> = {}): LobbyGame {
  nextId += 1
  return {
    id: nextId,
    code: name.toLowerCase().replaceAll(' ', '-'),
    name,
    typeId,
    brandId: 2,
    platformId: 2,
    tags: [],
    thumbnail: '/games/x.svg',
    demoAllowed: true,
    minBet: 100,
    hot: false,
    sort: nextId * 10,
    ...overrides,
  }
}

const crash = game('Lipad Crash', 4, { hot: true, tags: ['crash'] })
const fortune = game('Panalo Fortune', 1, { platformId: 1, brandId: 1, hot: true, tags: ['jeepney'] })
const mines = game('Mines', 4, { platformId: 1, brandId: 1 })
const lapu = game('Lapu-Lapu Legend', 1)
const baccarat = game('Royal Baccarat', 3, { tags: ['baccarat', 'cards'] })
const liveBaccarat = game('Live Baccarat Manila', 5, { tags: ['baccarat'] })
const GAMES = [crash, fortune, mines, lapu, baccarat, liveBaccarat]
const NOBODY = { likes: [], history: [] }

describe('lobby categories', () => {
  it('group by type, the hot flag, and Originals before the other arcade games', () => {
    expect(gamesInCategory(GAMES, 'hot', CATALOGUE, NOBODY)).toEqual([crash, fortune])
    expect(gamesInCategory(GAMES, 'slots', CATALOGUE, NOBODY)).toEqual([fortune, lapu])
    expect(gamesInCategory(GAMES, 'live', CATALOGUE, NOBODY)).toEqual([liveBaccarat])
    expect(gamesInCategory(GAMES, 'fishing', CATALOGUE, NOBODY)).toEqual([])
    expect(gamesInCategory(GAMES, 'originals', CATALOGUE, NOBODY)).toEqual([fortune, mines, crash])
  })

  it("follow the player's favourites and history in their order, skipping games that are gone", () => {
    const player = {
      likes: [baccarat.id, 9_999, fortune.id],
      history: [{ gameId: mines.id, playedAt: '2026-01-02T00:00:00.000Z' }],
    }
    expect(gamesInCategory(GAMES, 'favourites', CATALOGUE, player)).toEqual([baccarat, fortune])
    expect(gamesInCategory(GAMES, 'recent', CATALOGUE, player)).toEqual([mines])
    expect(gamesByIds(GAMES, [])).toEqual([])
  })
})

describe('game search', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeSearchText('  Lapu-Lapu  Légend! ')).toBe('lapu lapu legend')
    expect(searchGames(GAMES, { query: 'lapu lapu' }, CATALOGUE)).toEqual([lapu])
    expect(searchGames(GAMES, { query: 'LÉGEND' }, CATALOGUE)).toEqual([lapu])
  })

  it('matches every word in the name, studio or tags, names starting with the query first', () => {
    expect(searchGames(GAMES, { query: 'baccarat' }, CATALOGUE)).toEqual([baccarat, liveBaccarat])
    expect(searchGames(GAMES, { query: 'live baccarat' }, CATALOGUE)).toEqual([liveBaccarat])
    expect(searchGames(GAMES, { query: 'jeepney' }, CATALOGUE)).toEqual([fortune])
    expect(searchGames(GAMES, { query: 'originals' }, CATALOGUE)).toEqual([fortune, mines])
    expect(searchGames(GAMES, { query: 'dragon' }, CATALOGUE)).toEqual([])
  })

  it('narrows by type and studio, and lists everything for an empty query', () => {
    expect(searchGames(GAMES, { query: '', typeId: 4 }, CATALOGUE)).toEqual([crash, mines])
    expect(searchGames(GAMES, { query: '', typeId: 4, brandId: 1 }, CATALOGUE)).toEqual([mines])
    expect(searchGames(GAMES, { query: 'baccarat', brandId: 1 }, CATALOGUE)).toEqual([])
    expect(searchGames(GAMES, { query: ' ' }, CATALOGUE)).toEqual(GAMES)
  })
})
