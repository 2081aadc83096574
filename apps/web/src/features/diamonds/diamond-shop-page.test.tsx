import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '../../api/query-client.ts'
import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { signIn, signOut } from '../../lib/session.ts'
import { diamondKeys } from './api/use-diamond-shop-query.ts'
import { DiamondShopPage } from './diamond-shop-page.tsx'

/** A shop as an install seeded before issue 40 answers it: the coin item's name carries ₱. */
const SHOP = {
  diamonds: 150,
  items: [
    {
      id: 1,
      kind: 'coin' as const,
      name: '₱10 bonus coins',
      description: '',
      price: 100,
      stock: null,
      award: [{ id: 2001, count: 10_00 }],
      prizes: [],
      returnToPlayer: null,
    },
  ],
  address: null,
  unscratched: 0,
  wagering: { multiple: 1, expiryDays: null, held: false },
}

describe('the diamond shop’s coin items (decision 108)', () => {
  beforeAll(async () => {
    await initI18n()
    await loadPageTexts()
  })
  afterEach(() => {
    cleanup()
    signOut('user')
    vi.unstubAllGlobals()
  })

  it('titles a coin item with our coin mark and "bonus coins", never ₱, whatever its name says', async () => {
    signIn('token')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const client = createQueryClient()
    client.setQueryData(diamondKeys.shop, SHOP)
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <DiamondShopPage />
          </MemoryRouter>
        </QueryClientProvider>,
      )
    })
    const row = await screen.findByTestId('diamond-item')
    const title = within(row).getByTestId('shop-item-coins')
    expect(title.textContent).toBe('10 bonus coins')
    expect(title.querySelector('svg')).not.toBeNull()
    expect(row.textContent).not.toContain('₱')
  })
})
