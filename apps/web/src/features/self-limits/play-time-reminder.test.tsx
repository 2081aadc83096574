import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '../../api/query-client.ts'
import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { signIn, signOut } from '../../lib/session.ts'
import { PlayTimeReminder, reminderStage } from './play-time-reminder.tsx'

describe('reminderStage', () => {
  it('is due 10 minutes before the limit and again when it is used', () => {
    expect(reminderStage(60, 49 * 60 + 59)).toBeNull()
    expect(reminderStage(60, 50 * 60)).toBe('soon')
    expect(reminderStage(60, 59 * 60 + 59)).toBe('soon')
    expect(reminderStage(60, 60 * 60)).toBe('over')
    expect(reminderStage(15, 0)).toBeNull()
  })
})

function info(limitMinutes: number | null, playedSeconds: number) {
  return {
    errcode: 0,
    msg: '',
    data: {
      limits: [
        {
          kind: 'time',
          period: 'day',
          amount: limitMinutes,
          used: Math.floor(playedSeconds / 60),
          resetsAt: '2026-11-22T16:00:00.000Z',
          pending: null,
        },
      ],
      playedSeconds,
      block: null,
    },
  }
}

describe('PlayTimeReminder', () => {
  beforeAll(async () => {
    await initI18n()
    // As the root layout does before it mounts the reminder.
    await loadPageTexts()
  })
  afterEach(() => {
    cleanup()
    signOut('user')
    sessionStorage.clear()
    vi.unstubAllGlobals()
  })

  async function renderWith(body: unknown) {
    signIn('token')
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      ),
    )
    await act(async () => {
      render(
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <PlayTimeReminder />
          </MemoryRouter>
        </QueryClientProvider>,
      )
    })
  }

  it('reminds a player near the daily limit, once', async () => {
    await renderWith(info(60, 52 * 60))
    const dialog = await screen.findByTestId('play-time-reminder')
    expect(dialog.textContent).toContain('Your play time is almost up')
    expect(dialog.textContent).toContain('ends in 8 minutes')
    await act(async () => screen.getByRole('button', { name: 'OK' }).click())
    expect(JSON.parse(sessionStorage.getItem('panalo.playTimeReminders') ?? '[]')).toHaveLength(1)
  })

  it('says so when the limit is reached', async () => {
    await renderWith(info(30, 30 * 60))
    const dialog = await screen.findByTestId('play-time-reminder')
    expect(dialog.textContent).toContain('Daily play time reached')
  })

  it('shows nothing without a time limit', async () => {
    await renderWith(info(null, 5 * 3600))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText('Daily play time reached')).toBeNull()
    expect(screen.queryByText('Your play time is almost up')).toBeNull()
  })
})
