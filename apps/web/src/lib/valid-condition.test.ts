import { describe, expect, it } from 'vitest'

import { changeLocale, initI18n, loadPageTexts, translatorFor } from '../i18n/i18n.ts'
import { validCondition } from './valid-condition.ts'

/** What makes a friend valid names only the minimums set above zero (decision 051). */
describe('validCondition', () => {
  it('names both minimums, one, or neither, in English and Filipino', async () => {
    await initI18n()
    await loadPageTexts()
    const en = translatorFor('en-US')
    expect(validCondition(en, 'en-US', { minDeposit: 100_00, minTurnover: 300_00 }, 'present')).toBe(
      'deposits ₱100 and bets ₱300',
    )
    expect(validCondition(en, 'en-US', { minDeposit: 0, minTurnover: 300_00 }, 'present')).toBe('bets ₱300')
    expect(validCondition(en, 'en-US', { minDeposit: 100_00, minTurnover: 0 }, 'done')).toBe(
      'deposited ₱100 in total',
    )
    expect(validCondition(en, 'en-US', { minDeposit: 0, minTurnover: 0 }, 'present')).toBe('registers')
    await changeLocale('fil-PH', { remember: false })
    const fil = translatorFor('fil-PH')
    expect(validCondition(fil, 'fil-PH', { minDeposit: 0, minTurnover: 300_00 }, 'present')).toBe(
      'tumaya ng ₱300',
    )
  })
})
