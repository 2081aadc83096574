import { randomBytes } from 'node:crypto'

import { CALLS } from '@panalo/contract/call-map'
import { FEEDBACK_CATEGORIES } from '@panalo/contract/calls/feedback'
import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'

import { openGameSession } from '../../apps/server/src/modules/games/game-sessions.service.ts'
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.ts'
import { chaosSecrets, mustRun, photo, type Player } from './chaos-load.ts'
import { chaosPlayers, chaosServer } from './chaos-server.ts'
import { postgresServer } from './postgres.ts'

/**
 * hostile — the built server attacked as an attacker and a cheating player would (issue 38's
 * hostile run): password guessing spread over many addresses (the cap holds, the owner's browser and
 * SMS login still get in), 12 parallel claims of every reward the app offers, farming (a payout
 * number shared by players and reused after modifyBankInfo), one player's objects asked for by
 * another, malformed bodies and guest calls on every user call, and an upload burst. Exits non-zero
 * on any 5xx, any double payment, any cross-player read, or a ledger:check failure.
 *
 * Runs against PostgreSQL (CHAOS_PG_URL, default the local server) on a database of its own
 * (HOSTILE_DATABASE, default panalo_hostile: dropped and made again, so give a shared machine's run a
 * name of its own; HOSTILE_PORT pins the server's port, a free one otherwise), as chaos:ledger does: the operator's steps that make players eligible (releasing accounts, approving
 * identity, an operator mail with points) and the final ledger:check need a connection beside the
 * server's, which the embedded database (one process) cannot give.
 */

const SERVER_URL = process.env.CHAOS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PLAYERS = 6
const PARALLEL = 12
const DATABASE = process.env.HOSTILE_DATABASE ?? 'panalo_hostile'
const PORT = process.env.HOSTILE_PORT ? Number(process.env.HOSTILE_PORT) : undefined
const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 1,
  appVersion: 'hostile',
  appWebName: 'panalo',
}

const startedAt = Date.now()
const secrets = chaosSecrets('hostile')
const { databaseUrl, recreateDatabase } = postgresServer(SERVER_URL)
await recreateDatabase(DATABASE)
const chaos = await chaosServer({
  secrets,
  databaseUrl: databaseUrl(DATABASE),
  name: 'hostile',
  dataDir: true,
  port: PORT,
  // The same phone asks for a second code (SMS login) within the run.
  env: { OTP_RESEND_SECONDS: '1' },
})
const { base } = chaos
const server = chaos.spawn()
await chaos.ready()

// --- what every request is judged by --------------------------------------------------------------
interface Answer {
  status: number
  errcode: number
  data: unknown
}
const summary: { attack: string; requests: number; result: string }[] = []
const findings: string[] = []
let requests = 0
let serverErrors = 0

