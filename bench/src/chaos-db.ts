import type { ChildProcess } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'

import { checkFloors, floorsFor, wageringGateFailures } from './chaos-floors.ts'
import {
  balanceMismatches,
  chaosSecrets,
  ChaosClient,
  driveClients,
  mustRun,
  Tally,
  untilAnswered,
  weighted,
  type Exchange,
  type HeldWithdrawal,
  type Operator,
  type Player,
} from './chaos-load.ts'
import { chaosPlayers, chaosServer } from './chaos-server.ts'
import { quantile } from './stats.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts'

/**
 * chaos:db (reliability check C14, faults in the database) — the built server on a throwaway
 * PostgreSQL of its own, under a steady, paced load of provider bets and wins, deposits paid by the
 * sandbox gateway's webhooks, withdrawals (approved by the operator as they come), safebox moves and
 * claims of the operator's mails, while PostgreSQL is restarted in fast mode, restarted in immediate
 * mode (a crash, with recovery at start) and has every backend terminated, a few times each. The
 * server is never restarted.
 *
 * It fails when the server does not recover by itself within RECOVER_BOUND_MS of the database coming
 * back (a bet acknowledged again, the chat's LISTEN hearing again), when any request hangs (no answer
 * within HANG_MS) or is answered 500 (a bug) instead of "try again", when errors outlast the faults,
 * when any kind of operation falls below its floor, or when anything acknowledged is lost: at the end
 * ledger:check must pass and every player's balances equal what the acknowledged answers add up to.
 * Not part of `npm test` (three to four minutes); its fast parts are server tests.
 */

const PLAYERS = Number(process.env.CHAOS_PLAYERS ?? 16)
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 8)
/** Operations a second across all clients (a bet and its win are one): steady, bounded load. */
const RATE = Number(process.env.CHAOS_RATE ?? 40)
/** Rounds of the three faults: fast restart, immediate restart, every backend terminated. */
const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 3)
/** Seconds of steady load before the first fault, between faults and after the last. */
const STEADY_S = Number(process.env.CHAOS_STEADY ?? 12)
/** The server must acknowledge a bet again within this long of the database accepting connections. */
const RECOVER_BOUND_MS = 10_000
/** A request unanswered this long is a hang: the app's own request timeout (SPEC.md §9). */
const HANG_MS = 10_000
/** Operator mails with points, one every this many milliseconds, for the players to claim. */
const MAIL_EVERY_MS = 4_000
const DATABASE = 'panalo'
/**
 * Acknowledgements per minute below which the run fails: about a third of what a run got through
 * while the shared two-core machine was busiest (bench/results/chaos-db.md), an eighth of a quiet one.
 */
const FLOORS_PER_MINUTE = {
  deposits: 30,
  bets: 120,
  wins: 120,
  withdrawals: 10,
  approvals: 10,
  safebox: 25,
  claims: 25,
}

type Fault = 'fast restart' | 'immediate restart' | 'backends terminated'
interface FaultRecord {
  kind: Fault
  number: number
  startedAt: number
  /** When the database accepted connections again (pg_ctl start returned; or the backends were ended). */
  backAt: number
  /** When the first bet sent after backAt was acknowledged. */
  recoveredAt: number | null
  /** How long a chat wait took to hear an operator's reply once recovered. */
  chatWakeMs: number | null
}

const secrets = chaosSecrets('chaos')
const exchanges: Exchange[] = []
const pg = await startThrowawayPostgres()
const failures: string[] = []
let server = null as ChildProcess | null

try {
  await run(pg)
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL')
  await pg.destroy()
}
for (const failure of failures) console.log(`  FAIL ${failure}`)
console.log(failures.length === 0 ? 'chaos:db passed' : 'chaos:db FAILED')
process.exit(failures.length === 0 ? 0 : 1)

