import pg from 'pg'

import { median } from './stats.ts'

/**
 * What the rollups' triggers cost on a grown database (issue 44; decisions 111 and 117):
 * `node bench/src/grown-trigger-cost.ts <url>` times, with the triggers and without, each inside a
 * transaction that is rolled back (the database is left as it was; run it while nothing else uses
 * the database: disabling a trigger locks its table):
 * - a turnover projector step over the last PROJECT_JOURNALS journals (its cursor moved back),
 *   with and without decision 111's triggers on turnover_days and turnover_totals;
 * - BETS bets of the heavy player, one statement each through provider_wallet_place_bets (the bet
 *   path), with and without decision 117's game_round_days triggers on game_rounds.
 * Each measure TRIALS times, alternating; the medians are printed.
 */
const url = process.argv[2]
if (!url) throw new Error('usage: grown-trigger-cost.ts <database url>')
const PROJECT_JOURNALS = Number(process.env.PROJECT_JOURNALS ?? 5_000)
const BETS = Number(process.env.BETS ?? 300)
const TRIALS = Number(process.env.TRIALS ?? 3)

const client = new pg.Client({ connectionString: url })
await client.connect()
const grown = (await client.query<{ result: { heavy: number } }>('select result from bench_grown')).rows[0]
  ?.result
if (!grown) throw new Error('no bench_grown row: not a database bench:grown grew')
const game = (await client.query<{ id: number }>(`select id from games where code = 'mines'`)).rows[0]?.id

async function timed(disable: string[], work: () => Promise<unknown>): Promise<number> {
  await client.query('begin')
  try {
    for (const statement of disable) await client.query(statement)
    const started = performance.now()
    await work()
    return performance.now() - started
  } finally {
    await client.query('rollback')
  }
}

const projectorTriggers = [
  'alter table turnover_days disable trigger user',
  'alter table turnover_totals disable trigger user',
]
const roundTriggers = ['alter table game_rounds disable trigger user']
const projectStep = async () => {
  await client.query(
    `update projector_cursors set last_journal_id = last_journal_id - $1, hole_from = null, hole_xmax = null
      where name = 'turnover'`,
    [PROJECT_JOURNALS],
  )
  const { rows } = await client.query<{ consumed: number }>('select turnover_project($1) as consumed', [
    PROJECT_JOURNALS,
  ])
  if (rows[0]?.consumed !== PROJECT_JOURNALS) throw new Error(`the step consumed ${rows[0]?.consumed}`)
}
let sequence = 0
const placeBets = async () => {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  for (let i = 0; i < BETS; i++) {
    const id = `trigger-cost-${process.pid}-${++sequence}`
    const bet = {
      provider: 'originals',
      transaction: id,
      hash: id,
      user: grown.heavy,
      // Every other bet adds to the round before it, as a round of several bets does.
      round: `trigger-cost-${process.pid}-${sequence - (sequence % 2)}`,
      game,
      amount: 100,
      contribution: {},
      stakeAt: { now: new Date().toISOString(), day },
      session: null,
      policy: 'sql',
    }
    const { rows } = await client.query<{ answers: { answer?: unknown }[] }>(
      'select provider_wallet_place_bets($1::jsonb) as answers',
      [JSON.stringify([bet])],
    )
    if (!rows[0]?.answers[0]?.answer) throw new Error(`bet refused: ${JSON.stringify(rows[0]?.answers)}`)
  }
}

const results: Record<string, number[]> = {
  'projector step, triggers on': [],
  'projector step, triggers off': [],
  'bets, game_round_days triggers on': [],
  'bets, game_round_days triggers off': [],
}
for (let trial = 0; trial < TRIALS; trial++) {
  results['projector step, triggers on']?.push(await timed([], projectStep))
  results['projector step, triggers off']?.push(await timed(projectorTriggers, projectStep))
  results['bets, game_round_days triggers on']?.push(await timed([], placeBets))
  results['bets, game_round_days triggers off']?.push(await timed(roundTriggers, placeBets))
}
console.log(`trigger cost: a projector step of ${PROJECT_JOURNALS} journals; ${BETS} bets one statement each`)
for (const [name, values] of Object.entries(results))
  console.log(
    `${name.padEnd(40)}${median(values).toFixed(0).padStart(8)} ms  (${values.map((v) => v.toFixed(0)).join(', ')})`,
  )
await client.end()
