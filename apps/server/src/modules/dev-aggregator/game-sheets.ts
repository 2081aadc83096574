import { createHash } from 'node:crypto'

import {
  DEV_CHANCE_TOTAL,
  type DevGameSheet,
  type DevOutcomeSheet,
  type DevPaytable,
  type DevSlotSymbol,
  type DevWagerSheet,
} from '@panalo/contract/dev-aggregator'

import { HUBPLAY_SEED, thumbnailPath, type GameSeed } from '../../seed/games/catalogue.ts'

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

/** A stable number 0…n−1 from a game code, so each game gets its own RTP and paytable. */
function pick(code: string, salt: string, n: number): number {
  return createHash('sha256').update(`${salt}:${code}`).digest().readUInt32BE(0) % n
}

/** The target RTP of a game, 95.00–97.00 %, as a fraction. */
function targetRtp(code: string): number {
  return (9_500 + pick(code, 'rtp', 201)) / 10_000
}

/** RTP in hundredths of a percent of a set of outcomes (chances of DEV_CHANCE_TOTAL, returns in hundredths). */
export function rtpOf(outcomes: readonly { chance: number; returns: number }[]): number {
  const paid = outcomes.reduce((sum, outcome) => sum + outcome.chance * outcome.returns, 0)
  return Math.floor((paid * 100) / DEV_CHANCE_TOTAL)
}

/** A wager from (label, exact probability, returns) rows; what the rounding leaves goes to the last row. */
function wager(id: string, label: string, rows: [string, number, number][]): DevWagerSheet {
  const outcomes: DevOutcomeSheet[] = rows.map(([text, probability, returns], index) => ({
    id: `o${index}`,
    label: text,
    chance: Math.floor(probability * DEV_CHANCE_TOTAL),
    returns,
  }))
  const used = outcomes.reduce((sum, outcome) => sum + outcome.chance, 0)
  const last = outcomes.at(-1)
  if (last) last.chance += DEV_CHANCE_TOTAL - used
  return { id, label, rtp: rtpOf(outcomes), outcomes }
}

/** A wager that wins `returns` with the chance that gives the target RTP, and loses otherwise. */
function hitOrMiss(id: string, label: string, returns: number, rtp: number, hit: string, miss: string) {
  return wager(id, label, [
    [hit, (rtp * 100) / returns, returns],
    [miss, 1 - (rtp * 100) / returns, 0],
  ])
}

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

