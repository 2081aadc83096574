import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { SCHEMA_FOLDERS } from '../../apps/server/src/config.ts'
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts'
import { applyMigrations } from '../../apps/server/src/db/migrate.ts'
import {
  computeDayFigures,
  rollUpFigures,
} from '../../apps/server/src/modules/figures/figures-rollup.service.ts'
import { readFigures } from '../../apps/server/src/modules/figures/figures.service.ts'
import { addDays, manilaDay, manilaMidnight } from '../../apps/server/src/platform/manila-time.ts'
import { seedDatabase } from '../../apps/server/src/seed/seed.ts'
import { median } from './stats.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts'

/**
 * bench:figures (docs/decisions/084-figures-from-daily-rollups.md): the operator's figures on the
 * volume of a mid-size operator. A throwaway PostgreSQL (run under `nice -n 19` on a shared machine) is
 * migrated and seeded, then filled in the server by generate_series with what the figures read:
 *
 * - `BENCH_FIGURES_DAYS` (30) days of registrations, paid deposits and withdrawals, credited bonuses,
 *   the turnover projector's days of `BENCH_FIGURES_ACTIVE` (40,000) bettors a day and page views;
 *   registrations spread over the year before as well (a year of players);
 * - game rounds at `BENCH_FIGURES_BETS` (2,000,000) a day for `BENCH_FIGURES_ROUND_DAYS` (2) closed days
 *   and today up to now: the rollup reads one day at a time, so its cost per day is the cost of one of
 *   them, and the period reads never touch rounds of a closed day.
 *
 * Then it times: the rollup of one closed day of full volume (the job's run), filling the other days,
 * today computed live, and the figures call's read (day, week, month, with their previous periods)
 * `BENCH_REPEAT` (7) times each, the median and the slowest. `BENCH_KEEP=1` leaves the server running;
 * `BENCH_DATABASE_URL=<its url>` measures on it again (the reads only).
 */
const DAYS = Number(process.env.BENCH_FIGURES_DAYS ?? 30)
const BETS = Number(process.env.BENCH_FIGURES_BETS ?? 2_000_000)
const ROUND_DAYS = Number(process.env.BENCH_FIGURES_ROUND_DAYS ?? 2)
const ACTIVE = Number(process.env.BENCH_FIGURES_ACTIVE ?? 40_000)
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7)
const KEEP = process.env.BENCH_KEEP === '1'
/** A database filled by an earlier run with BENCH_KEEP=1: measured again without filling it. */
const REUSE_URL = process.env.BENCH_DATABASE_URL
/** Per day, besides the bettors: registrations, paid deposits, paid withdrawals, bonuses, page views. */
const PER_DAY = { users: 2_000, deposits: 25_000, withdrawals: 6_000, bonuses: 12_000, pageViews: 80_000 }

const log = (line: string) => console.log(`[figures] ${line}`)

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await work()
  return { ms: performance.now() - started, value }
}

