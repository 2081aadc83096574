import { createFloatReader, scaleToInt, type SeedPair } from './outcome.ts'

/**
 * Panalo Fortune: a 5×3 video slot with 20 fixed paylines, a wild, a scatter and free spins. The
 * server draws rounds with spinPanaloFortune and the browser verifier replays them with the same code;
 * panalo-fortune-rtp.ts derives the exact return to player from this configuration.
 */
export interface SlotSymbol {
  readonly id: string
  readonly name: string
  /** The wild substitutes for every symbol but the scatter; the scatter pays anywhere. */
  readonly role: 'wild' | 'scatter' | 'high' | 'low'
}

export interface SlotConfig {
  readonly symbols: readonly SlotSymbol[]
  /** Per reel, its strip: a stop shows strip[stop], strip[stop + 1], … top to bottom, wrapping. */
  readonly reels: readonly (readonly string[])[]
  readonly rows: number
  /** Per payline, the row (0 = top) it crosses on each reel. */
  readonly paylines: readonly (readonly number[])[]
  /**
   * In line bets (total bet ÷ paylines), for 3, 4 and 5 of a kind from the leftmost reel. The wild's
   * entry pays a line that starts with wilds alone.
   */
  readonly linePays: Readonly<Record<string, readonly number[]>>
  /** In total bets, by the number of scatters anywhere in the window (index = count). */
  readonly scatterPays: readonly number[]
  /** Free spins awarded by the number of scatters (index = count), in the base game and in free spins. */
  readonly freeSpinsAwarded: readonly number[]
  /** Every win of a free spin, line and scatter, is multiplied by this. */
  readonly freeSpinMultiplier: number
  /** Total bet per spin, in hundredths of a peso. The step is a multiple of the payline count. */
  readonly bet: { readonly min: number; readonly max: number; readonly step: number }
}

const strip = (symbols: string): readonly string[] => symbols.split(' ')

/**
 * The game as offered. Its exact RTP is 0.95999926… (panalo-fortune-rtp.ts). Changing any number here
 * changes the RTP: re-run the RTP tests and the known-answer vectors, which pin this configuration.
 */
export const PANALO_FORTUNE: SlotConfig = {
  symbols: [
    { id: 'jeepney', name: 'Jeepney', role: 'wild' },
    { id: 'parol', name: 'Parol', role: 'scatter' },
    { id: 'tarsier', name: 'Tarsier', role: 'high' },
    { id: 'carabao', name: 'Carabao', role: 'high' },
    { id: 'sampaguita', name: 'Sampaguita', role: 'high' },
    { id: 'mango', name: 'Mango', role: 'high' },
    { id: 'a', name: 'A', role: 'low' },
    { id: 'k', name: 'K', role: 'low' },
    { id: 'q', name: 'Q', role: 'low' },
    { id: 'j', name: 'J', role: 'low' },
    { id: 'ten', name: '10', role: 'low' },
  ],
  // The RTP depends only on how many of each symbol a strip holds, and on no reel showing two parols
  // at once; the order spreads symbols so that no symbol sits next to itself.
  reels: [
    strip(
      'ten q j mango k a sampaguita jeepney ten carabao tarsier q j ten k mango parol a sampaguita ' +
        'ten q j k jeepney ten carabao tarsier mango a sampaguita q j ten k',
    ),
    strip(
      'j k a ten q sampaguita jeepney mango tarsier carabao j k a ten q parol sampaguita j k ' +
        'jeepney mango a ten q j k tarsier carabao sampaguita jeepney mango a ten j q k',
    ),
    strip(
      'ten k q a j jeepney mango carabao sampaguita tarsier ten k q a j jeepney mango ten carabao ' +
        'parol sampaguita k q a j ten tarsier jeepney mango carabao sampaguita k q a ten j',
    ),
    strip(
      'j q a ten k mango carabao sampaguita jeepney tarsier j ten q a k mango carabao parol sampaguita ' +
        'j jeepney ten q a k mango j ten tarsier carabao sampaguita jeepney q a k mango j ten',
    ),
    strip(
      'j k q mango ten a sampaguita carabao j tarsier jeepney k q mango ten a j sampaguita k ' +
        'carabao q parol j mango ten a k q j tarsier jeepney sampaguita carabao mango ten k a j q',
    ),
  ],
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 2, 1, 0, 1],
    [1, 0, 1, 2, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
  ],
  linePays: {
    jeepney: [50, 250, 1000],
    tarsier: [30, 120, 500],
    carabao: [25, 100, 300],
    sampaguita: [20, 75, 200],
    mango: [15, 50, 150],
    a: [10, 30, 100],
    k: [8, 25, 80],
    q: [6, 20, 60],
    j: [5, 15, 50],
    ten: [5, 10, 40],
  },
  scatterPays: [0, 0, 0, 3, 20, 100],
  freeSpinsAwarded: [0, 0, 0, 12, 15, 20],
  freeSpinMultiplier: 3,
  // ₱1.00 to ₱1,000.00 in steps of ₱0.20, so a line bet is always a whole number of hundredths.
  bet: { min: 100, max: 100_000, step: 20 },
}

