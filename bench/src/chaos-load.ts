import { createHmac, randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'

import { ERRORS } from '@panalo/contract/errors'
import type { RechargeChannel } from '@panalo/contract/recharge'
import { DEFAULT_MIN_AMOUNT, DEFAULT_MIN_AMOUNT2 } from '@panalo/contract/recharge-rules'
import { sql } from 'drizzle-orm'
import pino from 'pino'

import { runAdminCommand } from '../../apps/server/src/admin/run-command.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { createServices } from '../../apps/server/src/create-services.ts'
import { openDatabase, type Database, type Db } from '../../apps/server/src/db/client.ts'
import { openGameSession } from '../../apps/server/src/modules/games/game-sessions.service.ts'
import {
  playerAccountBalance,
  playerBalances,
} from '../../apps/server/src/modules/ledger/ledger-balances.service.ts'

/**
 * What chaos:ledger and chaos:db share: players who sign up and get through the withdrawal rules as
 * an operator lets a real player through (the receiving account released, the identity approved, by
 * the operator's commands), the money operations they drive over HTTP as clients and gateways do
 * (every retry with the same key until a definitive answer), and what each player's balances must
 * then be: what the acknowledged answers add up to.
 */

const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'chaos',
  appWebName: 'panalo',
}
const SAFEBOX_PASSWORD = '246810'
/** Points each operator mail carries (award item 2002): what a claim adds. */
export const MAIL_POINTS = 5

/** The server said nothing definitive (it is down, timed out, or answered "try again"): send again. */
export class Unanswered extends Error {}

/** One HTTP exchange of the load: what it was, when it started, how long it took, what came back. */
export interface Exchange {
  kind: string
  startedAt: number
  ms: number
  /** `ok`, `errcode 3001`, `RS_ERROR_NOT_ENOUGH_MONEY`, `HTTP 503`, or `no answer`. */
  answer: string
}

export interface ChaosSecrets {
  providerId: string
  providerSecret: string
  webhookSecret: string
}

export function chaosSecrets(providerId: string): ChaosSecrets {
  return {
    providerId,
    providerSecret: randomBytes(24).toString('hex'),
    webhookSecret: randomBytes(24).toString('hex'),
  }
}

/** The environment the built server runs with under chaos: the sandbox gateway, the test provider. */
export function chaosServerEnv(secrets: ChaosSecrets): NodeJS.ProcessEnv {
  return {
    PANALO_ENV: 'development',
    LOG_LEVEL: 'warn',
    PAYMENT_GATEWAY: 'sandbox',
    SANDBOX_WEBHOOK_SECRET: secrets.webhookSecret,
    // Webhooks come from the chaos script (acting as the gateway), not from the sandbox's own deliverer.
    SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9/',
    WALLET_ONLY_PROVIDERS: `${secrets.providerId}:${secrets.providerSecret}`,
    TRUST_PROXY: 'true',
  }
}

/** The HTTP side: product calls, provider wallet calls and gateway webhooks, each exchange recorded. */
export class ChaosClient {
  readonly base: string
  retries = 0
  readonly #secrets: ChaosSecrets
  readonly #timeoutMs: number
  readonly #record: (exchange: Exchange) => void

  constructor(
    base: string,
    secrets: ChaosSecrets,
    options: { timeoutMs?: number; record?: (exchange: Exchange) => void } = {},
  ) {
    this.base = base
    this.#secrets = secrets
    this.#timeoutMs = options.timeoutMs ?? 15_000
    this.#record = options.record ?? (() => undefined)
  }