async function post(
  call: string,
  body: object | string,
  options: { token?: string | undefined; ip?: string } = {},
): Promise<Answer> {
  requests++
  const response = await fetch(`${base}/app/v1/${call}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify({ ...CLIENT_FIELDS, ...body }),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  if (response.status >= 500) {
    serverErrors++
    findings.push(`${call}: HTTP ${response.status} ${text.slice(0, 200)}`)
  }
  let json: { errcode?: number; data?: unknown } = {}
  try {
    json = JSON.parse(text) as typeof json
  } catch {
    // judged by the status
  }
  return { status: response.status, errcode: json.errcode ?? -1, data: json.data ?? null }
}

async function must<T>(call: string, body: object, token?: string): Promise<T> {
  const answer = await post(call, body, { token })
  if (answer.errcode !== 0)
    throw new Error(`${call} answered ${answer.errcode}: ${JSON.stringify(answer.data)}`)
  return answer.data as T
}

const parallel = <T>(count: number, work: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => work(index)))
const tally = (answers: Answer[]) => {
  const counts = new Map<number, number>()
  for (const { errcode } of answers) counts.set(errcode, (counts.get(errcode) ?? 0) + 1)
  return [...counts].map(([errcode, count]) => `${errcode === 0 ? 'ok' : errcode}×${count}`).join(' ')
}
const rows = <T>(result: unknown) => (result as unknown as { rows: T[] }).rows

// --- players --------------------------------------------------------------------------------------
const { operator, gameId, players, operations } = await chaosPlayers(chaos, secrets, { count: PLAYERS })
for (const player of players) {
  for (let n = 0; n < 3; n++) await operations.deposit(player)
  for (let n = 0; n < 6; n++) await operations.betAndWin(player)
}
await mustRun(
  operator,
  'mail:send',
  '--all',
  '--title',
  'Hostile',
  '--body',
  'Points.',
  '--item',
  '2002=5',
  '--key',
  'hostile-1',
)
const phoneOf = async (userId: number) =>
  String(
    rows<{ mobile: string }>(await operator.db.execute(sql`select mobile from users where id = ${userId}`))[0]
      ?.mobile,
  )
const latestCode = async (phone: string) =>
  /^(\d+) /.exec(
    String(
      rows<{ body: string }>(
        await operator.db.execute(
          sql`select body from sms_messages where phone = ${phone} order by id desc limit 1`,
        ),
      )[0]?.body,
    ),
  )?.[1] ?? ''
console.log(
  `hostile — ${PLAYERS} players enrolled, funded and played in ${Math.round((Date.now() - startedAt) / 1000)} s`,
)

// --- 1. password guessing spread over many addresses ----------------------------------------------
{
  const [victim] = players as [Player]
  const phone = await phoneOf(victim.id)
  const password = 'Tama12345'
  victim.token = (
    await must<{ token: string }>('initPassword', { newPassword: password }, victim.token)
  ).token
  const owner = await post('accountLogin', { account: phone, password }, { ip: '10.90.0.1' })
  const deviceToken = (owner.data as { deviceToken?: string } | null)?.deviceToken
  const guesses = await parallel(30, (n) =>
    post('accountLogin', { account: phone, password: `Mali${n}xyz` }, { ip: `10.91.${n}.1` }),
  )
  const checked = guesses.filter((answer) => answer.errcode === ERRORS.INVALID_CREDENTIALS.code).length
  if (checked > 10) findings.push(`guessing: ${checked} of 30 wrong passwords from 30 addresses were checked`)
  const stranger = await post('accountLogin', { account: phone, password }, { ip: '10.93.0.1' })
  if (stranger.errcode !== ERRORS.PASSWORD_LOGIN_PAUSED.code)
    findings.push(
      `guessing: the right password from a new browser answered ${stranger.errcode} during the pause`,
    )
  const ownerAgain = await post(
    'accountLogin',
    { account: phone, password, deviceTokens: [deviceToken] },
    { ip: '10.94.0.1' },
  )
  if (ownerAgain.errcode !== 0)
    findings.push(`guessing: the owner's browser was refused (${ownerAgain.errcode})`)
  await post('smsSend', { phone, mode: 3 }, { ip: '10.95.0.1' })
  const bySms = await post('accountLoginSms', { phone, code: await latestCode(phone) }, { ip: '10.95.0.1' })
  if (bySms.errcode !== 0)
    findings.push(`guessing: SMS login was refused during the pause (${bySms.errcode})`)
  const mails = rows(
    await operator.db.execute(
      sql`select 1 from mails where user_id = ${victim.id} and kind = 'passwordGuessed'`,
    ),
  ).length
  if (mails !== 1) findings.push(`guessing: the owner got ${mails} mails about it, not 1`)
  summary.push({
    attack: '30 parallel wrong passwords for one account from 30 addresses; then the owner',
    requests: 35,
    result: `${checked} checked (${tally(guesses)}); new browser ${stranger.errcode}; owner's device ${ownerAgain.errcode === 0 ? 'in' : ownerAgain.errcode}; SMS login ${bySms.errcode === 0 ? 'in' : bySms.errcode}; ${mails} mail`,
  })
}

// --- 2. parallel claims of every reward -----------------------------------------------------------
{
  const claimer = players[1] as Player
  const idsOf = (data: unknown, field = 'id'): unknown[] => {
    const found: unknown[] = []
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        if (field in record) found.push(record[field])
        Object.values(record).forEach(walk)
      }
    }
    walk(data)
    return [...new Set(found)]
  }
  const claims: [string, object][] = [
    ['loginBonus3UserReceive', {}],
    ['signUpBonusReceive', {}],
    ['appVipUserReceiveDaily', {}],
    ['appVipUserReceiveSignInAward', {}],
    ['receiveVipTaskUnReceiveBonus', {}],
    ['betBonusReceive', {}],
    ['receiveDrawChance', {}],
    ['appAgent5UserReceive', {}],
    ['appAgent5UserInviteValidReceive', {}],
    ...[1, 2, 3].map((level): [string, object] => ['receiveVipBonusUser', { level }]),
  ]
  const follow = await post('followRewardsUser', {}, { token: claimer.token })
  for (const channelId of idsOf(follow.data)) claims.push(['followRewardsReceive', { channelId }])
  const tasks = await post('getTaskUser', {}, { token: claimer.token })
  for (const id of idsOf(tasks.data).filter((id) => typeof id === 'number')) {
    await post('finishTask', { id }, { token: claimer.token })
    claims.push(['receiveTaskAward', { id }])
  }
  const vipTasks = await post('getVipTaskList', {}, { token: claimer.token })
  for (const id of idsOf(vipTasks.data).filter((id) => typeof id === 'number'))
    claims.push(['receiveVipTask', { id }])
  const fund = await post('fundUser', {}, { token: claimer.token })
  for (const id of idsOf(fund.data).filter((id) => typeof id === 'number'))
    claims.push(['receiveAddupAwardById', { id }])
  const inbox = await post('getMail3', { pageNum: 1, pageSize: 20 }, { token: claimer.token })
  for (const id of idsOf(inbox.data)) claims.push(['receiveMail', { id }])

  const outcomes: string[] = []
  let doubles = 0
  let oneShot = 0
  let paid = 0
  let sent = 0
  for (const [call, body] of claims) {
    const answers = await parallel(PARALLEL, () => post(call, body, { token: claimer.token }))
    const again = await post(call, body, { token: claimer.token })
    sent += PARALLEL + 1
    const succeeded = answers.filter((answer) => answer.errcode === 0).length
    paid += succeeded
    outcomes.push(
      `${call}${JSON.stringify(body)} ${tally(answers)} then ${again.errcode === 0 ? 'ok' : again.errcode}`,
    )
    if (again.errcode !== 0) {
      oneShot++
      if (succeeded > 1) {
        doubles++
        findings.push(
          `double payment: ${call} ${JSON.stringify(body)} succeeded ${succeeded} times of ${PARALLEL}`,
        )
      }
    }
  }
  console.log(`  claims: ${outcomes.join('\n          ')}`)
  // Draws with one request id: one outcome, however many copies, and one draw made (seeded_draws).
  const drawsMade = async (source: string) =>
    Number(
      rows<{ n: number }>(
        await operator.db.execute(
          sql`select count(*)::int as n from seeded_draws where user_id = ${claimer.id} and source = ${source}`,
        ),
      )[0]?.n,
    )
  // The jackpot draws only with a chance, and the channel's deposit amounts are random: deposit
  // until the day's deposits earn one, so the burst below draws rather than meets a refusal.
  for (let deposits = 0; deposits < 10; deposits++) {
    if ((await post('receiveDrawChance', {}, { token: claimer.token })).errcode === 0) break
    await operations.deposit(claimer)
  }
  for (const [call, source] of [
    ['turntableSpin', 'spin'],
    ['jackpotDraw', 'jackpot'],
    ['actInviteUserSpin', 'inviteSpin'],
  ] as const) {
    const requestId = randomBytes(8).toString('hex')
    const before = await drawsMade(source)
    const answers = await parallel(PARALLEL, () => post(call, { requestId }, { token: claimer.token }))
    sent += PARALLEL
    const made = (await drawsMade(source)) - before
    const draws = new Set(answers.filter((a) => a.errcode === 0).map((a) => JSON.stringify(a.data)))
    console.log(
      `  ${call} ×${PARALLEL} one requestId: ${tally(answers)}, ${draws.size} distinct outcomes, ${made} draws made`,
    )
    if (draws.size > 1) findings.push(`replay: ${call} with one requestId answered ${draws.size} outcomes`)
    if (made > 1) findings.push(`double payment: ${call} with one requestId made ${made} draws`)
  }
  summary.push({
    attack: `${claims.length} claims × ${PARALLEL} in parallel (+1 after), 3 draws × ${PARALLEL} with one requestId`,
    requests: sent,
    result: `${paid} paid, ${oneShot} one-shot claims, ${doubles} paid twice`,
  })
}

