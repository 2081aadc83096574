import type { JackpotInfo } from '@panalo/contract/calls/jackpot'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createQueryClient } from '../../api/query-client.ts'
import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { JackpotSheets } from './jackpot-sheets.tsx'
import type { JackpotWagering } from './jackpot-wagering.ts'

function infoWith(jackpotWagering: JackpotWagering): JackpotInfo {
  const section = { min: 100_00, max: 200_00 }
  return {
    open: true,
    total: 0,
    megaJackpot: 0,
    megaJackpotSection: section,
    majorJackpot: 0,
    majorJackpotSection: section,
    minorJackpot: 0,
    minorJackpotSection: section,
    miniJackpot: 0,
    miniJackpotSection: section,
    canReceiveDrawChance: false,
    drawChances: 0,
    pendingChances: 0,
    needDeposit: 0,
    needTyping: 0,
    rules: { depositPerChance: 500_00, turnoverPerChance: 0, maxPerDay: 3, jackpotWagering },
    cells: Array.from({ length: 10 }, (_, index) =>
      index === 0
        ? { propId: 50001, count: 1, type: 2, chance: 0.01 }
        : { propId: 2001, count: 50_00, type: 1, chance: 0.11 },
    ),
    jackpotWinnerList: [],
    fair: { serverSeedHash: 'h', clientSeed: 'c', nextNonce: 0, previous: null },
  }
}

/** The rule sheet says how a win is paid from the jackpot's own wagering rule (decision 110). */
describe('JackpotSheets: the rule sheet', () => {
  beforeAll(async () => {
    await initI18n()
    await loadPageTexts()
  })
  afterEach(cleanup)

  async function ruleText(wagering: JackpotWagering): Promise<string> {
    await act(async () => {
      render(
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <JackpotSheets open="rule" info={infoWith(wagering)} onClose={() => {}} />
          </MemoryRouter>
        </QueryClientProvider>,
      )
    })
    return (await screen.findByTestId('jackpot-wagering')).textContent ?? ''
  }

  it('says "no wagering" when the rule is 0×', async () => {
    expect(await ruleText({ multiple: 0, expiryDays: null })).toContain(
      'Jackpots are added to your coins with no wagering.',
    )
  })

  it('says the multiple, and the days when there are any, when the rule asks wagering', async () => {
    const withDays = await ruleText({ multiple: 5, expiryDays: 14 })
    expect(withDays).toContain('Jackpots are added to your coins with 5× wagering within 14 days.')
    expect(withDays).not.toContain('no wagering')
    cleanup()
    expect(await ruleText({ multiple: 2, expiryDays: null })).toContain(
      'Jackpots are added to your coins with 2× wagering.',
    )
  })
})
