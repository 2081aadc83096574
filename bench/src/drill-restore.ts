import { execFile } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { hashToken } from '../../apps/server/src/modules/games/game-sessions.service.ts'

import { createInstance, httpRequest, Unanswered, workFolder, type Instance } from './cluster.ts'
import { REPO_ROOT, SERVER_ENTRY } from './processes.ts'
import { postgresBinDir, startThrowawayPostgres } from './throwaway-postgres.ts'

/**
 * drill:restore (decision 074) — the backup drill an operator runs on a schedule, on this machine:
 * a throwaway PostgreSQL is populated through the built server (players registered by SMS code,
 * deposits paid by the sandbox gateway's webhooks, provider bets and wins, Originals rounds, points
 * claimed from an operator's mail), backed up with pg_dump, restored with pg_restore into a new
 * database, and the restored copy is proved: the operator's `ledger:check` and `audit:verify` run
 * there through the CLI, every ledger balance and every table's row count equals the source's, and a server started on the copy honours a session made
 * before the backup. The last line reads `restore drill: … OK`; any difference exits non-zero.
 */

const PLAYERS = Number(process.env.DRILL_PLAYERS ?? 2_000)
const CONCURRENCY = Number(process.env.DRILL_CONCURRENCY ?? 16)
const BETS_PER_PLAYER = 4
const PROVIDER = 'drill'
const PROVIDER_SECRET = randomBytes(24).toString('hex')
const WEBHOOK_SECRET = randomBytes(24).toString('hex')
const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'drill',
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

const run = promisify(execFile)
const log = (line: string) => console.log(`  ${line}`)
if (!existsSync(SERVER_ENTRY))
  throw new Error('Build the server first: npm run build --workspace @panalo/server')

