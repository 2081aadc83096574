import type { AppConfig } from '@panalo/contract/app-config'
import { H5_CLIENT_MODE } from '@panalo/contract/enums'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { appConfigQuery } from '../../api/queries/use-app-config-query.ts'
import { createQueryClient } from '../../api/query-client.ts'
import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { AgeNotice } from './age-notice.tsx'

describe('the age notice', () => {
  beforeAll(async () => {
    await initI18n()
    await loadPageTexts()
  })
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })

  it('opens after the page’s first paint, not in the render that first shows the page', async () => {
    const client = createQueryClient()
    client.setQueryData(appConfigQuery.queryKey, {
      h5ClientMode: H5_CLIENT_MODE.ageNotice,
      responsibleGaming: { tagline: 'Play responsibly.' },
    } as AppConfig)
    act(() => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <AgeNotice />
          </MemoryRouter>
        </QueryClientProvider>,
      )
    })
    // The render that shows the page leaves the notice closed: showModal would lay the whole page
    // out in that task, ahead of its first paint.
    expect(screen.getByTestId('age-notice').hasAttribute('open')).toBe(false)
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))))
    expect(screen.getByTestId('age-notice').hasAttribute('open')).toBe(true)
    expect(screen.getByTestId('age-notice').textContent).toContain('Play responsibly.')
  })
})
