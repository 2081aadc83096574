import pg from 'pg'

import { openDatabase } from '../../apps/server/src/db/client.ts'
import { benchApp, DEEP_CALLS, playerIds, READ_CALLS } from './grown-calls.ts'

/**
 * Where a read call's time goes on a grown database (issue 44): `node bench/src/grown-profile.ts <url>
 * <player: heavy|typical|new> <call or deep label>…` makes each call BENCH_REPEAT times (default 10)
 * as the player and prints, per call, its median and each statement it sent with its median time
 * (statements of a call run concurrently when the handler awaits them together, so they may add up
 * to more than the call). With PROFILE_EXPLAIN=1 each statement's EXPLAIN ANALYZE follows.
 */
const [url, who = 'heavy', ...labels] = process.argv.slice(2)
if (!url) throw new Error('usage: grown-profile.ts <database url> <heavy|typical|new> <call>…')
const REPEAT = Number(process.env.BENCH_REPEAT ?? 10)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 })
const client = new pg.Client({ connectionString: url })
await client.connect()
const grown = (
  await client.query<{ result: { heavy: number; typical: number; fresh: number } }>(
    'select result from bench_grown',
  )
).rows[0]?.result
if (!grown) throw new Error('no bench_grown row: not a database bench:grown grew')
const userId = who === 'heavy' ? grown.heavy : who === 'typical' ? grown.typical : grown.fresh

interface Timing {
  ms: number[]
  values: unknown[]
}
const timings = new Map<string, Timing>()
const original = pg.Client.prototype.query
let recording = false
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args
  const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text
  const values = (Array.isArray(second) ? second : (first as { values?: unknown[] } | null)?.values) ?? []
  const started = performance.now()
  const note = () => {
    if (!recording || !text) return
    const entry: Timing = timings.get(text) ?? { ms: [], values }
    entry.ms.push(performance.now() - started)
    timings.set(text, entry)
  }
  // The pool passes a callback; a client used directly answers a promise.
  const last = args.length - 1
  const callback = args[last]
  if (typeof callback === 'function')
    args[last] = (...answer: unknown[]) => {
      note()
      return (callback as (...a: unknown[]) => unknown)(...answer)
    }
  const result = (original as (...a: unknown[]) => unknown).apply(this, args)
  if (result instanceof Promise) void result.then(note, note)
  return result
} as typeof original

const bench = await benchApp(database)
const token = await bench.tokenFor(userId)
const ids = await playerIds(database, userId)
for (const label of labels) {
  const c = [...READ_CALLS, ...DEEP_CALLS].find((one) => ('label' in one ? one.label : one.name) === label)
  if (!c) throw new Error(`no call ${label}`)
  for (let warm = 0; warm < 2; warm++) await bench.call(token, c.name, c.input(ids))
  timings.clear()
  recording = true
  const calls: number[] = []
  for (let i = 0; i < REPEAT; i++) calls.push(await bench.call(token, c.name, c.input(ids)))
  recording = false
  console.log(
    `\n${label} (${who}, user ${userId}): median ${median(calls).toFixed(1)} ms, max ${Math.max(...calls).toFixed(1)}`,
  )
  const rows = [...timings.entries()].sort((a, b) => median(b[1].ms) - median(a[1].ms))
  for (const [text, { ms, values }] of rows) {
    console.log(
      `  ${median(ms).toFixed(1).padStart(7)} ms ×${(ms.length / REPEAT).toFixed(0)}  ${text.replace(/\s+/g, ' ').slice(0, 220)}`,
    )
    if (process.env.PROFILE_EXPLAIN === '1' && /^\s*(select|with)\b/i.test(text)) {
      const plan = await client.query(`explain (analyze, buffers) ${text}`, values)
      for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`          ${row['QUERY PLAN']}`)
    }
  }
}
pg.Client.prototype.query = original
await bench.close()
await client.end()
await database.close()
