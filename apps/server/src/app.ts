import Fastify, { type FastifyInstance } from 'fastify'

import { MAX_BODY_BYTES } from '@panalo/contract/constants'
import { ERRORS } from '@panalo/contract/errors'
import { allCallHandlers } from './calls.ts'
import { allOpsHandlers } from './ops-calls.ts'
import { createLogDestination } from './platform/log-destination.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerDevOutbox } from './modules/accounts/dev-outbox.route.ts'
import { registerAssetLinks } from './modules/app/asset-links.route.ts'
import { registerActivityArt } from './modules/uploads/activity-art.route.ts'
import { registerDevLive } from './modules/live/dev-live.route.ts'
import { registerChatFrame } from './modules/customer-service/chat-frame.route.ts'
import { registerPaymentRoutes } from './modules/deposits/payment.routes.ts'
import { registerProviderRoutes } from './modules/provider-wallet/provider.routes.ts'
import { registerDevAggregatorRoutes } from './modules/dev-aggregator/dev-aggregator.routes.ts'
import { readJackpotSettings } from './modules/jackpot/jackpot-settings.ts'
import { API_PREFIX, handlePlatformError, registerApiRoutes } from './platform/api-routes.ts'
import type { Authenticate } from './platform/call-handler.ts'
import { registerHealthRoutes, type Readiness } from './platform/health.ts'
import { createMetricsRegistry, registerMetrics, type MetricsAccess } from './platform/metrics.ts'
import { buildOpenApiDocument, renderDocsPage } from './platform/openapi.ts'
import {
  REQUEST_ID_HEADER,
  RequestLogController,
  requestIds,
  type LogLineSink,
} from './platform/request-log.ts'
import { OPS_PREFIX, registerOpsRoutes } from './platform/ops-routes.ts'
import { registerStaticConsole } from './platform/static-console.ts'
import { registerStaticWeb } from './platform/static-web.ts'
import type { AppServices } from './services.ts'

import { startBackgroundWork } from './background-work.ts'
import { createServices, type ServiceOverrides } from './create-services.ts'

/** Fields every log line carries. */
const LOG_BASE = { service: 'panalo' }

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
  /** What /ready answers; main.ts drains it on SIGTERM (platform/shutdown.ts). */
  readiness: Readiness
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
    // Answers hold personal data and money: no cache keeps them. Static files set their own. No
    // answer is read as anything but its declared type (an image as a script, JSON as HTML).
    reply
      .header(REQUEST_ID_HEADER, request.id)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
    done()
  })
  app.setErrorHandler(handlePlatformError)

  // The jackpot tiers' shares are the operator's (jackpot:shares); each server reads them as it starts.
  const jackpotShares = (await readJackpotSettings(database.db)).shares
  const services = createServices(database, config, app.log, { jackpotShares, ...overrides })
  const { maintenance } = services

  registerApiRoutes(app, {
    handlers: allCallHandlers(services),
    authenticate: authenticate ?? ((token) => services.sessions.authenticate(token)),
    maintenance: () => maintenance.current(),
    validateResponses: config.env !== 'production',
  })

  // The operator console's API (decision 064): staff sessions by cookie, never a player's token.
  registerOpsRoutes(app, {
    handlers: allOpsHandlers(services),
    authenticate: (token) => services.staff.authenticate(token),
    allowedAddresses: config.console.allowedAddresses,
    publicOrigin: new URL(config.publicUrl).origin,
    secureCookie: config.publicUrl.startsWith('https://'),
    validateResponses: config.env !== 'production',
  })

  registerPaymentRoutes(app, {
    gateway: services.paymentGateway,
    sandbox: services.sandbox,
    deposits: services.deposits,
    publicUrl: config.publicUrl,
  })
  services.sandboxTransport.attach(app)
  // The cluster's platform (decisions 071–073): health for the balancer, metrics, the work besides
  // requests (caches told of changes, runner leases, jobs), and long polls ended as the server closes.
  const readiness = registerHealthRoutes(app, database)
  registerMetrics(app, createMetricsRegistry(database), metricsAccess(config))
  let stopBackground: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stopBackground = await startBackgroundWork(database, config, services, app.log)
  })
  app.addHook('preClose', (done) => {
    services.chatNotifier.endWaits()
    done()
  })
  app.addHook('onClose', async () => {
    services.sandboxDeliverer.close()
    await stopBackground?.()
  })

  services.localAddress.attach(app)
  registerAssetLinks(app, config.android)
  registerActivityArt(app, services.uploads)
  registerChatFrame(app)
  if (services.devAggregator) registerDevAggregatorRoutes(app, services.devAggregator)
  registerProviderRoutes(app, {
    db: database.db,
    wallet: services.providerWallet,
    adapters: services.gameProviders,
  })

  if (config.env !== 'production' && config.sms.gateway === 'console') registerDevOutbox(app, database.db)
  if (config.env !== 'production') {
    registerDevLive(app)
    const document = buildOpenApiDocument()
    const page = renderDocsPage(document)
    app.get('/docs/openapi.json', async () => document)
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page))
  }

  await registerStaticConsole(app, {
    distDir: config.console.distDir,
    hsts: config.publicUrl.startsWith('https://'),
    allowedAddresses: config.console.allowedAddresses,
  })
  const sendIndex = await registerStaticWeb(app, {
    distDir: config.webDistDir,
    hsts: config.publicUrl.startsWith('https://'),
    // Same-origin games (Panalo Originals) are allowed by 'self'; outside providers by their origin.
    frameOrigins: services.devAggregator
      ? [new URL(config.publicUrl).origin]
      : config.gameProviders.hubplay
        ? [config.gameProviders.hubplay.gameOrigin]
        : [],
    streamOrigins: config.liveStreamOrigins,
  })
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || request.url.startsWith(OPS_PREFIX)) {
      const msg = `Unknown call: ${request.method} ${request.url}`
      return reply.send({ errcode: ERRORS.NOT_FOUND.code, msg, data: null })
    }
    const isPage = request.method === 'GET' && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')
    if (isPage && sendIndex) return sendIndex(reply)
    return reply.status(404).type('text/plain').send('Not found')
  })

  return { app, services, readiness }
}

/** /metrics on the HTTP port: open in development and tests, behind METRICS_TOKEN in production. */
function metricsAccess(config: Config): MetricsAccess {
  if (config.metrics.token) return { kind: 'token', token: config.metrics.token }
  return config.env === 'production' ? { kind: 'closed' } : { kind: 'open' }
}