// --- 3. farming: one payout number, reused after modifyBankInfo -----------------------------------
{
  // Every enrolled player saved GCash 09171234567: the receiving-account bonus is paid once for it.
  const answers = await parallel(PARALLEL, (n) =>
    post('bankBonusReceive', {}, { token: players[n % PLAYERS]?.token }),
  )
  const shared = answers.filter((answer) => answer.errcode === 0).length
  if (shared > 1) findings.push(`farming: bankBonusReceive paid ${shared} times for one shared number`)
  // Two players the shared number did not pay: the first earns the bonus with a number of its own,
  // moves to another, and the second takes the first's old number.
  const winners = new Set(answers.flatMap((answer, n) => (answer.errcode === 0 ? [n % PLAYERS] : [])))
  const [first, second] = players.filter((_, n) => !winners.has(n)) as [Player, Player]
  const fresh = `0917${String(Date.now()).slice(-7)}`
  const moved = `0918${String(Date.now()).slice(-7)}`
  await post('modifyBankInfo', { bankId: 1, accountNumber: fresh }, { token: first.token })
  const firstClaim = await post('bankBonusReceive', {}, { token: first.token })
  await post('modifyBankInfo', { bankId: 1, accountNumber: moved }, { token: first.token })
  await post('modifyBankInfo', { bankId: 1, accountNumber: fresh }, { token: second.token })
  const reused = await parallel(PARALLEL, () => post('bankBonusReceive', {}, { token: second.token }))
  const reusedPaid = reused.filter((answer) => answer.errcode === 0).length
  if (firstClaim.errcode === 0 && reusedPaid > 0)
    findings.push(`farming: a number that earned the bank bonus earned it again after modifyBankInfo`)
  summary.push({
    attack: `bank bonus: ${PARALLEL} claims over ${PLAYERS} players sharing one number; a number reused after modifyBankInfo`,
    requests: PARALLEL * 2 + 5,
    result: `shared number paid ${shared}; first holder ${firstClaim.errcode === 0 ? 'paid' : firstClaim.errcode}, reuse paid ${reusedPaid} (${tally(reused)})`,
  })
}