/** The configuration by symbol index, checked, in the shape the hot loops want. */
export interface CompiledSlot {
  readonly config: SlotConfig
  readonly symbolIds: readonly string[]
  readonly wild: number
  readonly scatter: number
  /** Per reel, the strip as symbol indices. */
  readonly strips: readonly Uint8Array[]
  /** pays[symbol][count]: line pay in line bets for `count` of a kind from the left (0 below three). */
  readonly pays: readonly (readonly number[])[]
}

const compiled = new WeakMap<SlotConfig, CompiledSlot>()

/** Checks a configuration and indexes it by symbol; computed once per configuration object. */
export function compileSlot(config: SlotConfig): CompiledSlot {
  const cached = compiled.get(config)
  if (cached) return cached
  const symbolIds = config.symbols.map((symbol) => symbol.id)
  const indexOf = (id: string): number => {
    const index = symbolIds.indexOf(id)
    if (index < 0) throw new Error(`Unknown slot symbol ${id}.`)
    return index
  }
  const roles = (role: SlotSymbol['role']) => config.symbols.filter((symbol) => symbol.role === role)
  const [wild, scatter] = [roles('wild'), roles('scatter')]
  if (wild.length !== 1 || scatter.length !== 1 || !wild[0] || !scatter[0])
    throw new Error('A slot has exactly one wild and one scatter.')
  const reelCount = config.reels.length
  if (new Set(symbolIds).size !== symbolIds.length) throw new Error('Slot symbol ids must be unique.')
  if (config.paylines.some((line) => line.length !== reelCount || line.some((row) => row >= config.rows)))
    throw new Error('Every payline crosses every reel within the window.')
  if (config.reels.some((reel) => reel.length < config.rows))
    throw new Error('A strip is shorter than the window.')
  if (config.bet.step % config.paylines.length !== 0 || config.bet.min % config.bet.step !== 0)
    throw new Error('Bets must split into whole hundredths per payline.')
  const pays = symbolIds.map((id) => {
    const byCount = config.linePays[id] ?? []
    // Index by count: nothing for fewer than three of a kind.
    return Array.from({ length: reelCount + 1 }, (_, count) => (count >= 3 ? (byCount[count - 3] ?? 0) : 0))
  })
  for (const id of Object.keys(config.linePays)) indexOf(id)
  const result: CompiledSlot = {
    config,
    symbolIds,
    wild: indexOf(wild[0].id),
    scatter: indexOf(scatter[0].id),
    strips: config.reels.map((reel) => Uint8Array.from(reel, indexOf)),
    pays,
  }
  compiled.set(config, result)
  return result
}

/** A payline's win before the bet is applied: `pay` line bets for `count` of `symbol` (indices). */
export interface LinePay {
  symbol: number
  count: number
  pay: number
}

/**
 * The pay of one payline given its symbols left to right, or null. Leading wilds either pay as wilds
 * or stand in for the first other symbol; the line pays whichever is higher (the substitute on a tie).
 * A scatter ends the line. At most one win per line.
 */
export function evaluateLine(slot: CompiledSlot, symbols: ArrayLike<number>): LinePay | null {
  const length = symbols.length
  let wilds = 0
  while (wilds < length && symbols[wilds] === slot.wild) wilds++
  const wildPay = slot.pays[slot.wild]?.[wilds] ?? 0
  const first = symbols[wilds]
  let best: LinePay | null = wildPay > 0 ? { symbol: slot.wild, count: wilds, pay: wildPay } : null
  if (first === undefined || first === slot.scatter) return best
  let count = wilds + 1
  while (count < length && (symbols[count] === first || symbols[count] === slot.wild)) count++
  const pay = slot.pays[first]?.[count] ?? 0
  if (pay > 0 && pay >= wildPay) best = { symbol: first, count, pay }
  return best
}