async function run(pg: ThrowawayPostgres): Promise<void> {
  await pg.createDatabase(DATABASE)
  const databaseUrl = pg.databaseUrl(DATABASE)
  const chaos = await chaosServer({ secrets, databaseUrl, name: 'chaos-db' })
  const logFile = path.join(chaos.dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const child = chaos.spawn(['ignore', log, log])
  server = child
  let exited: string | null = null
  child.once('exit', (code, signal) => (exited = `the server exited (${signal ?? `code ${code}`})`))
  await chaos.ready()

  const tally = new Tally()
  const client = new ChaosClient(chaos.base, secrets, {
    timeoutMs: HANG_MS * 2,
    record: (e) => exchanges.push(e),
  })
  const { operator, players, operations } = await chaosPlayers(chaos, secrets, {
    count: PLAYERS,
    client,
    tally,
  })
  await mustRun(operator, 'withdrawals:settings', '--daily', '1000')
  const chatPlayer = players[0] as Player
  console.log(
    `chaos:db — ${PLAYERS} players, ${CLIENTS} clients at ${RATE} operations/s; PostgreSQL on port ${pg.port}; ` +
      `${ROUNDS} rounds of fast restart, immediate restart and every backend terminated, ${STEADY_S} s apart`,
  )

  let stopping = false
  const stopped = () => stopping || exited !== null
  // More bets than deposits need, so that turnover is met and withdrawals get through.
  const nextOperation = weighted<(player: Player) => Promise<void>>([
    [2, (player) => operations.deposit(player)],
    [10, (player) => operations.betAndWin(player)],
    [2, (player) => operations.withdraw(player)],
    [2, (player) => operations.safeboxMove(player)],
    [2, (player) => operations.claimMail(player)],
  ])
  // Each client paces itself, so that the load stays at RATE while the database is gone.
  const spacing = (CLIENTS * 1000) / RATE
  const paced = () => {
    const operation = nextOperation()
    return async (player: Player) => {
      const started = Date.now()
      await operation(player)
      const rest = spacing - (Date.now() - started)
      if (rest > 0) await sleep(rest)
    }
  }

  const runStart = Date.now()
  const load = driveClients(CLIENTS, players, paced, stopped)
  const approvals = approveAsTheyCome(operator, operations.held, tally, stopped)
  const mails = mailPoints(operator, stopped)

  const chatProbe = async (): Promise<number> => {
    try {
      return await chatWake()
    } catch (error) {
      console.log(`  chat probe failed: ${error instanceof Error ? error.message : String(error)}`)
      return Number.POSITIVE_INFINITY
    }
  }
  // The chat window's long poll (features/service): it waits again as soon as a wait answers.
  const chatWake = async (): Promise<number> => {
    const history = await untilAnswered(() =>
      client.call<{ messages: { id: number }[] }>('serviceChatHistory', {}, chatPlayer.token),
    )
    const afterId = history.data.messages.at(-1)?.id ?? 0
    const started = Date.now()
    const received = (async () => {
      while (Date.now() - started < 20_000) {
        const answer = await untilAnswered(() =>
          client.call<{ messages: { id: number }[] }>('serviceChatWait', { afterId }, chatPlayer.token),
        )
        if (answer.data.messages.length > 0) return Date.now() - started
      }
      return Number.POSITIVE_INFINITY
    })()
    await sleep(300)
    await untilOk(() => operator.run('service:reply', String(chatPlayer.id), `probe ${started}`))
    return received
  }
  const baselineWake = await chatProbe()

  await sleep(STEADY_S * 1000)
  const steadyBefore = { from: runStart + 2_000, to: Date.now() }
  const faults: FaultRecord[] = []
  const kinds: Fault[] = ['fast restart', 'immediate restart', 'backends terminated']
  for (let round = 1; round <= ROUNDS && !exited; round++) {
    for (const kind of kinds) {
      if (exited) break
      const startedAt = Date.now()
      if (kind === 'backends terminated') await pg.terminateBackends(DATABASE)
      else await pg.restart(kind === 'fast restart' ? 'fast' : 'immediate')
      const fault: FaultRecord = {
        kind,
        number: round,
        startedAt,
        backAt: Date.now(),
        recoveredAt: null,
        chatWakeMs: null,
      }
      faults.push(fault)
      fault.recoveredAt = await firstBetAckSince(fault.backAt, RECOVER_BOUND_MS, () => exited !== null)
      if (fault.recoveredAt !== null) fault.chatWakeMs = await chatProbe()
      console.log(`  ${describeFault(fault, runStart)}`)
      await sleep(STEADY_S * 1000)
    }
  }
  const afterFrom = (faults.at(-1)?.recoveredAt ?? Date.now()) + 2_000
  const steadyAfter = { from: afterFrom, to: Date.now() }
  stopping = true
  await load
  await mails
  await approvals
  // What is still held gets its approval now, with the database up.
  await approveAsTheyCome(operator, operations.held, tally, () => true)

  // --- the verdict --------------------------------------------------------------------------------
  if (exited) {
    failures.push(exited)
    console.log(readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'))
  }
  const betsBefore = latencies(steadyBefore, 'bet')
  const betsAfter = latencies(steadyAfter, 'bet')
  console.log(
    `  bet p99: before the faults ${ms(quantile(betsBefore, 0.99))} (${betsBefore.length} bets), ` +
      `after ${ms(quantile(betsAfter, 0.99))} (${betsAfter.length} bets); chat wake ${ms(baselineWake)} before`,
  )
  const errors = exchanges.filter((exchange) => exchange.answer !== 'ok' && isFaultAnswer(exchange.answer))
  const slowest = Math.max(0, ...errors.map((exchange) => exchange.ms))
  console.log(
    `  errors answered in all: ${countBy(errors)}; slowest error answer ${ms(slowest)}, p99 ${ms(
      quantile(
        errors.map((e) => e.ms).sort((a, b) => a - b),
        0.99,
      ),
    )}`,
  )

  for (const fault of faults) {
    if (fault.recoveredAt === null)
      failures.push(
        `${fault.kind} ${fault.number}: no bet acknowledged within ${RECOVER_BOUND_MS} ms of the database coming back`,
      )
    else if (fault.chatWakeMs === null || fault.chatWakeMs > 3_000)
      failures.push(
        `${fault.kind} ${fault.number}: the chat heard an operator's reply only after ${ms(fault.chatWakeMs ?? Number.NaN)} (its LISTEN did not come back)`,
      )
  }
  const hangs = exchanges.filter((exchange) => exchange.ms >= HANG_MS)
  if (hangs.length > 0)
    failures.push(`${hangs.length} requests hung (no answer within ${HANG_MS} ms): ${countBy(hangs)}`)
  const bugs = exchanges.filter(
    (exchange) =>
      exchange.answer.endsWith('HTTP 500') ||
      [`errcode ${ERRORS.INTERNAL.code}`, 'no answer'].includes(exchange.answer),
  )
  if (bugs.length > 0) failures.push(`${bugs.length} answers were a bug's or none: ${countBy(bugs)}`)
  const lingering = exchanges.filter(
    (exchange) => exchange.startedAt >= steadyAfter.from && isFaultAnswer(exchange.answer),
  )
  if (lingering.length > 0)
    failures.push(`errors went on after the last fault had cleared: ${countBy(lingering)}`)

  const checked = await operator.run('ledger:check')
  console.log(`  ledger:check: ${checked.output.split('\n').join('; ')}`)
  if (!checked.ok) failures.push('ledger:check failed')
  const mismatches = await balanceMismatches(operator.db, players)
  if (mismatches.length === 0) console.log('  balances: every player matches the acknowledged operations')
  for (const mismatch of mismatches) failures.push(`MISMATCH ${mismatch}`)
  const stuck = await operator.db.execute(sql`select id from withdrawals where state = 'processing'`)
  const stuckIds = (stuck as unknown as { rows: { id: number }[] }).rows.map((row) => row.id)
  if (stuckIds.length > 0)
    failures.push(`withdrawals left processing by an interrupted approval: ${stuckIds.join(', ')}`)

  const seconds = (Date.now() - runStart) / 1000
  const floors = checkFloors(tally.acknowledged, floorsFor(FLOORS_PER_MINUTE, seconds))
  console.log(`  acknowledged (floor) in ${seconds.toFixed(0)} s: ${floors.lines.join(', ')}`)
  console.log(`  refused by the rules: ${tally.refusals()}`)
  failures.push(...floors.failures)
  failures.push(
    ...wageringGateFailures(
      tally.acknowledged.withdrawals ?? 0,
      tally.refused.get(`exchange ${ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code}`) ?? 0,
    ),
  )
  console.log(`  server log: ${summariseLog(readFileSync(logFile, 'utf8'))}`)
  await operator.close()
}

/** Approves the held withdrawals through withdrawals:approve until `stopped()`, each until it is decided. */
async function approveAsTheyCome(
  operator: Operator,
  held: HeldWithdrawal[],
  tally: Tally,
  stopped: () => boolean,
): Promise<void> {
  do {
    for (const withdrawal of held.splice(0)) {
      const { ok, output } = await operator.run('withdrawals:approve', String(withdrawal.id))
      let paid = ok && / is paid/.test(output)
      if (!ok && output.includes(ERRORS.WITHDRAWAL_NOT_PENDING.message)) {
        // An earlier attempt went unanswered: the withdrawal's state says what it did.
        const state = await operator.db.execute(
          sql`select state from withdrawals where id = ${withdrawal.id}`,
        )
        paid = (state as unknown as { rows: { state: string }[] }).rows[0]?.state === 'paid'
        if (!paid) continue // left processing: the verdict names it
      } else if (!ok) {
        held.push(withdrawal) // the database was gone: again on the next round
        continue
      }
      if (!paid) throw new Error(`withdrawals:approve ${withdrawal.id}: ${output}`)
      withdrawal.player.expected.hold -= withdrawal.amount
      tally.ack('approvals')
    }
    if (!stopped()) await sleep(1_000)
  } while (!stopped() || held.length > 0)
}

/** The operator mails every player points to claim, one mail every MAIL_EVERY_MS, each sent once by its key. */
async function mailPoints(operator: Operator, stopped: () => boolean): Promise<void> {
  for (let n = 1; !stopped(); n++) {
    await untilOk(
      () =>
        operator.run(
          'mail:send',
          '--all',
          '--title',
          `Chaos ${n}`,
          '--body',
          'Points for staying with us.',
          '--item',
          '2002=5',
          '--key',
          `chaos-mail-${n}`,
        ),
      stopped,
    )
    await sleep(MAIL_EVERY_MS)
  }
}

/** Runs an operator command again until it succeeds (while the database is gone it fails). */
async function untilOk(
  attempt: () => Promise<{ ok: boolean; output: string }>,
  stopped: () => boolean = () => false,
): Promise<void> {
  for (let tries = 1; ; tries++) {
    const { ok, output } = await attempt()
    if (ok || stopped()) return
    if (tries > 100) throw new Error(`an operator command kept failing: ${output}`)
    await sleep(250)
  }
}

/** When the first bet sent at or after `since` was acknowledged, or null after `boundMs`. */
async function firstBetAckSince(since: number, boundMs: number, gone: () => boolean): Promise<number | null> {
  const deadline = since + boundMs
  while (Date.now() < deadline + 1_000 && !gone()) {
    const first = exchanges.find(
      (exchange) => exchange.kind === 'bet' && exchange.answer === 'ok' && exchange.startedAt >= since,
    )
    if (first) {
      const at = first.startedAt + first.ms
      return at <= deadline ? at : null
    }
    await sleep(50)
  }
  return null
}

function describeFault(fault: FaultRecord, runStart: number): string {
  const during = exchanges.filter(
    (exchange) =>
      exchange.startedAt >= fault.startedAt &&
      exchange.startedAt <= (fault.recoveredAt ?? fault.backAt + RECOVER_BOUND_MS) &&
      isFaultAnswer(exchange.answer),
  )
  const slowest = Math.max(0, ...during.map((exchange) => exchange.ms))
  const at = (time: number) => `${((time - runStart) / 1000).toFixed(1)} s`
  return [
    `${fault.kind} ${fault.number}:`.padEnd(24),
    `database gone ${at(fault.startedAt)}–${at(fault.backAt)} (${ms(fault.backAt - fault.startedAt)}),`,
    `recovered ${fault.recoveredAt === null ? 'NOT' : `after ${ms(fault.recoveredAt - fault.backAt)}`},`,
    `chat wake ${ms(fault.chatWakeMs ?? Number.NaN)};`,
    `errors answered: ${during.length === 0 ? 'none' : `${countBy(during)} (slowest ${ms(slowest)})`}`,
  ].join(' ')
}

/** An answer that says the server could not do it now (as opposed to a rule's refusal). */
function isFaultAnswer(answer: string): boolean {
  return (
    answer === `errcode ${ERRORS.TEMPORARILY_UNAVAILABLE.code}` ||
    answer === `errcode ${ERRORS.INTERNAL.code}` ||
    answer.startsWith('RS_ERROR_UNKNOWN') ||
    answer === 'no answer' ||
    answer.startsWith('HTTP 5')
  )
}

function latencies(window: { from: number; to: number }, kind: string): number[] {
  return exchanges
    .filter(
      (e) => e.kind === kind && e.answer === 'ok' && e.startedAt >= window.from && e.startedAt <= window.to,
    )
    .map((e) => e.ms)
    .sort((a, b) => a - b)
}

/** `errcode 502 ×40, RS_ERROR_UNKNOWN ×12` by answer and kind, most frequent first. */
function countBy(list: readonly Exchange[]): string {
  const counts = new Map<string, number>()
  for (const exchange of list) {
    const key = `${exchange.kind} ${exchange.answer}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  if (counts.size === 0) return 'none'
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} ×${count}`)
    .join(', ')
}

/** The server's warnings and errors by message, most frequent first. */
function summariseLog(text: string): string {
  const counts = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      const entry = JSON.parse(line) as { msg?: string; level?: number }
      const message = `${entry.level === 40 ? 'warn' : entry.level === 50 ? 'error' : String(entry.level)} "${entry.msg ?? ''}"`
      counts.set(message, (counts.get(message) ?? 0) + 1)
    } catch {
      // not a log line
    }
  }
  if (counts.size === 0) return 'no warnings or errors'
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([message, count]) => `${message} ×${count}`)
    .join(', ')
}

function ms(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : '—'
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
