import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { changeLocale, currentLocale, loadPageTexts, translatorFor, useTranslation } from './i18n.ts'
import { FIL_PH } from './locales/fil-PH.ts'

describe('translatorFor', () => {
  const t = translatorFor('en-US')

  it('finds a text by its dotted key and fills in its values', () => {
    expect(t('common.close')).toBe('Close')
    expect(t('errors.waitMinutes', { count: 1 })).toBe('Please wait 1 minute and try again.')
    expect(t('errors.waitMinutes', { count: 5 })).toBe('Please wait 5 minutes and try again.')
    expect(t('games.more', { count: 0 })).toBe('More (0 games left)')
  })

  it('leaves a placeholder without a value as it is, and answers an unknown key with the key', () => {
    expect(t('games.more_other' as 'common.close')).toBe('More ({{count}} games left)')
    expect(t('common.nothing' as 'common.close')).toBe('common.nothing')
  })

  it('reads the pages’ texts once they are loaded, including groups split across both parts', async () => {
    expect(t('maintenance.title')).toBe('maintenance.title')
    await loadPageTexts()
    expect(t('maintenance.title')).toBe('We are doing some maintenance')
    expect(t('maintenance.until', { time: '10:00' })).toBe('Expected back: 10:00')
  })

  it('speaks Filipino once chosen, with its plural rules, and falls back to English', async () => {
    await changeLocale('fil-PH', { remember: false })
    const fil = translatorFor('fil-PH')
    expect(fil('common.close')).toBe(FIL_PH.common.close)
    expect(fil('games.results', { count: 4 })).toBe('4 laro')
    // Taglish counts loanwords as English does: CLDR's Filipino "one" covers 2, 3, 5, 120…
    await loadPageTexts()
    expect(fil('rewards.items.points', { count: 1, n: '1' })).toBe('1 point')
    expect(fil('rewards.items.points', { count: 120, n: '120' })).toBe('120 points')
    expect(fil('jackpot.chances', { count: 3 })).toBe('3 draw ang natitira')
    expect(fil('originals.fortune.freeSpinsWon', { count: 3 })).toBe('Nanalo ng 3 free spins!')
    expect(fil('maintenance.title')).toBe('May maintenance kami ngayon')
    expect(document.documentElement.lang).toBe('fil-PH')
    await changeLocale('en-US', { remember: false })
  })
})

describe('useTranslation', () => {
  afterEach(cleanup)

  function Greeting() {
    const { t, locale } = useTranslation()
    return (
      <p>
        {locale}: {t('common.close')}
      </p>
    )
  }

  it('re-renders with the new language when it changes', async () => {
    render(<Greeting />)
    expect(screen.getByText('en-US: Close')).toBeTruthy()
    await act(() => changeLocale('fil-PH', { remember: false }))
    expect(currentLocale()).toBe('fil-PH')
    expect(screen.getByText(`fil-PH: ${FIL_PH.common.close}`)).toBeTruthy()
    await act(() => changeLocale('en-US', { remember: false }))
    expect(screen.getByText('en-US: Close')).toBeTruthy()
  })
})
