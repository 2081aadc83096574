import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import { openDatabase } from '../../apps/server/src/db/client.ts'
import { openGameSession } from '../../apps/server/src/modules/games/game-sessions.service.ts'
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.ts'
import { playerBalances } from '../../apps/server/src/modules/ledger/ledger-balances.service.ts'
import { postgresServer } from './postgres.ts'
import { freePort, SERVER_ENTRY, waitForHttp } from './processes.ts'

/**
 * chaos:ledger — a mixed load of deposits (signed gateway webhooks), provider bets and wins,
 * withdrawals and safebox moves over many players, while the server is killed with SIGKILL and
 * restarted several times. Clients retry every operation with the same key until they get a
 * definitive answer, as real clients and gateways do. At the end every player's balances must equal
 * what the acknowledged operations add up to (nothing lost, nothing applied twice), and the ledger's
 * invariant checker must print OK. Not part of `npm test`: it takes a minute or two and kills processes.
 *
 * Runs against PostgreSQL (CHAOS_PG_URL, default the local server), on a database of its own.
 */

const SERVER_URL = process.env.CHAOS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PLAYERS = Number(process.env.CHAOS_PLAYERS ?? 24)
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 16)
const DURATION_S = Number(process.env.CHAOS_DURATION ?? 60)
const KILLS = Number(process.env.CHAOS_KILLS ?? 5)
const DATABASE = 'panalo_chaos'
const PROVIDER = 'chaos'
const PROVIDER_SECRET = randomBytes(24).toString('hex')
const WEBHOOK_SECRET = randomBytes(24).toString('hex')
const SAFEBOX_PASSWORD = '246810'
const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'chaos',
  appWebName: 'panalo',
}

const { databaseUrl, recreateDatabase } = postgresServer(SERVER_URL)

await recreateDatabase(DATABASE)

// --- the server, killed and restarted -------------------------------------------------------------
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = await mkdtemp(path.join(tmpdir(), 'panalo-chaos-'))
let server: ChildProcess | null = null

async function startServer(): Promise<void> {
  server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PANALO_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl(DATABASE),
      PANALO_DATA_DIR: dataDir,
      PAYMENT_GATEWAY: 'sandbox',
      SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Webhooks come from this script (acting as the gateway), not from the sandbox's own deliverer.
      SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9/',
      WALLET_ONLY_PROVIDERS: `${PROVIDER}:${PROVIDER_SECRET}`,
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHttp(`${base}/health`, 120_000)
}

