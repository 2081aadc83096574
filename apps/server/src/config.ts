import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

import type { DatabaseTarget } from './db/client.ts'

/**
 * Every environment variable Panalo reads, parsed once at start. README.md has the same table for
 * operators; keep the two in step.
 */
const envSchema = z.object({
  PANALO_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  PANALO_DATA_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  WEB_DIST_DIR: z.string().optional(),
})

export type Env = z.infer<typeof envSchema>

export interface Config {
  env: Env['PANALO_ENV']
  port: number
  host: string
  database: DatabaseTarget
  /** Where the embedded database and the admin socket live (PGlite only). */
  dataDir: string | null
  logLevel: Env['LOG_LEVEL']
  publicUrl: string
  trustProxy: boolean
  /** The built web app, served as static files; null when it has not been built. */
  webDistDir: string
}

/** The server package folder, whether running from src/ (development) or dist/ (built). */
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle')

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(environment)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  const env = parsed.data
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where `npm start` was typed.
  const invokedFrom = environment.INIT_CWD ?? process.cwd()
  const dataDir = env.DATABASE_URL ? null : path.resolve(invokedFrom, env.PANALO_DATA_DIR ?? 'data')
  return {
    env: env.PANALO_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    dataDir,
    logLevel: env.LOG_LEVEL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR ?? path.resolve(SERVER_ROOT, '../web/dist'),
  }
}