const cleanup: (() => Promise<unknown>)[] = []
let exitCode = 1
try {
  console.log(`restore drill — ${PLAYERS} players written through the app, pg_dump, pg_restore, proved`)
  const work = await workFolder('drill')
  const postgres = await startThrowawayPostgres()
  cleanup.push(() => postgres.destroy())
  await postgres.createDatabase('panalo_source')
  const sourceUrl = postgres.databaseUrl('panalo_source')
  const env: NodeJS.ProcessEnv = {
    PANALO_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: sourceUrl,
    PAYMENT_GATEWAY: 'sandbox',
    SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9/',
    WALLET_ONLY_PROVIDERS: `${PROVIDER}:${PROVIDER_SECRET}`,
    UPLOAD_DIR: path.join(work, 'uploads'),
  }
  const source = await createInstance(1, env, work)
  cleanup.push(() => source.kill())
  await source.start()

  // --- the source, written through the app ---------------------------------------------------------
  const admin = async (databaseUrl: string, ...argv: string[]) => {
    const { stdout } = await run(
      process.execPath,
      [path.join(REPO_ROOT, 'apps/server/src/admin/cli.ts'), ...argv],
      {
        env: { ...process.env, ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      },
    )
    return stdout.trim()
  }
  const sourceDb = new pg.Pool({ connectionString: sourceUrl, max: 4 })
  cleanup.push(() => sourceDb.end())
  const { rows: games } = await sourceDb.query<{ id: number }>(`
    with brand as (insert into game_brands (code, name, sort) values ('drill', 'Drill', 999) returning id),
    platform as (insert into game_platforms (code, name, wallet_kind, sort) values ('${PROVIDER}', 'Drill', 'seamless', 999) returning id)
    insert into games (code, name, type_id, brand_id, platform_id, provider_game_code, thumbnail, demo_allowed, min_bet, sort, enabled)
    select 'drill-g1', 'Drill', 1, brand.id, platform.id, 'g1', '/games/drill.svg', false, 1, 9999, false
      from brand, platform returning id`)
  const gameId = games[0]?.id

  const config = JSON.parse(
    (await httpRequest(`${source.url}/app/v1/anonymous/appConfig`, post({}))).body,
  ) as { data: { config: { recharge: { rechargeTypes: { id: number; items: { price: number }[] }[] } } } }
  const channel = config.data.config.recharge.rechargeTypes[0]
  if (!channel) throw new Error('no deposit channel configured')

  interface Player {
    id: number
    token: string
    address: string
  }
  const players: Player[] = []
  const started = Date.now()
  let next = 0
  const counts = { deposits: 0, bets: 0, originals: 0, claims: 0 }

  async function populate(instance: Instance): Promise<void> {
    for (let n = next++; n < PLAYERS; n = next++) {
      const address = `127.${20 + Math.floor(n / 60_000)}.${Math.floor(n / 250) % 240}.${(n % 250) + 1}`
      const phone = `+6392${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`
      const call = (name: string, body: object, token?: string) =>
        appCall(instance.url, name, body, { address, ...(token ? { token } : {}) })
      await call('smsSend', { phone, mode: 0 })
      const { rows } = await sourceDb.query<{ body: string }>(
        'select body from sms_messages where phone = $1 order by id desc limit 1',
        [phone],
      )
      const code = /^(\d+) /.exec(rows[0]?.body ?? '')?.[1]
      const session = await call('accountRegist4', { phone, code, registration: REGISTRATION })
      const { token, user } = session.data as { token: string; user: { id: number } }
      players.push({ id: user.id, token, address })

      const amount = channel?.items[n % 3]?.price ?? 100_00
      const opened = (await call('rechargeCreate', { rechargeTypeId: channel?.id, amount }, token)).data as {
        orderId: string
        checkoutUrl: string
      }
      const body = JSON.stringify({
        id: `sbx_evt_${randomBytes(8).toString('hex')}`,
        type: 'payment.paid',
        data: {
          checkoutId: new URL(opened.checkoutUrl).pathname.split('/').at(-1),
          depositId: opened.orderId,
          paymentId: `sbx_pay_${randomBytes(8).toString('hex')}`,
          amount,
          currency: 'PHP',
        },
      })
      const t = String(Math.floor(Date.now() / 1000))
      const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')
      const paid = await httpRequest(`${instance.url}/payments/sandbox/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'panalo-sandbox-signature': `t=${t},v1=${signature}` },
        body,
      })
      if (paid.status !== 200) throw new Error(`webhook: ${paid.status} ${paid.body}`)
      counts.deposits++

      const gameToken = await openSession(user.id)
      for (let bet = 0; bet < BETS_PER_PLAYER; bet++) {
        const round = randomBytes(8).toString('hex')
        const stake = [500, 1_000, 2_000][bet % 3] ?? 500
        await provider(instance.url, 'bet', {
          request_uuid: randomBytes(8).toString('hex'),
          user: String(user.id),
          token: gameToken,
          transaction_uuid: `bet-${round}`,
          round,
          amount: stake,
        })
        await provider(instance.url, 'win', {
          request_uuid: randomBytes(8).toString('hex'),
          user: String(user.id),
          transaction_uuid: `win-${round}`,
          reference_transaction_uuid: `bet-${round}`,
          round,
          round_closed: true,
          amount: [0, stake * 2, stake / 2][bet % 3] ?? 0,
        })
        counts.bets++
      }
      const roll = await call(
        'colorGameRoll',
        { play: { mode: 'real' }, bets: [{ colour: 'red', amount: 100 }] },
        token,
      )
      if (roll.errcode === 0) counts.originals++
      if ((n + 1) % 500 === 0) log(`${n + 1} players written`)
    }
  }

  /** What a game launch does: a real-money session of the provider's game, its token for the bets. */
  async function openSession(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await sourceDb.query(
      `insert into game_sessions (user_id, game_id, provider, mode, token_hash) values ($1, $2, $3, 'real', $4)`,
      [userId, gameId, PROVIDER, hashToken(token)],
    )
    return token
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, () => populate(source)))
  // The operator's mail with points, claimed by every player: the award engine's grants.
  await admin(
    sourceUrl,
    'mail:send',
    '--title',
    'Drill',
    '--body',
    'Thank you',
    '--all',
    '--item',
    '2002=50',
    '--key',
    'drill-mail',
  )
  let claimed = 0
  async function claimAll(): Promise<void> {
    for (let player = players[claimed++]; player; player = players[claimed++]) {
      const inbox = await appCall(source.url, 'getMail3', { pageNum: 1, pageSize: 10 }, player)
      const mail = (inbox.data as { list: { id: number; attachments: unknown[] }[] }).list.find(
        (candidate) => candidate.attachments.length > 0,
      )
      if (mail && (await appCall(source.url, 'receiveMail', { id: mail.id }, player)).errcode === 0)
        counts.claims++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, () => claimAll()))
  const writeSeconds = (Date.now() - started) / 1000
  // The turnover projector and the jackpot sweeper catch up, then the server drains and stops.
  for (let waited = 0; waited < 60_000; waited += 500) {
    const { rows } = await sourceDb.query<{ behind: string }>(`
      select (select coalesce(max(id), 0) from ledger_journals)
             - coalesce((select last_journal_id from projector_cursors where name = 'turnover'), 0) as behind`)
    if (Number(rows[0]?.behind) === 0) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if ((await source.stop()) !== 0) throw new Error('the source server did not stop cleanly')
  const { rows: sourceTotals } = await sourceDb.query<{ journals: string; players: string }>(
    `select (select count(*) from ledger_journals) as journals, (select count(*) from users) as players`,
  )
  log(
    `written through the app in ${writeSeconds.toFixed(0)} s: ${players.length} players, ${counts.deposits} deposits, ` +
      `${counts.bets} bets with their wins, ${counts.originals} Originals rounds, ${counts.claims} claims; ` +
      `${sourceTotals[0]?.journals} journals`,
  )

  // --- backup and restore ---------------------------------------------------------------------------
  const bin = await postgresBinDir()
  const dumpFile = path.join(work, 'panalo.dump')
  const dumpStarted = Date.now()
  await run(path.join(bin, 'pg_dump'), ['--format=custom', '--file', dumpFile, sourceUrl])
  const dumpSeconds = (Date.now() - dumpStarted) / 1000
  const dumpBytes = (await stat(dumpFile)).size
  await postgres.createDatabase('panalo_restored')
  const restoredUrl = postgres.databaseUrl('panalo_restored')
  const restoreStarted = Date.now()
  await run(path.join(bin, 'pg_restore'), [
    '--exit-on-error',
    '--no-owner',
    '--jobs=2',
    '--dbname',
    restoredUrl,
    dumpFile,
  ])
  const restoreSeconds = (Date.now() - restoreStarted) / 1000
  log(
    `pg_dump: ${(dumpBytes / 1e6).toFixed(1)} MB in ${dumpSeconds.toFixed(1)} s; ` +
      `pg_restore (2 jobs) into a new database in ${restoreSeconds.toFixed(1)} s`,
  )

  // --- the proof ----------------------------------------------------------------------------------
  const problems: string[] = []
  // The CLI's commands are on the audit chain, so the proof's own ledger:check and audit:verify add
  // entries to the copy: its audit rows are counted before they run.
  const auditRowsRestored = await (async () => {
    const client = new pg.Client({ connectionString: restoredUrl })
    await client.connect()
    try {
      return (await client.query<{ n: string }>('select count(*)::text as n from audit_log')).rows[0]?.n
    } finally {
      await client.end()
    }
  })()
  const ledgerCheck = await admin(restoredUrl, 'ledger:check').catch(
    (error: { stdout?: string }) => `FAILED ${error.stdout ?? ''}`,
  )
  if (!/\bOK\b/.test(ledgerCheck) || ledgerCheck.startsWith('FAILED'))
    problems.push(`ledger:check: ${ledgerCheck}`)
  log(`ledger:check on the restored copy: ${ledgerCheck.split('\n').at(-1)}`)
  // The audit chain must hold on the copy too (C15): a restore that broke it is not a restore.
  let auditVerify = await admin(restoredUrl, 'audit:verify').catch(
    (error: { stdout?: string }) => `FAILED ${error.stdout ?? ''}`,
  )
  if (!/The audit chain holds/.test(auditVerify)) problems.push(`audit:verify: ${auditVerify}`)
  else auditVerify = 'OK'
  log(`audit:verify on the restored copy: ${auditVerify}`)

  const restoredDb = new pg.Pool({ connectionString: restoredUrl, max: 2 })
  cleanup.push(() => restoredDb.end())
  // Every balance: each player account's and each house account shard's, by account id.
  const balancesSql = `
    select 'player:' || account_id as account, balance::text as balance from ledger_player_balances
    union all
    select 'house:' || account_id || ':' || shard, balance::text from ledger_house_shards
    order by 1`
  const [sourceBalances, restoredBalances] = await Promise.all([
    sourceDb.query<{ account: string; balance: string }>(balancesSql),
    restoredDb.query<{ account: string; balance: string }>(balancesSql),
  ])
  const restoredByAccount = new Map(restoredBalances.rows.map((row) => [row.account, row.balance]))
  for (const row of sourceBalances.rows)
    if (restoredByAccount.get(row.account) !== row.balance)
      problems.push(`${row.account}: source ${row.balance}, restored ${restoredByAccount.get(row.account)}`)
  if (restoredBalances.rows.length !== sourceBalances.rows.length)
    problems.push(
      `${sourceBalances.rows.length} balances in the source, ${restoredBalances.rows.length} restored`,
    )
  // Every table's rows, in every schema Panalo writes (its own and pg-boss's).
  const countsSql = `
    select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE' order by 1`
  const { rows: tables } = await sourceDb.query<{ name: string }>(countsSql)
  for (const { name } of tables) {
    const [schema, table] = name.split('.') as [string, string]
    const text = `select count(*)::text as n from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`
    const [a, b] = await Promise.all([
      sourceDb.query<{ n: string }>(text),
      restoredDb.query<{ n: string }>(text),
    ])
    const restoredRows = name === 'public.audit_log' ? auditRowsRestored : b.rows[0]?.n
    if (a.rows[0]?.n !== restoredRows)
      problems.push(`${name}: ${a.rows[0]?.n} rows in the source, ${restoredRows} restored`)
  }
  log(`compared ${sourceBalances.rows.length} balances and the rows of ${tables.length} tables`)

  // The copy serves: a server on it answers a session made before the backup.
  const restored = await createInstance(2, { ...env, DATABASE_URL: restoredUrl }, work)
  cleanup.push(() => restored.kill())
  await restored.start()
  const sample = players.slice(0, 20)
  for (const player of sample) {
    const answer = await appCall(restored.url, 'refreshData', {}, player)
    if (answer.errcode !== 0 || (answer.data as { id: number }).id !== player.id)
      problems.push(
        `player ${player.id}'s session on the restored copy: ${JSON.stringify(answer).slice(0, 120)}`,
      )
  }
  if ((await restored.stop()) !== 0) problems.push('the server on the restored copy did not stop cleanly')
  log(`a server on the restored copy honoured ${sample.length} sessions made before the backup`)

  for (const problem of problems.slice(0, 30)) log(`DIFFERENCE ${problem}`)
  const verdict = problems.length === 0 ? 'OK' : `FAILED (${problems.length} differences)`
  console.log(
    `restore drill: ${players.length} players, ${sourceTotals[0]?.journals} journals, ` +
      `dump ${(dumpBytes / 1e6).toFixed(1)} MB in ${dumpSeconds.toFixed(1)} s, restore in ${restoreSeconds.toFixed(1)} s, ` +
      `ledger:check ${/\bOK\b/.test(ledgerCheck) ? 'OK' : 'FAILED'}, audit:verify ${auditVerify}, ` +
      `${sourceBalances.rows.length} balances equal, ${verdict}`,
  )
  exitCode = problems.length === 0 ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message).slice(0, 3_000) : error)
} finally {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
}
process.exit(exitCode)

function post(body: object, token?: string) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ ...CLIENT_FIELDS, ...body }),
  }
}

