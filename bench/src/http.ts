import autocannon from 'autocannon'

import {
  cpuTimeMs,
  freePort,
  pinSelf,
  PRODUCTION_ENV,
  spawnPinned,
  startPanalo,
  stopChild,
  waitForHttp,
} from './processes.ts'
import { median } from './stats.ts'

/**
 * bench:http — requests per second of anonymous/appConfig against a bare Fastify hello world started
 * by this script in the same run (ARCHITECTURE.md: ≥ 0.8×). Servers run on CPU 0, the load on CPU 1.
 *
 * Both servers stay up for the whole run and the measurement is split into short rounds, each
 * measuring every case once in a rotating order: on a machine shared with other work, load that comes
 * and goes then hits every case alike, and each round's ratio compares figures taken seconds apart.
 * The server's CPU time per request is reported too: it hardly moves when a neighbour takes the CPU
 * away, so its ratio is the steadier estimate of the throughput ratio on a quiet machine.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const WARMUP_S = 5
const CONNECTIONS = 100
const PIPELINING = 10

const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'bench',
  appWebName: 'panalo',
}

interface Case {
  name: string
  /** The server process, whose CPU time is read around each measurement. */
  pid: number
  options: autocannon.Options
}

interface Measurement {
  rps: number
  p99: number
  /** Server CPU time per answered request, in microseconds. */
  cpuUs: number
  errors: number
}

async function measure(c: Case, duration: number): Promise<Measurement> {
  const cpuBefore = cpuTimeMs(c.pid)
  const result = await autocannon({ ...c.options, duration })
  const cpuMs = cpuTimeMs(c.pid) - cpuBefore
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUs: (cpuMs * 1000) / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

const post = (body: object) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

pinSelf(1)
const base = { connections: CONNECTIONS, pipelining: PIPELINING }

const barePort = await freePort()
const bare = spawnPinned(0, process.execPath, [new URL('./bare-fastify.ts', import.meta.url).pathname], {
  PORT: String(barePort),
})
await waitForHttp(`http://127.0.0.1:${barePort}/`)
// The production configuration: no response-schema checks, info-level request log (to /dev/null).
const panalo = await startPanalo(0, PRODUCTION_ENV)
const configUrl = `${panalo.url}/app/v1/anonymous/appConfig`
const answer = async (body: object) =>
  (await (await fetch(configUrl, post(body))).json()) as {
    errcode: number
    data: { v: string; config: unknown }
  }
const first = await answer(CLIENT_FIELDS)
const again = await answer({ ...CLIENT_FIELDS, v: first.data.v })
// autocannon counts HTTP statuses only, and business errors answer 200: check both answers once.
if (first.errcode !== 0 || first.data.config === null || again.errcode !== 0 || again.data.config !== null)
  throw new Error(`appConfig does not answer as the benchmark expects: ${JSON.stringify({ first, again })}`)

const bareUrl = `http://127.0.0.1:${barePort}/`
const barePid = bare.pid as number
const cases: Case[] = [
  { name: 'bare Fastify hello world, GET (reference)', pid: barePid, options: { ...base, url: bareUrl } },
  {
    name: 'bare Fastify hello world, POST same body',
    pid: barePid,
    options: { ...base, url: bareUrl, ...post(CLIENT_FIELDS) },
  },
  {
    name: 'anonymous/appConfig, client holds current v',
    pid: panalo.pid,
    options: { ...base, url: configUrl, ...post({ ...CLIENT_FIELDS, v: first.data.v }) },
  },
  {
    name: 'anonymous/appConfig, full config answer',
    pid: panalo.pid,
    options: { ...base, url: configUrl, ...post(CLIENT_FIELDS) },
  },
]
const [reference, referencePost, current, full] = cases as [Case, Case, Case, Case]

for (const c of cases) await measure(c, WARMUP_S)
const rounds: Map<Case, Measurement>[] = []
for (let round = 0; round < ROUNDS; round++) {
  const results = new Map<Case, Measurement>()
  for (let i = 0; i < cases.length; i++) {
    const c = cases[(round + i) % cases.length] as Case
    results.set(c, await measure(c, DURATION_S / ROUNDS))
  }
  rounds.push(results)
}
await panalo.stop()
await stopChild(bare)

const runsOf = (c: Case) => rounds.map((round) => round.get(c) as Measurement)
/** Per-round ratios of one case's throughput to another's: the median, and the spread over the rounds. */
const ratios = (c: Case, to: Case) => {
  const values = rounds.map((round) => (round.get(c) as Measurement).rps / (round.get(to) as Measurement).rps)
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) }
}
const formatRatios = (r: ReturnType<typeof ratios>) =>
  `${r.median.toFixed(2)}× (${r.min.toFixed(2)}–${r.max.toFixed(2)})`
/** The throughput ratio CPU cost predicts: the reference's CPU time per request over the case's. */
const cpuRatio = (c: Case, to: Case) =>
  (median(runsOf(to).map((m) => m.cpuUs)) / median(runsOf(c).map((m) => m.cpuUs))).toFixed(2)

console.log(
  `\nbench:http — ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${ROUNDS} rounds of ${DURATION_S / ROUNDS} s per case after ${WARMUP_S} s warm-up, Node ${process.version}`,
)
console.log(
  `${'case'.padEnd(44)} ${'req/s'.padStart(7)} ${'p99'.padStart(8)}   ${'vs GET (range)'.padEnd(20)} ${'CPU/req'.padStart(8)}   by CPU   errors`,
)
for (const c of cases) {
  const runs = runsOf(c)
  const rps = median(runs.map((m) => m.rps))
  const p99 = median(runs.map((m) => m.p99))
  const cpuUs = median(runs.map((m) => m.cpuUs))
  const errors = runs.reduce((sum, m) => sum + m.errors, 0)
  console.log(
    `${c.name.padEnd(44)} ${Math.round(rps).toString().padStart(7)} ${`${p99} ms`.padStart(8)}   ${formatRatios(ratios(c, reference)).padEnd(20)} ${`${cpuUs.toFixed(1)} µs`.padStart(8)}   ${`${cpuRatio(c, reference)}×`.padStart(6)}   ${errors}`,
  )
}
console.log(`\nBudget: appConfig ≥ 0.80× bare Fastify hello world (median of the rounds' throughput ratios).`)
const line = (label: string, a: Case, b: Case, to: Case) =>
  console.log(
    `  ${label.padEnd(32)} ${formatRatios(ratios(a, to))} current v, ${formatRatios(ratios(b, to))} full answer;` +
      ` by CPU ${cpuRatio(a, to)}× and ${cpuRatio(b, to)}×`,
  )
line('vs GET hello world:', current, full, reference)
line('vs POST hello world, same body:', current, full, referencePost)
console.log(
  `  bare POST vs bare GET:           ${formatRatios(ratios(referencePost, reference))}; by CPU ${cpuRatio(referencePost, reference)}× (what reading a JSON body costs Fastify alone)`,
)
