import autocannon from 'autocannon'

import {
  freePort,
  pinSelf,
  PRODUCTION_ENV,
  spawnPinned,
  startPanalo,
  stopChild,
  waitForHttp,
} from './processes.ts'

/**
 * bench:http — requests per second of anonymous/appConfig against a bare Fastify hello world started
 * by this script in the same run (ARCHITECTURE.md: ≥ 0.8×). Servers run on CPU 0, the load on CPU 1.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15)
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

interface Measurement {
  rps: number
  p99: number
  errors: number
  non2xx: number
}

async function measure(options: autocannon.Options): Promise<Measurement> {
  await autocannon({ ...options, duration: WARMUP_S })
  const result = await autocannon({ ...options, duration: DURATION_S })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

pinSelf(1)
const base = { connections: CONNECTIONS, pipelining: PIPELINING }

const barePort = await freePort()
const bare = spawnPinned(0, process.execPath, [new URL('./bare-fastify.ts', import.meta.url).pathname], {
  PORT: String(barePort),
})
await waitForHttp(`http://127.0.0.1:${barePort}/`)
const reference = await measure({ ...base, url: `http://127.0.0.1:${barePort}/` })
const post = (body: object) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const referencePost = await measure({ ...base, url: `http://127.0.0.1:${barePort}/`, ...post(CLIENT_FIELDS) })
await stopChild(bare)

// The production configuration: no response-schema checks, info-level request log (to /dev/null).
const panalo = await startPanalo(0, PRODUCTION_ENV)
const configUrl = `${panalo.url}/app/v1/anonymous/appConfig`
const first = (await (
  await fetch(configUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CLIENT_FIELDS),
  })
).json()) as { data: { v: string } }
const current = await measure({ ...base, url: configUrl, ...post({ ...CLIENT_FIELDS, v: first.data.v }) })
const full = await measure({ ...base, url: configUrl, ...post(CLIENT_FIELDS) })
await panalo.stop()

const row = (name: string, m: Measurement) =>
  `${name.padEnd(44)} ${Math.round(m.rps).toString().padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   ratio ${(m.rps / reference.rps).toFixed(2)}   errors ${m.errors + m.non2xx}`
console.log(
  `\nbench:http — ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${DURATION_S} s after ${WARMUP_S} s warm-up`,
)
console.log(row('bare Fastify hello world, GET (reference)', reference))
console.log(row('bare Fastify hello world, POST same body', referencePost))
console.log(row('anonymous/appConfig, client holds current v', current))
console.log(row('anonymous/appConfig, full config answer', full))
const ratio = (m: Measurement, to: Measurement) => (m.rps / to.rps).toFixed(2)
console.log(`\nBudget: appConfig ≥ 0.80× bare Fastify hello world.`)
console.log(
  `  vs GET hello world:            ${ratio(current, reference)}× (current v), ${ratio(full, reference)}× (full answer)`,
)
console.log(
  `  vs POST hello world, same body: ${ratio(current, referencePost)}× (current v), ${ratio(full, referencePost)}× (full answer)`,
)