/** A product call that must be answered: the drill writes, it does not test failures. */
async function appCall(
  base: string,
  name: string,
  body: object,
  who: { address: string; token?: string },
): Promise<{ errcode: number; msg: string; data: unknown }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await httpRequest(`${base}/app/v1/${name}`, {
        ...post(body, who.token),
        localAddress: who.address,
      })
      const parsed = JSON.parse(answer.body) as { errcode: number; msg: string; data: unknown }
      if (parsed.errcode !== 0 && !['colorGameRoll', 'receiveMail', 'refreshData'].includes(name))
        throw new Error(`${name}: ${answer.body.slice(0, 200)}`)
      return parsed
    } catch (error) {
      if (!(error instanceof Unanswered) || attempt >= 5) throw error
    }
  }
}

async function provider(base: string, action: 'bet' | 'win', fields: object): Promise<void> {
  const body = JSON.stringify({ currency: 'PHP', game_code: 'g1', ...fields })
  const answer = await httpRequest(`${base}/provider/${PROVIDER}/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-panalo-signature': createHmac('sha256', PROVIDER_SECRET).update(body).digest('hex'),
    },
    body,
  })
  const status = (JSON.parse(answer.body) as { status: string }).status
  if (status !== 'RS_OK') throw new Error(`${action}: ${answer.body.slice(0, 200)}`)
}
