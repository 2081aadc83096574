import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Tx } from '../db/client.ts'
import { contentPages, faqItems, themes } from '../db/schema/app.ts'
import { inTransaction } from '../db/transaction.ts'
import { APP_CONFIG_SETTING, storedAppConfigSchema } from '../modules/app/app-config.service.ts'
import {
  AWARD_HOUSE_ACCOUNTS,
  HOUSE,
  STANDARD_HOUSE_ACCOUNTS,
} from '../modules/ledger/ledger-accounts.types.ts'
import { openHouseAccount } from '../modules/ledger/ledger.service.ts'
import { readSetting, writeSetting } from '../modules/settings/settings.service.ts'
import {
  WITHDRAWAL_SETTINGS_SEED,
  writeWithdrawalSettings,
} from '../modules/withdrawals/withdrawal-settings.ts'
import { APP_CONFIG_SEED } from './app-config.seed.ts'
import { RECHARGE_SEED } from './recharge.seed.ts'
import { PAYMENT_GATEWAY_IDS } from '../modules/deposits/gateways/payment-gateway.ts'
import { CONTENT_PAGE_SEED } from './content/content-pages.ts'
import { FAQ_SEED } from './content/faq.ts'
import { DEMO_PLAYER, seedDemoKyc, seedDemoPlayer } from './demo-player.seed.ts'
import { demoAdminLogin, seedDemoAdmin, type DemoStaffLogin } from './demo-admin.seed.ts'
import { HUBPLAY_SEED, ORIGINALS_SEED } from '@panalo/catalogue/games'
import { seedGameTypes, seedPlatform } from './games.seed.ts'
import { THEME_SEED } from './themes.seed.ts'
import { DEFAULT_DIAMOND_SHOP, upsertDiamondItems } from '../modules/diamonds/diamond-shop-items.ts'
import { seedInviteSpinActivity, seedJackpotActivity } from './activities-draws.seed.ts'
import { seedActivities } from './activities.seed.ts'
import { ensureDrawOnSale } from '../modules/lottery/lottery-draws.service.ts'
import { ONE_KEY_LOCKS } from '../platform/lock-spaces.ts'

/** A login printed by `npm start` so the app can be tried at once. */
export interface DemoLogin {
  label: string
  account: string
  password: string
}

interface SeedStep {
  name: string
  /** Demo data: never seeded in production. */
  demo?: boolean
  run(tx: Tx): Promise<void>
}

const SEED_STEPS_SETTING = 'seed.steps'

/**
 * Named, run-once seed steps. A new installation runs them all; an existing one runs only the steps
 * added since, so later areas can add theirs without touching data an operator has changed.
 */