  async #send(kind: string, path: string, init: RequestInit): Promise<Response> {
    const startedAt = Date.now()
    try {
      const response = await fetch(`${this.base}${path}`, {
        ...init,
        method: 'POST',
        signal: AbortSignal.timeout(this.#timeoutMs),
      })
      return response
    } catch (error) {
      this.#record({ kind, startedAt, ms: Date.now() - startedAt, answer: 'no answer' })
      this.retries++
      throw new Unanswered(`${kind}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** One product call; throws Unanswered unless the answer is definitive (an errcode other than "try again"). */
  async call<T>(
    name: string,
    body: object,
    token?: string,
    ip?: string,
  ): Promise<{ errcode: number; msg: string; data: T }> {
    const startedAt = Date.now()
    const response = await this.#send(name, `/app/v1/${name}`, {
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: JSON.stringify({ ...CLIENT_FIELDS, ...body }),
    })
    const ms = Date.now() - startedAt
    if (response.status >= 500) {
      this.#record({ kind: name, startedAt, ms, answer: `HTTP ${response.status}` })
      this.retries++
      throw new Unanswered(`${name}: HTTP ${response.status}`)
    }
    const answer = (await response.json()) as { errcode: number; msg: string; data: T }
    this.#record({
      kind: name,
      startedAt,
      ms,
      answer: answer.errcode === 0 ? 'ok' : `errcode ${answer.errcode}`,
    })
    if (answer.errcode === ERRORS.TEMPORARILY_UNAVAILABLE.code) {
      this.retries++
      throw new Unanswered(`${name}: ${answer.msg}`)
    }
    return answer
  }

  /** A signed provider wallet call; RS_ERROR_UNKNOWN and 5xx are no answer (the provider sends again). */
  async provider(action: 'bet' | 'win', fields: object): Promise<{ status: string; balance: number }> {
    const body = JSON.stringify({ currency: 'PHP', game_code: 'g1', ...fields })
    const startedAt = Date.now()
    const response = await this.#send(action, `/provider/${this.#secrets.providerId}/${action}`, {
      headers: {
        'content-type': 'application/json',
        'x-panalo-signature': createHmac('sha256', this.#secrets.providerSecret).update(body).digest('hex'),
      },
      body,
    })
    const ms = Date.now() - startedAt
    const text = await response.text()
    let answer: { status?: string; balance?: number } = {}
    try {
      answer = JSON.parse(text) as typeof answer
    } catch {
      // not JSON: judged by the status below
    }
    const status = answer.status ?? `HTTP ${response.status}`
    const recorded = response.status >= 500 ? `${status} HTTP ${response.status}` : status
    this.#record({ kind: action, startedAt, ms, answer: status === 'RS_OK' ? 'ok' : recorded })
    if (response.status >= 500 || status === 'RS_ERROR_UNKNOWN') {
      this.retries++
      throw new Unanswered(`${action}: HTTP ${response.status} ${status}`)
    }
    return { status, balance: answer.balance ?? 0 }
  }

  /** The sandbox gateway's signed `payment.paid` webhook; anything but 2xx is delivered again. */
  async webhook(body: string): Promise<void> {
    const t = String(Math.floor(Date.now() / 1000))
    const signature = createHmac('sha256', this.#secrets.webhookSecret).update(`${t}.${body}`).digest('hex')
    const startedAt = Date.now()
    const response = await this.#send('webhook', '/payments/sandbox/webhook', {
      headers: { 'content-type': 'application/json', 'panalo-sandbox-signature': `t=${t},v1=${signature}` },
      body,
    })
    const ms = Date.now() - startedAt
    await response.arrayBuffer()
    this.#record({ kind: 'webhook', startedAt, ms, answer: response.ok ? 'ok' : `HTTP ${response.status}` })
    if (!response.ok) {
      this.retries++
      throw new Unanswered(`webhook: HTTP ${response.status}`)
    }
  }
}

/** Retries `attempt` (same keys every time) until it answers, backing off from 100 ms to 2 s. */
export async function untilAnswered<T>(attempt: () => Promise<T>): Promise<T> {
  for (let wait = 100; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      return await attempt()
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}

/**
 * The operator, as `npm run admin` is: the server's own services over a database handle of its own,
 * and command lines run through the admin command registry.
 */
export interface Operator {
  database: Database
  db: Db
  /** Runs one command line; answers whether it succeeded and what it printed. */
  run(...argv: string[]): Promise<{ ok: boolean; output: string }>
  close(): Promise<void>
}

export async function openOperator(databaseUrl: string, env: NodeJS.ProcessEnv): Promise<Operator> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 })
  const config = loadConfig({ ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' })
  const services = createServices(database, config, pino({ level: 'silent' }))
  return {
    database,
    db: database.db,
    async run(...argv) {
      const lines: string[] = []
      const ok = await runAdminCommand(services, argv, (line) => lines.push(line))
      return { ok, output: lines.join('\n') }
    },
    close: () => database.close(),
  }
}

/** Runs a command that must succeed, or throws with what it printed. */
export async function mustRun(operator: Operator, ...argv: string[]): Promise<string> {
  const { ok, output } = await operator.run(...argv)
  if (!ok) throw new Error(`admin ${argv.join(' ')} failed:\n${output}`)
  return output
}

/** A game of the wallet-only test provider, which its signed wallet calls name. */
export async function addChaosGame(db: Db, providerId: string): Promise<number> {
  const result = await db.execute(sql`
    with brand as (insert into game_brands (code, name, sort) values (${providerId}, 'Chaos', 999) returning id),
    platform as (
      insert into game_platforms (code, name, wallet_kind, sort) values (${providerId}, 'Chaos', 'seamless', 999)
      returning id)
    insert into games (code, name, type_id, brand_id, platform_id, provider_game_code, thumbnail, demo_allowed, min_bet, sort, enabled)
    select ${`${providerId}-g1`}, 'Chaos', 1, brand.id, platform.id, 'g1', '/games/chaos.svg', false, 1, 9999, false
    from brand, platform returning id`)
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id)
}

