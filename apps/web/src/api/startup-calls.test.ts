import type { LobbyGame } from '@panalo/contract/games'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { sendStartupCalls } from './startup-calls.ts'

const game = (id: number, hot: boolean): LobbyGame => ({
  id,
  code: `game-${id}`,
  name: `Game ${id}`,
  typeId: 1,
  brandId: 1,
  platformId: 1,
  tags: [],
  thumbnail: `/games/game-${id}.svg`,
  demoAllowed: true,
  minBet: 100,
  hot,
  sort: id,
})

const CONFIG = { gameShowNum: 6, games: { types: [], brands: [], platforms: [] } }

/**
 * Answers each start-up call by its path; the config carries an empty catalogue (and the games shown
 * at first, when given), or null (current).
 */
function serverAnswers(configIsCurrent = false, gameShowNum?: number) {
  const config = gameShowNum === undefined ? CONFIG : { ...CONFIG, gameShowNum }
  const answers: Record<string, unknown> = {
    'anonymous/appTheme': null,
    'anonymous/appConfig': { v: 'c1', config: configIsCurrent ? null : config },
    preLogin: {},
    'anonymous/gameList': {
      v: 'g1',
      games: [game(1, false), game(2, true), game(3, true), game(4, true), game(5, true)],
    },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const call = url.split('/app/v1/')[1] ?? ''
      return new Response(JSON.stringify({ errcode: 0, msg: '', data: answers[call] ?? null }), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: new URL(link.href).pathname,
    high: link.fetchPriority === 'high',
  }))

describe('the first visit to the lobby', () => {
  beforeEach(() => {
    localStorage.clear()
    document.head.innerHTML = ''
    serverAnswers()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  it("preloads the first screen's thumbnails of the default tab as soon as the list answers", async () => {
    window.history.replaceState(null, '', '/')
    sendStartupCalls()
    await vi.waitFor(() => expect(preloads()).toHaveLength(4), { timeout: 10_000 })
    // The lobby's first tab shows the hot games in the list's order. Every tile of the first screen
    // is preloaded, not only the first row: tiles are the same size, and the page's largest paint
    // may be a second-row tile by a fraction of a pixel (issue 40: it waited for its lazy load).
    expect(preloads()).toEqual([
      { href: '/games/game-2.svg', high: true },
      { href: '/games/game-3.svg', high: false },
      { href: '/games/game-4.svg', high: false },
      { href: '/games/game-5.svg', high: false },
    ])
  })

  it('preloads no more than the lobby shows at first (the config’s gameShowNum)', async () => {
    serverAnswers(false, 2)
    sendStartupCalls()
    await vi.waitFor(() => expect(preloads()).toHaveLength(2), { timeout: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(preloads().map((preload) => preload.href)).toEqual(['/games/game-2.svg', '/games/game-3.svg'])
  })

  it('picks them with the stored config when the server says it is current', async () => {
    localStorage.setItem('panalo.appConfig', JSON.stringify({ v: 'c1', config: CONFIG }))
    serverAnswers(true)
    sendStartupCalls()
    await vi.waitFor(() => expect(preloads()).toHaveLength(4), { timeout: 10_000 })
    expect(preloads()[0]).toEqual({ href: '/games/game-2.svg', high: true })
  })

  it('preloads nothing when another tab opens first', async () => {
    window.history.replaceState(null, '', '/?tab=slots')
    sendStartupCalls()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(preloads()).toEqual([])
  })
})
