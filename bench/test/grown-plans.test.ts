import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SCHEMA_FOLDERS } from '../../apps/server/src/config.ts'
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts'
import { applyMigrations } from '../../apps/server/src/db/migrate.ts'
import { rollUpFigures } from '../../apps/server/src/modules/figures/figures-rollup.service.ts'
import { refreshRankBoard } from '../../apps/server/src/modules/activities/rank.service.ts'
import { readFigures } from '../../apps/server/src/modules/figures/figures.service.ts'
import { refreshTournamentBoards } from '../../apps/server/src/modules/promotions/slots-tournament.service.ts'
import { addDays, manilaDay } from '../../apps/server/src/platform/manila-time.ts'
import { seedDatabase } from '../../apps/server/src/seed/seed.ts'
import { benchApp, DEEP_CALLS, playerIds, READ_CALLS, type ReadCall } from '../src/grown-calls.ts'
import { growDatabase, type GrowResult } from '../src/grown-data.ts'
import { postgresServer } from '../src/postgres.ts'

const SERVER_URL = process.env.TEST_DATABASE_URL
const NAME = `panalo_grown_plans_${process.pid}`

/**
 * The tables that grow with play (docs/decisions/076): a player's call reads them by index, never by
 * reading them whole. Each needs this many rows here for the planner's choice to be the one it makes
 * at scale (below it a sequential scan is the cheaper plan and is not a finding).
 */
const BIG_TABLES = [
  'ledger_postings',
  'ledger_journals',
  'game_rounds',
  'game_provider_transactions',
  'client_events',
  'mails',
  'award_grants',
  'bonus_grants',
  'turnover_days',
  'rg_play_counters',
  'deposits',
  'users',
  'wallet_players',
  'ledger_accounts',
  'turnover_totals',
  'turnover_boards',
  'agent_team_days',
  'agent_qualified',
  'game_round_days',
]
const MIN_ROWS = 5_000

/**
 * Statements a call may still make with a sequential scan of a big table, with the reason. None since
 * decision 111: the leaderboards are read from the boards the job writes, an agent's team from its
 * rollups (before, both read every player of a period or every member of a team).
 */
const KNOWN: readonly { call: string; statement: RegExp }[] = []

/** The boards just written are analyzed, as autovacuum would after the job's first runs. */
async function analyzeBoards(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('analyze turnover_boards; analyze turnover_board_runs')
  } finally {
    await client.end()
  }
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  Plans?: PlanNode[]
}
function seqScans(node: PlanNode, big: Set<string>): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] && big.has(node['Relation Name'])
      ? [node['Relation Name']]
      : []
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScans(child, big))]
}

/**
 * Every statement the player read calls of bench:grown make, EXPLAINed on a grown, analyzed database:
 * none reads a big table with a sequential scan. The statements are taken from the pg driver as the
 * server sends them (with their parameters), for a heavy player who is also the agent of the largest
 * team, a typical one and one who joined today.
 */
