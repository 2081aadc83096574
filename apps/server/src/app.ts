import { sql } from 'drizzle-orm'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'

import { MAX_BODY_BYTES } from '@panalo/contract/constants'
import { ERRORS } from '@panalo/contract/errors'
import { allCallHandlers } from './calls.ts'
import { createLogDestination } from './platform/log-destination.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createAccountsService } from './modules/accounts/accounts.service.ts'
import { registerDevOutbox } from './modules/accounts/dev-outbox.route.ts'
import { createOtpService } from './modules/accounts/otp.service.ts'
import { createProfileService } from './modules/accounts/profile.service.ts'
import { createSessionService } from './modules/accounts/sessions.service.ts'
import { createSmsGateway } from './modules/accounts/sms/sms-gateway.ts'
import { createSocialService } from './modules/accounts/social/social.service.ts'
import { createAppConfigService } from './modules/app/app-config.service.ts'
import { createDepositsService, startExpirySweeper } from './modules/deposits/deposits.service.ts'
import { createPaymentGateways } from './modules/deposits/gateways/payment-gateways.ts'
import { registerPaymentRoutes } from './modules/deposits/payment.routes.ts'
import { createGameCatalogue } from './modules/games/catalogue.service.ts'
import { createPlayerGamesService } from './modules/games/player-games.service.ts'
import { createResponsibleGaming } from './modules/responsible-gaming/responsible-gaming.service.ts'
import { createPlayService } from './modules/games/play.service.ts'
import { startTurnoverProjector } from './modules/turnover/turnover.service.ts'
import { registerProviderRoutes } from './modules/provider-wallet/provider.routes.ts'
import { createHubplayAdapter, HUBPLAY_PROVIDER_ID } from './modules/games/providers/hubplay.adapter.ts'
import {
  createDevAggregator,
  DEV_AGGREGATOR_OPERATOR_ID,
} from './modules/dev-aggregator/dev-aggregator.service.ts'
import { registerDevAggregatorRoutes } from './modules/dev-aggregator/dev-aggregator.routes.ts'
import { createLocalAddress } from './platform/local-address.ts'
import { createOriginalsAdapter } from './modules/games/providers/originals.adapter.ts'
import { walletOnlyAdapters } from './modules/games/providers/wallet-only.adapter.ts'
import {
  DEFAULT_JACKPOT_SHARES,
  startJackpotSweeper,
} from './modules/provider-wallet/jackpot-accrual.service.ts'
import { createProviderWallet } from './modules/provider-wallet/provider-wallet.service.ts'
import type { DepositPolicy } from './modules/responsible-gaming/deposit-policy.types.ts'
import { resolveGameSession } from './modules/games/game-sessions.service.ts'
import { createOriginalsService } from './modules/originals/originals.service.ts'
import { creditHeldBonuses } from './modules/rewards/award-engine.service.ts'
import { createRewardsService } from './modules/rewards/rewards.service.ts'
import { createRebateService } from './modules/vip/rebate.service.ts'
import { createVipService, vipStatus } from './modules/vip/vip.service.ts'
import { createMaintenanceSwitch } from './modules/settings/maintenance.service.ts'
import {
  addWageringRequirement,
  recordDepositCredited,
  setSafeboxPasswordHash,
  walletFigures,
  walletPlayer,
} from './modules/wallet/wallet-players.service.ts'
import { createSafeboxService } from './modules/safebox/safebox.service.ts'
import { createWalletBalancesService } from './modules/wallet/wallet-balances.service.ts'
import { NO_KYC_RECORDS } from './modules/withdrawals/kyc-status.ts'
import { sandboxPayouts } from './modules/withdrawals/payout-adapter.ts'
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service.ts'
import { API_PREFIX, handlePlatformError, registerApiRoutes } from './platform/api-routes.ts'
import type { Authenticate } from './platform/call-handler.ts'
import { buildOpenApiDocument, renderDocsPage } from './platform/openapi.ts'
import {
  REQUEST_ID_HEADER,
  RequestLogController,
  requestIds,
  type LogLineSink,
} from './platform/request-log.ts'
import { registerStaticWeb } from './platform/static-web.ts'
import type { AppServices } from './services.ts'

/** Dependencies a test may replace. */
export interface ServiceOverrides {
  /** Tests that watch the deposit flow's calls into the policy; otherwise responsible gaming's. */
  depositPolicy?: DepositPolicy
  /** Sandbox webhook timing: pauses between retries and before the duplicate delivery. */
  webhookTiming?: { retryDelaysMs: readonly number[]; duplicateAfterMs: number }
  /** The development aggregator's draws (tests script outcomes) and its HTTP client (tests lose answers). */
  devAggregator?: { random?: (n: number) => number; fetchImpl?: typeof fetch }
}