async function fill(client: pg.Client, today: string, now: Date): Promise<void> {
  const first = addDays(today, -DAYS)
  const yearAgo = addDays(today, -365)
  const start = manilaMidnight(first).toISOString()
  const nowIso = now.toISOString()
  // Bulk load: foreign keys are not re-read per row (the rows name players and games that exist).
  await client.query(`set session_replication_role = replica`)
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const { ms } = await timed(() => client.query(text, values))
    log(`${label}: ${(ms / 1000).toFixed(1)} s`)
  }
  const players = Math.max(ACTIVE * 5, PER_DAY.users * DAYS)
  // A year of players: most joined over the year, the last DAYS days' newcomers evenly by the day.
  await step(
    `players (${players.toLocaleString('en')})`,
    `insert into users (nickname, account_type, date_of_birth, eligibility_confirmed_at, terms_accepted_at,
                        invite_code, created_at)
     select 'Bench', 2, '1990-01-01', now(), now(), 'b' || g,
            case when g <= $1 then $2::timestamptz + (g - 1) * (($3::timestamptz - $2::timestamptz) / $1)
                 else $4::timestamptz + random() * ($2::timestamptz - $4::timestamptz) end
       from generate_series(1, $5) g`,
    [PER_DAY.users * DAYS, start, nowIso, manilaMidnight(yearAgo).toISOString(), players],
  )
  const { rows: range } = await client.query<{ low: string; high: string }>(
    `select min(id) as low, max(id) as high from users where nickname = 'Bench'`,
  )
  const low = Number(range[0]?.low)
  const high = Number(range[0]?.high)
  const { rows: gameRows } = await client.query<{ id: number }>(`select id from games order by id`)
  const games = gameRows.map((row) => row.id)
  const player = `($1::int + floor(random() * ($2::int - $1::int + 1))::int)`

  await step(
    `turnover days (${(ACTIVE * DAYS).toLocaleString('en')})`,
    `insert into turnover_days (user_id, day, game_type, stake, bets)
     select $1::int + ((d * 7919 + g) % ($2::int - $1::int + 1)), $3::date + d, 'slots',
            (50 * (1 + random() * 100))::bigint, 1 + (random() * 80)::int
       from generate_series(0, $4 - 1) d, generate_series(1, $5) g
     on conflict do nothing`,
    [low, high, first, DAYS + 1, ACTIVE],
  )
  const spread = (count: number) =>
    `$3::timestamptz + (g::float / ${count * (DAYS + 1)}) * ($4::timestamptz - $3::timestamptz)`
  await step(
    `paid deposits (${(PER_DAY.deposits * DAYS).toLocaleString('en')})`,
    `insert into deposits (id, user_id, recharge_type_id, channel_name, amount, bonus_amount, gateway, payment_id,
                           state, journal_id, expires_at, created_at, paid_at)
     select 'dp_bench' || lpad(g::text, 16, '0'), ${player}, 1, 'bench', 100 * (100 + (random() * 5000)::int),
            case when g % 10 = 0 then 5000 else 0 end, 'bench', 'pay' || g, 'paid', g,
            ${spread(PER_DAY.deposits)}, ${spread(PER_DAY.deposits)}, ${spread(PER_DAY.deposits)}
       from generate_series(1, $5) g`,
    [low, high, start, nowIso, PER_DAY.deposits * (DAYS + 1)],
  )
  await step(
    `paid withdrawals (${(PER_DAY.withdrawals * DAYS).toLocaleString('en')})`,
    `insert into withdrawals (user_id, request_id, state, amount, bank_id, kind, bank_name, account_number,
                              created_at, paid_at)
     select ${player}, 'w' || g, 'paid', 100 * (200 + (random() * 5000)::int), 1, 'gcash', 'GCash', '0917',
            ${spread(PER_DAY.withdrawals)}, ${spread(PER_DAY.withdrawals)}
       from generate_series(1, $5) g`,
    [low, high, start, nowIso, PER_DAY.withdrawals * (DAYS + 1)],
  )
  await step(
    `bonuses (${(PER_DAY.bonuses * DAYS).toLocaleString('en')})`,
    `with grants as (
       insert into award_grants (key, user_id, source, items, journal_id, created_at)
       select 'bench:' || g, ${player}, (array['rebate','task','sign-in','vip','activity'])[1 + g % 5],
              '[{"id":1,"count":500}]'::jsonb, g, ${spread(PER_DAY.bonuses)}
         from generate_series(1, $5) g
       returning id, user_id, source, created_at)
     insert into bonus_grants (grant_id, user_id, bonus_type, amount, multiple, requirement, state,
                               credit_journal_id, created_at, credited_at)
     select id, user_id, source, 500, 1, 500, 'active', id, created_at, created_at from grants`,
    [low, high, start, nowIso, PER_DAY.bonuses * (DAYS + 1)],
  )
  await step(
    `page views (${(PER_DAY.pageViews * DAYS).toLocaleString('en')})`,
    `insert into client_events (received_at, event_name, event_time, app_id, app_version, platform, properties, ip)
     select ${spread(PER_DAY.pageViews)}, 'pageView', ${spread(PER_DAY.pageViews)}, 'panalo-web', 'bench', 0,
            '{}'::jsonb, '10.' || (g % 250) || '.' || ((g / 250) % 250) || '.' || (g % 97)
       from generate_series(1, $5) g
      where $1::int <= $2::int`,
    [low, high, start, nowIso, PER_DAY.pageViews * (DAYS + 1)],
  )
  // Rounds: ROUND_DAYS closed days and today so far, at BETS a day, over the seeded games.
  const roundDays = [
    ...Array.from({ length: ROUND_DAYS }, (_, index) => addDays(today, -ROUND_DAYS + index)),
    today,
  ]
  for (const day of roundDays) {
    const dayStart = manilaMidnight(day).getTime()
    const dayEnd = day === today ? now.getTime() : manilaMidnight(addDays(day, 1)).getTime()
    const count = Math.round((BETS * (dayEnd - dayStart)) / 86_400_000)
    await step(
      `rounds of ${day} (${count.toLocaleString('en')})`,
      `insert into game_rounds (provider, round_id, user_id, game_id, stake, win, balance_before, balance_after,
                                state, started_at)
       select 'bench', $3::text || ':' || g, ${player}, ($4::int[])[1 + g % $5], 100 * (1 + (random() * 50)::int),
              case when random() < 0.4 then 100 * (random() * 120)::int else 0 end, 100000, 100000, 'closed',
              $6::timestamptz + (g::float / $7) * ($8::timestamptz - $6::timestamptz)
         from generate_series(1, $7) g`,
      [
        low,
        high,
        day,
        games,
        games.length,
        new Date(dayStart).toISOString(),
        count,
        new Date(dayEnd).toISOString(),
      ],
    )
  }
  await client.query(`set session_replication_role = origin`)
  await step('vacuum analyze', `vacuum analyze`)
}