describe.skipIf(!SERVER_URL)('the plans of the player read calls on a grown database', () => {
  const server = postgresServer(SERVER_URL ?? 'postgres://unused@127.0.0.1/postgres')
  const url = server.databaseUrl(NAME)
  let grown: GrowResult
  let database: Database
  beforeAll(async () => {
    await server.recreateDatabase(NAME)
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    await applyMigrations(database, SCHEMA_FOLDERS)
    await seedDatabase(database.db)
    grown = await growDatabase(url, { bets: 150_000, days: 120, players: 6_000 })
  }, 600_000)
  afterAll(async () => {
    await database?.close()
    await server.adminQuery(`drop database if exists ${NAME} with (force)`)
  }, 60_000)

  it('reads no big table whole', async () => {
    const recorded = new Map<string, { text: string; values: unknown[]; call: string }>()
    let current = ''
    const original = pg.Client.prototype.query
    // Every statement the server sends while the calls run, with the call that sent it.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args
      const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text
      const values = (Array.isArray(second) ? second : (first as { values?: unknown[] } | null)?.values) ?? []
      if (current && text && /^\s*(select|with)\b/i.test(text) && !recorded.has(text))
        recorded.set(text, { text, values, call: current })
      return (original as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof original
    const bench = await benchApp(database)
    // The boards the leaderboards job writes each minute (decision 111), as in production.
    await refreshRankBoard(database.db, new Date())
    await refreshTournamentBoards(database.db, new Date())
    await analyzeBoards(url)
    try {
      for (const userId of [grown.heavy, grown.typical, grown.fresh]) {
        const token = await bench.tokenFor(userId)
        const ids = await playerIds(database, userId)
        const calls: (ReadCall & { label?: string })[] = [...READ_CALLS, ...DEEP_CALLS]
        for (const call of calls) {
          if (call.skip?.(ids)) continue
          current = call.name
          await bench.call(token, call.name, call.input(ids))
        }
      }
    } finally {
      current = ''
      pg.Client.prototype.query = original
      await bench.close()
    }

    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ relname: string }>(
        `select relname from pg_stat_user_tables where relname = any($1) and n_live_tup >= $2`,
        [BIG_TABLES, MIN_ROWS],
      )
      const big = new Set(rows.map((row) => row.relname))
      expect(big.has('ledger_postings') && big.has('game_rounds') && big.has('users')).toBe(true)
      // The bet report's rollup (decision 117) is big enough here for its read to be checked too.
      expect(big.has('game_round_days'), 'game_round_days counted as big').toBe(true)
      expect(
        [...recorded.values()].some((statement) => /from game_round_days/.test(statement.text)),
        'the bet report read game_round_days',
      ).toBe(true)
      const findings: string[] = []
      for (const statement of recorded.values()) {
        const { rows: plan } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) ${statement.text}`,
          statement.values,
        )
        const scans = seqScans(plan[0]?.['QUERY PLAN'][0]?.Plan ?? { 'Node Type': 'none' }, big)
        const oneLine = statement.text.replace(/\s+/g, ' ')
        const known = KNOWN.some((k) => k.call === statement.call && k.statement.test(oneLine))
        if (scans.length > 0 && !known)
          findings.push(
            `${statement.call}: seq scan of ${scans.join(', ')} in ${statement.text.replace(/\s+/g, ' ').slice(0, 300)}`,
          )
      }
      expect(recorded.size).toBeGreaterThan(50)
      expect(findings).toEqual([])
    } finally {
      await client.end()
    }
  }, 600_000)

  it('the figures (decision 084) read no big table whole: the rollup of a day, and a day, week and month read', async () => {
    const recorded = new Map<string, { text: string; values: unknown[] }>()
    const original = pg.Client.prototype.query
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args
      const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text
      const values = (Array.isArray(second) ? second : (first as { values?: unknown[] } | null)?.values) ?? []
      if (text && /^\s*(select|with)\b/i.test(text) && !recorded.has(text))
        recorded.set(text, { text, values })
      return (original as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof original
    const now = new Date()
    const today = manilaDay(now)
    try {
      await rollUpFigures(database.db, now)
      await readFigures(database.db, { period: 'day', from: today }, now)
      await readFigures(database.db, { period: 'week', from: addDays(today, -14) }, now)
      await readFigures(database.db, { period: 'month', from: addDays(today, -40) }, now)
    } finally {
      pg.Client.prototype.query = original
    }
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ relname: string }>(
        `select relname from pg_stat_user_tables where relname = any($1) and n_live_tup >= $2`,
        [BIG_TABLES, MIN_ROWS],
      )
      const big = new Set(rows.map((row) => row.relname))
      expect(big.has('game_rounds') && big.has('turnover_days') && big.has('deposits')).toBe(true)
      const findings: string[] = []
      for (const statement of recorded.values()) {
        const { rows: plan } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) ${statement.text}`,
          statement.values,
        )
        const scans = seqScans(plan[0]?.['QUERY PLAN'][0]?.Plan ?? { 'Node Type': 'none' }, big)
        if (scans.length > 0)
          findings.push(
            `seq scan of ${scans.join(', ')} in ${statement.text.replace(/\s+/g, ' ').slice(0, 300)}`,
          )
      }
      expect(recorded.size).toBeGreaterThan(10)
      expect(findings).toEqual([])
    } finally {
      await client.end()
    }
  }, 600_000)
})
