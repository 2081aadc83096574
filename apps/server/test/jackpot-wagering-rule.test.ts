import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  DEFAULT_WAGERING,
  readWageringSettings,
  writeWageringSettings,
} from '../src/modules/rewards/wagering-settings.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * The jackpot's rule sheet says how a win is paid from the award engine's `jackpot` rule (decision
 * 110), never from a fixed text: 0× by default, and whatever `rewards:wagering` sets.
 */
describe('getJackpotDrawInfo: the jackpot’s wagering rule', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers 0× without expiry by default, as the award engine pays a win', async () => {
    const { token } = await registerPlayer(t)
    const info = await t.call('getJackpotDrawInfo', {}, { token })
    expect(info.errcode).toBe(0)
    expect(DEFAULT_WAGERING.jackpot.multiple).toBe(0)
    expect(info.data.rules.jackpotWagering).toEqual({ multiple: 0, expiryDays: null })
  })

  it('answers the rule the operator sets for the `jackpot` source', async () => {
    const settings = await readWageringSettings(t.database.db)
    await writeWageringSettings(t.database.db, {
      ...settings,
      jackpot: { multiple: 5, expiryDays: 14, heldUntilFirstDeposit: false },
    })
    const { token } = await registerPlayer(t)
    const info = await t.call('getJackpotDrawInfo', {}, { token })
    expect(info.data.rules.jackpotWagering).toEqual({ multiple: 5, expiryDays: 14 })
    await writeWageringSettings(t.database.db, settings)
  })
})
