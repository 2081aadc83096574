import type { GameTypeCode, WalletKind } from '@panalo/contract/enums'
import { ORIGINALS_PLATFORM_CODE } from '@panalo/contract/enums'
import { COLOR_GAME } from '@panalo/fair/color-game'
import { MINES } from '@panalo/fair/mines'
import { PANALO_FORTUNE } from '@panalo/fair/panalo-fortune'

/**
 * The game catalogue a new installation starts with: the game types, Panalo Originals, and a
 * catalogue for HubPlay, an aggregator invented for development (its studios and games are
 * fictional, so nothing here copies a real studio's name or art). Pure data, in a package of its own
 * so that each app imports it downwards: the server's seed steps insert it, the development aggregator
 * reads its games, and apps/web/scripts/generate-game-art.ts draws a thumbnail for every game.
 */
export interface GameTypeSeed {
  id: number
  code: GameTypeCode
  name: string
  sort: number
}

export interface GameSeed {
  code: string
  name: string
  type: GameTypeCode
  /** The code of one of the platform's brands. */
  brand: string
  providerGameCode: string
  tags: string[]
  demoAllowed: boolean
  /** Hundredths. */
  minBet: number
  hot?: boolean
}

export interface PlatformSeed {
  code: string
  name: string
  walletKind: WalletKind
  sort: number
  brands: { code: string; name: string }[]
  games: GameSeed[]
}

export const GAME_TYPE_SEED: GameTypeSeed[] = [
  { id: 1, code: 'slots', name: 'Slots', sort: 10 },
  { id: 2, code: 'fishing', name: 'Fishing', sort: 20 },
  { id: 3, code: 'table', name: 'Table', sort: 30 },
  { id: 4, code: 'arcade', name: 'Arcade', sort: 40 },
  { id: 5, code: 'live', name: 'Live', sort: 50 },
]

export const ORIGINALS_SEED: PlatformSeed = {
  code: ORIGINALS_PLATFORM_CODE,
  name: 'Panalo Originals',
  walletKind: 'seamless',
  sort: 10,
  brands: [{ code: 'panalo-originals', name: 'Panalo Originals' }],
  games: [
    {
      code: 'panalo-fortune',
      name: 'Panalo Fortune',
      type: 'slots',
      brand: 'panalo-originals',
      providerGameCode: 'panalo-fortune',
      tags: ['originals', 'provably-fair', 'jeepney', 'free-spins'],
      demoAllowed: true,
      minBet: PANALO_FORTUNE.bet.min,
      hot: true,
    },
    {
      code: 'color-game',
      name: 'Color Game',
      type: 'arcade',
      brand: 'panalo-originals',
      providerGameCode: 'color-game',
      tags: ['originals', 'provably-fair', 'perya', 'dice'],
      demoAllowed: true,
      minBet: COLOR_GAME.bet.min,
      hot: true,
    },
    {
      code: 'mines',
      name: 'Mines',
      type: 'arcade',
      brand: 'panalo-originals',
      providerGameCode: 'mines',
      tags: ['originals', 'provably-fair', 'gems'],
      demoAllowed: true,
      minBet: MINES.bet.min,
      hot: true,
    },
  ],
}

const slot = (code: string, name: string, brand: string, tags: string[], minBet = 20, hot = false) =>
  game(code, name, 'slots', brand, tags, minBet, hot)

function game(
  code: string,
  name: string,
  type: GameTypeCode,
  brand: string,
  tags: string[],
  minBet: number,
  hot = false,
): GameSeed {
  // Live tables are real dealers with real money on the felt: there is no demo.
  const demoAllowed = type !== 'live'
  return { code, name, type, brand, providerGameCode: `hp-${code}`, tags, demoAllowed, minBet, hot }
}