function slotsPaytable(seed: GameSeed): DevPaytable {
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

function fishingPaytable(seed: GameSeed): DevPaytable {
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

/** Table games by family: published odds, real payouts (the 8-deck baccarat figures, single-zero roulette). */
function tablePaytable(seed: GameSeed): DevPaytable {
  const has = (tag: string) => seed.tags.includes(tag)
  if (has('baccarat')) {
    const [banker, player, tie] = [0.458597, 0.446247, 0.095156]
    return {
      engine: 'table',
      look: 'cards',
      wagers: [
        wager('player', 'Player', [
          ['Player wins', player, 200],
          ['Tie: stake back', tie, 100],
          ['Banker wins', banker, 0],
        ]),
        wager('banker', 'Banker', [
          ['Banker wins', banker, 195],
          ['Tie: stake back', tie, 100],
          ['Player wins', player, 0],
        ]),
        wager('tie', 'Tie', [
          ['Tie', tie, 900],
          ['No tie', 1 - tie, 0],
        ]),
      ],
    }
  }
  if (has('roulette')) {
    return {
      engine: 'table',
      look: 'wheel',
      wagers: [
        wager('red', 'Red', [
          ['Red', 18 / 37, 200],
          ['Black or 0', 19 / 37, 0],
        ]),
        wager('black', 'Black', [
          ['Black', 18 / 37, 200],
          ['Red or 0', 19 / 37, 0],
        ]),
        wager('dozen', '1–12', [
          ['1 to 12', 12 / 37, 300],
          ['13 to 36 or 0', 25 / 37, 0],
        ]),
        wager('zero', 'Zero', [
          ['0', 1 / 37, 3_600],
          ['1 to 36', 36 / 37, 0],
        ]),
      ],
    }
  }
  if (has('sic-bo')) {
    return {
      engine: 'table',
      look: 'dice',
      wagers: [
        wager('small', 'Small 4–10', [
          ['Small', 105 / 216, 200],
          ['Big or a triple', 111 / 216, 0],
        ]),
        wager('big', 'Big 11–17', [
          ['Big', 105 / 216, 200],
          ['Small or a triple', 111 / 216, 0],
        ]),
        wager('triple', 'Any triple', [
          ['A triple', 6 / 216, 3_100],
          ['No triple', 210 / 216, 0],
        ]),
      ],
    }
  }
  if (has('blackjack')) {
    return {
      engine: 'table',
      look: 'cards',
      wagers: [
        wager('deal', 'Deal a hand', [
          ['Blackjack', 0.0453, 250],
          ['You beat the dealer', 0.3827, 200],
          ['Push: stake back', 0.0848, 100],
          ['Dealer wins', 0.4872, 0],
        ]),
      ],
    }
  }
  if (has('perya')) {
    const colours = ['Red', 'Blue', 'Yellow', 'Green', 'White', 'Pink']
    return {
      engine: 'table',
      look: 'dice',
      wagers: colours.map((colour) =>
        wager(colour.toLowerCase(), colour, [
          [`Three ${colour}`, 1 / 216, 400],
          [`Two ${colour}`, 15 / 216, 300],
          [`One ${colour}`, 75 / 216, 200],
          [`No ${colour}`, 125 / 216, 0],
        ]),
      ),
    }
  }
  // Dragon Tiger: one card each, higher wins; a tie takes half of a Dragon or Tiger bet.
  return {
    engine: 'table',
    look: 'cards',
    wagers: [
      wager('dragon', 'Dragon', [
        ['Dragon wins', 6 / 13, 200],
        ['Tie: half back', 1 / 13, 50],
        ['Tiger wins', 6 / 13, 0],
      ]),
      wager('tiger', 'Tiger', [
        ['Tiger wins', 6 / 13, 200],
        ['Tie: half back', 1 / 13, 50],
        ['Dragon wins', 6 / 13, 0],
      ]),
      wager('tie', 'Tie', [
        ['Tie', 1 / 13, 1_200],
        ['No tie', 12 / 13, 0],
      ]),
    ],
  }
}

/** Binomial chances of a ball's nine landing slots after eight pegs. */
const PLINKO_WAYS = [1, 8, 28, 56, 70, 56, 28, 8, 1]
const PLINKO_PAYS = [500, 200, 120, 90, 50, 90, 120, 200, 500]

function arcadePaytable(seed: GameSeed): DevPaytable {
  const rtp = targetRtp(seed.code)
  if (seed.tags.includes('plinko')) {
    return {
      engine: 'arcade',
      look: 'plinko',
      wagers: [
        wager(
          'drop',
          'Drop a ball',
          PLINKO_WAYS.map((ways, index) => {
            const pays = PLINKO_PAYS[index] ?? 0
            return [`Landed on ${pays / 100}×`, ways / 256, pays] as [string, number, number]
          }),
        ),
      ],
    }
  }
  if (seed.tags.includes('hi-lo')) {
    const pays = Math.floor((rtp * 100 * 52) / 24)
    return {
      engine: 'arcade',
      look: 'cards',
      wagers: [
        wager('higher', 'Higher than 7', [
          ['8 to K', 24 / 52, pays],
          ['A to 7', 28 / 52, 0],
        ]),
        wager('lower', 'Lower than 7', [
          ['A to 6', 24 / 52, pays],
          ['7 to K', 28 / 52, 0],
        ]),
      ],
    }
  }
  // Crash: the player picks the multiplier to cash out at before the flight.
  return {
    engine: 'arcade',
    look: 'crash',
    wagers: [150, 200, 300, 500, 1_000, 5_000].map((target) =>
      hitOrMiss(
        `x${target}`,
        `Cash out at ${target / 100}×`,
        target,
        rtp,
        `Cashed out at ${target / 100}×`,
        `Crashed before ${target / 100}×`,
      ),
    ),
  }
}

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