/** The services over one database, shared by the HTTP server and the operator CLI. */
export function createServices(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): AppServices {
  const { db } = database
  const maintenance = createMaintenanceSwitch(db)
  const socialLogin = {
    google: config.social.google !== undefined,
    facebook: config.social.facebook !== undefined,
    line: config.social.line !== undefined,
  }
  // Outside production HubPlay's games play through the built-in development aggregator (decision 022).
  const localAddress = createLocalAddress()
  const devAggregator =
    config.gameProviders.aggregator === 'dev'
      ? createDevAggregator({
          providerId: HUBPLAY_PROVIDER_ID,
          secret: config.gameProviders.devAggregatorSecret,
          operatorId: DEV_AGGREGATOR_OPERATOR_ID,
          publicUrl: config.publicUrl,
          walletUrl: localAddress.url,
          log,
          ...overrides.devAggregator,
        })
      : null
  const gameProviders = [
    createOriginalsAdapter(),
    createHubplayAdapter(devAggregator?.hubplayConfig() ?? config.gameProviders.hubplay),
    ...walletOnlyAdapters(config.gameProviders.walletOnly),
  ]
  const launchable = new Set(
    gameProviders.filter((adapter) => adapter.launchable).map((adapter) => adapter.providerId),
  )
  const gameCatalogue = createGameCatalogue(db, (code) => launchable.has(code))
  const appConfig = createAppConfigService(
    db,
    maintenance,
    socialLogin,
    async () => (await gameCatalogue.current()).config,
  )
  const currentConfig = async () => (await appConfig.current()).config
  const sessions = createSessionService(db, config.sessions)
  const otp = createOtpService({
    db,
    sms: createSmsGateway(config.sms, log),
    appConfig: currentConfig,
    log,
    resendAfterMs: config.otpResendMs,
  })
  const responsibleGaming = createResponsibleGaming({ db, sessions })
  const accounts = createAccountsService({
    db,
    sessions,
    otp,
    appConfig: currentConfig,
    walletFigures,
    vipFigures: async (executor, userId) => {
      const { vip, vipExp } = await vipStatus(executor, userId)
      return { vip, vipExp }
    },
    assertMayLogIn: responsibleGaming.assertMayLogIn,
  })
  const social = createSocialService({
    db,
    config: config.social,
    publicUrl: config.publicUrl,
    accounts,
    appConfig: currentConfig,
    log,
  })
  const playerGames = createPlayerGamesService({ db })
  const profile = createProfileService({ db, accounts, appConfig: currentConfig, playerGames })
  // Games: launch and the seamless wallet (docs/decisions/017-provider-wallet-and-launch.md).
  const { playPolicy } = responsibleGaming
  // The tiers' shares of each bet: what the wallet takes and how the sweeper splits it (decision 017).
  const jackpotShares = DEFAULT_JACKPOT_SHARES
  const providerWallet = createProviderWallet({ db, playPolicy, jackpotShares })
  // Panalo Originals: our own provider, through the same wallet (docs/decisions/018).
  const originals = createOriginalsService({
    db,
    providerWallet,
    resolveGameSession: (token) => resolveGameSession(db, token),
  })
  const play = createPlayService({
    db,
    playPolicy,
    adapters: gameProviders,
    publicUrl: config.publicUrl,
    log,
    recordPlayTime: responsibleGaming.recordPlayTime,
  })
  const proveFresh = accounts.proveFresh
  // The sandbox pays nothing for real: production approves only through a real payout adapter.
  const payouts = config.env === 'production' ? [] : [sandboxPayouts]
  const withdrawals = createWithdrawalsService({
    db,
    kyc: NO_KYC_RECORDS,
    payouts,
    proveFresh,
    walletFigures,
  })
  const safebox = createSafeboxService({
    db,
    appConfig: currentConfig,
    passwords: { walletPlayer, setSafeboxPasswordHash },
    proveFresh,
  })
  // No transfer-wallet provider exists yet; the games area adds its adapters here.
  const walletBalances = createWalletBalancesService({ db, transferWallets: [] })
  const { paymentGateway, sandbox, sandboxTransport, sandboxDeliverer } = createPaymentGateways({
    db,
    payments: config.payments,
    publicUrl: config.publicUrl,
    log,
    webhookTiming: overrides.webhookTiming,
  })
  const deposits = createDepositsService({
    db,
    gateway: paymentGateway,
    appConfig: currentConfig,
    depositPolicy: overrides.depositPolicy ?? responsibleGaming.depositPolicy,
    wallet: {
      totals: walletPlayer,
      // A credited deposit also credits the free bonuses held until it (decision 025).
      async recordDepositCredited(tx, deposit) {
        await recordDepositCredited(tx, deposit)
        await creditHeldBonuses(tx, deposit.userId)
      },
      addWageringRequirement,
    },
    publicUrl: config.publicUrl,
    expiryMs: config.payments.depositExpiryMs,
    log,
  })
  const rewards = createRewardsService({ db })
  const vip = createVipService({ db })
  const rebates = createRebateService({ db })
  return {
    database,
    maintenance,
    appConfig,
    sessions,
    otp,
    accounts,
    social,
    profile,
    gameCatalogue,
    playerGames,
    responsibleGaming,
    playPolicy,
    jackpotShares,
    providerWallet,
    originals,
    gameProviders,
    devAggregator,
    localAddress,
    play,
    withdrawals,
    safebox,
    walletBalances,
    paymentGateway,
    sandbox,
    sandboxTransport,
    sandboxDeliverer,
    deposits,
    rewards,
    vip,
    rebates,
  }
}

