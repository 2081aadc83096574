import { z } from 'zod'

/**
 * Every environment variable Panalo reads, parsed once at start. README.md has the same table for
 * operators; keep the two in step.
 */
export const envSchema = z.object({
  PANALO_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  PANALO_DATA_DIR: z.string().optional(),
  /**
   * The operator socket (admin/control-socket.ts): by default <data dir>/admin.sock with the embedded
   * database and none on PostgreSQL, where the CLI opens the database itself. Set on PostgreSQL to run
   * the CLI's commands inside this server instead (one server per socket).
   */
  PANALO_CONTROL_SOCKET: z.string().optional(),
  /** Where uploaded images are kept (decision 036); default <data dir>/uploads, outside the web root. */
  UPLOAD_DIR: z.string().optional(),
  /** An S3-compatible store for uploads instead of the folder (decision 056): all five or none. */
  UPLOAD_S3_ENDPOINT: z.url().optional(),
  UPLOAD_S3_BUCKET: z.string().min(3).max(63).optional(),
  UPLOAD_S3_REGION: z.string().min(1).default('auto'),
  UPLOAD_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  UPLOAD_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  /** Where the operator console answers from (decision 064): CIDR ranges, comma-separated; unset, anywhere. */
  OPS_ALLOWED_CIDRS: z.string().optional(),
  /** The built operator console (apps/console/dist), served at /console. */
  CONSOLE_DIST_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
  // How long a login, password or code proves identity for sensitive changes; it can only be shortened.
  FRESH_PROOF_SECONDS: z.coerce.number().int().min(1).max(600).default(600),
  SMS_GATEWAY: z.enum(['console', 'http']).default('console'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER_NAME: z.string().max(11).default('PANALO'),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LINE_CHANNEL_ID: z.string().optional(),
  LINE_CHANNEL_SECRET: z.string().optional(),
  LINE_ISSUER: z.url().default('https://access.line.me'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  HUBPLAY_API_URL: z.url().optional(),
  HUBPLAY_SECRET: z.string().min(16).optional(),
  HUBPLAY_OPERATOR_ID: z.string().default('panalo'),
  HUBPLAY_GAME_ORIGIN: z.url().optional(),
  GAME_AGGREGATOR: z.enum(['dev', 'hubplay']).optional(),
  DEV_AGGREGATOR_SECRET: z.string().min(16).optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'paymongo']).default('sandbox'),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  PAYMONGO_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'a PayMongo secret key (sk_test_… or sk_live_…)')
    .optional(),
  PAYMONGO_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMONGO_API_URL: z.url().default('https://api.paymongo.com'),
  DEPOSIT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  WALLET_ONLY_PROVIDERS: z.string().optional(),
  // How often the jackpot shares waiting in the accrual account move to the pools; 0 turns it off.
  JACKPOT_SWEEP_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  TURNOVER_PROJECT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Scheduled jobs in the database (modules/jobs: bonus expiry, rebate day close, VIP audit); false: none.
  JOBS: z.stringbool().default(true),
  // /metrics (decision 073): in production only with this bearer token, or on METRICS_PORT.
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  // The Android app (a Trusted Web Activity) that /.well-known/assetlinks.json vouches for: its
  // package name and the SHA-256 fingerprints of its signing certificates (comma-separated).
  // Empty is unset: compose passes `${ANDROID_APP_PACKAGE:-}` through as ''.
  ANDROID_APP_PACKAGE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(
        /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/,
        'an Android package name such as ph.panalo.app',
      )
      .optional(),
  ),
  ANDROID_CERT_SHA256: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((fingerprint) => fingerprint.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/,
            'a SHA-256 certificate fingerprint (32 hex pairs with colons)',
          ),
      ),
    ),
  // The https origins the operator's live stream may come from (decision 052): the page's CSP allows them.
  LIVE_STREAM_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().refine((origin) => /^https:\/\/[^/]+$/.test(origin), 'an https origin, no path'))),
})

export type Env = z.infer<typeof envSchema>
