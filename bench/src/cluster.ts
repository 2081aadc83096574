import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort, REPO_ROOT, SERVER_ENTRY, waitForHttp } from './processes.ts'

/**
 * A Panalo cluster on this machine for chaos:cluster and bench:cluster: N built server instances on
 * one PostgreSQL, each on its own port, behind HAProxy from the system's packages, configured by the
 * same deploy/haproxy.cfg that compose.yaml runs (its `server` lines replaced by these instances).
 */

export const HAPROXY_CONFIG = path.join(REPO_ROOT, 'deploy/haproxy.cfg')

export interface Instance {
  /** 1-based, as the balancer names it (panalo1…). */
  index: number
  port: number
  url: string
  /** Where its stdout and stderr go. */
  logFile: string
  alive(): boolean
  /** Started and answering /ready, as far as this script knows (false from a kill or stop on). */
  ready(): boolean
  start(): Promise<void>
  /** SIGKILL: no drain, no goodbye. */
  kill(): Promise<void>
  /** SIGTERM, and waits for it to exit; answers its exit code. */
  stop(): Promise<number | null>
}

export interface Balancer {
  url: string
  stop(): Promise<void>
}

/** Fails early, with the way to get it, when HAProxy is not installed. */
export function requireHaproxy(): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' })
  const binary = found.stdout.trim()
  if (found.status !== 0 || !binary)
    throw new Error(
      "HAProxy is not installed: apt-get install haproxy (Debian's package; nothing else is needed)",
    )
  return binary
}

/** A server instance of the built app (apps/server/dist), not started yet. */
export async function createInstance(
  index: number,
  env: NodeJS.ProcessEnv,
  logDir: string,
): Promise<Instance> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const logFile = path.join(logDir, `panalo${index}.log`)
  let child: ChildProcess | null = null
  let ready = false
  const exited = (process: ChildProcess | null) =>
    !process || process.exitCode !== null || process.signalCode !== null

  function waitExit(process: ChildProcess): Promise<number | null> {
    return new Promise((resolve) => {
      if (exited(process)) return resolve(process.exitCode)
      process.once('exit', (code) => resolve(code))
    })
  }

  return {
    index,
    port,
    url,
    logFile,
    alive: () => !exited(child),
    ready: () => ready && !exited(child),
    async start() {
      const log = createWriteStream(logFile, { flags: 'a' })
      await new Promise((resolve) => log.once('open', resolve))
      child = spawn(process.execPath, [SERVER_ENTRY], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', log, log],
      })
      await waitForHttp(`${url}/ready`, 120_000)
      ready = true
    },
    async kill() {
      const current = child
      if (!current || exited(current)) return
      ready = false
      const done = waitExit(current)
      current.kill('SIGKILL')
      await done
    },
    async stop() {
      const current = child
      if (!current || exited(current)) return current?.exitCode ?? null
      ready = false
      const done = waitExit(current)
      current.kill('SIGTERM')
      return done
    },
  }
}

/** Starts HAProxy on a free port with deploy/haproxy.cfg, its servers being `instances`. */
export async function startBalancer(instances: readonly Instance[], workDir: string): Promise<Balancer> {
  const binary = requireHaproxy()
  const port = await freePort()
  const template = await readFile(HAPROXY_CONFIG, 'utf8')
  const config = template
    .replace(/^(\s*)bind :8080$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^\s*server panalo\d+ .*\n/gm, '')
    .replace(
      /^(backend panalo\n(?:.*\n)*?\s*default-server .*\n)/m,
      `$1${instances.map((instance) => `    server panalo${instance.index} 127.0.0.1:${instance.port} check\n`).join('')}`,
    )
  if (!config.includes(`127.0.0.1:${instances[0]?.port}`))
    throw new Error(
      `deploy/haproxy.cfg no longer has the shape this script rewrites (bind :8080, server lines)`,
    )
  const file = path.join(workDir, `haproxy-${port}.cfg`)
  await writeFile(file, config)
  const log = createWriteStream(path.join(workDir, `haproxy-${port}.log`))
  await new Promise((resolve) => log.once('open', resolve))
  const child = spawn(binary, ['-f', file, '-db'], { stdio: ['ignore', log, log] })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/health`, 30_000)
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** A folder for the run's logs and configuration. */
export function workFolder(name: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `panalo-${name}-`))
}

export class Unanswered extends Error {}

export interface HttpAnswer {
  status: number
  body: string
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 })

/**
 * One HTTP request from a given local address (127.x.y.z: the whole block is this machine), so the
 * balancer sees each simulated player connect from an address of their own, as the per-address limits
 * expect. Throws Unanswered when no answer came (refused, reset, timed out).
 */
export function httpRequest(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string
    localAddress?: string
    timeoutMs?: number
  } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: {
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
        agent,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', () => reject(new Unanswered(`${url}: the answer broke off`)))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')))
    outgoing.on('error', (error) => reject(new Unanswered(`${url}: ${error.message}`)))
    if (options.body !== undefined) outgoing.write(options.body)
    outgoing.end()
  })
}
