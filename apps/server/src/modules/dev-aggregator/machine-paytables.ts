import { DEV_CHANCE_TOTAL, type DevPaytable, type DevSlotSymbol } from '@panalo/contract/dev-aggregator'

import type { GameSeed } from '@panalo/catalogue/games'
import { hitOrMiss, pick, targetRtp } from './paytable-rules.ts'

/** The paytables of the machine games: slots (symbols on a line) and fishing (targets and their pays). */

const SLOT_GLYPHS: DevSlotSymbol['glyph'][] = [
  'seven',
  'crown',
  'gem',
  'bell',
  'star',
  'coin',
  'leaf',
  'wave',
]
const GLYPH_NAMES: Record<DevSlotSymbol['glyph'], string> = {
  seven: 'Lucky 7',
  crown: 'Crown',
  gem: 'Gem',
  bell: 'Bell',
  star: 'Star',
  coin: 'Coin',
  leaf: 'Leaf',
  wave: 'Wave',
}
/** What three of each symbol return (hundredths), rarest first: low, medium and high volatility. */
const SLOT_LADDERS = [
  [2_500, 1_000, 500, 300, 200, 150],
  [5_000, 2_000, 800, 400, 250, 150],
  [10_000, 3_000, 1_000, 500, 300, 200],
]
/** How much likelier each symbol is than the rarest, in the same order. */
const SLOT_SHAPE = [1, 3, 8, 20, 45, 80]

export function slotsPaytable(seed: GameSeed): DevPaytable {
  const rtp = targetRtp(seed.code)
  const ladder = SLOT_LADDERS[pick(seed.code, 'ladder', SLOT_LADDERS.length)] ?? SLOT_LADDERS[1]
  const scale =
    (rtp * DEV_CHANCE_TOTAL * 100) / SLOT_SHAPE.reduce((sum, s, i) => sum + s * (ladder?.[i] ?? 0), 0)
  // Six of the eight drawings, in an order of the game's own.
  const offset = pick(seed.code, 'glyphs', SLOT_GLYPHS.length)
  const symbols = SLOT_SHAPE.map((shape, index): DevSlotSymbol => {
    const glyph = SLOT_GLYPHS[(offset + index) % SLOT_GLYPHS.length] ?? 'star'
    return {
      id: index,
      name: GLYPH_NAMES[glyph],
      glyph,
      pays: ladder?.[index] ?? 0,
      chance: Math.floor(scale * shape),
    }
  })
  return { engine: 'slots', symbols }
}

const FISH = [
  ['Dilis', 200],
  ['Galunggong', 300],
  ['Bangus', 500],
  ['Lapu-lapu', 1_000],
  ['Tuna', 2_000],
] as const
const BOSSES: Record<string, [string, number]> = {
  'perlas-fishing': ['Giant Clam', 5_000],
  'banca-frenzy': ['Blue Marlin', 5_000],
  'butanding-royale': ['Butanding', 10_000],
  'coral-kingdom': ['Coral King', 5_000],
  'dragon-tide-fishing': ['Sea Dragon', 10_000],
}

export function fishingPaytable(seed: GameSeed): DevPaytable {
  const rtp = targetRtp(seed.code)
  const [boss, bossPays] = BOSSES[seed.code] ?? ['Boss', 5_000]
  const fish = [...FISH, [boss, bossPays] as const]
  return {
    engine: 'fishing',
    look: 'pond',
    wagers: fish.map(([name, pays], index) =>
      hitOrMiss(`f${index}`, name, pays, rtp, `${name} caught`, `${name} got away`),
    ),
  }
}