export interface Player {
  id: number
  token: string
  gameToken: string
  bankId: number
  /** What the acknowledged answers add up to. */
  expected: { coin: number; safebox: number; hold: number; points: number }
}

/** A solid-colour PNG, as a phone camera's photo of an ID stands in: the upload re-encodes it. */
export function photo(seed: number): Buffer {
  const width = 320
  const height = 200
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.writeUIntBE((seed * 2_654_435_761) & 0xffffff, 1 + x * 3, 3)
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * Signs up `count` players by phone and SMS code (each from its own address, for the per-address
 * code cap), each with a GCash account, a safebox password, a game session and identity documents
 * sent; then the operator releases their accounts' hold and approves their documents, as support
 * does for a player who asks (decision 015's withdrawals:release-account, decision 056's kyc:approve).
 */
export async function enrolPlayers(
  client: ChaosClient,
  operator: Operator,
  options: { count: number; gameId: number; providerId: string },
): Promise<Player[]> {
  const players: Player[] = []
  const runTag = Date.now() % 1_000_000
  for (let n = 0; n < options.count; n++) {
    const phone = `+639${String(runTag).padStart(6, '0')}${String(n).padStart(3, '0')}`
    const ip = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`
    const sent = await untilAnswered(() => client.call('smsSend', { phone, mode: 0 }, undefined, ip))
    if (sent.errcode !== 0) throw new Error(`smsSend: ${JSON.stringify(sent)}`)
    // The console SMS gateway's outbox, which /dev/outbox shows a person trying Panalo.
    const message = await operator.db.execute(
      sql`select body from sms_messages where phone = ${phone} order by id desc limit 1`,
    )
    const code = /^(\d+) /.exec(
      String((message as unknown as { rows: { body: string }[] }).rows[0]?.body),
    )?.[1]
    const registered = await untilAnswered(() =>
      client.call<{ token: string; user: { id: number } }>(
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
    const must = async (name: string, body: object) => {
      const answer = await untilAnswered(() => client.call<{ id: string }>(name, body, token))
      if (answer.errcode !== 0) throw new Error(`${name}: ${JSON.stringify(answer)}`)
      return answer.data
    }
    await must('addBankInfo', { bankId: 1, accountNumber: '09171234567' })
    await must('safeboxSetPassword', { password: SAFEBOX_PASSWORD })
    const [front, back, selfie] = [
      await must('uploadKyc', { image: photo(n * 3 + 1).toString('base64') }),
      await must('uploadKyc', { image: photo(n * 3 + 2).toString('base64') }),
      await must('uploadKyc', { image: photo(n * 3 + 3).toString('base64') }),
    ]
    await must('addKyc', {
      idType: 'philsys',
      idNumber: `CHAOS-${runTag}-${n}`,
      fullName: 'Juan Dela Cruz',
      birthDate: '1990-05-05',
      front: front.id,
      back: back.id,
      selfie: selfie.id,
    })
    const gameToken = await openGameSession(operator.db, {
      userId,
      gameId: options.gameId,
      provider: options.providerId,
      mode: 'real',
    })
    players.push({
      id: userId,
      token,
      gameToken,
      bankId: 1,
      expected: { coin: 0, safebox: 0, hold: 0, points: 0 },
    })
  }

  // Support's side: each player asked for their new account to be usable now, and their ID is checked.
  const waiting = new Map<number, number>()
  for (const line of (await mustRun(operator, 'kyc:list')).split('\n')) {
    const match = /^#(\d+)\s+user (\d+)/.exec(line)
    if (match) waiting.set(Number(match[2]), Number(match[1]))
  }
  for (const player of players) {
    await mustRun(operator, 'withdrawals:release-account', String(player.id), String(player.bankId))
    const submission = waiting.get(player.id)
    if (submission === undefined) throw new Error(`kyc:list does not show player ${player.id}'s documents`)
    await mustRun(operator, 'kyc:approve', String(submission))
  }
  return players
}

/** Acknowledged operations and refusals by the rules, per kind. */
export class Tally {
  readonly acknowledged: Record<string, number> = {}
  readonly refused = new Map<string, number>()

  ack(kind: string): void {
    this.acknowledged[kind] = (this.acknowledged[kind] ?? 0) + 1
  }

  refuse(kind: string, errcode: number | string): void {
    const key = `${kind} ${errcode}`
    this.refused.set(key, (this.refused.get(key) ?? 0) + 1)
  }

  /** `exchange 3102 ×4, bet RS_ERROR_NOT_ENOUGH_MONEY ×9`, most frequent first. */
  refusals(): string {
    const entries = [...this.refused].sort((a, b) => b[1] - a[1])
    return entries.length === 0 ? 'none' : entries.map(([key, count]) => `${key} ×${count}`).join(', ')
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T
const key = () => randomBytes(8).toString('hex')

/** A withdrawal a player was told is held, for the operator to approve. */
export interface HeldWithdrawal {
  id: number
  player: Player
  amount: number
}

/**
 * The money operations a player drives, each retried with the same key until it is answered, each
 * adding to the player's expected balances only what its answer acknowledged.
 */
export class PlayerOperations {
  readonly #client: ChaosClient
  readonly #tally: Tally
  readonly #depositChannel: { id: number; amounts: number[] }
  /** Withdrawals acknowledged and not yet approved. */
  readonly held: HeldWithdrawal[] = []

  constructor(client: ChaosClient, tally: Tally, depositChannel: { id: number; amounts: number[] }) {
    this.#client = client
    this.#tally = tally
    this.#depositChannel = depositChannel
  }

  /** The first deposit channel of the app config and its first amounts a returning depositor may send. */
  static async depositChannel(client: ChaosClient): Promise<{ id: number; amounts: number[] }> {
    const config = await untilAnswered(() =>
      client.call<{ config: { recharge: { rechargeTypes: RechargeChannel[] } } }>('anonymous/appConfig', {
        v: '',
      }),
    )
    const channel = config.data.config.recharge.rechargeTypes[0]
    if (!channel) throw new Error('no deposit channel configured')
    const least = Math.max(channel.minAmount ?? DEFAULT_MIN_AMOUNT, channel.minAmount2 ?? DEFAULT_MIN_AMOUNT2)
    const amounts = channel.items.map((item) => item.price).filter((price) => price >= least)
    return { id: channel.id, amounts: amounts.slice(0, 3) }
  }

  /** A deposit opened by the player and paid through the gateway's signed webhook. */
  async deposit(player: Player): Promise<void> {
    const amount = pick(this.#depositChannel.amounts)
    const client = this.#client
    const opened = await untilAnswered(() =>
      client.call<{ orderId: string; checkoutUrl: string }>(
        'rechargeCreate',
        { rechargeTypeId: this.#depositChannel.id, amount },
        player.token,
      ),
    )
    if (opened.errcode !== 0) return this.#tally.refuse('rechargeCreate', opened.errcode)
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
    await untilAnswered(() => client.webhook(body))
    player.expected.coin += amount
    this.#tally.ack('deposits')
  }

  /** A provider bet, and its win (possibly 0) closing the round. */
  async betAndWin(player: Player): Promise<void> {
    const round = key()
    const stake = pick([1_000, 5_000, 10_000, 25_000])
    const client = this.#client
    const betFields = {
      request_uuid: key(),
      user: String(player.id),
      token: player.gameToken,
      transaction_uuid: `bet-${round}`,
      round,
      amount: stake,
    }
    const bet = await untilAnswered(() => client.provider('bet', betFields))
    if (bet.status !== 'RS_OK') return this.#tally.refuse('bet', bet.status)
    player.expected.coin -= stake
    this.#tally.ack('bets')
    const win = pick([0, 0, stake, stake * 2, Math.floor(stake / 2)])
    const winFields = {
      request_uuid: key(),
      user: String(player.id),
      transaction_uuid: `win-${round}`,
      reference_transaction_uuid: `bet-${round}`,
      round,
      round_closed: true,
      amount: win,
    }
    const settled = await untilAnswered(() => client.provider('win', winFields))
    if (settled.status !== 'RS_OK') throw new Error(`win refused: ${JSON.stringify(settled)}`)
    player.expected.coin += win
    this.#tally.ack('wins')
  }

  /** A withdrawal request: the amount moves from coin to a hold, and waits for the operator. */
  async withdraw(player: Player): Promise<void> {
    const requestId = key()
    const amount = pick([10_000, 20_000])
    const answer = await untilAnswered(() =>
      this.#client.call<{ id: number }>(
        'exchange',
        { requestId, bankId: player.bankId, amount },
        player.token,
      ),
    )
    if (answer.errcode !== 0) return this.#tally.refuse('exchange', answer.errcode)
    player.expected.coin -= amount
    player.expected.hold += amount
    this.held.push({ id: answer.data.id, player, amount })
    this.#tally.ack('withdrawals')
  }

  /** Coins into or out of the safebox. */
  async safeboxMove(player: Player): Promise<void> {
    const requestId = key()
    const amount = pick([100, 1_000, 5_000])
    const into = Math.random() < 0.5
    const answer = await untilAnswered(() =>
      into
        ? this.#client.call('safeboxDeposit', { requestId, amount }, player.token)
        : this.#client.call(
            'safeboxWithdraw',
            { requestId, amount, password: SAFEBOX_PASSWORD },
            player.token,
          ),
    )
    if (answer.errcode !== 0)
      return this.#tally.refuse(into ? 'safeboxDeposit' : 'safeboxWithdraw', answer.errcode)
    player.expected.coin += into ? -amount : amount
    player.expected.safebox += into ? amount : -amount
    this.#tally.ack('safebox')
  }

  /**
   * Claims the points of an operator mail waiting in the inbox. A claim sent again after no answer
   * may hear REWARD_ALREADY_CLAIMED: the attempt that went unanswered was the one that claimed it.
   */
  async claimMail(player: Player): Promise<void> {
    const client = this.#client
    const inbox = await untilAnswered(() =>
      client.call<{ list: { id: number; attachments: unknown[]; claimed: boolean }[] }>(
        'getMail3',
        { pageNum: 1, pageSize: 20 },
        player.token,
      ),
    )
    if (inbox.errcode !== 0) return this.#tally.refuse('getMail3', inbox.errcode)
    const mail = inbox.data.list.find((candidate) => candidate.attachments.length > 0 && !candidate.claimed)
    if (!mail) return
    let unanswered = false
    const answer = await untilAnswered(async () => {
      try {
        return await client.call('receiveMail', { id: mail.id }, player.token)
      } catch (error) {
        if (error instanceof Unanswered) unanswered = true
        throw error
      }
    })
    const claimed =
      answer.errcode === 0 || (unanswered && answer.errcode === ERRORS.REWARD_ALREADY_CLAIMED.code)
    if (!claimed) return this.#tally.refuse('receiveMail', answer.errcode)
    player.expected.points += MAIL_POINTS
    this.#tally.ack('claims')
  }
}

/** Each player's ledger balances against what the acknowledged answers add up to: the mismatches. */
export async function balanceMismatches(db: Db, players: readonly Player[]): Promise<string[]> {
  const mismatches: string[] = []
  for (const player of players) {
    const balances = await playerBalances(db, player.id)
    const actual = {
      coin: balances.coin,
      safebox: balances.safebox,
      hold: balances.hold ?? 0,
      points: await playerAccountBalance(db, player.id, 'points'),
    }
    for (const field of ['coin', 'safebox', 'hold', 'points'] as const)
      if (actual[field] !== player.expected[field])
        mismatches.push(
          `player ${player.id} ${field}: ledger ${actual[field]}, acknowledged operations ${player.expected[field]}`,
        )
  }
  return mismatches
}

/** Picks one operation by weight. */
export function weighted<T>(choices: readonly (readonly [number, T])[]): () => T {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0)
  return () => {
    let roll = Math.random() * total
    for (const [weight, choice] of choices) {
      roll -= weight
      if (roll < 0) return choice
    }
    return (choices[0] as readonly [number, T])[1]
  }
}

/**
 * Clients driving operations on players until `stopped()`: each player is driven by one client at a
 * time, so that its expected balances follow its own answers in order.
 */
export async function driveClients(
  clients: number,
  players: readonly Player[],
  nextOperation: () => (player: Player) => Promise<void>,
  stopped: () => boolean,
): Promise<void> {
  const busy = new Set<number>()
  async function client(): Promise<void> {
    while (!stopped()) {
      const free = players.filter((candidate) => !busy.has(candidate.id))
      if (free.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 10))
        continue
      }
      const player = pick(free)
      busy.add(player.id)
      try {
        await nextOperation()(player)
      } finally {
        busy.delete(player.id)
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, () => client()))
}
