import { availableParallelism, cpus } from 'node:os'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

import { COLOR_GAME, exactRtpColorGame, rollColorGame, settleColorGame } from '@panalo/fair/color-game'
import { exactRtpMines, minePositions, settleMines } from '@panalo/fair/mines'
import { roundBytes, type SeedPair } from '@panalo/fair/outcome'
import { spinPanaloFortune } from '@panalo/fair/panalo-fortune'
import { exactRtpPanaloFortune } from '@panalo/fair/panalo-fortune-rtp'
import { rationalToNumber, type Rational } from '@panalo/fair/rational'
import {
  addReturn,
  createReturnStats,
  mergeReturnStats,
  summarizeReturns,
  type ReturnStats,
} from '@panalo/fair/rtp-stats'

/**
 * RTP simulation of the Panalo Originals (ARCHITECTURE.md: "Every game's RTP is derived from its
 * paytable and confirmed by simulation"). Round i of a game is drawn by the real draw code from a
 * fixed seed pair with nonce = i, so a run is reproducible; the HMAC per round is the true cost. The
 * rounds are split across worker threads (BENCH_WORKERS, default one per CPU) and their statistics
 * merged. For each game: measured RTP with its 99 % interval, against the exact RTP.
 * BENCH_ROUNDS overrides the ten million rounds per game. Exits 1 if an interval misses.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000)
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism())
const SEEDS: SeedPair = {
  serverSeed: '5f3a9c1d7e2b4a6f8c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b',
  clientSeed: 'bench-rtp',
  nonce: 0,
}
const SLOT_BET = 100
const COLOUR_BET = COLOR_GAME.bet.min
// Mines strategy: 3 mines, reveal tiles 0–4 in order, cash out after the fifth. Mine positions are
// uniform, so a fixed order is as good as any.
const MINES = 3
const MINES_PICKS = [0, 1, 2, 3, 4]
const MINES_STAKE = 1000

/** Each game's round, as a return per unit staked. */
const GAMES = {
  fortune: (seeds: SeedPair) => spinPanaloFortune(seeds, SLOT_BET).totalWin / SLOT_BET,
  colour: (seeds: SeedPair) =>
    settleColorGame(rollColorGame(seeds), [{ colour: 'red', amount: COLOUR_BET }]).payout / COLOUR_BET,
  mines: (seeds: SeedPair) =>
    settleMines(minePositions(seeds, MINES), MINES_PICKS, MINES_STAKE).payout / MINES_STAKE,
}
type Game = keyof typeof GAMES

interface Slice {
  game: Game
  from: number
  to: number
}

/** Plays nonces [from, to) of a game. */
function playSlice({ game, from, to }: Slice): ReturnStats {
  const play = GAMES[game]
  const stats = createReturnStats()
  // One seed object, nonce advanced in place: the draw functions copy what they keep.
  const seeds = { ...SEEDS }
  for (let nonce = from; nonce < to; nonce++) {
    seeds.nonce = nonce
    addReturn(stats, play(seeds))
  }
  return stats
}

function playInWorker(slice: Slice): Promise<ReturnStats> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: slice })
    worker.once('message', (stats: ReturnStats) => resolve(stats))
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`RTP worker exited with ${code}.`))
    })
  })
}

const format = (value: number, digits = 6) => value.toFixed(digits)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function simulate(game: Game, title: string, exact: Rational): Promise<boolean> {
  const started = performance.now()
  const bounds = Array.from({ length: WORKERS + 1 }, (_, index) => Math.round((ROUNDS * index) / WORKERS))
  const parts = await Promise.all(
    bounds.slice(1).map((to, index) => playInWorker({ game, from: bounds[index] ?? 0, to })),
  )
  const elapsed = performance.now() - started
  const { rounds, mean, sd, low, high } = summarizeReturns(
    parts.reduce(mergeReturnStats, createReturnStats()),
  )
  const exactValue = rationalToNumber(exact)
  const contains = low <= exactValue && exactValue <= high
  console.log(`\n${title}`)
  console.log(`  rounds         ${rounds.toLocaleString('en-US')}`)
  console.log(`  measured RTP   ${format(mean)}  (sd of one round ${format(sd, 4)})`)
  console.log(`  99% interval   [${format(low)}, ${format(high)}]`)
  console.log(`  exact RTP      ${format(exactValue, 10)}  = ${exact.num}/${exact.den}`)
  console.log(`  contains exact ${contains ? 'yes' : 'NO'}`)
  const perRound = (elapsed * 1000 * WORKERS) / rounds
  console.log(`  time           ${seconds(elapsed)} wall, ${perRound.toFixed(2)} µs per round per thread`)
  return contains
}

async function main(): Promise<void> {
  if (!Number.isSafeInteger(ROUNDS) || ROUNDS < 2) throw new Error('BENCH_ROUNDS must be an integer ≥ 2.')
  if (!Number.isSafeInteger(WORKERS) || WORKERS < 1) throw new Error('BENCH_WORKERS must be an integer ≥ 1.')
  console.log(
    `RTP simulation: ${ROUNDS.toLocaleString('en-US')} rounds per game on ${WORKERS} worker threads`,
  )
  console.log(`Node ${process.version}, ${availableParallelism()} × ${cpus()[0]?.model ?? 'unknown CPU'}`)

  const sample = 200_000
  const hmacStarted = performance.now()
  for (let nonce = 0; nonce < sample; nonce++) roundBytes({ ...SEEDS, nonce }, 0)
  const hmacMicros = ((performance.now() - hmacStarted) * 1000) / sample
  console.log(`HMAC-SHA256 round (@noble/hashes), one thread: ${hmacMicros.toFixed(2)} µs`)

  const enumerationStarted = performance.now()
  const slot = exactRtpPanaloFortune()
  console.log(
    `Panalo Fortune exact RTP: ${slot.combinations.toLocaleString('en-US')} stop combinations enumerated ` +
      `in ${seconds(performance.now() - enumerationStarted)}`,
  )

  const started = performance.now()
  const results = [
    await simulate('fortune', 'Panalo Fortune (₱1.00 per spin, free spins included)', slot.total),
    await simulate('colour', 'Color Game (₱1.00 on red each round)', exactRtpColorGame('red')),
    await simulate(
      'mines',
      `Mines (${MINES} mines, cash out after ${MINES_PICKS.length} safe reveals, ` +
        `₱${MINES_STAKE / 100} stake)`,
      exactRtpMines(MINES, MINES_PICKS.length, MINES_STAKE),
    ),
  ]
  console.log(`\nAll simulations: ${seconds(performance.now() - started)}`)
  if (results.includes(false)) process.exitCode = 1
}

if (isMainThread) await main()
else parentPort?.postMessage(playSlice(workerData as Slice))
