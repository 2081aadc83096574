import type { DevGameSheet } from '@panalo/contract/dev-aggregator'

import { HUBPLAY_SEED, thumbnailPath, type GameSeed } from '@panalo/catalogue/games'
import { fishingPaytable, slotsPaytable } from './machine-paytables.ts'
import { rtpOf } from './paytable-rules.ts'
import { arcadePaytable, tablePaytable } from './table-paytables.ts'

/**
 * The development aggregator's own catalogue: a sheet (paytable, RTP, stakes, look) for every game of
 * the HubPlay seed, keyed by the provider's game code. A real aggregator keeps its catalogue; ours is
 * drawn from the same invented seed so the two always match. Every chance is a whole number of parts
 * of DEV_CHANCE_TOTAL and every RTP is computed from them, so what the page shows is exact.
 */

const STUDIO_PALETTES: Record<string, [string, string]> = {
  bahaghari: ['#6d28d9', '#f59e0b'],
  lakan: ['#991b1b', '#f59e0b'],
  tala: ['#0e7490', '#a3e635'],
  'jade-lantern': ['#065f46', '#fbbf24'],
  dagat: ['#075985', '#22d3ee'],
  'mayon-live': ['#7f1d1d', '#fb923c'],
}

export { rtpOf } from './paytable-rules.ts'

/** Stakes from the game's minimum bet, up to ₱1,000. */
function stakesFrom(minBet: number): number[] {
  return [1, 2, 5, 10, 20, 50, 100].map((times) => minBet * times).filter((stake) => stake <= 100_000)
}

function sheetOf(seed: GameSeed): DevGameSheet {
  const engine = seed.type === 'live' ? 'table' : seed.type
  const paytable =
    engine === 'slots'
      ? slotsPaytable(seed)
      : engine === 'fishing'
        ? fishingPaytable(seed)
        : engine === 'table'
          ? tablePaytable(seed)
          : arcadePaytable(seed)
  const rtp =
    paytable.engine === 'slots'
      ? rtpOf(paytable.symbols.map((symbol) => ({ chance: symbol.chance, returns: symbol.pays })))
      : Math.max(...paytable.wagers.map((entry) => entry.rtp))
  return {
    code: seed.providerGameCode,
    name: seed.name,
    studio: HUBPLAY_SEED.brands.find((brand) => brand.code === seed.brand)?.name ?? 'HubPlay',
    engine,
    live: seed.type === 'live',
    art: thumbnailPath(seed.code),
    palette: STUDIO_PALETTES[seed.brand] ?? ['#334155', '#f59e0b'],
    rtp,
    stakes: stakesFrom(seed.minBet),
    paytable,
  }
}

/** Every game the development aggregator plays, by the provider's game code. */
export const DEV_GAME_SHEETS: ReadonlyMap<string, DevGameSheet> = new Map(
  HUBPLAY_SEED.games.map((seed) => [seed.providerGameCode, sheetOf(seed)]),
)
