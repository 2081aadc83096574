import { count, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { loadConfig } from '../src/config.ts'
import { faqItems, themes } from '../src/db/schema/app.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { createTestDatabase } from './helpers/test-database.ts'

describe('seeding', () => {
  it('runs each step once, so a restart changes nothing', async () => {
    const database = await createTestDatabase()
    try {
      const first = await seedDatabase(database.db)
      expect(first.ran).toEqual([
        'app-config',
        'themes',
        'content',
        'faq',
        'demo-player',
        'games-originals',
        'games-hubplay',
        'ledger-house-accounts',
        'withdrawal-settings',
        'recharge-config',
        'payment-gateway-house-accounts',
        'jackpot-accrual-account',
        'award-house-accounts',
        'activities',
        'diamond-shop',
        'jackpot',
        'invite-spin',
        'lottery-first-draw',
        'demo-kyc',
        'demo-admin',
      ])
      // The console's demo admin, which npm start prints (decision 064).
      expect(first.demoStaff).toEqual({
        account: 'demo-admin',
        password: 'PanaloConsole2026',
        totpSecret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      })
      const themeCount = (await database.db.select({ n: count() }).from(themes))[0]?.n
      const faqCount = (await database.db.select({ n: count() }).from(faqItems))[0]?.n
      const second = await seedDatabase(database.db)
      expect(second.ran).toEqual([])
      expect((await database.db.select({ n: count() }).from(themes))[0]?.n).toBe(themeCount)
      expect((await database.db.select({ n: count() }).from(faqItems))[0]?.n).toBe(faqCount)
    } finally {
      await database.close()
    }
  })
})

describe('the demo staff', () => {
  it('are never seeded in production', async () => {
    const database = await createTestDatabase()
    try {
      const seeded = await seedDatabase(database.db, { demo: false })
      expect(seeded.ran).not.toContain('demo-admin')
      expect(seeded.demoStaff).toBeNull()
      const rows = (await database.db.execute(sql`select count(*)::int as n from staff`)) as unknown as {
        rows: { n: number }[]
      }
      expect(rows.rows[0]?.n).toBe(0)
    } finally {
      await database.close()
    }
  })
})

describe('configuration from the environment', () => {
  it('defaults to the embedded database in ./data of the folder npm was run from, on port 8080', () => {
    const config = loadConfig({ INIT_CWD: '/srv/panalo' })
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      database: { kind: 'pglite', dataDir: '/srv/panalo/data' },
      publicUrl: 'http://localhost:8080',
    })
  })

  it('uses PostgreSQL when DATABASE_URL is set, and honours PORT and PANALO_DATA_DIR', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost:5432/panalo' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://localhost:5432/panalo',
    })
    expect(loadConfig({ PANALO_DATA_DIR: '/tmp/p', PORT: '9090' })).toMatchObject({
      port: 9090,
      dataDir: '/tmp/p',
      controlSocket: '/tmp/p/admin.sock',
    })
  })

  it('has an operator socket on PostgreSQL only when PANALO_CONTROL_SOCKET names one', () => {
    const postgres = { DATABASE_URL: 'postgres://localhost:5432/panalo' }
    expect(loadConfig(postgres).controlSocket).toBeNull()
    expect(loadConfig({ ...postgres, PANALO_CONTROL_SOCKET: '/tmp/p/ops.sock' }).controlSocket).toBe(
      '/tmp/p/ops.sock',
    )
  })

  it('sweeps the jackpot accrual every second unless told otherwise, and always in production', () => {
    expect(loadConfig({}).jackpotSweepMs).toBe(1000)
    expect(loadConfig({ JACKPOT_SWEEP_MS: '0' }).jackpotSweepMs).toBe(0)
    const production = {
      PANALO_ENV: 'production',
      SMS_GATEWAY: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/',
      SMS_HTTP_TOKEN: 'token',
      PAYMENT_GATEWAY: 'paymongo',
      PAYMONGO_SECRET_KEY: 'sk_test_x',
      PAYMONGO_WEBHOOK_SECRET: 'secret',
    }
    expect(loadConfig(production).jackpotSweepMs).toBe(1000)
    expect(() => loadConfig({ ...production, JACKPOT_SWEEP_MS: '0' })).toThrow(/JACKPOT_SWEEP_MS > 0/)
    expect(() => loadConfig({ JACKPOT_SWEEP_MS: '-5' })).toThrow(/JACKPOT_SWEEP_MS/)
  })

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', PANALO_ENV: 'staging' })).toThrow(
      /PORT[\s\S]*PANALO_ENV|PANALO_ENV[\s\S]*PORT/,
    )
  })
})