export const HUBPLAY_SEED: PlatformSeed = {
  code: 'hubplay',
  name: 'HubPlay',
  walletKind: 'seamless',
  sort: 20,
  brands: [
    { code: 'bahaghari', name: 'Bahaghari Studios' },
    { code: 'lakan', name: 'Lakan Gaming' },
    { code: 'tala', name: 'Tala Interactive' },
    { code: 'jade-lantern', name: 'Jade Lantern' },
    { code: 'dagat', name: 'Dagat Games' },
    { code: 'mayon-live', name: 'Mayon Live' },
  ],
  games: [
    slot('sarimanok-riches', 'Sarimanok Riches', 'bahaghari', ['filipino', 'legend', 'free-spins'], 20, true),
    slot('lapu-lapu-legend', 'Lapu-Lapu Legend', 'lakan', ['filipino', 'hero', 'megaways'], 20, true),
    slot('moon-festival-gold', 'Moon Festival Gold', 'jade-lantern', ['asian', 'jackpot'], 50, true),
    game('perlas-fishing', 'Perlas Fishing', 'fishing', 'dagat', ['multiplayer', 'boss', 'pearl'], 10, true),
    game('royal-baccarat', 'Royal Baccarat', 'table', 'lakan', ['baccarat', 'cards'], 1_000, true),
    game(
      'live-baccarat-manila',
      'Live Baccarat Manila',
      'live',
      'mayon-live',
      ['baccarat', 'dealer'],
      2_000,
      true,
    ),
    game(
      'live-perya-color-game',
      'Live Perya Color Game',
      'live',
      'mayon-live',
      ['perya', 'dice'],
      500,
      true,
    ),
    game('lipad-crash', 'Lipad Crash', 'arcade', 'tala', ['crash', 'multiplier', 'plane'], 10, true),
    slot('jeepney-joyride', 'Jeepney Joyride', 'bahaghari', ['filipino', 'wild', 'free-spins']),
    slot('golden-carabao', 'Golden Carabao', 'lakan', ['filipino', 'jackpot', 'hold-and-win'], 50),
    slot('sampaguita-bloom', 'Sampaguita Bloom', 'tala', ['flower', 'cascade']),
    slot('dragon-pearl-reels', 'Dragon Pearl Reels', 'jade-lantern', ['asian', 'dragon', 'hold-and-win']),
    slot('mango-madness', 'Mango Madness', 'bahaghari', ['fruit', 'classic'], 10),
    slot('parol-lights', 'Parol Lights', 'lakan', ['christmas', 'filipino', 'cluster']),
    slot('lucky-koi-ways', 'Lucky Koi Ways', 'jade-lantern', ['asian', 'ways', 'fish']),
    slot('bahay-kubo-bonanza', 'Bahay Kubo Bonanza', 'tala', ['filipino', 'bonus-buy']),
    slot('tarsier-treasure', 'Tarsier Treasure', 'bahaghari', ['animals', 'bohol', 'free-spins']),
    slot('boracay-sunset', 'Boracay Sunset', 'tala', ['beach', 'ways'], 10),
    slot('pista-spins', 'Pista Spins', 'bahaghari', ['fiesta', 'multiplier']),
    game('banca-frenzy', 'Banca Frenzy', 'fishing', 'dagat', ['multiplayer', 'boat'], 10),
    game('butanding-royale', 'Butanding Royale', 'fishing', 'dagat', ['boss', 'jackpot', 'whale-shark'], 20),
    game('coral-kingdom', 'Coral Kingdom', 'fishing', 'dagat', ['multiplayer', 'reef'], 10),
    game('dragon-tide-fishing', 'Dragon Tide Fishing', 'fishing', 'jade-lantern', ['asian', 'boss'], 20),
    game('speed-baccarat', 'Speed Baccarat', 'table', 'jade-lantern', ['baccarat', 'cards', 'fast'], 1_000),
    game('sic-bo-dragon', 'Sic Bo Dragon', 'table', 'jade-lantern', ['sic-bo', 'dice', 'asian'], 500),
    game('blackjack-classic', 'Blackjack Classic', 'table', 'lakan', ['blackjack', 'cards', '21'], 1_000),
    game('roulette-gold', 'Roulette Gold', 'table', 'lakan', ['roulette', 'european'], 500),
    game('dragon-tiger', 'Dragon Tiger', 'table', 'jade-lantern', ['cards', 'asian'], 500),
    game(
      'live-speed-baccarat',
      'Live Speed Baccarat',
      'live',
      'mayon-live',
      ['baccarat', 'dealer', 'fast'],
      2_000,
    ),
    game('live-roulette-mayon', 'Live Roulette Mayon', 'live', 'mayon-live', ['roulette', 'dealer'], 1_000),
    game('live-sic-bo', 'Live Sic Bo', 'live', 'mayon-live', ['sic-bo', 'dice', 'dealer'], 1_000),
    game('live-blackjack', 'Live Blackjack', 'live', 'mayon-live', ['blackjack', 'dealer', '21'], 5_000),
    game('saranggola-crash', 'Saranggola Crash', 'arcade', 'tala', ['crash', 'kite', 'multiplier'], 10),
    game('plinko-bituin', 'Plinko Bituin', 'arcade', 'tala', ['plinko', 'stars'], 10),
    game('plinko-fiesta', 'Plinko Fiesta', 'arcade', 'bahaghari', ['plinko', 'fiesta'], 10),
    game('hi-lo-baraha', 'Hi-Lo Baraha', 'arcade', 'lakan', ['cards', 'hi-lo'], 10),
  ],
}

/** Every platform of the seed, Originals first. */
export const PLATFORM_SEEDS: readonly PlatformSeed[] = [ORIGINALS_SEED, HUBPLAY_SEED]

/** The thumbnail of a game: drawn by the web app's art script and served from its public folder. */
export function thumbnailPath(code: string): string {
  return `/games/${code}.svg`
}