export interface LineWin {
  /** Index into the config's paylines. */
  line: number
  symbol: string
  count: number
  /** Hundredths of a peso, with the free-spin multiplier applied. */
  amount: number
}

export interface SlotSpin {
  /** Per reel, the strip position shown on the top row. */
  stops: number[]
  /** grid[reel][row], row 0 on top: symbol ids. */
  grid: string[][]
  /** 1 in the base game, the free-spin multiplier in free spins. */
  multiplier: number
  lineWins: LineWin[]
  scatters: number
  /** Hundredths of a peso, multiplier applied. */
  scatterWin: number
  /** Free spins this spin awards (a trigger in the base game, a retrigger in free spins). */
  freeSpinsAwarded: number
  /** Line wins plus scatter win of this spin, in hundredths. */
  win: number
}

export interface SlotRound {
  /** Total bet in hundredths of a peso; free spins cost nothing and play at this bet. */
  bet: number
  base: SlotSpin
  freeSpins: SlotSpin[]
  /** Sum of every spin's win, in hundredths. */
  totalWin: number
}

/** Throws unless `bet` (hundredths) is a valid total bet for the slot. */
export function assertSlotBet(bet: number, config: SlotConfig = PANALO_FORTUNE): void {
  const { min, max, step } = config.bet
  if (!Number.isSafeInteger(bet) || bet < min || bet > max || bet % step !== 0)
    throw new RangeError(`A bet is ${min} to ${max} hundredths in steps of ${step}; got ${bet}.`)
}

/** Shows the window of one set of stops and pays it. Amounts in hundredths; exact, no rounding. */
export function evaluateSpin(
  slot: CompiledSlot,
  stops: readonly number[],
  lineBet: number,
  multiplier: number,
): SlotSpin {
  const { config, strips, symbolIds } = slot
  const window = strips.map((reel, index) =>
    Array.from({ length: config.rows }, (_, row) => reel[((stops[index] ?? 0) + row) % reel.length] ?? 0),
  )
  const lineWins: LineWin[] = []
  const onLine: number[] = []
  config.paylines.forEach((rows, line) => {
    onLine.length = 0
    rows.forEach((row, reel) => onLine.push(window[reel]?.[row] ?? 0))
    const result = evaluateLine(slot, onLine)
    if (result) {
      const amount = result.pay * lineBet * multiplier
      lineWins.push({ line, symbol: symbolIds[result.symbol] ?? '', count: result.count, amount })
    }
  })
  let scatters = 0
  for (const column of window) for (const symbol of column) if (symbol === slot.scatter) scatters++
  // More scatters than the table lists pay as the most it lists; the game's strips never show them.
  const byCount = (table: readonly number[]) => table[Math.min(scatters, table.length - 1)] ?? 0
  const scatterWin = byCount(config.scatterPays) * lineBet * config.paylines.length * multiplier
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.amount, scatterWin)
  return {
    stops: [...stops],
    grid: window.map((column) => column.map((symbol) => symbolIds[symbol] ?? '')),
    multiplier,
    lineWins,
    scatters,
    scatterWin,
    freeSpinsAwarded: byCount(config.freeSpinsAwarded),
    win,
  }
}

/**
 * Plays one paid spin and every free spin it leads to. Floats are read in order from the bet's seed
 * pair: the base spin takes floats 0–4 (one per reel, stop = scaleToInt(float, strip length)), free
 * spin k (from 0) takes floats 5 + 5k to 9 + 5k, across HMAC rounds as outcomeFloats numbers them.
 * Retriggers add spins with no limit: the expected number is finite (see panalo-fortune-rtp.ts).
 */
export function spinPanaloFortune(
  seeds: SeedPair,
  bet: number,
  config: SlotConfig = PANALO_FORTUNE,
): SlotRound {
  assertSlotBet(bet, config)
  const slot = compileSlot(config)
  const next = createFloatReader(seeds)
  const lineBet = bet / config.paylines.length
  const draw = (multiplier: number) =>
    evaluateSpin(
      slot,
      slot.strips.map((reel) => scaleToInt(next(), reel.length)),
      lineBet,
      multiplier,
    )
  const base = draw(1)
  const freeSpins: SlotSpin[] = []
  for (let left = base.freeSpinsAwarded; left > 0; left--) {
    const spin = draw(config.freeSpinMultiplier)
    freeSpins.push(spin)
    left += spin.freeSpinsAwarded
  }
  const totalWin = freeSpins.reduce((sum, spin) => sum + spin.win, base.win)
  return { bet, base, freeSpins, totalWin }
}
