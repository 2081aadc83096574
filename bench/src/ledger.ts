import { SCHEMA_FOLDERS } from '../../apps/server/src/config.ts'
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts'
import { applyMigrations } from '../../apps/server/src/db/migrate.ts'
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.ts'
import * as ledger from '../../apps/server/src/modules/ledger/ledger.service.ts'
import { postgresServer } from './postgres.ts'
import { quantile } from './stats.ts'

/**
 * bench:ledger — journals per second through ledger.post(), bet-shaped (debit a player's coins, credit
 * a house account, durable commit), against pgbench TPC-B on the same PostgreSQL in the same run; and
 * every bet crediting one shared house account against each worker crediting its own.
 * Goals (ARCHITECTURE.md, reference/performance.md L1 and L3): ≥ 1.0× TPC-B; shared ≥ 0.9× disjoint.
 *
 * ledger.post() commits concurrent posts together (group commit, db/group-commit.ts); a last, informational
 * measure turns that off, to show what it buys, and another puts the shared account on one row, to
 * show what the shards buy.
 *
 * Each measure runs BENCH_DURATION seconds in all, split into BENCH_ROUNDS rounds. Every round runs
 * each measure once, after a CHECKPOINT, starting one place further along the list than the round
 * before, so that load from other processes and the writes one measure leaves behind weigh on every
 * measure alike rather than on whichever came next.
 */
const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20)
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const CLIENTS = 16
const PLAYERS = 10_000
const LEDGER_DB = 'panalo_bench_ledger'
const PGBENCH_DB = 'panalo_bench_pgbench'

const { run, databaseUrl, adminQuery, recreateDatabase, pgbenchArgs } = postgresServer(SERVER_URL)

async function pgbench(seconds: number): Promise<number> {
  const { stdout } = await run('pgbench', [
    ...pgbenchArgs,
    '-M',
    'prepared',
    '-c',
    String(CLIENTS),
    '-j',
    '2',
    '-T',
    String(seconds),
    PGBENCH_DB,
  ])
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]
  if (!tps) throw new Error(`Could not read pgbench's output:\n${stdout}`)
  return Number(tps)
}

interface Measurement {
  journalsPerSecond: number
  p50: number
  p99: number
  failures: number
}

/** Latencies and counts of one kind of load, gathered over every round. */
class Tally {
  latencies: number[] = []
  seconds = 0
  failures = 0
  rounds: number[] = []

  add(latencies: number[], seconds: number, failures: number) {
    this.latencies.push(...latencies)
    this.seconds += seconds
    this.failures += failures
    this.rounds.push(latencies.length / seconds)
  }

  result(): Measurement {
    const sorted = [...this.latencies].sort((a, b) => a - b)
    return {
      journalsPerSecond: sorted.length / this.seconds,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      failures: this.failures,
    }
  }
}

/** CLIENTS workers posting bets back to back for `seconds`; `house(worker)` names the credited account. */
async function driveBets(
  database: Database,
  label: string,
  seconds: number,
  house: (worker: number) => string,
  tally?: Tally,
): Promise<void> {
  const deadline = performance.now() + seconds * 1000
  const latencies: number[] = []
  let failures = 0
  const worker = async (index: number) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const userId = 1 + Math.floor(Math.random() * PLAYERS)
      const amount = 1 + Math.floor(Math.random() * 500)
      const started = performance.now()
      try {
        await ledger.post(database.db, {
          idempotencyKey: `${label}:${index}:${n}`,
          kind: 'bet',
          postings: [
            { account: { userId, kind: 'coin' }, amount: -amount },
            { account: { house: house(index), asset: 'PHP' }, amount },
          ],
          metadata: { game: 'bench', round: n },
        })
        latencies.push(performance.now() - started)
      } catch {
        failures++
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => worker(index)))
  tally?.add(latencies, (performance.now() - started) / 1000, failures)
}

const { rows: settings } = await adminQuery(
  `select name, setting from pg_settings where name in ('server_version', 'synchronous_commit', 'fsync')`,
)
const setting = (name: string) => String(settings.find((row: { name: string }) => row.name === name)?.setting)
if (setting('synchronous_commit') !== 'on' || setting('fsync') !== 'on') {
  throw new Error(
    'bench:ledger measures durable commits: the server needs synchronous_commit=on and fsync=on',
  )
}

// The reference: pgbench TPC-B, scale 10, 16 clients, prepared statements.
await recreateDatabase(PGBENCH_DB)
await run('pgbench', [...pgbenchArgs, '-i', '-s', '10', '-q', PGBENCH_DB])

