import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { CHAT_WAIT_MS } from '@panalo/contract/calls/service'
import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'
import pino from 'pino'

import { runAdminCommand } from '../../apps/server/src/admin/run-command.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { createServices } from '../../apps/server/src/create-services.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { openGameSession } from '../../apps/server/src/modules/games/game-sessions.service.ts'
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.ts'
import {
  playerAccountBalance,
  playerBalances,
} from '../../apps/server/src/modules/ledger/ledger-balances.service.ts'
import { SCHEDULED_JOBS } from '../../apps/server/src/modules/jobs/scheduled-jobs.ts'
import {
  createInstance,
  httpRequest,
  requireHaproxy,
  startBalancer,
  Unanswered,
  workFolder,
  type Instance,
} from './cluster.ts'
import { wageringGateFailures } from './chaos-floors.ts'
import { dueOccurrences, nextOccurrence } from './cron.ts'
import { SERVER_ENTRY } from './processes.ts'
import { startThrowawayPostgres } from './throwaway-postgres.ts'

/**
 * chaos:cluster (decisions 071, 072) — N ≥ 3 built server instances on a throwaway PostgreSQL behind
 * HAProxy, under a steady, bounded load of what players and the operator do: registrations, deposits
 * paid by the sandbox gateway's signed webhooks, provider bets and wins, Panalo Originals, withdrawals
 * the operator approves, reward claims (an operator's mail with points), chat messages answered. One
 * instance is SIGKILLed and started again, twice (the one running the background loops, when the logs
 * say which). Clients retry what got no answer with the same keys, as real ones do.
 *
 * Then it checks: every acknowledged operation is in the ledger and every balance matches them; every
 * scheduled job due during the run ran once (counted in pg-boss's table); a chat message stored on one
 * instance reached a player waiting on another; sessions work on every instance; the background loops
 * caught up after their runner died; each instance drains and exits 0 on SIGTERM; ledger:check is OK.
 * The last line is the verdict, and the exit status is 0 only when everything held.
 *
 * Not part of `npm test` (three minutes and more, and it kills processes); its fast parts are
 * (apps/server/test/cluster.test.ts).
 */

const INSTANCES = Number(process.env.CHAOS_INSTANCES ?? 3)
const DURATION_S = Number(process.env.CHAOS_DURATION ?? 180)
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 12)
const KILLS = Number(process.env.CHAOS_KILLS ?? 2)
const START_PLAYERS = 16
const ORIGINALS_PLAYERS = 4
const PROVIDER = 'chaos'
const PROVIDER_SECRET = randomBytes(24).toString('hex')
const WEBHOOK_SECRET = randomBytes(24).toString('hex')
const DEV_AGGREGATOR_SECRET = randomBytes(24).toString('hex')
const PASSWORD = 'Chaos2026pass'
const MAIL_POINTS = 100
const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'chaos',
  appWebName: 'panalo',
}
const REGISTRATION = {
  dateOfBirth: '1990-05-05',
  eligibility: {
    notGovernmentOfficial: true,
    notMilitaryOrPolice: true,
    notRestrictedPerson: true,
    notGamingLicensee: true,
  },
  acceptedTerms: true,
}

if (INSTANCES < 3) throw new Error('CHAOS_INSTANCES must be 3 or more')
if (!existsSync(SERVER_ENTRY))
  throw new Error('Build the server first: npm run build --workspace @panalo/server')
requireHaproxy()

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T
const key = () => randomBytes(8).toString('hex')
const log = (line: string) => console.log(`  ${line}`)

/** Holds a promise's outcome until it is awaited after other awaits, so a rejection meanwhile is not unhandled. */
function later<T>(promise: Promise<T>): () => Promise<T> {
  const kept = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  return async () => {
    const outcome = await kept
    if ('error' in outcome) throw outcome.error
    return outcome.value
  }
}

