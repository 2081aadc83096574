import { loadavg } from 'node:os'

import autocannon from 'autocannon'

import { createInstance, startBalancer, workFolder, type Balancer, type Instance } from './cluster.ts'
import { median } from './stats.ts'
import { startThrowawayPostgres } from './throwaway-postgres.ts'

/**
 * bench:cluster (decision 072) — requests per second through HAProxy with three instances against
 * one, on one throwaway PostgreSQL: one instance directly, one behind the balancer, three behind it.
 * On a two-core machine three instances cannot do more than one (they share the same two cores with
 * PostgreSQL, the balancer and the load); what the figures show is that nothing breaks (no errors,
 * no non-2xx) and what the extra hop costs. Two calls: anonymous/appConfig (no database work: the HTTP
 * tier alone) and refreshData (a signed-in read: the session, the player and their wallet figures). Each
 * round measures every case once in a rotating order, so load from elsewhere hits them alike.
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 64
const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'bench',
  appWebName: 'panalo',
}

const work = await workFolder('bench-cluster')
const postgres = await startThrowawayPostgres({ settings: ['max_connections = 300'] })
const stops: (() => Promise<unknown>)[] = [() => postgres.destroy()]
try {
  await postgres.createDatabase('panalo')
  const env = {
    PANALO_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.databaseUrl('panalo'),
    TRUST_PROXY: 'true',
    SANDBOX_WEBHOOK_SECRET: 'bench-cluster-webhook-secret',
    DEV_AGGREGATOR_SECRET: 'bench-cluster-aggregator-secret',
  }
  const instances: Instance[] = []
  for (let index = 1; index <= 3; index++) instances.push(await createInstance(index, env, work))
  stops.push(() => Promise.all(instances.map((instance) => instance.stop())))
  for (const instance of instances) await instance.start()
  const [first] = instances as [Instance, ...Instance[]]
  const one: Balancer = await startBalancer([first], work)
  stops.push(() => one.stop())
  const three: Balancer = await startBalancer(instances, work)
  stops.push(() => three.stop())

  // A signed-in player, for the authenticated read.
  const token = await demoToken(first.url)
  const calls = {
    'anonymous/appConfig': { body: JSON.stringify({ ...CLIENT_FIELDS }), headers: {} },
    refreshData: {
      body: JSON.stringify({ ...CLIENT_FIELDS }),
      headers: { authorization: `Bearer ${token}` },
    },
  }
  const targets = [
    { name: '1 instance, direct', url: first.url },
    { name: '1 instance behind HAProxy', url: one.url },
    { name: '3 instances behind HAProxy', url: three.url },
  ]

  console.log(
    `bench:cluster — ${ROUNDS} rounds × ${DURATION_S} s, ${CONNECTIONS} connections; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  )
  const results = new Map<string, { rps: number[]; p99: number[]; errors: number }>()
  for (let round = 0; round < ROUNDS; round++) {
    for (const [call, request] of Object.entries(calls)) {
      const order = targets.map(
        (_, index) => targets[(index + round) % targets.length] as (typeof targets)[number],
      )
      for (const target of order) {
        const result = await autocannon({
          url: `${target.url}/app/v1/${call}`,
          method: 'POST',
          headers: { 'content-type': 'application/json', ...request.headers },
          body: request.body,
          connections: CONNECTIONS,
          duration: DURATION_S,
        })
        const label = `${call} | ${target.name}`
        const entry = results.get(label) ?? { rps: [], p99: [], errors: 0 }
        entry.rps.push(result.requests.average)
        entry.p99.push(result.latency.p99)
        entry.errors += result.errors + result.timeouts + result.non2xx
        results.set(label, entry)
      }
    }
  }

  console.log(
    '| call | target | requests/s (median) | × 1 instance direct | p99 ms (median) | errors and non-2xx |',
  )
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const call of Object.keys(calls)) {
    const direct = median(results.get(`${call} | ${targets[0]?.name}`)?.rps ?? [])
    for (const target of targets) {
      const entry = results.get(`${call} | ${target.name}`)
      if (!entry) continue
      const rps = median(entry.rps)
      console.log(
        `| \`${call}\` | ${target.name} | ${rps.toFixed(0)} | ${(rps / direct).toFixed(2)} | ${median(entry.p99).toFixed(0)} | ${entry.errors} |`,
      )
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
}

/** Logs in as the demo player the development seed makes. */
async function demoToken(base: string): Promise<string> {
  const response = await fetch(`${base}/app/v1/accountLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CLIENT_FIELDS, account: 'demoplayer', password: 'Panalo2026' }),
  })
  const answer = (await response.json()) as { errcode: number; data: { token: string } }
  if (answer.errcode !== 0) throw new Error(`demo login: ${JSON.stringify(answer)}`)
  return answer.data.token
}