/** Fields every log line carries. */
const LOG_BASE = { service: 'panalo' }

/** How often the server expires unpaid deposits past their time. */
const DEPOSIT_SWEEP_MS = 60_000

export interface BuildAppOptions {
  config: Config
  database: Database
  /** Resolves session tokens; the accounts sessions unless a test supplies its own. */
  authenticate?: Authenticate
  /** Log destination; defaults to stdout. Tests pass a silent or capturing stream. */
  logStream?: LogLineSink
  overrides?: ServiceOverrides
}

export interface PanaloApp {
  app: FastifyInstance
  services: AppServices
}

/** Builds the HTTP server and the services behind it. Listening and shutdown belong to main.ts. */
export async function buildApp({
  config,
  database,
  authenticate,
  logStream,
  overrides,
}: BuildAppOptions): Promise<PanaloApp> {
  const logDestination = logStream ?? createLogDestination()
  const app = Fastify({
    logger: { level: config.logLevel, base: LOG_BASE, stream: logDestination },
    // The request lines are written by the controller itself, to the same destination (request-log.ts).
    logController: new RequestLogController(logDestination, LOG_BASE),
    // No child logger per request: log lines carry reqId themselves, and handlers get a child on
    // first use (see api-routes.ts). A child per request cost a tenth of the throughput.
    childLoggerFactory: (logger) => logger,
    // Our own request ids; a trusted proxy's X-Request-Id is taken by requestIds (request-log.ts).
    requestIdHeader: false,
    genReqId: requestIds(config.trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  })

  app.addHook('onRequest', (request, reply, done) => {
    // Answers hold personal data and money: no cache keeps them. Static files set their own.
    reply.header(REQUEST_ID_HEADER, request.id).header('cache-control', 'no-store')
    done()
  })
  app.setErrorHandler(handlePlatformError)

  const services = createServices(database, config, app.log, overrides)
  const { maintenance } = services

  registerApiRoutes(app, {
    handlers: allCallHandlers(services),
    authenticate: authenticate ?? ((token) => services.sessions.authenticate(token)),
    maintenance: () => maintenance.current(),
    validateResponses: config.env !== 'production',
  })

  registerPaymentRoutes(app, {
    gateway: services.paymentGateway,
    sandbox: services.sandbox,
    deposits: services.deposits,
    publicUrl: config.publicUrl,
  })
  services.sandboxTransport.attach(app)
  let stopSweepers: (() => Promise<void>)[] = []
  app.addHook('onReady', async () => {
    stopSweepers = [startExpirySweeper(services.deposits, DEPOSIT_SWEEP_MS, app.log)]
    if (config.jackpotSweepMs > 0)
      stopSweepers.push(
        startJackpotSweeper(database.db, services.jackpotShares, config.jackpotSweepMs, app.log),
      )
    if (config.turnoverProjectMs > 0)
      stopSweepers.push(startTurnoverProjector(database.db, config.turnoverProjectMs, app.log))
  })
  app.addHook('onClose', async () => {
    services.sandboxDeliverer.close()
    await Promise.all(stopSweepers.map((stop) => stop()))
  })

  app.get('/health', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`)
      return { status: 'ok' }
    } catch (error) {
      app.log.error({ err: error }, 'health check failed')
      return reply.status(503).send({ status: 'unavailable' })
    }
  })

  services.localAddress.attach(app)
  if (services.devAggregator) registerDevAggregatorRoutes(app, services.devAggregator)
  registerProviderRoutes(app, {
    db: database.db,
    wallet: services.providerWallet,
    adapters: services.gameProviders,
  })

  if (config.env !== 'production' && config.sms.gateway === 'console') registerDevOutbox(app, database.db)
  if (config.env !== 'production') {
    const document = buildOpenApiDocument()
    const page = renderDocsPage(document)
    app.get('/docs/openapi.json', async () => document)
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page))
  }

  const sendIndex = await registerStaticWeb(app, {
    distDir: config.webDistDir,
    hsts: config.publicUrl.startsWith('https://'),
    // Same-origin games (Panalo Originals) are allowed by 'self'; outside providers by their origin.
    frameOrigins: services.devAggregator
      ? [new URL(config.publicUrl).origin]
      : config.gameProviders.hubplay
        ? [config.gameProviders.hubplay.gameOrigin]
        : [],
  })
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX)) {
      const msg = `Unknown call: ${request.method} ${request.url}`
      return reply.send({ errcode: ERRORS.NOT_FOUND.code, msg, data: null })
    }
    const isPage = request.method === 'GET' && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')
    if (isPage && sendIndex) return sendIndex(reply)
    return reply.status(404).type('text/plain').send('Not found')
  })

  return { app, services }
}
