import type { CallName } from '@panalo/contract/call-map'
import { sql } from 'drizzle-orm'

import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import type { Database } from '../../apps/server/src/db/client.ts'

/**
 * The read calls a player makes, for bench:grown: every call of the contract that answers what is
 * there and changes nothing (the signed-in ones, and the public ones a signed-in player's pages ask),
 * with the input a page sends first. `ids` are looked up for the player before the calls are made.
 */
export interface ReadCall {
  name: CallName
  input: (ids: PlayerIds) => Record<string, unknown>
  /** A call this player cannot make (the detail of a mail, with no mail in the inbox). */
  skip?: (ids: PlayerIds) => boolean
}

export interface PlayerIds {
  /** The player's newest mail, if any. */
  mail: number | null
  /** A month ago and today, Manila days. */
  monthAgo: string
  today: string
}

const none = () => ({})
const real = { mode: 'real' }

export const READ_CALLS: readonly ReadCall[] = [
  { name: 'getAfterLoginInfoWeb', input: () => ({ version: 'bench', os: 'web', deviceModel: 'bench' }) },
  { name: 'refreshData', input: none },
  { name: 'walletBalances', input: none },
  { name: 'appUserCoinDetail', input: none },
  { name: 'betRecord', input: none },
  { name: 'betRecordReport', input: none },
  { name: 'rechargeTradeInfo', input: none },
  { name: 'rechargeRecords', input: none },
  { name: 'getExchange', input: none },
  { name: 'exchangeRecords', input: none },
  { name: 'bankInfoList', input: none },
  { name: 'appUserOther', input: none },
  { name: 'selfLimitInfo', input: none },
  { name: 'kyc', input: none },
  { name: 'getVipInfo', input: none },
  { name: 'getVipLevelAudit', input: none },
  { name: 'betBonus', input: none },
  { name: 'betBonusLog', input: none },
  { name: 'bonusWageringList', input: none },
  { name: 'activityAwardGetLog', input: none },
  { name: 'activityGetStatusList', input: none },
  { name: 'getVipTaskList', input: none },
  { name: 'getTaskUser', input: none },
  { name: 'loginBonus3User', input: none },
  { name: 'signUpBonusUser', input: none },
  { name: 'bankBonusUser', input: none },
  { name: 'pointsInfo', input: none },
  { name: 'pointsLog', input: none },
  { name: 'appAgent5User', input: none },
  { name: 'appAgent5UserLog', input: () => ({ pageNum: 1, pageSize: 20 }) },
  { name: 'actInviteUser', input: none },
  { name: 'actInviteUserStatus', input: none },
  { name: 'actInviteUserRecord', input: none },
  { name: 'getRankList', input: none },
  { name: 'getMail3', input: none },
  { name: 'getMailDetail', input: (ids) => ({ id: ids.mail }), skip: (ids) => ids.mail === null },
  { name: 'feedbackList', input: none },
  { name: 'serviceChatHistory', input: none },
  { name: 'diamondShopData', input: none },
  { name: 'diamondLog', input: none },
  { name: 'diamondGoodsExchangeOrderLog', input: none },
  { name: 'searchScratchCardAwardLog', input: none },
  { name: 'getJackpotDrawInfo', input: none },
  { name: 'getJackpotRank', input: none },
  { name: 'getPersonJackpotDrawAwardLog', input: none },
  { name: 'turntableInfo', input: none },
  { name: 'turntableRecord', input: none },
  { name: 'lotteryInfo', input: none },
  { name: 'lotteryHistory', input: none },
  { name: 'lotteryRecord', input: none },
  { name: 'pkData', input: none },
  { name: 'slotsTournament', input: none },
  { name: 'getActivityIds', input: none },
  { name: 'followRewardsUser', input: none },
  { name: 'appDiamondBonusTickersData', input: none },
  { name: 'originalsSeeds', input: () => ({ play: real }) },
  { name: 'originalsRecentRounds', input: () => ({ play: real, game: 'mines' }) },
  { name: 'anonymous/gameList', input: none },
]

/** Further shapes of the history calls a player reaches by scrolling or filtering. */
export const DEEP_CALLS: readonly (ReadCall & { label: string })[] = [
  { label: 'betRecord page 50', name: 'betRecord', input: () => ({ page: 50 }) },
  { label: 'betRecord month', name: 'betRecord', input: (ids) => ({ from: ids.monthAgo, to: ids.today }) },
  {
    label: 'betRecordReport month',
    name: 'betRecordReport',
    input: (ids) => ({ from: ids.monthAgo, to: ids.today }),
  },
  { label: 'appUserCoinDetail bets', name: 'appUserCoinDetail', input: () => ({ type: 'bet' }) },
  { label: 'appUserCoinDetail deposits', name: 'appUserCoinDetail', input: () => ({ type: 'deposit' }) },
  {
    label: 'appUserCoinDetail month',
    name: 'appUserCoinDetail',
    input: (ids) => ({ from: ids.monthAgo, to: ids.today }),
  },
  { label: 'rechargeRecords page 20', name: 'rechargeRecords', input: () => ({ pageNum: 20 }) },
  {
    label: 'appAgent5UserLog page 100',
    name: 'appAgent5UserLog',
    input: () => ({ pageNum: 100, pageSize: 20 }),
  },
]

const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'bench',
  appWebName: 'panalo',
}

/**
 * The real server on a database, called in process (app.inject: routing, validation, the session,
 * the handler and its queries), answering as in production (no response validation), with no
 * background work (jobs, projector, sweeper) to disturb the measurement.
 */
export async function benchApp(database: Database) {
  const config = {
    ...loadConfig({
      PANALO_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      JACKPOT_SWEEP_MS: '0',
      TURNOVER_PROJECT_MS: '0',
      JOBS: 'false',
      GAME_AGGREGATOR: 'hubplay',
    }),
    env: 'production' as const,
  }
  const { app, services } = await buildApp({ config, database })
  await app.ready()
  return {
    app,
    /** A live session of the player. */
    async tokenFor(userId: number): Promise<string> {
      const session = await services.sessions.create(database.db, userId, {
        ip: '127.0.0.1',
        userAgent: 'bench:grown',
      })
      return session.token
    },
    /** Makes a call as the player; answers its time in ms, and throws unless it answered errcode 0. */
    async call(token: string, name: string, input: Record<string, unknown>): Promise<number> {
      const started = performance.now()
      const response = await app.inject({
        method: 'POST',
        url: `/app/v1/${name}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ ...CLIENT_FIELDS, ...input }),
      })
      const ms = performance.now() - started
      const body = response.json<{ errcode: number; msg: string }>()
      if (response.statusCode !== 200 || body.errcode !== 0)
        throw new Error(`${name}: ${response.statusCode} ${body.errcode} ${body.msg}`)
      return ms
    },
    close: () => app.close(),
  }
}

/** The ids a player's calls name: their newest mail still in the inbox; a month ago and today. */
export async function playerIds(database: Database, userId: number, now = Date.now()): Promise<PlayerIds> {
  const { rows } = (await database.db.execute(
    sql`select max(id) as id from mails where user_id = ${userId} and expires_at > now() and deleted_at is null`,
  )) as unknown as { rows: { id: string | number | null }[] }
  const manilaDay = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10)
  return {
    mail: rows[0]?.id ? Number(rows[0].id) : null,
    monthAgo: manilaDay(now - 30 * 86_400_000),
    today: manilaDay(now),
  }
}
