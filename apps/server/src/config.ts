import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { BlockList } from 'node:net'

import { envSchema, type Env } from './config-env.ts'
import { parseAllowedCidrs } from './platform/allowed-addresses.ts'
import type { DatabaseTarget } from './db/client.ts'

/** The operator socket's default place: in the embedded database's data folder. */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock')
}

export interface UploadS3Config {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export interface Config {
  env: Env['PANALO_ENV']
  port: number
  host: string
  database: DatabaseTarget
  /** Where the embedded database and the admin socket live (PGlite only). */
  dataDir: string | null
  /** Where the operator socket listens, or null for none (the CLI then opens the database). */
  controlSocket: string | null
  /** Where uploaded images are kept (the local upload storage; decision 036). */
  uploadDir: string
  /** The S3-compatible upload storage, when configured; the folder otherwise. */
  uploadS3: UploadS3Config | null
  logLevel: Env['LOG_LEVEL']
  /** Milliseconds between jackpot accrual sweeps (modules/provider-wallet/jackpot-accrual.service.ts); 0: no sweeper. */
  jackpotSweepMs: number
  /** Milliseconds between steps of the turnover projector (modules/turnover); 0: none (tests run it by hand). */
  turnoverProjectMs: number
  /** Whether this process starts the job queue and takes scheduled jobs (modules/jobs); off in most tests. */
  jobs: boolean
  publicUrl: string
  trustProxy: boolean
  /** The built web app, served as static files. */
  webDistDir: string
  /** The operator console (decision 064): its build, and the addresses it answers (null: any). */
  console: { distDir: string; allowedAddresses: BlockList | null }
  sessions: { idleMs: number; maxMs: number; freshProofMs: number }
  sms: SmsConfig
  /** How long a player waits before another SMS code may be sent to the same number. */
  otpResendMs: number
  social: SocialConfig
  /** Outside game aggregators; a provider missing here has its games shown but not launchable. */
  gameProviders: GameProvidersConfig
  payments: PaymentsConfig
  /** https origins a live stream may be played from (getLiveUrl, the CSP's media and connect sources). */
  liveStreamOrigins: string[]
  /** Who may scrape /metrics (decision 073): a bearer token on the HTTP port, and/or a port of its own. */
  metrics: { token: string | null; port: number | null }
  /** The Android wrapper /.well-known/assetlinks.json names; null when not configured. */
  android: { packageName: string; certSha256: string[] } | null
}

export interface GameProvidersConfig {
  /**
   * Who plays HubPlay's catalogue: the built-in development aggregator (modules/dev-aggregator; not
   * allowed in production) or the real hubplay, which is unavailable while not configured.
   */
  aggregator: 'dev' | 'hubplay'
  /** The secret the development aggregator and Panalo sign each other's calls with; random per start unless set. */
  devAggregatorSecret: string
  hubplay?: { apiUrl: string; secret: string; operatorId: string; gameOrigin: string }
  /**
   * Providers whose signed wallet calls are accepted though we cannot launch their games (provider
   * certification, benchmarks): provider id → secret. WALLET_ONLY_PROVIDERS="id:secret,id:secret".
   */
  walletOnly: Record<string, string>
}

/** The payment gateway deposits go through (docs/decisions/014-deposits-and-gateways.md). */
export interface PaymentsConfig {
  gateway: 'sandbox' | 'paymongo'
  /** Signs and verifies the sandbox's webhooks; random per start when not set. */
  sandboxWebhookSecret: string
  /** Where the sandbox posts its webhooks; unset, to this server in-process. */
  sandboxWebhookUrl: string | undefined
  paymongo: { secretKey: string; webhookSecret: string; apiUrl: string } | undefined
  /** An unpaid deposit expires this long after it was opened. */
  depositExpiryMs: number
}

export type SmsConfig =
  | { gateway: 'console'; senderName: string }
  | { gateway: 'http'; senderName: string; url: string; token: string }

export interface OidcProviderConfig {
  clientId: string
  clientSecret: string
  issuer: string
}

export interface FacebookConfig {
  appId: string
  appSecret: string
  dialogUrl: string
  graphUrl: string
}

/** Providers appear only when configured; their buttons show only then. */
export interface SocialConfig {
  google?: OidcProviderConfig
  line?: OidcProviderConfig
  facebook?: FacebookConfig
}

const DAY_MS = 24 * 60 * 60_000

/** The server package folder, whether running from src/ (development) or dist/ (built). */
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url))
/** The schema: drizzle's migrations, then one file per database function (db/migrate.ts). */
export const SCHEMA_FOLDERS = {
  migrations: path.join(SERVER_ROOT, 'drizzle'),
  functions: path.join(SERVER_ROOT, 'src/db/functions'),
}