// --- the cluster ------------------------------------------------------------------------------------
const work = await workFolder('chaos-cluster')
const uploads = path.join(work, 'uploads')
await mkdir(uploads)
console.log(
  `chaos:cluster — ${INSTANCES} instances behind HAProxy, ${CLIENTS} clients, ${DURATION_S} s, ${KILLS} SIGKILLs`,
)
log(`logs and configuration in ${work}`)
/** What to stop and remove however the run ends, last started first. */
const cleanup: (() => Promise<unknown>)[] = []
let exitCode = 1
try {
  const postgres = await startThrowawayPostgres({ settings: ['max_connections = 300'] })
  cleanup.push(() => postgres.destroy())
  await postgres.createDatabase('panalo')
  const databaseUrl = postgres.databaseUrl('panalo')

  const env: NodeJS.ProcessEnv = {
    PANALO_ENV: 'development',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploads,
    PAYMENT_GATEWAY: 'sandbox',
    SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Webhooks come from this script, the gateway, through the balancer, not from the sandbox's deliverer.
    SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9/',
    DEV_AGGREGATOR_SECRET,
    WALLET_ONLY_PROVIDERS: `${PROVIDER}:${PROVIDER_SECRET}`,
    TRUST_PROXY: 'true',
    // Deposits nobody pays expire within the run, so the minutely expiry job has work.
    DEPOSIT_EXPIRY_MINUTES: '2',
  }
  const instances: Instance[] = []
  cleanup.push(() => Promise.all(instances.map((instance) => instance.kill())))
  for (let index = 1; index <= INSTANCES; index++) instances.push(await createInstance(index, env, work))
  // The first migrates and seeds; the others start together after it.
  await instances[0]?.start()
  await Promise.all(instances.slice(1).map((instance) => instance.start()))
  const balancer = await startBalancer(instances, work)
  cleanup.push(() => balancer.stop())
  log(`instances on ports ${instances.map((instance) => instance.port).join(', ')}; balancer ${balancer.url}`)

  // The operator: the CLI's commands, run here on a connection of its own, as `npm run admin` does.
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 })
  cleanup.push(() => database.close())
  const db = database.db
  const operatorConfig = loadConfig({ ...env, PORT: '9' })
  const operator = createServices(database, operatorConfig, pino({ level: 'silent' }))
  async function admin(...argv: string[]): Promise<string> {
    const lines: string[] = []
    const ok = await runAdminCommand(operator, argv, (line) => lines.push(line))
    if (!ok) throw new Error(`${argv.join(' ')}: ${lines.join(' ')}`)
    return lines.join('\n')
  }
  await admin('withdrawals:settings', '--kyc', 'off', '--account-hold', '0', '--daily', '1000')

  const gameRow = await db.execute(sql`
    with brand as (insert into game_brands (code, name, sort) values ('chaos', 'Chaos', 999) returning id),
    platform as (
      insert into game_platforms (code, name, wallet_kind, sort) values (${PROVIDER}, 'Chaos', 'seamless', 999)
      returning id)
    insert into games (code, name, type_id, brand_id, platform_id, provider_game_code, thumbnail, demo_allowed, min_bet, sort, enabled)
    select 'chaos-g1', 'Chaos', 1, brand.id, platform.id, 'g1', '/games/chaos.svg', false, 1, 9999, false
    from brand, platform returning id`)
  const gameId = Number((gameRow as unknown as { rows: { id: number }[] }).rows[0]?.id)

  // --- talking to it ----------------------------------------------------------------------------------
  interface Answer<T> {
    errcode: number
    msg: string
    data: T
  }

  let unansweredCount = 0

  /** One call through `base` (the balancer, or one instance); Unanswered when nothing definite came back. */
  async function call<T>(
    name: string,
    body: object,
    options: { token?: string; address?: string; base?: string; timeoutMs?: number } = {},
  ): Promise<Answer<T>> {
    const answer = await httpRequest(`${options.base ?? balancer.url}/app/v1/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ ...CLIENT_FIELDS, ...body }),
      ...(options.address ? { localAddress: options.address } : {}),
      timeoutMs: options.timeoutMs ?? 15_000,
    })
    if (answer.status >= 500) throw new Unanswered(`${name}: HTTP ${answer.status}`)
    return JSON.parse(answer.body) as Answer<T>
  }

  /** Tries `attempt` again (same keys) until it is answered, as the app and the gateways do. */
  async function untilAnswered<T>(attempt: () => Promise<T>): Promise<T> {
    for (let wait = 100; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        return await attempt()
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error
        unansweredCount++
        await pause(wait)
      }
    }
  }

  async function signedPost(url: string, body: string, headers: Record<string, string>): Promise<number> {
    const answer = await httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
    if (answer.status >= 500) throw new Unanswered(`${url}: HTTP ${answer.status}`)
    return answer.status
  }

  // --- players ----------------------------------------------------------------------------------------
  interface Player {
    id: number
    token: string
    phone: string
    /** The local address this player connects from. */
    address: string
    kind: 'money' | 'originals'
    gameToken: string
    bankId: number
    expected: { coin: number; hold: number; points: number }
    /** Originals rounds the player was answered: id → net (win − stake). */
    rounds: Map<number, { stake: number; win: number }>
  }

  const tally = {
    registrations: 0,
    deposits: 0,
    bets: 0,
    wins: 0,
    originals: 0,
    withdrawals: 0,
    approvals: 0,
    claims: 0,
    chatMessages: 0,
    chatReplies: 0,
  }
  /** Operations the rules refused (not enough coins, a limit), by kind: answered, nothing to check. */
  const refusals = new Map<string, number>()
  const refuse = (kind: string) => refusals.set(kind, (refusals.get(kind) ?? 0) + 1)
  /** Idempotency keys of every acknowledged operation that moves value: each must be a journal. */
  const acknowledgedKeys: string[] = []
  const players: Player[] = []
  let playerNumber = 0

  const appConfig = await untilAnswered(() =>
    call<{
      config: {
        recharge: { rechargeTypes: { id: number; items: { price: number }[] }[] }
        customerServices: { id: number; itemType: number; param1: string; vipLevel: number }[]
      }
    }>('anonymous/appConfig', {}),
  )
  const channel = appConfig.data.config.recharge.rechargeTypes[0]
  if (!channel) throw new Error('no deposit channel configured')
  const depositAmounts = channel.items.map((item) => item.price).slice(0, 3)
  const chatLine = appConfig.data.config.customerServices.find(
    (line) => line.itemType === 1 && line.param1 === '' && line.vipLevel === 0,
  )
  if (!chatLine) throw new Error("no Panalo chat line in the app config's customer services")

  async function register(kind: Player['kind']): Promise<Player> {
    const n = playerNumber++
    const phone = `+6391${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`
    const address = `127.${10 + Math.floor(n / 60_000)}.${Math.floor(n / 250) % 240}.${(n % 250) + 1}`
    const options = { address }
    const sent = await untilAnswered(() => call('smsSend', { phone, mode: 0 }, options))
    if (sent.errcode !== 0) throw new Error(`smsSend: ${JSON.stringify(sent)}`)
    const message = await db.execute(
      sql`select body from sms_messages where phone = ${phone} order by id desc limit 1`,
    )
    const code = /^(\d+) /.exec(
      String((message as unknown as { rows: { body: string }[] }).rows[0]?.body),
    )?.[1]
    let session: Answer<{ token: string; user: { id: number } }> | null = null
    let attempts = 0
    while (!session) {
      try {
        attempts++
        const answer = await call<{ token: string; user: { id: number } }>(
          'accountRegist4',
          { phone, code, password: PASSWORD, registration: REGISTRATION },
          options,
        )
        // A retry after an unanswered registration that went through finds the number taken: log in.
        session =
          answer.errcode === 0 || attempts === 1
            ? answer
            : await untilAnswered(() =>
                call<{ token: string; user: { id: number } }>(
                  'accountLogin',
                  { account: phone, password: PASSWORD },
                  options,
                ),
              )
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error
        unansweredCount++
        await pause(200)
      }
    }
    if (session.errcode !== 0) throw new Error(`registration: ${JSON.stringify(session)}`)
    tally.registrations++
    const { token } = session.data
    const userId = session.data.user.id
    const withToken = { token, address }
    const added = await untilAnswered(() =>
      call<{ bankId: number }>('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, withToken),
    )
    const bankId =
      added.errcode === 0
        ? added.data.bankId
        : (await untilAnswered(() => call<{ list: { bankId: number }[] }>('bankInfoList', {}, withToken)))
            .data.list[0]?.bankId
    if (bankId === undefined) throw new Error(`addBankInfo: ${JSON.stringify(added)}`)
    const gameToken = await openGameSession(db, { userId, gameId, provider: PROVIDER, mode: 'real' })
    const player: Player = {
      id: userId,
      token,
      phone,
      address,
      kind,
      gameToken,
      bankId,
      expected: { coin: 0, hold: 0, points: 0 },
      rounds: new Map(),
    }
    players.push(player)
    return player
  }

  // --- operations -------------------------------------------------------------------------------------
  async function deposit(player: Player): Promise<void> {
    const amount = pick(depositAmounts)
    const options = { token: player.token, address: player.address }
    const opened = await untilAnswered(() =>
      call<{ orderId: string; checkoutUrl: string }>(
        'rechargeCreate',
        { rechargeTypeId: channel?.id, amount },
        options,
      ),
    )
    if (opened.errcode !== 0) {
      refuse(`deposit ${opened.errcode}`)
      return
    }
    const checkoutId = new URL(opened.data.checkoutUrl).pathname.split('/').at(-1) ?? ''
    const paymentId = `sbx_pay_${key()}`
    const body = JSON.stringify({
      id: `sbx_evt_${key()}`,
      type: 'payment.paid',
      data: { checkoutId, depositId: opened.data.orderId, paymentId, amount, currency: 'PHP' },
    })
    // The gateway delivers until answered with a 2xx, signing each attempt afresh.
    await untilAnswered(async () => {
      const t = String(Math.floor(Date.now() / 1000))
      const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')
      const status = await signedPost(`${balancer.url}/payments/sandbox/webhook`, body, {
        'panalo-sandbox-signature': `t=${t},v1=${signature}`,
      })
      if (status >= 300) throw new Error(`webhook answered ${status}`)
    })
    player.expected.coin += amount
    acknowledgedKeys.push(`deposit:sandbox:${paymentId}`)
    tally.deposits++
  }

  async function provider(action: 'bet' | 'win', fields: object): Promise<{ status: string }> {
    const body = JSON.stringify({ currency: 'PHP', game_code: 'g1', ...fields })
    return untilAnswered(async () => {
      const answer = await httpRequest(`${balancer.url}/provider/${PROVIDER}/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-panalo-signature': createHmac('sha256', PROVIDER_SECRET).update(body).digest('hex'),
        },
        body,
      })
      if (answer.status >= 500) throw new Unanswered(`${action}: HTTP ${answer.status}`)
      return JSON.parse(answer.body) as { status: string }
    })
  }

  async function betAndWin(player: Player): Promise<void> {
    const round = key()
    const stake = pick([1_000, 5_000, 10_000])
    const bet = await provider('bet', {
      request_uuid: key(),
      user: String(player.id),
      token: player.gameToken,
      transaction_uuid: `bet-${round}`,
      round,
      amount: stake,
    })
    if (bet.status !== 'RS_OK') {
      refuse(`bet ${bet.status}`)
      return
    }
    player.expected.coin -= stake
    acknowledgedKeys.push(`provider:${PROVIDER}:bet-${round}`)
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
    // A losing round's zero win closes the round and writes no journal.
    if (win > 0) acknowledgedKeys.push(`provider:${PROVIDER}:win-${round}`)
    tally.wins++
  }

  interface RoundAnswer {
    round: { id: number; stake: number; win: number | null; state: string }
    balance: number
  }

  async function playOriginals(player: Player): Promise<void> {
    const options = { token: player.token, address: player.address }
    const bets = [
      { colour: pick(['red', 'blue', 'green', 'yellow'] as const), amount: pick([100, 500, 1_000]) },
    ]
    let answer: Answer<RoundAnswer>
    try {
      answer = await call<RoundAnswer>('colorGameRoll', { play: { mode: 'real' }, bets }, options)
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error
      unansweredCount++
      // What the app does after a lost answer: finish what the interruption left, then carry on.
      await untilAnswered(() =>
        call('originalsOpenRound', { play: { mode: 'real' }, game: 'color-game' }, options),
      )
      return
    }
    if (answer.errcode !== 0) {
      refuse(`Originals ${answer.errcode}`)
      return
    }
    const { id, stake, win } = answer.data.round
    player.rounds.set(id, { stake, win: win ?? 0 })
    acknowledgedKeys.push(`provider:originals:${id}-bet`)
    if ((win ?? 0) > 0) acknowledgedKeys.push(`provider:originals:${id}-win`)
    tally.originals++
  }

  async function withdraw(player: Player): Promise<void> {
    const requestId = key()
    const amount = pick([100_00, 200_00])
    const answer = await untilAnswered(() =>
      call<{ id: number }>(
        'exchange',
        { requestId, bankId: player.bankId, amount },
        { token: player.token, address: player.address },
      ),
    )
    if (answer.errcode !== 0) {
      refuse(`withdrawal ${answer.errcode}`)
      return
    }
    player.expected.coin -= amount
    player.expected.hold += amount
    acknowledgedKeys.push(`withdrawal:${answer.data.id}:hold`)
    tally.withdrawals++
  }

  async function claim(player: Player): Promise<void> {
    const options = { token: player.token, address: player.address }
    const inbox = await untilAnswered(() =>
      call<{ list: { id: number; attachments: unknown[]; claimed: boolean }[] }>(
        'getMail3',
        { pageNum: 1, pageSize: 50 },
        options,
      ),
    )
    const mailId = inbox.data.list.find((mail) => mail.attachments.length > 0 && !mail.claimed)?.id
    if (inbox.errcode !== 0 || mailId === undefined) return
    let first = true
    const answer = await untilAnswered(async () => {
      try {
        return await call('receiveMail', { id: mailId }, options)
      } catch (error) {
        first = false
        throw error
      }
    })
    // Claimed now, or by an attempt whose answer was lost.
    if (answer.errcode === 0 || (!first && answer.errcode === ERRORS.REWARD_ALREADY_CLAIMED.code)) {
      player.expected.points += MAIL_POINTS
      tally.claims++
    } else refuse(`claim ${answer.errcode}`)
  }

  /** Chat: a message sent on one instance reaches the player waiting on another; the operator's reply too. */
  const chat = { deliveredAcross: 0, failed: [] as string[], skipped: 0 }
  let chatBusy = false
  async function chatAcrossInstances(player: Player): Promise<void> {
    const live = instances.filter((instance) => instance.ready())
    if (chatBusy || live.length < 2) return
    chatBusy = true
    try {
      const [sender, waiter] = [pick(live), pick(live)]
      const waiterOther = live.find((instance) => instance !== sender) ?? waiter
      const options = { token: player.token, address: player.address }
      const history = await untilAnswered(() =>
        call<{ messages: { id: number }[] }>('serviceChatHistory', {}, options),
      )
      const afterId = history.data.messages.at(-1)?.id ?? 0
      const text = `chaos ${key()}`
      const started = Date.now()
      const waiting = later(
        call<{ messages: { text: string; from: string }[] }>(
          'serviceChatWait',
          { afterId },
          {
            ...options,
            base: waiterOther.url,
          },
        ),
      )
      await pause(200)
      const sent = await call<{ message: { id: number } }>(
        'serviceChatSend',
        { lineId: chatLine?.id, clientMessageId: randomUUID(), text },
        { ...options, base: sender.url },
      )
      if (sent.errcode !== 0) throw new Error(`serviceChatSend: ${JSON.stringify(sent)}`)
      tally.chatMessages++
      const woken = await waiting()
      const took = Date.now() - started
      if (woken.data.messages.some((message) => message.text === text) && took < CHAT_WAIT_MS)
        chat.deliveredAcross++
      else
        chat.failed.push(
          `message sent on panalo${sender.index} reached panalo${waiterOther.index} after ${took} ms`,
        )

      // The operator answers from the CLI, another process; the player waits on a third instance.
      const replyWaiter = pick(live.filter((instance) => instance !== waiterOther)) ?? waiterOther
      const replyStarted = Date.now()
      const replyWait = later(
        call<{ messages: { text: string; from: string }[] }>(
          'serviceChatWait',
          { afterId: sent.data.message.id },
          { ...options, base: replyWaiter.url },
        ),
      )
      await pause(200)
      const reply = `answer ${key()}`
      await admin('service:reply', String(player.id), '--as', 'Chaos', reply)
      const answered = await replyWait()
      tally.chatReplies++
      const replyTook = Date.now() - replyStarted
      if (answered.data.messages.some((message) => message.text === reply) && replyTook < CHAT_WAIT_MS)
        chat.deliveredAcross++
      else chat.failed.push(`the operator's reply reached panalo${replyWaiter.index} after ${replyTook} ms`)
    } catch (error) {
      // An instance of this check was killed meanwhile: nothing to judge.
      if (!(error instanceof Unanswered)) throw error
      chat.skipped++
      if (chat.skipped <= 3) log(`chat check cut: ${error.message}`)
    } finally {
      chatBusy = false
    }
  }

  for (let n = 0; n < START_PLAYERS; n++) await register('money')
  for (let n = 0; n < ORIGINALS_PLAYERS; n++) await register('originals')
  const originalsPlayers = players.filter((player) => player.kind === 'originals')
  for (const player of originalsPlayers) await deposit(player)

  const OPERATIONS: readonly [number, (player: Player) => Promise<void>, Player['kind']][] = [
    [4, deposit, 'money'],
    [8, betAndWin, 'money'],
    [4, playOriginals, 'originals'],
    [1, withdraw, 'money'],
    [1, claim, 'money'],
    [0.5, chatAcrossInstances, 'money'],
    [0.3, async () => void (await register('money')), 'money'],
  ]
  const weightTotal = OPERATIONS.reduce((sum, [weight]) => sum + weight, 0)
  function randomOperation(): (typeof OPERATIONS)[number] {
    let roll = Math.random() * weightTotal
    for (const operation of OPERATIONS) {
      roll -= operation[0]
      if (roll < 0) return operation
    }
    return OPERATIONS[0] as (typeof OPERATIONS)[number]
  }

  // --- the load, the operator and the kills -----------------------------------------------------------
  const busy = new Set<number>()
  let stopping = false
  async function client(): Promise<void> {
    while (!stopping) {
      const [, operation, kind] = randomOperation()
      const player = pick(players.filter((candidate) => candidate.kind === kind && !busy.has(candidate.id)))
      if (!player) {
        await pause(10)
        continue
      }
      busy.add(player.id)
      try {
        await operation(player)
      } finally {
        busy.delete(player.id)
      }
      // A steady, bounded load: a short pause between a client's operations.
      await pause(10 + Math.random() * 20)
    }
  }

  async function operatorDesk(): Promise<void> {
    let nextMail = 0
    while (!stopping) {
      const pending = (await db.execute(
        sql`select id, user_id, amount from withdrawals where state = 'pending' order by id limit 50`,
      )) as unknown as { rows: { id: number; user_id: number; amount: number }[] }
      for (const withdrawal of pending.rows) {
        await admin('withdrawals:approve', String(withdrawal.id))
        const owner = players.find((player) => player.id === Number(withdrawal.user_id))
        if (owner) owner.expected.hold -= Number(withdrawal.amount)
        acknowledgedKeys.push(`withdrawal:${withdrawal.id}:paid`)
        tally.approvals++
      }
      if (Date.now() >= nextMail) {
        nextMail = Date.now() + 20_000
        const ids = players.filter((player) => player.kind === 'money').map((player) => player.id)
        await admin(
          'mail:send',
          '--title',
          'Chaos',
          '--body',
          'Points for you',
          '--players',
          ids.join(','),
          '--item',
          `2002=${MAIL_POINTS}`,
          '--key',
          key(),
        )
      }
      await pause(2_000)
    }
  }

  /** The instance running the background loops now, from its log's last "runner lease taken" line. */
  async function leaseHolder(): Promise<Instance | undefined> {
    let holder: { instance: Instance; time: number } | undefined
    for (const instance of instances) {
      const text = await readFile(instance.logFile, 'utf8').catch(() => '')
      for (const line of text.split('\n')) {
        if (!line.includes('"runner lease taken"') || !line.includes('turnover-projector')) continue
        const time = Number(/"time":(\d+)/.exec(line)?.[1] ?? 0)
        if (!holder || time > holder.time) holder = { instance, time }
      }
    }
    return holder?.instance.alive() ? holder.instance : undefined
  }

  const kills: string[] = []
  async function killer(): Promise<void> {
    const interval = (DURATION_S * 1000) / (KILLS + 1)
    for (let n = 0; n < KILLS; n++) {
      await pause(interval * (0.8 + Math.random() * 0.4))
      const holder = await leaseHolder()
      const target = holder ?? pick(instances.filter((instance) => instance.alive()))
      await target.kill()
      kills.push(`panalo${target.index}${holder ? ' (the runner of the background loops)' : ''}`)
      log(`SIGKILL panalo${target.index}${holder ? ', the runner of the background loops' : ''}`)
      await pause(5_000 + Math.random() * 3_000)
      await target.start()
      log(`panalo${target.index} started again`)
    }
  }

  const loadStarted = new Date()
  const clients = Array.from({ length: CLIENTS }, () => client())
  const desk = operatorDesk()
  await killer()
  const remaining = DURATION_S * 1000 - (Date.now() - loadStarted.getTime())
  if (remaining > 0) await pause(remaining)
  stopping = true
  await Promise.all([...clients, desk])
  const loadEnded = new Date()

  // --- settling: the jobs due, the background loops --------------------------------------------------
  interface JobRow {
    name: string
    state: string
    retry_count: number
    created_on: Date
  }
  const occurrences = SCHEDULED_JOBS.flatMap((job) =>
    dueOccurrences(job.cron, loadStarted, loadEnded).map((at) => ({ job: job.name, cron: job.cron, at })),
  )
  async function jobRows(): Promise<JobRow[]> {
    const rows = (await db.execute(sql`
      select name, state::text as state, retry_count, created_on from pgboss.job
       where name in (${sql.join(
         SCHEDULED_JOBS.map((job) => sql`${job.name}`),
         sql`, `,
       )}) and created_on >= ${loadStarted.toISOString()}::timestamptz`)) as unknown as { rows: JobRow[] }
    return rows.rows.map((row) => ({ ...row, created_on: new Date(row.created_on) }))
  }
  /** Each job row belongs to the latest occurrence of its schedule at or before it was created. */
  function jobsByOccurrence(rows: JobRow[]) {
    return occurrences.map((occurrence) => {
      const until = nextOccurrence(occurrence.cron, occurrence.at)?.getTime() ?? Number.POSITIVE_INFINITY
      const mine = rows.filter(
        (row) =>
          row.name === occurrence.job &&
          row.created_on.getTime() >= occurrence.at.getTime() &&
          row.created_on.getTime() < until,
      )
      return { ...occurrence, rows: mine }
    })
  }
  const settleDeadline = Date.now() + 120_000
  let byOccurrence = jobsByOccurrence(await jobRows())
  while (
    Date.now() < settleDeadline &&
    byOccurrence.some((occurrence) => !occurrence.rows.some((row) => row.state === 'completed'))
  ) {
    await pause(2_000)
    byOccurrence = jobsByOccurrence(await jobRows())
  }
  const jobsMissed = byOccurrence.filter(
    (occurrence) => !occurrence.rows.some((row) => row.state === 'completed'),
  )
  const jobsTwice = byOccurrence.reduce(
    (sum, occurrence) =>
      sum +
      Math.max(0, occurrence.rows.length - 1) +
      occurrence.rows.reduce((retries, row) => retries + Number(row.retry_count), 0),
    0,
  )

  // Interrupted Originals rounds are finished by the runner (rounds over a minute old, every 30 s).
  const roundsDeadline = Date.now() + 150_000
  async function unfinishedRounds(): Promise<number> {
    const result = (await db.execute(
      sql`select count(*)::int as n from originals_rounds where state in ('pending', 'settling') and demo_session_id is null`,
    )) as unknown as { rows: { n: number }[] }
    return Number(result.rows[0]?.n ?? 0)
  }
  while ((await unfinishedRounds()) > 0 && Date.now() < roundsDeadline) await pause(2_000)
  const roundsLeft = await unfinishedRounds()

  async function projectorBehind(): Promise<number> {
    const result = (await db.execute(sql`
      select (select coalesce(max(id), 0) from ledger_journals)
             - coalesce((select last_journal_id from projector_cursors where name = 'turnover'), 0) as behind`)) as unknown as {
      rows: { behind: number }[]
    }
    return Number(result.rows[0]?.behind ?? 0)
  }
  const projectorDeadline = Date.now() + 30_000
  while ((await projectorBehind()) > 0 && Date.now() < projectorDeadline) await pause(500)
  const behind = await projectorBehind()

  // --- the verdict ------------------------------------------------------------------------------------
  const violations: string[] = []

  const foundKeys = new Set<string>()
  for (let start = 0; start < acknowledgedKeys.length; start += 5_000) {
    const slice = acknowledgedKeys.slice(start, start + 5_000)
    const rows = (await db.execute(
      sql`select idempotency_key from ledger_journals
           where idempotency_key in (select jsonb_array_elements_text(${JSON.stringify(slice)}::jsonb))`,
    )) as unknown as { rows: { idempotency_key: string }[] }
    for (const row of rows.rows) foundKeys.add(row.idempotency_key)
  }
  const lostKeys = acknowledgedKeys.filter((journalKey) => !foundKeys.has(journalKey))
  for (const lostKey of lostKeys.slice(0, 10))
    violations.push(`acknowledged but not in the ledger: ${lostKey}`)

  for (const player of players) {
    const balances = await playerBalances(db, player.id)
    if (player.kind === 'originals') {
      // Every round the player was answered is settled as answered; the coins are the deposits and
      // every settled round, including those whose answer was lost and that the runner finished.
      const settled = (await db.execute(sql`
        select id, stake, win from originals_rounds
         where user_id = ${player.id} and state = 'settled'`)) as unknown as {
        rows: { id: number; stake: number; win: number }[]
      }
      const byId = new Map(settled.rows.map((row) => [Number(row.id), row]))
      for (const [id, answered] of player.rounds) {
        const row = byId.get(id)
        if (!row || Number(row.stake) !== answered.stake || Number(row.win) !== answered.win)
          violations.push(
            `player ${player.id}: round ${id} was answered ${JSON.stringify(answered)}, stored ${JSON.stringify(row)}`,
          )
      }
      const net = settled.rows.reduce((sum, row) => sum + Number(row.win) - Number(row.stake), 0)
      if (balances.coin !== player.expected.coin + net)
        violations.push(
          `player ${player.id} coin: ledger ${balances.coin}, deposits and rounds ${player.expected.coin + net}`,
        )
      continue
    }
    const actual = {
      coin: balances.coin,
      hold: balances.hold ?? 0,
      points: await playerAccountBalance(db, player.id, 'points'),
    }
    for (const field of ['coin', 'hold', 'points'] as const)
      if (actual[field] !== player.expected[field])
        violations.push(
          `player ${player.id} ${field}: ledger ${actual[field]}, acknowledged operations ${player.expected[field]}`,
        )
  }

  for (const occurrence of jobsMissed)
    violations.push(`job ${occurrence.job} due at ${occurrence.at.toISOString()} did not run`)
  if (jobsTwice > 0) violations.push(`${jobsTwice} scheduled job run(s) more than once`)
  if (roundsLeft > 0) violations.push(`${roundsLeft} interrupted Originals round(s) left unfinished`)
  if (behind > 0) violations.push(`the turnover projector is ${behind} journals behind after the load`)
  for (const failure of chat.failed) violations.push(`chat: ${failure}`)
  if (chat.deliveredAcross === 0) violations.push('chat: no message was seen crossing instances')
  violations.push(
    ...wageringGateFailures(
      tally.withdrawals,
      refusals.get(`withdrawal ${ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code}`) ?? 0,
    ),
  )

  // Sessions made anywhere work on every instance (the killed ones included, since they came back).
  let sessionChecks = 0
  for (const player of players)
    for (const instance of instances) {
      const answer = await untilAnswered(() =>
        call<{ id: number }>(
          'refreshData',
          {},
          { token: player.token, base: instance.url, address: player.address },
        ),
      )
      sessionChecks++
      if (answer.errcode !== 0 || answer.data.id !== player.id)
        violations.push(
          `player ${player.id}'s session on panalo${instance.index}: ${JSON.stringify(answer).slice(0, 120)}`,
        )
    }

  const check = await checkLedger(db)
  if (!check.ok) violations.push(...check.violations.map((violation) => `ledger:check: ${violation}`))

  // Each instance drains on SIGTERM and exits 0 within its grace.
  const exits = await Promise.all(instances.map((instance) => instance.stop()))
  exits.forEach((code, index) => {
    if (code !== 0) violations.push(`panalo${index + 1} exited ${code} on SIGTERM`)
  })

  const acknowledged =
    tally.registrations +
    tally.deposits +
    tally.bets +
    tally.wins +
    tally.originals +
    tally.withdrawals +
    tally.approvals +
    tally.claims +
    tally.chatMessages +
    tally.chatReplies
  const seconds = (loadEnded.getTime() - loadStarted.getTime()) / 1000
  log(
    `acknowledged: ${tally.registrations} registrations, ${tally.deposits} deposits, ${tally.bets} bets and ${tally.wins} wins, ` +
      `${tally.originals} Originals rounds, ${tally.withdrawals} withdrawals and ${tally.approvals} approvals, ` +
      `${tally.claims} reward claims, ${tally.chatMessages} chat messages and ${tally.chatReplies} replies ` +
      `(${(acknowledged / seconds).toFixed(0)} a second over ${seconds.toFixed(0)} s); refused by the rules: ${[...refusals].map(([kind, count]) => `${count} ${kind}`).join(', ') || 'none'}; ` +
      `${unansweredCount} requests unanswered and sent again`,
  )
  log(`killed: ${kills.join(', ') || 'none'}`)
  log(
    `jobs: ${occurrences.length} due during the load (${[...new Set(occurrences.map((occurrence) => occurrence.job))].join(', ')}), ` +
      `${occurrences.length - jobsMissed.length} ran, ${jobsTwice} more than once`,
  )
  log(
    `chat: ${chat.deliveredAcross} deliveries across instances, each woken by the notification before its ${CHAT_WAIT_MS / 1000} s wait ran out; ` +
      `${chat.failed.length} not, ${chat.skipped} checks cut by a kill`,
  )
  log(`sessions: ${sessionChecks} checks (${players.length} players × ${instances.length} instances)`)
  log(
    `background loops: projector ${behind} behind, ${roundsLeft} interrupted rounds left; drained on SIGTERM: ${exits.filter((code) => code === 0).length}/${instances.length}`,
  )
  log(`ledger:check: ${check.ok ? 'OK' : 'FAILED'}`)
  for (const violation of violations.slice(0, 40)) log(`VIOLATION ${violation}`)
  console.log(
    `cluster: ${INSTANCES} instances, ${acknowledged} acknowledged, lost ${lostKeys.length}, jobs run twice ${jobsTwice}, ledger:check ${check.ok ? 'OK' : 'FAILED'}` +
      (violations.length > 0 ? `; FAILED: ${violations.length} violations above` : ''),
  )
  exitCode = violations.length === 0 ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message).slice(0, 3_000) : error)
} finally {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
}
process.exit(exitCode)