// --- 3b. farming: invitees sharing a device, invitees sharing a payout number ----------------------
{
  const inviter = players[3] as Player
  const overview = await must<{ inviteCode: string }>('appAgent5User', {}, inviter.token)
  const sharedDevice = `hostile-device-${randomBytes(4).toString('hex')}`
  const sharedPayout = `0919${String(Date.now()).slice(-7)}`
  const runTag = Date.now() % 1_000_000
  const invitees: { token: string; id: number }[] = []
  for (let n = 0; n < 4; n++) {
    const phone = `+639${String(runTag).padStart(6, '0')}9${String(n).padStart(2, '0')}`
    const ip = `10.96.0.${n + 1}`
    await post('smsSend', { phone, mode: 0 }, { ip })
    const registered = await post(
      'accountRegist4',
      {
        phone,
        code: await latestCode(phone),
        registration: {
          dateOfBirth: '1990-05-05',
          eligibility: {
            notGovernmentOfficial: true,
            notMilitaryOrPolice: true,
            notRestrictedPerson: true,
            notGamingLicensee: true,
          },
          acceptedTerms: true,
          pid: overview.inviteCode,
        },
      },
      { ip },
    )
    const data = registered.data as { token: string; user: { id: number } }
    const invitee = { token: data.token, id: data.user.id }
    invitees.push(invitee)
    // Two on one phone (not the inviter's); two paying out to one GCash number.
    const deviceId = n < 2 ? sharedDevice : `hostile-own-${runTag}-${n}`
    await post('preLogin', { deviceId }, { token: invitee.token, ip })
    const payout = n >= 2 ? sharedPayout : `0916${String(runTag).padStart(6, '0')}${n}`
    await must('addBankInfo', { bankId: 1, accountNumber: payout }, invitee.token)
    const gameToken = await openGameSession(operator.db, {
      userId: invitee.id,
      gameId,
      provider: secrets.providerId,
      mode: 'real',
    })
    const asPlayer: Player = {
      id: invitee.id,
      token: invitee.token,
      gameToken,
      bankId: 1,
      expected: { coin: 0, safebox: 0, hold: 0, points: 0 },
    }
    for (let d = 0; d < 2; d++) await operations.deposit(asPlayer)
    for (let b = 0; b < 8; b++) await operations.betAndWin(asPlayer)
  }
  const after = await must<{ invitesClaimable: number }>('appAgent5User', {}, inviter.token)
  const answers = await parallel(PARALLEL, () =>
    post('appAgent5UserInviteValidReceive', {}, { token: inviter.token }),
  )
  const paidItems = answers
    .filter((answer) => answer.errcode === 0)
    .flatMap((answer) => (answer.data as { items?: { count: number }[] }).items ?? [])
    .reduce((sum, item) => sum + item.count, 0)
  if (after.invitesClaimable > 2)
    findings.push(
      `farming: ${after.invitesClaimable} valid invites from 2 devices' and 2 payout-sharing invitees (at most 2)`,
    )
  summary.push({
    attack: `4 invitees: two on one device, two paying out to one number; ${PARALLEL} parallel claims of the invite rewards`,
    requests: 4 * 16 + PARALLEL,
    result: `${after.invitesClaimable} valid invites counted; claims ${tally(answers)}, ${paidItems / 100} pesos' worth paid`,
  })
}