const STEPS: SeedStep[] = [
  {
    name: 'app-config',
    run: (tx) => writeSetting(tx, APP_CONFIG_SETTING, storedAppConfigSchema.parse(APP_CONFIG_SEED)),
  },
  {
    name: 'themes',
    async run(tx) {
      await tx.insert(themes).values(THEME_SEED)
    },
  },
  {
    name: 'content',
    async run(tx) {
      const rows = Object.entries(CONTENT_PAGE_SEED).flatMap(([page, byLocale]) =>
        Object.entries(byLocale).map(([locale, { title, blocks }]) => ({ page, locale, title, blocks })),
      )
      await tx.insert(contentPages).values(rows)
    },
  },
  {
    name: 'faq',
    async run(tx) {
      const rows = Object.entries(FAQ_SEED).flatMap(([locale, categories]) =>
        categories.flatMap((category) =>
          category.items.map((item) => ({
            locale,
            categoryId: category.id,
            categoryTitle: category.title,
            question: item.question,
            answer: item.answer,
          })),
        ),
      )
      await tx.insert(faqItems).values(rows.map((row, index) => ({ ...row, sort: index })))
    },
  },
  { name: 'demo-player', demo: true, run: seedDemoPlayer },
  {
    name: 'games-originals',
    async run(tx) {
      await seedGameTypes(tx)
      await seedPlatform(tx, ORIGINALS_SEED)
    },
  },
  // HubPlay and its studios are invented for development; production loads a real aggregator's catalogue.
  { name: 'games-hubplay', demo: true, run: (tx) => seedPlatform(tx, HUBPLAY_SEED) },
  {
    name: 'ledger-house-accounts',
    async run(tx) {
      for (const account of STANDARD_HOUSE_ACCOUNTS) await openHouseAccount(tx, account)
    },
  },
  {
    name: 'withdrawal-settings',
    async run(tx) {
      await writeWithdrawalSettings(tx, WITHDRAWAL_SETTINGS_SEED)
      await openHouseAccount(tx, { code: HOUSE.withdrawalFees, asset: 'PHP' })
      await openHouseAccount(tx, { code: HOUSE.adjustments, asset: 'PHP' })
    },
  },
  {
    // Installations seeded before deposits existed get the deposit channels added to their config.
    name: 'recharge-config',
    async run(tx) {
      const stored = await readSetting(tx, APP_CONFIG_SETTING)
      if (stored && typeof stored === 'object' && !('recharge' in stored))
        await writeSetting(tx, APP_CONFIG_SETTING, { ...stored, recharge: RECHARGE_SEED })
    },
  },
  {
    name: 'payment-gateway-house-accounts',
    async run(tx) {
      for (const gateway of PAYMENT_GATEWAY_IDS)
        await openHouseAccount(tx, { code: HOUSE.gateway(gateway), asset: 'PHP' })
    },
  },
  {
    // Installations seeded before bets paid their jackpot share through it (migration 0015).
    name: 'jackpot-accrual-account',
    run: async (tx) => {
      await openHouseAccount(tx, { code: HOUSE.jackpotAccrual, asset: 'PHP' })
    },
  },
  {
    // The award engine's sources of points, liveness, diamonds and items (decision 025).
    name: 'award-house-accounts',
    async run(tx) {
      for (const account of AWARD_HOUSE_ACCOUNTS) await openHouseAccount(tx, account)
    },
  },
  {
    // The activities of SPEC.md §3 (decision 032).
    name: 'activities',
    run: seedActivities,
  },
  {
    // The diamond shop's coins, scratch cards and goods (decisions 045, 046).
    name: 'diamond-shop',
    run: (tx) => upsertDiamondItems(tx, DEFAULT_DIAMOND_SHOP),
  },
  {
    // The jackpot (decision 040): the source of draw chances, and LuckyJackpot 47 live once built.
    name: 'jackpot',
    async run(tx) {
      await openHouseAccount(tx, { code: HOUSE.awards('DRAW_CHANCE'), asset: 'DRAW_CHANCE' })
      await seedJackpotActivity(tx)
      // The spin wheel, an activity id added after the first seeding (decision 042).
      await seedActivities(tx)
    },
  },
  // The invite spin (decision 058): activity 20, seeded paused before its page existed, goes live.
  { name: 'invite-spin', run: seedInviteSpinActivity },
  // The first lottery draw on sale (decision 053); the draw job opens each next one, and lotteryInfo
  // only reads (issue 39: no read call writes).
  { name: 'lottery-first-draw', run: (tx) => ensureDrawOnSale(tx, new Date()).then(() => undefined) },
  // Identity verification works (decision 056): the demo asks for it before a withdrawal.
  { name: 'demo-kyc', demo: true, run: seedDemoKyc },
  // The operator console's demo admin (decision 064), printed by npm start with its TOTP secret.
  { name: 'demo-admin', demo: true, run: seedDemoAdmin },
]

export interface SeedResult {
  /** Steps that ran now; empty when the database was already seeded. */
  ran: string[]
  demoLogins: DemoLogin[]
  /** The console's demo admin, outside production. */
  demoStaff: DemoStaffLogin | null
}

export interface SeedOptions {
  /** Seed the demo data too (development and tests; never production). */
  demo: boolean
}

export async function seedDatabase(db: Db, { demo }: SeedOptions = { demo: true }): Promise<SeedResult> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ONE_KEY_LOCKS.seed})`)
    const done = new Set(
      z
        .array(z.string())
        .catch([])
        .parse(await readSetting(tx, SEED_STEPS_SETTING)),
    )
    const ran: string[] = []
    for (const step of STEPS) {
      if (done.has(step.name) || (step.demo && !demo)) continue
      await step.run(tx)
      done.add(step.name)
      ran.push(step.name)
    }
    if (ran.length > 0) await writeSetting(tx, SEED_STEPS_SETTING, [...done])
    const demoLogins =
      demo && done.has('demo-player')
        ? [{ label: 'Demo player', account: DEMO_PLAYER.account, password: DEMO_PLAYER.password }]
        : []
    const demoStaff = demo ? await demoAdminLogin(tx) : null
    return { ran, demoLogins, demoStaff }
  })
}