/** The test stream development serves at /dev/live (modules/live, decision 052). */
export const DEV_LIVE_FOLDER = path.join(SERVER_ROOT, 'dev-assets/live')

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(environment)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  const env = parsed.data
  if (env.SMS_GATEWAY === 'http' && (!env.SMS_HTTP_URL || !env.SMS_HTTP_TOKEN)) {
    throw new Error('Invalid environment:\n  SMS_GATEWAY=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN')
  }
  if (env.PAYMENT_GATEWAY === 'paymongo' && (!env.PAYMONGO_SECRET_KEY || !env.PAYMONGO_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid environment:\n  PAYMENT_GATEWAY=paymongo needs PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET',
    )
  }
  if (env.PANALO_ENV === 'production' && env.PAYMENT_GATEWAY === 'sandbox') {
    throw new Error(
      'Invalid environment:\n  production needs a real payment gateway (PAYMENT_GATEWAY=paymongo)',
    )
  }
  if (env.PANALO_ENV === 'production' && env.GAME_AGGREGATOR === 'dev') {
    throw new Error(
      'Invalid environment:\n  production needs a real game aggregator (GAME_AGGREGATOR=hubplay with HUBPLAY_API_URL and HUBPLAY_SECRET)',
    )
  }
  if (env.GAME_AGGREGATOR === 'dev' && env.HUBPLAY_API_URL) {
    throw new Error(
      "Invalid environment:\n  GAME_AGGREGATOR=dev plays HubPlay's games itself: unset HUBPLAY_API_URL, or choose GAME_AGGREGATOR=hubplay",
    )
  }
  if (env.PANALO_ENV === 'production' && env.TURNOVER_PROJECT_MS === 0) {
    throw new Error(
      'Invalid environment:\n  production needs the turnover projector (TURNOVER_PROJECT_MS > 0)',
    )
  }
  if (env.PANALO_ENV === 'production' && env.JACKPOT_SWEEP_MS === 0) {
    // Bets would pile their shares up in the accrual account and the pools would never grow.
    throw new Error('Invalid environment:\n  production needs the jackpot sweeper (JACKPOT_SWEEP_MS > 0)')
  }
  if (env.PANALO_ENV === 'production' && !env.JOBS) {
    // Bonuses would never expire, rebates would lapse unpaid and no VIP audit would run.
    throw new Error('Invalid environment:\n  production needs the scheduled jobs (JOBS=true)')
  }
  if (env.PANALO_ENV === 'production' && env.SMS_GATEWAY === 'console') {
    throw new Error('Invalid environment:\n  production needs a real SMS gateway (SMS_GATEWAY=http)')
  }
  const s3Settings = [
    env.UPLOAD_S3_ENDPOINT,
    env.UPLOAD_S3_BUCKET,
    env.UPLOAD_S3_ACCESS_KEY_ID,
    env.UPLOAD_S3_SECRET_ACCESS_KEY,
  ]
  if (Boolean(env.ANDROID_APP_PACKAGE) !== env.ANDROID_CERT_SHA256.length > 0) {
    throw new Error(
      'Invalid environment:\n  the Android app link needs both ANDROID_APP_PACKAGE and ANDROID_CERT_SHA256',
    )
  }
  if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
    throw new Error(
      'Invalid environment:\n  an S3 upload storage needs UPLOAD_S3_ENDPOINT, UPLOAD_S3_BUCKET, UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY',
    )
  }
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where `npm start` was typed.
  const invokedFrom = environment.INIT_CWD ?? process.cwd()
  const dataDir = env.DATABASE_URL ? null : path.resolve(invokedFrom, env.PANALO_DATA_DIR ?? 'data')
  return {
    env: env.PANALO_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    dataDir,
    controlSocket: env.PANALO_CONTROL_SOCKET
      ? path.resolve(invokedFrom, env.PANALO_CONTROL_SOCKET)
      : dataDir && controlSocketPath(dataDir),
    uploadDir: path.resolve(invokedFrom, env.UPLOAD_DIR ?? path.join(dataDir ?? 'data', 'uploads')),
    uploadS3:
      env.UPLOAD_S3_ENDPOINT &&
      env.UPLOAD_S3_BUCKET &&
      env.UPLOAD_S3_ACCESS_KEY_ID &&
      env.UPLOAD_S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.UPLOAD_S3_ENDPOINT,
            bucket: env.UPLOAD_S3_BUCKET,
            region: env.UPLOAD_S3_REGION,
            accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID,
            secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY,
          }
        : null,
    logLevel: env.LOG_LEVEL,
    jackpotSweepMs: env.JACKPOT_SWEEP_MS,
    turnoverProjectMs: env.TURNOVER_PROJECT_MS,
    jobs: env.JOBS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR ?? path.resolve(SERVER_ROOT, '../web/dist'),
    console: {
      distDir: env.CONSOLE_DIST_DIR ?? path.resolve(SERVER_ROOT, '../console/dist'),
      allowedAddresses: parseAllowedCidrs(env.OPS_ALLOWED_CIDRS),
    },
    sessions: {
      idleMs: env.SESSION_IDLE_DAYS * DAY_MS,
      maxMs: env.SESSION_MAX_DAYS * DAY_MS,
      freshProofMs: env.FRESH_PROOF_SECONDS * 1000,
    },
    sms:
      env.SMS_GATEWAY === 'http' && env.SMS_HTTP_URL && env.SMS_HTTP_TOKEN
        ? {
            gateway: 'http',
            senderName: env.SMS_SENDER_NAME,
            url: env.SMS_HTTP_URL,
            token: env.SMS_HTTP_TOKEN,
          }
        : { gateway: 'console', senderName: env.SMS_SENDER_NAME },
    social: socialConfig(env),
    otpResendMs: env.OTP_RESEND_SECONDS * 1000,
    gameProviders: gameProvidersConfig(env),
    payments: {
      gateway: env.PAYMENT_GATEWAY,
      sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
      sandboxWebhookUrl: env.SANDBOX_WEBHOOK_URL,
      paymongo:
        env.PAYMONGO_SECRET_KEY && env.PAYMONGO_WEBHOOK_SECRET
          ? {
              secretKey: env.PAYMONGO_SECRET_KEY,
              webhookSecret: env.PAYMONGO_WEBHOOK_SECRET,
              apiUrl: env.PAYMONGO_API_URL.replace(/\/$/, ''),
            }
          : undefined,
      depositExpiryMs: env.DEPOSIT_EXPIRY_MINUTES * 60_000,
    },
    liveStreamOrigins: env.LIVE_STREAM_ORIGINS,
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null },
    android: env.ANDROID_APP_PACKAGE
      ? { packageName: env.ANDROID_APP_PACKAGE, certSha256: env.ANDROID_CERT_SHA256 }
      : null,
  }
}