// --- 4. one player's objects asked for by another -------------------------------------------------
{
  const [, owner, other] = players as [Player, Player, Player]
  const image = photo(99).toString('base64')
  const upload = await must<{ id: string }>('uploadFeedbackImage', { image }, owner.token)
  const ticket = await must<{ id: number }>(
    'addFeedback',
    { category: FEEDBACK_CATEGORIES[0], text: 'Hostile run: my deposit is slow.', images: [upload.id] },
    owner.token,
  )
  const inbox = await must<{ list: { id: number }[] }>('getMail3', { pageNum: 1, pageSize: 20 }, owner.token)
  const deposits = rows<{ id: string }>(
    await operator.db.execute(sql`select id::text as id from deposits where user_id = ${owner.id} limit 1`),
  )
  const attempts: [string, object][] = [
    ['feedbackDetail', { id: ticket.id }],
    ['replyFeedback', { id: ticket.id, text: 'Not my ticket, reading it.', images: [] }],
    ['feedbackImage', { id: upload.id }],
    ...inbox.list.flatMap((mail): [string, object][] => [
      ['getMailDetail', { id: mail.id }],
      ['receiveMail', { id: mail.id }],
      ['delMail', { id: mail.id }],
    ]),
    ...deposits.map((row): [string, object] => ['rechargeStatus', { orderId: row.id }]),
  ]
  let reached = 0
  for (const [call, body] of attempts) {
    const answer = await post(call, body, { token: other.token })
    if (answer.errcode === 0) {
      reached++
      findings.push(`cross-player: ${call} ${JSON.stringify(body)} answered another player's object`)
    }
  }
  summary.push({
    attack: "another player's feedback, image, mails and deposit order by id",
    requests: attempts.length,
    result: `${reached} reached`,
  })
}

// --- 5. guests and malformed bodies on every user call --------------------------------------------
{
  const userCalls = Object.entries(CALLS)
    .filter(([, call]) => call.access === 'user')
    .map(([name]) => name)
  const bodies = ['{"appId": 5, "requestId": {"$ne": null}}', '{not json', '[]', '{"text": "\\u0000"}']
  let notSignedOut = 0
  let sent = 0
  for (const call of userCalls) {
    const answers = await Promise.all([
      ...bodies.map((body) => post(call, body)),
      post(call, bodies[0] as string, { token: 'dead-token' }),
    ])
    sent += answers.length
    for (const answer of answers)
      if (answer.errcode !== ERRORS.SIGNED_OUT.code) {
        notSignedOut++
        findings.push(`guest: ${call} answered ${answer.status}/${answer.errcode} instead of 401`)
      }
    // Signed in with a malformed body: a clear refusal, never a 5xx (counted by post).
    await post(call, bodies[0] as string, { token: players[5]?.token })
    sent++
  }
  summary.push({
    attack: `${userCalls.length} user calls: guest and dead token with 4 malformed bodies; signed in malformed`,
    requests: sent,
    result: `${notSignedOut} not 401`,
  })
}

// --- 6. upload burst ------------------------------------------------------------------------------
{
  const uploader = players[4] as Player
  const answers = await parallel(30, (n) =>
    post('uploadFeedbackImage', { image: photo(200 + n).toString('base64') }, { token: uploader.token }),
  )
  const taken = answers.filter((answer) => answer.errcode === 0).length
  if (taken > 20) findings.push(`uploads: ${taken} of 30 taken at once (cap 20)`)
  summary.push({
    attack: '30 uploads at once by one player',
    requests: 30,
    result: `${taken} taken (${tally(answers)})`,
  })
}

// --- the verdict ----------------------------------------------------------------------------------
const check = await checkLedger(operator.db)
if (!check.ok) findings.push(`ledger:check: ${check.violations.join('; ')}`)
await operator.close()
await new Promise<void>((resolve) => {
  server.once('exit', () => resolve())
  server.kill('SIGTERM')
})

const seconds = Math.round((Date.now() - startedAt) / 1000)
console.log(`\n| Attack | Requests | Result |\n| --- | --- | --- |`)
for (const row of summary) console.log(`| ${row.attack} | ${row.requests} | ${row.result} |`)
console.log(
  `\n${requests} requests in ${seconds} s; ${serverErrors} answered 5xx; ledger:check ${check.ok ? 'OK' : 'FAILED'}`,
)
for (const finding of findings) console.log(`FINDING ${finding}`)
console.log(findings.length === 0 ? 'hostile: nothing found' : `hostile: ${findings.length} findings`)
process.exit(findings.length === 0 ? 0 : 1)