function killServer(): Promise<void> {
  return new Promise((resolve) => {
    const child = server
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

await startServer()

// --- players --------------------------------------------------------------------------------------
const database = await openDatabase({ kind: 'postgres', url: databaseUrl(DATABASE), poolSize: 4 })
const db = database.db
const gameRow = await db.execute(sql`
  with brand as (insert into game_brands (code, name, sort) values ('chaos', 'Chaos', 999) returning id),
  platform as (
    insert into game_platforms (code, name, wallet_kind, sort) values (${PROVIDER}, 'Chaos', 'seamless', 999)
    returning id)
  insert into games (code, name, type_id, brand_id, platform_id, provider_game_code, thumbnail, demo_allowed, min_bet, sort, enabled)
  select 'chaos-g1', 'Chaos', 1, brand.id, platform.id, 'g1', '/games/chaos.svg', false, 1, 9999, false
  from brand, platform returning id`)
const gameId = Number((gameRow as unknown as { rows: { id: number }[] }).rows[0]?.id)

class Unanswered extends Error {}

/** One product call; throws Unanswered when the server gave no definitive answer (down, 5xx). */
async function call<T>(
  name: string,
  body: object,
  token?: string,
  ip?: string,
): Promise<{ errcode: number; data: T }> {
  let response: Response
  try {
    response = await fetch(`${base}/app/v1/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: JSON.stringify({ ...CLIENT_FIELDS, ...body }),
      signal: AbortSignal.timeout(15_000),
    })
  } catch {
    throw new Unanswered(name)
  }
  if (response.status >= 500) throw new Unanswered(`${name}: HTTP ${response.status}`)
  return (await response.json()) as { errcode: number; data: T }
}

/** Retries `attempt` (same keys every time) until it answers. */
async function untilAnswered<T>(attempt: () => Promise<T>): Promise<T> {
  for (let wait = 100; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      return await attempt()
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}

interface Player {
  id: number
  token: string
  gameToken: string
  bankId: number
  expected: { coin: number; safebox: number; hold: number }
}

const config = await untilAnswered(() =>
  call<{
    config: { recharge: { rechargeTypes: { id: number; minAmount?: number; items: { price: number }[] }[] } }
  }>('anonymous/appConfig', { v: '' }),
)
const channel = config.data.config.recharge.rechargeTypes[0]
if (!channel) throw new Error('no deposit channel configured')
const depositAmounts = channel.items.map((item) => item.price).slice(0, 3)

const players: Player[] = []
for (let n = 0; n < PLAYERS; n++) {
  // Registration by phone and SMS code, each player from its own address (the per-address code cap).
  const phone = `+639${String(Date.now() % 1_000_000).padStart(6, '0')}${String(n).padStart(3, '0')}`
  const ip = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`
  const sent = await untilAnswered(() => call('smsSend', { phone, mode: 0 }, undefined, ip))
  if (sent.errcode !== 0) throw new Error(`smsSend: ${JSON.stringify(sent)}`)
  const message = await db.execute(
    sql`select body from sms_messages where phone = ${phone} order by id desc limit 1`,
  )
  const code = /^(\d+) /.exec(String((message as unknown as { rows: { body: string }[] }).rows[0]?.body))?.[1]
  const registered = await untilAnswered(() =>
    call<{ token: string; user: { id: number } }>(
      'accountRegist4',
      {
        phone,
        code,
        registration: {
          dateOfBirth: '1990-05-05',
          eligibility: {
            notGovernmentOfficial: true,
            notMilitaryOrPolice: true,
            notRestrictedPerson: true,
            notGamingLicensee: true,
          },
          acceptedTerms: true,
        },
      },
      undefined,
      ip,
    ),
  )
  if (registered.errcode !== 0) throw new Error(`register: ${JSON.stringify(registered)}`)
  const { token } = registered.data
  const userId = registered.data.user.id
  const bank = await call<{ bankId: number }>(
    'addBankInfo',
    { bankId: 1, accountNumber: '09171234567' },
    token,
  )
  if (bank.errcode !== 0) throw new Error(`addBankInfo: ${JSON.stringify(bank)}`)
  // A new account waits out its hold (decision 015) before it can receive money; here it need not.
  await db.execute(sql`update receiving_accounts set usable_at = now() where user_id = ${userId}`)
  const safebox = await call('safeboxSetPassword', { password: SAFEBOX_PASSWORD }, token)
  if (safebox.errcode !== 0) throw new Error(`safeboxSetPassword: ${JSON.stringify(safebox)}`)
  const gameToken = await openGameSession(db, { userId, gameId, provider: PROVIDER, mode: 'real' })
  players.push({ id: userId, token, gameToken, bankId: 1, expected: { coin: 0, safebox: 0, hold: 0 } })
}
console.log(`chaos:ledger — ${PLAYERS} players, ${CLIENTS} clients, ${DURATION_S} s, ${KILLS} SIGKILLs`)

// --- operations -----------------------------------------------------------------------------------
const tally = {
  deposits: 0,
  bets: 0,
  wins: 0,
  refusedBets: 0,
  withdrawals: 0,
  safebox: 0,
  refused: 0,
  retries: 0,
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T
const key = () => randomBytes(8).toString('hex')

async function deposit(player: Player): Promise<void> {
  const amount = pick(depositAmounts)
  const opened = await untilAnswered(() =>
    call<{ orderId: string; checkoutUrl: string }>(
      'rechargeCreate',
      { rechargeTypeId: channel?.id, amount },
      player.token,
    ),
  )
  if (opened.errcode !== 0) {
    tally.refused++
    return
  }
  const checkoutId = new URL(opened.data.checkoutUrl).pathname.split('/').at(-1) ?? ''
  const eventKey = key()
  const body = JSON.stringify({
    id: `sbx_evt_${eventKey}`,
    type: 'payment.paid',
    data: {
      checkoutId,
      depositId: opened.data.orderId,
      paymentId: `sbx_pay_${eventKey}`,
      amount,
      currency: 'PHP',
    },
  })
  await untilAnswered(async () => {
    const t = String(Math.floor(Date.now() / 1000))
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')
    let response: Response
    try {
      response = await fetch(`${base}/payments/sandbox/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'panalo-sandbox-signature': `t=${t},v1=${signature}` },
        body,
        signal: AbortSignal.timeout(15_000),
      })
    } catch {
      tally.retries++
      throw new Unanswered('webhook')
    }
    if (response.status >= 300) {
      tally.retries++
      throw new Unanswered(`webhook: HTTP ${response.status} ${await response.text()}`)
    }
  })
  player.expected.coin += amount
  tally.deposits++
}

async function provider(action: 'bet' | 'win', fields: object): Promise<{ status: string; balance: number }> {
  const body = JSON.stringify({ currency: 'PHP', game_code: 'g1', ...fields })
  return untilAnswered(async () => {
    let response: Response
    try {
      response = await fetch(`${base}/provider/${PROVIDER}/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-panalo-signature': createHmac('sha256', PROVIDER_SECRET).update(body).digest('hex'),
        },
        body,
        signal: AbortSignal.timeout(15_000),
      })
    } catch {
      tally.retries++
      throw new Unanswered(action)
    }
    if (response.status >= 500) {
      tally.retries++
      throw new Unanswered(`${action}: HTTP ${response.status}`)
    }
    return (await response.json()) as { status: string; balance: number }
  })
}

async function betAndWin(player: Player): Promise<void> {
  const round = key()
  const stake = pick([1_000, 5_000, 10_000, 25_000])
  const bet = await provider('bet', {
    request_uuid: key(),
    user: String(player.id),
    token: player.gameToken,
    transaction_uuid: `bet-${round}`,
    round,
    amount: stake,
  })
  if (bet.status !== 'RS_OK') {
    tally.refusedBets++
    return
  }
  player.expected.coin -= stake
  tally.bets++
  const win = pick([0, 0, stake, stake * 2, Math.floor(stake / 2)])
  const settled = await provider('win', {
    request_uuid: key(),
    user: String(player.id),
    transaction_uuid: `win-${round}`,
    reference_transaction_uuid: `bet-${round}`,
    round,
    round_closed: true,
    amount: win,
  })
  if (settled.status !== 'RS_OK') throw new Error(`win refused: ${JSON.stringify(settled)}`)
  player.expected.coin += win
  tally.wins++
}

async function withdraw(player: Player): Promise<void> {
  const requestId = key()
  const amount = pick([10_000, 20_000])
  const answer = await untilAnswered(() =>
    call('exchange', { requestId, bankId: player.bankId, amount }, player.token),
  )
  if (answer.errcode !== 0) {
    tally.refused++
    return
  }
  player.expected.coin -= amount
  player.expected.hold += amount
  tally.withdrawals++
}

async function safeboxMove(player: Player): Promise<void> {
  const requestId = key()
  const amount = pick([100, 1_000, 5_000])
  const into = Math.random() < 0.5
  const answer = await untilAnswered(() =>
    into
      ? call('safeboxDeposit', { requestId, amount }, player.token)
      : call('safeboxWithdraw', { requestId, amount, password: SAFEBOX_PASSWORD }, player.token),
  )
  if (answer.errcode !== 0) {
    tally.refused++
    return
  }
  player.expected.coin += into ? -amount : amount
  player.expected.safebox += into ? amount : -amount
  tally.safebox++
}

const OPERATIONS: readonly [number, (player: Player) => Promise<void>][] = [
  [3, deposit],
  [8, betAndWin],
  [1, withdraw],
  [3, safeboxMove],
]
const weightTotal = OPERATIONS.reduce((sum, [weight]) => sum + weight, 0)
function randomOperation(): (player: Player) => Promise<void> {
  let roll = Math.random() * weightTotal
  for (const [weight, operation] of OPERATIONS) {
    roll -= weight
    if (roll < 0) return operation
  }
  return deposit
}

// Each player is driven by one client at a time, so its expected balance follows its own answers.
const busy = new Set<number>()
let stopping = false
async function client(): Promise<void> {
  while (!stopping) {
    const player = pick(players.filter((candidate) => !busy.has(candidate.id)))
    if (!player) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      continue
    }
    busy.add(player.id)
    try {
      await randomOperation()(player)
    } finally {
      busy.delete(player.id)
    }
  }
}

async function killer(): Promise<number> {
  let kills = 0
  const interval = (DURATION_S * 1000) / (KILLS + 1)
  for (let n = 0; n < KILLS; n++) {
    await new Promise((resolve) => setTimeout(resolve, interval * (0.6 + Math.random() * 0.8)))
    await killServer()
    kills++
    console.log(`  SIGKILL ${kills}/${KILLS}; restarting`)
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1_200))
    await startServer()
  }
  return kills
}

const started = Date.now()
const clients = Array.from({ length: CLIENTS }, () => client())
const kills = await killer()
const remaining = DURATION_S * 1000 - (Date.now() - started)
if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
stopping = true
await Promise.all(clients)

// --- the verdict ----------------------------------------------------------------------------------
const violations: string[] = []
for (const player of players) {
  const balances = await playerBalances(db, player.id)
  const actual = { coin: balances.coin, safebox: balances.safebox, hold: balances.hold ?? 0 }
  for (const field of ['coin', 'safebox', 'hold'] as const)
    if (actual[field] !== player.expected[field])
      violations.push(
        `player ${player.id} ${field}: ledger ${actual[field]}, acknowledged operations ${player.expected[field]}`,
      )
}
const check = await checkLedger(db)
await database.close()
await killServer()

console.log(
  `  acknowledged: ${tally.deposits} deposits, ${tally.bets} bets, ${tally.wins} wins, ${tally.withdrawals} withdrawals, ` +
    `${tally.safebox} safebox moves; refused by the rules: ${tally.refusedBets} bets, ${tally.refused} others; ` +
    `${tally.retries} retried deliveries; ${kills} kills`,
)
console.log(`  ledger:check: ${check.ok ? 'OK' : check.violations.join('\n    ')}`)
if (violations.length === 0) console.log('  balances: every player matches the acknowledged operations')
for (const violation of violations) console.log(`  MISMATCH ${violation}`)
process.exit(check.ok && violations.length === 0 ? 0 : 1)
