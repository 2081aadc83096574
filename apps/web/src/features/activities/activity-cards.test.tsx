import type { Activity, ActivityResponse } from '@panalo/contract/activity'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '../../api/query-client.ts'
import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { ActivityCards } from './activity-cards.tsx'

function activity(id: number, rules: Activity['rules']): Activity {
  const text = (title: string) => ({ title, summary: `${title} summary` })
  return {
    id,
    sort: id,
    type: 0,
    themeUrl: '',
    clickAction: '/activity/spin',
    clickType: 1,
    unloginShowStatus: 1,
    homeFloatShowStatus: 0,
    texts: { 'en-US': text(`Event ${id}`), 'fil-PH': text(`Event ${id}`) },
    endsAt: null,
    rules,
  }
}

/** The events list's cards (decision 109): an activity's own rules under its card, none without. */
describe('ActivityCards', () => {
  beforeAll(async () => {
    await initI18n()
    await loadPageTexts()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows an activity’s rules in the player’s language, lines kept, and nothing for one without', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const client = createQueryClient()
    const answer: ActivityResponse = {
      activityMap: {
        '1001': activity(1001, { 'en-US': '1. One spin a day.\n2. Wager 5×.', 'fil-PH': '1. Isang ikot.' }),
        '1002': activity(1002, null),
      },
      activityIds: [1001, 1002],
      hasTurntable: true,
      totalRecharge: 0,
      loginBonus3CanReceive: false,
    }
    client.setQueryData(['activities'], answer)
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ActivityCards />
          </MemoryRouter>
        </QueryClientProvider>,
      )
    })
    const rules = await screen.findAllByTestId('activity-rules')
    expect(rules).toHaveLength(1)
    expect(rules[0]?.querySelector('summary')?.textContent).toBe('Rules')
    expect(rules[0]?.querySelector('p')?.textContent).toBe('1. One spin a day.\n2. Wager 5×.')
    expect(screen.getAllByTestId('activity-card')).toHaveLength(2)
  })
})