function gameProvidersConfig(env: Env): GameProvidersConfig {
  const walletOnly: Record<string, string> = {}
  for (const entry of (env.WALLET_ONLY_PROVIDERS ?? '').split(',').filter(Boolean)) {
    const [id, secret] = entry.split(':')
    if (!id || !/^[a-z][a-z0-9_.-]*$/.test(id) || !secret || secret.length < 16)
      throw new Error(
        'Invalid environment:\n  WALLET_ONLY_PROVIDERS is "id:secret,…" with secrets of 16+ characters',
      )
    walletOnly[id] = secret
  }
  // Outside production, HubPlay's games play through the development aggregator unless the real one is configured.
  const aggregator =
    env.GAME_AGGREGATOR ?? (env.PANALO_ENV === 'production' || env.HUBPLAY_API_URL ? 'hubplay' : 'dev')
  const devAggregatorSecret = env.DEV_AGGREGATOR_SECRET ?? randomBytes(32).toString('hex')
  if (aggregator === 'dev' || !env.HUBPLAY_API_URL || !env.HUBPLAY_SECRET)
    return { walletOnly, aggregator, devAggregatorSecret }
  return {
    walletOnly,
    aggregator,
    devAggregatorSecret,
    hubplay: {
      apiUrl: env.HUBPLAY_API_URL.replace(/\/$/, ''),
      secret: env.HUBPLAY_SECRET,
      operatorId: env.HUBPLAY_OPERATOR_ID,
      gameOrigin: new URL(env.HUBPLAY_GAME_ORIGIN ?? env.HUBPLAY_API_URL).origin,
    },
  }
}

function socialConfig(env: Env): SocialConfig {
  const social: SocialConfig = {}
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    social.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer: env.GOOGLE_ISSUER,
    }
  }
  if (env.LINE_CHANNEL_ID && env.LINE_CHANNEL_SECRET) {
    social.line = {
      clientId: env.LINE_CHANNEL_ID,
      clientSecret: env.LINE_CHANNEL_SECRET,
      issuer: env.LINE_ISSUER,
    }
  }
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) {
    social.facebook = {
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      dialogUrl: env.FACEBOOK_DIALOG_URL,
      graphUrl: env.FACEBOOK_GRAPH_URL,
    }
  }
  return social
}