// The ledger: a fresh database, PLAYERS funded players, and the house accounts each mode credits.
await recreateDatabase(LEDGER_DB)
const database = await openDatabase({ kind: 'postgres', url: databaseUrl(LEDGER_DB), poolSize: CLIENTS })
await applyMigrations(database, SCHEMA_FOLDERS)
// The same database through a handle of its own that sends every post alone.
const unbatched = await openDatabase({ kind: 'postgres', url: databaseUrl(LEDGER_DB), poolSize: CLIENTS })
ledger.configureBatching(unbatched.db, { inFlight: CLIENTS, maxBatch: 1 })
await ledger.openHouseAccount(database.db, { code: 'gateway:bench', asset: 'PHP' })
await ledger.openHouseAccount(database.db, { code: 'provider:shared', asset: 'PHP' })
await ledger.openHouseAccount(database.db, { code: 'provider:one_row', asset: 'PHP', shards: 1 })
for (let worker = 0; worker < CLIENTS; worker++) {
  await ledger.openHouseAccount(database.db, { code: `provider:worker${worker}`, asset: 'PHP' })
}
let nextPlayer = 1
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    for (let userId = nextPlayer++; userId <= PLAYERS; userId = nextPlayer++) {
      await ledger.post(database.db, {
        idempotencyKey: `fund:${userId}`,
        kind: 'deposit',
        postings: [
          { account: { userId, kind: 'coin' }, amount: 100_000_000 },
          { account: { house: 'gateway:bench', asset: 'PHP' }, amount: -100_000_000 },
        ],
      })
    }
  }),
)

const modes = [
  { name: 'shared', database, house: () => 'provider:shared', tally: new Tally() },
  { name: 'disjoint', database, house: (worker: number) => `provider:worker${worker}`, tally: new Tally() },
  { name: 'one-row', database, house: () => 'provider:one_row', tally: new Tally() },
  { name: 'no-group', database: unbatched, house: () => 'provider:shared', tally: new Tally() },
] as const
const tpcbRounds: number[] = []
const roundSeconds = DURATION_S / ROUNDS
const measures: (() => Promise<void>)[] = [
  async () => {
    tpcbRounds.push(await pgbench(roundSeconds))
  },
  ...modes.map((mode) => async () => {
    await driveBets(
      mode.database,
      `${mode.name}-${mode.tally.rounds.length}`,
      roundSeconds,
      mode.house,
      mode.tally,
    )
  }),
]

await pgbench(WARMUP_S)
for (const mode of modes) await driveBets(mode.database, `${mode.name}-warmup`, WARMUP_S, mode.house)
for (let round = 0; round < ROUNDS; round++) {
  for (let step = 0; step < measures.length; step++) {
    await adminQuery('checkpoint')
    await measures[(round + step) % measures.length]?.()
  }
}
const tpcb = tpcbRounds.reduce((a, b) => a + b, 0) / ROUNDS
const [shared, disjoint, oneRow, noGroup] = modes.map((mode) => mode.tally.result()) as [
  Measurement,
  Measurement,
  Measurement,
  Measurement,
]
const check = await checkLedger(database.db)
await database.close()
await unbatched.close()
await adminQuery(`drop database if exists ${LEDGER_DB} with (force)`)
await adminQuery(`drop database if exists ${PGBENCH_DB} with (force)`)

const fixed = (value: number, digits = 0) => value.toFixed(digits)
const row = (name: string, m: Measurement) =>
  `${name.padEnd(52)} ${fixed(m.journalsPerSecond).padStart(6)} journals/s  ${fixed(2 * m.journalsPerSecond).padStart(6)} postings/s  p50 ${fixed(m.p50, 1).padStart(5)} ms  p99 ${fixed(m.p99, 1).padStart(5)} ms  ×TPC-B ${fixed(m.journalsPerSecond / tpcb, 2)}  failed ${m.failures}`
const perRound = (values: number[]) => values.map((value) => fixed(value)).join(' / ')
console.log(
  `\nbench:ledger — PostgreSQL ${setting('server_version')}, synchronous_commit=${setting('synchronous_commit')}, ` +
    `${CLIENTS} clients, ${DURATION_S} s per measure in ${ROUNDS} alternating rounds after ${WARMUP_S} s warm-up, ` +
    `${PLAYERS} players`,
)
console.log(
  `${'pgbench TPC-B, scale 10, -M prepared -c 16 -j 2 (reference)'.padEnd(52)} ${fixed(tpcb).padStart(6)} tps`,
)
console.log(row('ledger.post bet, one shared house account', shared))
console.log(row('ledger.post bet, disjoint house accounts', disjoint))
console.log(row('informational: shared account on 1 row (unsharded)', oneRow))
console.log(row('informational: shared account, no group commit', noGroup))
console.log(`\nper round: TPC-B ${perRound(tpcbRounds)} tps`)
for (const mode of modes)
  console.log(`           ${mode.name.padEnd(8)} ${perRound(mode.tally.rounds)} journals/s`)
console.log(
  `\nshared vs TPC-B:    ${fixed(shared.journalsPerSecond / tpcb, 2)}× (goal ≥ 1.0)` +
    `\nshared vs disjoint: ${fixed(shared.journalsPerSecond / disjoint.journalsPerSecond, 2)}× (goal ≥ 0.9)` +
    `\nledger:check after the run: ${check.ok ? 'OK' : `${check.violations.length} violations`} ` +
    `(${check.counts.journals} journals, ${check.counts.postings} postings)`,
)
