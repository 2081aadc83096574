import type { ChildProcess } from 'node:child_process'

import { ERRORS } from '@panalo/contract/errors'

import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.ts'
import { checkFloors, floorsFor, wageringGateFailures } from './chaos-floors.ts'
import {
  balanceMismatches,
  chaosSecrets,
  driveClients,
  mustRun,
  Tally,
  type Player,
  weighted,
} from './chaos-load.ts'
import { chaosPlayers, chaosServer } from './chaos-server.ts'
import { postgresServer } from './postgres.ts'

/**
 * chaos:ledger — a mixed load of deposits (signed gateway webhooks), provider bets and wins,
 * withdrawals and safebox moves over many players, while the server is killed with SIGKILL and
 * restarted several times. Clients retry every operation with the same key until they get a
 * definitive answer, as real clients and gateways do. At the end every player's balances must equal
 * what the acknowledged operations add up to (nothing lost, nothing applied twice), the ledger's
 * invariant checker must print OK, and every kind of operation must have been acknowledged at least
 * its floor of times (a run refused everything proves nothing). Not part of `npm test`: it takes a
 * minute or two and kills processes.
 *
 * Runs against PostgreSQL (CHAOS_PG_URL, default the local server), on a database of its own.
 */

const SERVER_URL = process.env.CHAOS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PLAYERS = Number(process.env.CHAOS_PLAYERS ?? 24)
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 16)
const DURATION_S = Number(process.env.CHAOS_DURATION ?? 60)
const KILLS = Number(process.env.CHAOS_KILLS ?? 5)
const DATABASE = 'panalo_chaos'
/**
 * Acknowledgements per minute below which the run fails: a third or less of what a run gets through
 * with its five kills while the shared two-core machine is busy (bench/results/chaos-db.md).
 */
const FLOORS_PER_MINUTE = { deposits: 80, bets: 300, wins: 300, withdrawals: 10, safebox: 80 }

const secrets = chaosSecrets('chaos')
const { databaseUrl, recreateDatabase } = postgresServer(SERVER_URL)
await recreateDatabase(DATABASE)

// --- the server, killed and restarted -------------------------------------------------------------
const chaos = await chaosServer({ secrets, databaseUrl: databaseUrl(DATABASE), name: 'chaos', dataDir: true })
let server: ChildProcess | null = null

async function startServer(): Promise<void> {
  server = chaos.spawn()
  await chaos.ready()
}

function killServer(): Promise<void> {
  return new Promise((resolve) => {
    const child = server
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

await startServer()

// --- players --------------------------------------------------------------------------------------
const tally = new Tally()
const { operator, client, players, operations } = await chaosPlayers(chaos, secrets, {
  count: PLAYERS,
  tally,
})
// Three withdrawals a Manila day each (the seeded rule) would stop the withdrawals after 72.
await mustRun(operator, 'withdrawals:settings', '--daily', '1000')
console.log(`chaos:ledger — ${PLAYERS} players, ${CLIENTS} clients, ${DURATION_S} s, ${KILLS} SIGKILLs`)

// --- operations under kills -----------------------------------------------------------------------
// More bets than deposits need, so that turnover is met and withdrawals get through.
const nextOperation = weighted<(player: Player) => Promise<void>>([
  [2, (player) => operations.deposit(player)],
  [10, (player) => operations.betAndWin(player)],
  [2, (player) => operations.withdraw(player)],
  [3, (player) => operations.safeboxMove(player)],
])

async function killer(): Promise<number> {
  let kills = 0
  const interval = (DURATION_S * 1000) / (KILLS + 1)
  for (let n = 0; n < KILLS; n++) {
    await new Promise((resolve) => setTimeout(resolve, interval * (0.6 + Math.random() * 0.8)))
    await killServer()
    kills++
    console.log(`  SIGKILL ${kills}/${KILLS}; restarting`)
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1_200))
    await startServer()
  }
  return kills
}

const started = Date.now()
let stopping = false
const load = driveClients(CLIENTS, players, nextOperation, () => stopping)
const kills = await killer()
const remaining = DURATION_S * 1000 - (Date.now() - started)
if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
stopping = true
await load

// --- the verdict ----------------------------------------------------------------------------------
const mismatches = await balanceMismatches(operator.db, players)
const check = await checkLedger(operator.db)
await operator.close()
await killServer()

const floors = checkFloors(tally.acknowledged, floorsFor(FLOORS_PER_MINUTE, DURATION_S))
console.log(`  acknowledged (floor): ${floors.lines.join(', ')}`)
console.log(`  refused by the rules: ${tally.refusals()}`)
console.log(`  ${client.retries} retried deliveries; ${kills} kills`)
console.log(`  ledger:check: ${check.ok ? 'OK' : check.violations.join('\n    ')}`)
if (mismatches.length === 0) console.log('  balances: every player matches the acknowledged operations')
for (const mismatch of mismatches) console.log(`  MISMATCH ${mismatch}`)
for (const failure of floors.failures) console.log(`  FLOOR ${failure}`)
const wagering = wageringGateFailures(
  tally.acknowledged.withdrawals ?? 0,
  tally.refused.get(`exchange ${ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code}`) ?? 0,
)
for (const failure of wagering) console.log(`  WAGERING ${failure}`)
process.exit(
  check.ok && mismatches.length === 0 && floors.failures.length === 0 && wagering.length === 0 ? 0 : 1,
)
