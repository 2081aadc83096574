import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import pg from 'pg'

import { SCHEMA_FOLDERS } from '../../apps/server/src/config.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { applyMigrations, type SchemaFolders } from '../../apps/server/src/db/migrate.ts'
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.ts'
import { refreshRankBoard } from '../../apps/server/src/modules/activities/rank.service.ts'
import { runDueDraws } from '../../apps/server/src/modules/lottery/lottery-draws.service.ts'
import {
  refreshTournamentBoards,
  settleSlotsTournament,
} from '../../apps/server/src/modules/promotions/slots-tournament.service.ts'
import { settlePkPeriods } from '../../apps/server/src/modules/redblue/redblue-settle.service.ts'
import { expireBonuses } from '../../apps/server/src/modules/rewards/bonus-expiry.service.ts'
import { projectTurnover } from '../../apps/server/src/modules/turnover/turnover.service.ts'
import { closeRebateDays } from '../../apps/server/src/modules/vip/rebate.service.ts'
import { auditVipLevels } from '../../apps/server/src/modules/vip/vip-audit.service.ts'
import { seedDatabase } from '../../apps/server/src/seed/seed.ts'
import { benchApp, DEEP_CALLS, playerIds, READ_CALLS, type ReadCall } from './grown-calls.ts'
import { growDatabase, type GrowResult } from './grown-data.ts'
import { median } from './stats.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts'

/**
 * bench:grown — a year of data, and how fast a player's calls stay on it (issue 44; decisions
 * 075–079). Starts a throwaway PostgreSQL (initdb/pg_ctl on a free port; run the script under
 * `nice -n 19` on a shared machine and the server inherits it), migrates and seeds it, grows a year
 * at the chosen scale through COPY (grown-data.ts), then makes every read call of the contract a
 * player makes (grown-calls.ts) through the real server (app.inject: routing, validation, session,
 * handler, database) for a heavy player (the most bets, and the agent of the largest team), a
 * typical one and one who joined today: p50/p99 over BENCH_REPEAT calls each. Then the periodic
 * jobs' durations on the grown database.
 *
 * BENCH_BETS (default 10,000,000) sets the scale; BENCH_REPEAT (default 40) the calls per case and
 * BENCH_RUNS (default 3) the passes over all cases (a figure is the median of the passes);
 * BENCH_LEDGER_CHECK=1 runs ledger:check on the result (it reads the whole ledger: minutes at scale);
 * BENCH_KEEP=1 grows, then leaves the PostgreSQL running and measures nothing; BENCH_DATABASE_URL=<its
 * database> then measures on it (again and again) after bringing its migrations up to date, timed, with
 * writes probing how long the new migrations lock writers out; BENCH_GROW_MIGRATIONS_UPTO=0016 grows on
 * the schema of those migrations only, so that the later ones are the ones timed. BENCH_VACUUM lists
 * tables to vacuum then (autovacuum is off on the throwaway server); BENCH_PG_PORT and BENCH_PG_PARENT
 * place the throwaway server. While the calls are measured the leaderboards job runs every minute.
 */
