import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '../../api/query-client.ts'
import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { TAPPABLE } from '../../lib/free-spot.ts'
import { signIn, signOut } from '../../lib/session.ts'
import { rewardKeys } from './api/use-reward-record-query.ts'
import { BonusPage } from './bonus-page.tsx'

describe('what the jackpot bubble keeps clear of on /bonus/reward (decision 113)', () => {
  beforeAll(async () => {
    await initI18n()
    await loadPageTexts()
  })
  afterEach(() => {
    cleanup()
    signOut('user')
    vi.unstubAllGlobals()
  })

  it('counts each bonus row’s status badge among what a floating thing never covers', async () => {
    signIn('token')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const client = createQueryClient()
    client.setQueryData(rewardKeys.bonuses(), {
      bet: 0,
      list: [
        {
          id: 1,
          bonusType: 'sign-in',
          amount: 5_00,
          multiple: 3,
          requirement: 15_00,
          wagered: 0,
          state: 'held',
          createTime: '2026-11-29T00:00:00Z',
          expireTime: null,
        },
      ],
    })
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <BonusPage />
          </MemoryRouter>
        </QueryClientProvider>,
      )
    })
    const badge = await screen.findByTestId('bonus-state')
    expect(badge.textContent?.trim()).toBe('Waiting for deposit')
    expect(badge.matches(TAPPABLE)).toBe(true)
  })
})