async function main(): Promise<void> {
  const now = new Date()
  const today = manilaDay(now)
  let postgres: ThrowawayPostgres | undefined
  let database: Database | undefined
  try {
    let url = REUSE_URL ?? ''
    if (!REUSE_URL) {
      postgres = await startThrowawayPostgres({
        settings: [
          'fsync = off',
          'full_page_writes = off',
          'synchronous_commit = off',
          'max_wal_size = 8GB',
          'maintenance_work_mem = 256MB',
          'autovacuum = off',
        ],
      })
      await postgres.createDatabase('figures')
      url = postgres.databaseUrl('figures')
      database = await openDatabase({ kind: 'postgres', url, poolSize: 4 })
      await applyMigrations(database, SCHEMA_FOLDERS)
      await seedDatabase(database.db)
    } else {
      database = await openDatabase({ kind: 'postgres', url, poolSize: 4 })
    }
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    client.on('error', (error) => log(`connection: ${error.message}`))
    log(
      `filling ${DAYS} days (${ACTIVE.toLocaleString('en')} bettors a day) and ${ROUND_DAYS} days of rounds at ${BETS.toLocaleString('en')} a day`,
    )
    if (!REUSE_URL) await fill(client, today, now)
    const { db } = database

    const yesterday = addDays(today, -1)
    const rollup = await timed(() => rollUpFigures(db, now))
    if (REUSE_URL) log('(reused: the days were rolled up already)')
    log(
      `rollup run: yesterday and ${rollup.value.days.length - 1} missing days in ${(rollup.ms / 1000).toFixed(1)} s`,
    )
    const dayFull = await timed(() => computeDayFigures(db, yesterday))
    log(
      `one closed day of ${dayFull.value.rounds.toLocaleString('en')} rounds computed in ${dayFull.ms.toFixed(0)} ms`,
    )
    for (;;) {
      const more = await rollUpFigures(db, now)
      if (more.days.length <= 1) break
    }
    await client.query('analyze figures_days, figures_game_days, figures_bonus_days')

    const cases: { label: string; input: Parameters<typeof readFigures>[1] }[] = [
      { label: 'day (yesterday, from the rollup)', input: { period: 'day', from: yesterday } },
      { label: 'day (today, live)', input: { period: 'day', from: today } },
      { label: 'week (this week, today live)', input: { period: 'week', from: today } },
      {
        label: 'month (last 30 days of range, closed)',
        input: { period: 'range', from: addDays(today, -30), to: yesterday },
      },
      { label: 'month (this month, today live)', input: { period: 'month', from: today } },
    ]
    const lines: string[] = []
    for (const { label, input } of cases) {
      await readFigures(db, input, now)
      const times: number[] = []
      for (let run = 0; run < REPEAT; run++) times.push((await timed(() => readFigures(db, input, now))).ms)
      const line = `${label}: median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`
      lines.push(line)
      log(line)
    }
    const live = await timed(() => computeDayFigures(db, today))
    log(
      `today so far (${live.value.rounds.toLocaleString('en')} rounds) computed live in ${live.ms.toFixed(0)} ms`,
    )
    const { rows: sizes } = await client.query<{ relname: string; n: string }>(
      `select relname, n_live_tup as n from pg_stat_user_tables
        where relname in ('game_rounds','deposits','withdrawals','bonus_grants','turnover_days','client_events','users')
        order by relname`,
    )
    log(`rows: ${sizes.map((row) => `${row.relname} ${Number(row.n).toLocaleString('en')}`).join(', ')}`)
    await client.end()
    if (KEEP) log(`kept: ${url}`)
  } finally {
    await database?.close()
    if (!KEEP) await postgres?.destroy()
  }
}

await main()
