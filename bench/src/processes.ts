import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Helpers the benchmarks share: free ports, CPU pinning, and starting the built Panalo server. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** Runs a command pinned to one CPU with taskset, as reference/performance.md measures. */
export function spawnPinned(
  cpu: number,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  return spawn('taskset', ['-c', String(cpu), command, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export interface RunningServer {
  url: string
  /** The server's own process id (taskset replaces itself with the command). */
  pid: number
  stop(): Promise<void>
}

/**
 * What production insists on, pointed nowhere: the benchmarks send no SMS and take no payments, but a
 * production start refuses the development stand-ins (console SMS, sandbox gateway).
 */
export const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  PANALO_ENV: 'production',
  SMS_GATEWAY: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/',
  SMS_HTTP_TOKEN: 'unused',
  PAYMENT_GATEWAY: 'paymongo',
  PAYMONGO_SECRET_KEY: 'sk_test_unused',
  PAYMONGO_WEBHOOK_SECRET: 'unused',
  PAYMONGO_API_URL: 'http://127.0.0.1:9/',
}

/** Starts apps/server/dist/main.js on the embedded database in a fresh folder. */
export async function startPanalo(cpu: number, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'panalo-bench-'))
  const child = spawnPinned(cpu, process.execPath, [SERVER_ENTRY], {
    PORT: String(port),
    HOST: '127.0.0.1',
    PANALO_DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...env,
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/health`)
  return { url, pid: child.pid as number, stop: () => stopChild(child) }
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** CPU time (user + system) a process has used so far, in milliseconds; Linux only. */
export function cpuTimeMs(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name; clock ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Pins this process (the load generator) to a CPU. */
export function pinSelf(cpu: number): void {
  spawn('taskset', ['-cp', String(cpu), String(process.pid)], { stdio: 'ignore' })
}
