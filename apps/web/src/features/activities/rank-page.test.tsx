import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { meKeys } from '../../api/queries/use-me-query.ts'
import { createQueryClient } from '../../api/query-client.ts'
import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { signIn, signOut } from '../../lib/session.ts'
import { RankPage } from './rank-page.tsx'
import { podiumOrder, type RankRow } from './rank-podium.tsx'

const row = (rank: number): RankRow => ({
  rank,
  nickname: `P${rank}***`,
  avatar: rank % 8,
  experience: 10_000 - rank * 100,
})

describe('podiumOrder', () => {
  it('puts 2nd left, 1st in the centre and 3rd right, whatever order the rows come in', () => {
    expect(podiumOrder([row(3), row(1), row(4), row(2)]).map((place) => place.row?.rank)).toEqual([2, 1, 3])
  })

  it('leaves the places nobody holds empty', () => {
    expect(podiumOrder([row(1)]).map((place) => place.row?.rank ?? null)).toEqual([null, 1, null])
    expect(podiumOrder([]).map((place) => [place.step, place.row])).toEqual([
      [2, null],
      [1, null],
      [3, null],
    ])
  })
})

describe('RankPage', () => {
  beforeAll(async () => {
    await initI18n()
    await loadPageTexts()
  })
  afterEach(() => {
    cleanup()
    signOut('user')
    vi.unstubAllGlobals()
  })

  /** The page as it is drawn from cached answers (no call goes out: fetch never answers). */
  async function renderWith(list: RankRow[]) {
    signIn('token')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const client = createQueryClient()
    client.setQueryData(meKeys.info, { mobile: '639171234567' } as never)
    client.setQueryData([...meKeys.all, 'rank'], {
      week: '2026-11-23',
      list,
      me: { rank: null, experience: 0 },
    })
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <RankPage />
          </MemoryRouter>
        </QueryClientProvider>,
      )
    })
  }

  it('shows the top three on the podium in podium order and places 4 and down in the list', async () => {
    await renderWith([1, 2, 3, 4, 5].map(row))
    const places = (await screen.findByTestId('rank-podium')).querySelectorAll('li')
    expect([...places].map((place) => place.getAttribute('data-rank'))).toEqual(['2', '1', '3'])
    expect(places[1]?.textContent).toContain('P1***')
    expect(places[1]?.textContent).toContain('9,900 exp')
    expect(places[0]?.textContent).toContain('P2***')
    expect(places[2]?.textContent).toContain('P3***')
    const rows = screen.getAllByTestId('rank-row')
    expect(rows.map((item) => item.textContent)).toEqual([
      expect.stringContaining('P4***'),
      expect.stringContaining('P5***'),
    ])
    expect(screen.queryByTestId('podium-open')).toBeNull()
  })

  it('shows open places, not invented players, when fewer than three have played', async () => {
    await renderWith([row(1)])
    const podium = await screen.findByTestId('rank-podium')
    expect(podium.querySelectorAll('[data-testid="podium-place"]')).toHaveLength(1)
    expect(
      [...podium.querySelectorAll('[data-testid="podium-open"]')].map((el) => el.getAttribute('data-rank')),
    ).toEqual(['2', '3'])
    expect(screen.getByTestId('rank-few').textContent).toContain('places 2 and 3 are still open')
    expect(screen.queryByTestId('rank-row')).toBeNull()
    cleanup()
    await renderWith([row(1), row(2)])
    expect((await screen.findByTestId('rank-few')).textContent).toContain('place 3 is still open')
    expect(screen.getAllByTestId('podium-open').map((el) => el.getAttribute('data-rank'))).toEqual(['3'])
  })

  it('shows the empty state with the action that fills it when nobody has played', async () => {
    await renderWith([])
    expect((await screen.findByText('Nobody has played this week yet.')).textContent).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Play to get ranked' }).getAttribute('href')).toBe('/')
    expect(screen.queryByTestId('rank-podium')).toBeNull()
  })
})