const BETS = Number(process.env.BENCH_BETS ?? 10_000_000)
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const LEDGER_CHECK = process.env.BENCH_LEDGER_CHECK === '1'
const KEEP = process.env.BENCH_KEEP === '1'
const GROWN_URL = process.env.BENCH_DATABASE_URL
const GROW_UPTO = process.env.BENCH_GROW_MIGRATIONS_UPTO
const VERBOSE = process.env.BENCH_VERBOSE === '1'
const JOB_LIMIT_S = Number(process.env.BENCH_JOB_LIMIT_S ?? 600)

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`)
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}
const manilaDay = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10)

/**
 * Writes to the tables the pending migrations change, every 20 ms while they run: the longest a write
 * waited is how long the migrations locked writers out (decision 078).
 */
async function probeWrites(url: string, userId: number) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let running = true
  let longest = 0
  let writes = 0
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      await client.query(
        `insert into mails (user_id, event_key, kind, params, attachments, expires_at)
         values ($1, 'bench:probe:' || gen_random_uuid(), 'broadcast', '{}', '[]', now())`,
        [userId],
      )
      await client.query(
        `update turnover_days set updated_at = now()
          where (user_id, day, game_type) = (select user_id, day, game_type from turnover_days where user_id = $1 limit 1)`,
        [userId],
      )
      await client.query(
        `update game_rounds set updated_at = now() where id = (select max(id) from game_rounds where user_id = $1)`,
        [userId],
      )
      longest = Math.max(longest, performance.now() - started)
      writes++
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  return async () => {
    running = false
    await loop
    await client.query(`delete from mails where event_key like 'bench:probe:%'`)
    await client.end()
    return { longest, writes }
  }
}

/**
 * The schema folders with the migrations up to `tag` (e.g. 0016) only: a database grown on them is
 * then brought up to date with BENCH_DATABASE_URL, which times the later migrations on it.
 */
async function migrationsUpTo(tag: string | undefined): Promise<SchemaFolders> {
  if (!tag) return SCHEMA_FOLDERS
  const folder = await mkdtemp(path.join(tmpdir(), 'panalo-migrations-'))
  await cp(SCHEMA_FOLDERS.migrations, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((entry) => entry.tag.slice(0, 4) <= tag)
  await writeFile(journalFile, JSON.stringify(journal))
  return { migrations: folder, functions: SCHEMA_FOLDERS.functions }
}

/**
 * The SQL of the migrations a database has not applied yet (drizzle records each applied one's
 * journal time), one after the other: an older one may name what a later one dropped.
 */
async function pendingMigrationTexts(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  )
  const last = Number(rows[0]?.last ?? 0)
  const journal = JSON.parse(
    await readFile(path.join(SCHEMA_FOLDERS.migrations, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] }
  const texts = await Promise.all(
    journal.entries
      .filter((entry) => entry.when > last)
      .map((entry) => readFile(path.join(SCHEMA_FOLDERS.migrations, `${entry.tag}.sql`), 'utf8')),
  )
  return texts.join('\n')
}

let postgres: ThrowawayPostgres | undefined
let url: string
let grown: GrowResult
try {
  if (GROWN_URL) {
    // A database grown before: the migrations added since, timed, with writers probing their locks.
    url = GROWN_URL
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    grown = (await client.query<{ result: GrowResult }>('select result from bench_grown')).rows[0]
      ?.result as GrowResult
    const pending = await pendingMigrationTexts(client)
    await client.end()
    // As an operator does on a grown database (decision 078): the new indexes of the giant tables built
    // CONCURRENTLY first (the migration's CREATE INDEX IF NOT EXISTS then finds them), timed with the
    // probe writing meanwhile.
    const concurrent = [...pending.matchAll(/CREATE INDEX IF NOT EXISTS "([a-z_]+)"[^;]*/g)]
    for (const [statement, name] of concurrent) {
      const stopIndexProbe = await probeWrites(url, grown.heavy)
      const indexStarted = performance.now()
      const indexClient = new pg.Client({ connectionString: url })
      await indexClient.connect()
      await indexClient.query(
        statement.replace('CREATE INDEX IF NOT EXISTS', 'CREATE INDEX CONCURRENTLY IF NOT EXISTS'),
      )
      await indexClient.end()
      const indexSeconds = (performance.now() - indexStarted) / 1000
      const indexProbe = await stopIndexProbe()
      log(
        `${name} built CONCURRENTLY in ${indexSeconds.toFixed(1)} s; the longest of ${indexProbe.writes} probe writes ` +
          `took ${indexProbe.longest.toFixed(0)} ms`,
      )
    }
    const stopProbe = await probeWrites(url, grown.heavy)
    const started = performance.now()
    const setup = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    await applyMigrations(setup, SCHEMA_FOLDERS)
    await setup.close()
    const seconds = (performance.now() - started) / 1000
    const probe = await stopProbe()
    log(
      `migrations brought up to date in ${seconds.toFixed(1)} s; the longest of ${probe.writes} probe writes ` +
        `(a mail, a turnover day, a game round) took ${probe.longest.toFixed(0)} ms`,
    )
    // BENCH_VACUUM=game_rounds,…: those tables vacuumed first, as autovacuum (off on the throwaway
    // server, which bulk-loaded them) would have by now: index-only reads need their visibility maps.
    for (const table of (process.env.BENCH_VACUUM ?? '').split(',').filter(Boolean)) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`BENCH_VACUUM: ${table} is not a table name`)
      const vacuumStarted = performance.now()
      const vacuumClient = new pg.Client({ connectionString: url })
      await vacuumClient.connect()
      await vacuumClient.query(`vacuum (analyze) ${table}`)
      await vacuumClient.end()
      log(`${table} vacuumed in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`)
    }
  } else {
    postgres = await startThrowawayPostgres({
      // BENCH_PG_PORT / BENCH_PG_PARENT: a port and a folder of one's own on a shared machine.
      ...(process.env.BENCH_PG_PORT ? { port: Number(process.env.BENCH_PG_PORT) } : {}),
      ...(process.env.BENCH_PG_PARENT ? { parent: process.env.BENCH_PG_PARENT } : {}),
      settings: [
        // A bulk load of a throwaway: nothing to recover after a crash.
        'fsync = off',
        'full_page_writes = off',
        'synchronous_commit = off',
        'wal_level = minimal',
        'max_wal_senders = 0',
        'max_wal_size = 8GB',
        'checkpoint_timeout = 30min',
        'maintenance_work_mem = 512MB',
        'autovacuum = off',
      ],
    })
    await postgres.createDatabase('grown')
    url = postgres.databaseUrl('grown')
    const setup = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    await applyMigrations(setup, await migrationsUpTo(GROW_UPTO))
    await seedDatabase(setup.db)
    await setup.close()

    log(`growing a year: about ${BETS.toLocaleString('en')} bets`)
    grown = await growDatabase(url, { bets: BETS, log })
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('create table bench_grown (result jsonb not null)')
    await client.query('insert into bench_grown values ($1)', [JSON.stringify(grown)])
    await client.end()
  }
  log(
    `grown in ${grown.seconds.toFixed(0)} s: ${grown.bets} bets (${grown.wins} wins), ${grown.journals} journals, ` +
      `${grown.postings} postings, ${grown.players} players, ${grown.deposits} deposits, ${grown.withdrawals} withdrawals, ` +
      `${grown.grants} grants, ${grown.mails} mails, ${grown.chat} chat messages, ${grown.events} client events; ` +
      `the largest team ${grown.teamSize}`,
  )

  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 })
  const size = (await database.db.execute(
    sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
  )) as unknown as {
    rows: { size: string }[]
  }
  log(`database size ${size.rows[0]?.size}`)
  if (LEDGER_CHECK) {
    const started = performance.now()
    const check = await checkLedger(database.db)
    log(
      `ledger:check ${check.ok ? 'passes' : 'FAILS'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    )
    for (const line of check.violations.slice(0, 20)) log(`  ${line}`)
    if (!check.ok) process.exitCode = 1
  }

  if (KEEP && postgres) {
    log(`kept: measure with BENCH_DATABASE_URL=${url}; stop it with pg_ctl -D ${postgres.dataDir} stop`)
    await database.close()
    process.exit(0)
  }
  const bench = await benchApp(database)

  // The leaderboards job (decision 111) as production runs it: once a minute while the calls are
  // measured, on a connection of its own; each run's duration is kept.
  const boardsDatabase = await openDatabase({ kind: 'postgres', url, poolSize: 1 })
  const boardSeconds: number[] = []
  const refreshBoards = async () => {
    const started = performance.now()
    await refreshRankBoard(boardsDatabase.db, new Date())
    await refreshTournamentBoards(boardsDatabase.db, new Date())
    boardSeconds.push((performance.now() - started) / 1000)
  }
  await refreshBoards()
  log(`leaderboards written in ${boardSeconds[0]?.toFixed(1)} s`)
  let boardsRunning: Promise<void> = Promise.resolve()
  const boardsTimer = setInterval(() => {
    boardsRunning = boardsRunning.then(refreshBoards).catch((error: unknown) => {
      log(`leaderboards failed: ${(error as Error).message}`)
    })
  }, 60_000)

  const players = { heavy: grown.heavy, typical: grown.typical, new: grown.fresh }
  const now = Date.now()
  // RUNS passes over every case; a case's figure is the median over the passes of its p50 and p99.
  const samples = new Map<string, { p50: number[]; p99: number[] }>()
  const failures = new Set<string>()
  const cases: (ReadCall & { label: string })[] = [
    ...READ_CALLS.map((c) => ({ ...c, label: c.name })),
    ...DEEP_CALLS,
  ]
  const tokens = new Map<string, string>()
  for (const [player, userId] of Object.entries(players)) tokens.set(player, await bench.tokenFor(userId))
  for (let run = 1; run <= RUNS; run++) {
    for (const [player, userId] of Object.entries(players)) {
      const token = tokens.get(player) ?? ''
      const ids = await playerIds(database, userId, now)
      for (const c of cases) {
        if (c.skip?.(ids)) continue
        const input = c.input(ids)
        try {
          for (let warm = 0; warm < 2; warm++) await bench.call(token, c.name, input)
          const times: number[] = []
          for (let i = 0; i < REPEAT; i++) times.push(await bench.call(token, c.name, input))
          const key = `${c.label}|${player}`
          const sample = samples.get(key) ?? { p50: [], p99: [] }
          sample.p50.push(percentile(times, 50))
          sample.p99.push(percentile(times, 99))
          samples.set(key, sample)
          if (VERBOSE)
            log(
              `run ${run} ${player} ${c.label}: p50 ${percentile(times, 50).toFixed(1)} p99 ${percentile(times, 99).toFixed(1)}`,
            )
        } catch (error) {
          failures.add(`${player} ${c.label}: ${(error as Error).message}`)
        }
      }
    }
    log(`run ${run}/${RUNS} measured`)
  }

  clearInterval(boardsTimer)
  await boardsRunning
  await boardsDatabase.close()

  const figure = (label: string, player: string) => {
    const sample = samples.get(`${label}|${player}`)
    if (!sample) return undefined
    return {
      p50: median(sample.p50),
      p99: median(sample.p99),
      low: Math.min(...sample.p99),
      high: Math.max(...sample.p99),
    }
  }
  console.log(
    `\nbench:grown — read calls on ${grown.bets.toLocaleString('en')} bets: ms, median over ${RUNS} runs of ` +
      `${REPEAT} calls each: p50 / p99 (p99 min–max)`,
  )
  console.log(
    `${'call'.padEnd(30)}${Object.keys(players)
      .map((p) => p.padStart(28))
      .join('')}`,
  )
  for (const c of cases) {
    const cells = Object.keys(players).map((player) => {
      const f = figure(c.label, player)
      return (
        f ? `${f.p50.toFixed(1)} / ${f.p99.toFixed(1)} (${f.low.toFixed(0)}–${f.high.toFixed(0)})` : '—'
      ).padStart(28)
    })
    console.log(`${c.label.padEnd(30)}${cells.join('')}`)
  }
  for (const failure of failures) console.log(`FAILED ${failure}`)

  // The periodic jobs, each once on the grown database, at the time they run.
  console.log('\nperiodic jobs on the grown database, s')
  console.log(
    `${'leaderboards (every minute, during the calls)'.padEnd(48)}${median(boardSeconds).toFixed(2).padStart(8)}  ` +
      `median of ${boardSeconds.length} runs, ${Math.min(...boardSeconds).toFixed(2)}–${Math.max(...boardSeconds).toFixed(2)}`,
  )
  // Each job on connections of their own whose statements give up after JOB_LIMIT_S.
  const jobUrl = new URL(url)
  jobUrl.searchParams.set('options', `-c statement_timeout=${JOB_LIMIT_S * 1000}`)
  const jobDatabase = await openDatabase({ kind: 'postgres', url: jobUrl.toString(), poolSize: 4 })
  const db = jobDatabase.db
  const midnight = new Date(`${manilaDay(now)}T00:06:00+08:00`)
  const firstOfMonth = new Date(`${manilaDay(now).slice(0, 8)}01T00:16:00+08:00`)
  const jobs: [string, () => Promise<unknown>][] = [
    ['turnover projector (a batch of new journals)', () => projectTurnover(db)],
    ['rebate-close', () => closeRebateDays(db, midnight)],
    ['vip-audit', () => auditVipLevels(db, firstOfMonth)],
    ['slotshack-settle', () => settleSlotsTournament(db, midnight)],
    ['redblue-settle', () => settlePkPeriods(db, midnight)],
    ['lottery-draw', () => runDueDraws(db, new Date(now))],
    ['bonus-expiry', () => expireBonuses(db, new Date(now))],
  ]
  let overran = false
  // BENCH_JOBS=name,…: only those jobs (the nightly ones take minutes on a grown database).
  const only = process.env.BENCH_JOBS?.split(',').filter(Boolean)
  for (const [name, run] of jobs) {
    if (only && !only.some((wanted) => name.startsWith(wanted))) {
      console.log(`${name.padEnd(48)}not run (BENCH_JOBS)`)
      continue
    }
    const started = performance.now()
    try {
      // A job still running after JOB_LIMIT_S is reported as such and left to run on its own
      // connections while the next ones are timed (the bench then ends without waiting for it).
      const outcome = await Promise.race([
        run(),
        new Promise<'overran'>((resolve) => setTimeout(() => resolve('overran'), JOB_LIMIT_S * 1000).unref()),
      ])
      const seconds = ((performance.now() - started) / 1000).toFixed(2).padStart(8)
      if (outcome === 'overran') overran = true
      console.log(
        `${name.padEnd(48)}${outcome === 'overran' ? `> ${JOB_LIMIT_S} s, still running` : `${seconds}  ${JSON.stringify(outcome).slice(0, 100)}`}`,
      )
    } catch (error) {
      console.log(`${name.padEnd(48)} failed: ${(error as Error).message}`)
    }
  }

  let slowest: { label: string; p99: number } | undefined
  const measured = new Set<string>()
  for (const c of READ_CALLS)
    for (const player of Object.keys(players)) {
      const f = figure(c.name, player)
      if (!f) continue
      measured.add(c.name)
      if (!slowest || f.p99 > slowest.p99) slowest = { label: c.name, p99: f.p99 }
    }
  const callCount = measured.size
  if (!overran) await jobDatabase.close()
  await bench.close()
  await database.close()
  console.log(
    `grown: ${grown.bets} bets, ${callCount} read calls, slowest p99 ${slowest?.p99.toFixed(1)} ms (${slowest?.label})`,
  )
  if (overran) {
    // A job still runs on its connections: stop the throwaway server under it (if the bench started one).
    await postgres?.destroy()
    process.exit(0)
  }
} finally {
  await postgres?.destroy()
}
