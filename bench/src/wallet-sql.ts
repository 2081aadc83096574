import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { SCHEMA_FOLDERS } from '../../apps/server/src/config.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { applyMigrations } from '../../apps/server/src/db/migrate.ts'
import * as ledger from '../../apps/server/src/modules/ledger/ledger.service.ts'
import { seedDatabase } from '../../apps/server/src/seed/seed.ts'
import { REPO_ROOT } from './processes.ts'
import { postgresServer } from './postgres.ts'
import { median } from './stats.ts'

/**
 * bench:wallet-sql — the SQL bet path alone: PostgreSQL backend CPU per call of
 * provider_wallet_place_bets for batches of 1, 4 and 16 bets, on one connection, commits not waited
 * for, comparing the database functions of the working tree with those of a git revision
 * (BENCH_BASE, default HEAD). Each measure runs on a fresh clone of a template database that is never
 * analyzed or vacuumed, as bench:wallet's database is not (this machine runs without autovacuum), so
 * that plans are made on the estimates the server's connections see; the two versions alternate, and
 * the backend's CPU time (from /proc) is what a noisy shared machine disturbs least. The bets carry no
 * journal (the function builds it since 5db668b), so BENCH_BASE must be that commit or later.
 */
const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BASE = process.env.BENCH_BASE ?? 'HEAD'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const BATCHES = Number(process.env.BENCH_BATCHES ?? 250)
const SIZES = [1, 4, 16]
const PLAYERS = 2_000
const TEMPLATE = 'panalo_bench_sql_template'
const RUN = 'panalo_bench_sql_run'

const { databaseUrl, adminQuery, recreateDatabase } = postgresServer(SERVER_URL)

/** The function files of `revision` in a folder of their own. */
function functionsAt(revision: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'panalo-functions-'))
  const relative = path.relative(REPO_ROOT, SCHEMA_FOLDERS.functions)
  const names = execFileSync('git', ['ls-tree', '--name-only', `${revision}:${relative}`], { cwd: REPO_ROOT })
    .toString()
    .split('\n')
    .filter((name) => name.endsWith('.sql'))
  for (const name of names)
    writeFileSync(
      path.join(folder, name),
      execFileSync('git', ['show', `${revision}:${relative}/${name}`], { cwd: REPO_ROOT }),
    )
  return folder
}

// The template: migrated, seeded, funded players with a play-policy row each; never analyzed.
await recreateDatabase(TEMPLATE)
const setup = await openDatabase({ kind: 'postgres', url: databaseUrl(TEMPLATE), poolSize: 4 })
await applyMigrations(setup, SCHEMA_FOLDERS)
await seedDatabase(setup.db)
await ledger.openHouseAccount(setup.db, { code: 'gateway:bench', asset: 'PHP' })
await setup.close()
const admin = new pg.Client({ connectionString: databaseUrl(TEMPLATE) })
await admin.connect()
const players = (
  await admin.query<{ id: string }>(
    `insert into users (nickname, account_type, date_of_birth, eligibility_confirmed_at, terms_accepted_at, invite_code)
     select 'sql' || n, 2, '1990-01-01', now(), now(), 'SQL' || n from generate_series(1, ${PLAYERS}) n returning id`,
  )
).rows.map((row) => Number(row.id))
await admin.query('select ledger_post_batch($1::jsonb)', [
  JSON.stringify(
    players.map((userId) =>
      ledger.prepareCall({
        idempotencyKey: `fund:${userId}`,
        kind: 'deposit',
        postings: [
          { account: { userId, kind: 'coin' }, amount: 1_000_000_000_000 },
          { account: { house: 'gateway:bench', asset: 'PHP' }, amount: -1_000_000_000_000 },
        ],
      }),
    ),
  ),
])
await admin.query('insert into rg_players (user_id) select id from users on conflict do nothing')
const gameId = Number(
  (await admin.query<{ id: number }>(`select id from games where code = 'mines'`)).rows[0]?.id,
)
await admin.end()

const today = new Date().toISOString().slice(0, 10)
const tag = Math.random().toString(36).slice(2, 7)
let sequence = 0
/** A bet of a random player on Panalo Originals, as the seamless wallet hands it over. */
function bet() {
  const userId = players[Math.floor(Math.random() * players.length)] ?? 0
  const id = `${tag}-${++sequence}`
  const amount = 200 + Math.floor(Math.random() * 10_000)
  const share = Math.floor(amount / 200)
  return {
    provider: 'originals',
    transaction: id,
    hash: `hash-${id}`,
    user: userId,
    round: `round-${id}`,
    game: gameId,
    amount,
    contribution: { mega: share },
    stakeAt: { now: new Date().toISOString(), day: today },
    session: null,
    policy: 'sql',
  }
}

/** CPU time of a process so far in ms (utime + stime, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Backend CPU per batch of `size` bets, in ms, with the functions of `folder`, on a fresh clone. */
async function measure(folder: string, size: number): Promise<number> {
  await adminQuery(`drop database if exists ${RUN} with (force)`)
  await adminQuery(`create database ${RUN} template ${TEMPLATE}`)
  const client = new pg.Client({ connectionString: databaseUrl(RUN) })
  await client.connect()
  try {
    for (const file of readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort())
      await client.query(
        `select set_config('check_function_bodies', 'off', false);\n${readFileSync(path.join(folder, file), 'utf8')}`,
      )
    await client.query('set synchronous_commit = off')
    const place = (bets: string) =>
      client.query('select provider_wallet_place_bets($1::jsonb) as answers', [bets])
    for (let warm = 0; warm < 10; warm++) await place(JSON.stringify(Array.from({ length: size }, bet)))
    const batches = Array.from({ length: BATCHES }, () => JSON.stringify(Array.from({ length: size }, bet)))
    const pid = Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid)
    const before = cpuMs(pid)
    for (const batch of batches) {
      const { rows } = await place(batch)
      if (!JSON.stringify(rows[0]).includes('"written"'))
        throw new Error(`not written: ${JSON.stringify(rows[0])}`)
    }
    return (cpuMs(pid) - before) / BATCHES
  } finally {
    await client.end()
  }
}

const versions = [
  { name: BASE, folder: functionsAt(BASE) },
  { name: 'working tree', folder: SCHEMA_FOLDERS.functions },
]
const results = new Map<string, number[]>()
for (let round = 0; round < ROUNDS; round++)
  for (const size of SIZES)
    for (const version of round % 2 === 0 ? versions : [...versions].reverse()) {
      const key = `${version.name}/${size}`
      results.set(key, [...(results.get(key) ?? []), await measure(version.folder, size)])
    }
await adminQuery(`drop database if exists ${RUN} with (force)`)
await adminQuery(`drop database if exists ${TEMPLATE} with (force)`)

console.log(
  `\nbench:wallet-sql — backend CPU per provider_wallet_place_bets call, ms (median of ${ROUNDS} rounds of ${BATCHES} batches; ` +
    `min–max), each on a fresh clone never analyzed`,
)
for (const version of versions)
  console.log(
    `${version.name.padEnd(14)} ${SIZES.map((size) => {
      const values = results.get(`${version.name}/${size}`) ?? []
      return `${size} bets ${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`
    }).join('   ')}`,
  )
