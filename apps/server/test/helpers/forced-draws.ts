import { randomUUID } from 'node:crypto'

import type { JackpotTier } from '@panalo/contract/award-items'

import type { Executor } from '../../src/db/client.ts'
import {
  DEFAULT_JACKPOT_SETTINGS,
  readJackpotSettings,
  writeJackpotSettings,
} from '../../src/modules/jackpot/jackpot-settings.ts'
import { DEFAULT_SPIN_SETTINGS, writeSpinSettings } from '../../src/modules/draws/spin-settings.ts'
import { HOUSE } from '../../src/modules/ledger/ledger-accounts.types.ts'
import { houseBalance } from '../../src/modules/ledger/ledger-balances.service.ts'
import * as ledger from '../../src/modules/ledger/ledger.service.ts'
import { sweepJackpotAccrual } from '../../src/modules/provider-wallet/jackpot-accrual.service.ts'
import type { TestApp } from './test-app.ts'

/*
 * A draw's result made known in a test: every other cell or sector weighs 0. The test writes the
 * default settings back afterwards.
 */

/** The jackpot grid's cell that pays this item, on the default grid. */
export const jackpotCellOf = (itemId: number): number =>
  DEFAULT_JACKPOT_SETTINGS.cells.findIndex((cell) => cell.item.id === itemId)

/** Only this cell of the jackpot grid can come up. */
export async function forceJackpotCell(db: Executor, index: number): Promise<void> {
  const settings = await readJackpotSettings(db)
  await writeJackpotSettings(db, {
    ...settings,
    cells: settings.cells.map((cell, at) => ({ ...cell, weight: at === index ? 1 : 0 })),
  })
}

/** Only this sector of the default spin wheel can come up. */
export async function forceWheelSector(db: Executor, index: number): Promise<void> {
  await writeSpinSettings(db, {
    ...DEFAULT_SPIN_SETTINGS,
    sectors: DEFAULT_SPIN_SETTINGS.sectors.map((sector, at) => ({ ...sector, weight: at === index ? 1 : 0 })),
  })
}

/**
 * Empties a jackpot tier's pool into adjustments, the shares waiting to be swept in included, so its
 * next win pays the Section's minimum from promotions.
 */
export async function emptyJackpotPool(t: TestApp, tier: JackpotTier): Promise<void> {
  await sweepJackpotAccrual(t.database.db, t.services.jackpotShares)
  const pool = (await houseBalance(t.database.db, HOUSE.jackpot(tier), 'PHP')) ?? 0
  if (pool !== 0)
    await ledger.post(t.database.db, {
      idempotencyKey: `test:jackpot-empty:${tier}:${randomUUID()}`,
      kind: 'adjustment',
      postings: [
        { account: { house: HOUSE.jackpot(tier), asset: 'PHP' }, amount: -pool },
        { account: { house: HOUSE.adjustments, asset: 'PHP' }, amount: pool },
      ],
    })
}
