import type { LobbyGame } from '@panalo/contract/games'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { sendFirstGameListCall, storedGameList } from '../startup-calls.ts'
import { gameListQuery } from './use-game-list-query.ts'

const MINES: LobbyGame = {
  id: 3,
  code: 'mines',
  name: 'Mines',
  typeId: 4,
  brandId: 1,
  platformId: 1,
  tags: ['originals'],
  thumbnail: '/games/mines.svg',
  demoAllowed: true,
  minBet: 100,
  hot: true,
  sort: 30,
}

function serverAnswers(...answers: unknown[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift()
    if (next instanceof Error) throw next
    return new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls: () => fetchMock.mock.calls.length,
    sentVersion: (index: number) => {
      const init = (fetchMock.mock.calls[index] as unknown as [string, RequestInit])[1]
      return (JSON.parse(String(init.body)) as { v?: string }).v
    },
  }
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('the game list in local storage (SPEC.md §9)', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('downloads the list once and keeps it with its version', async () => {
    const server = serverAnswers({ errcode: 0, msg: '', data: { v: 'v2', games: [MINES] } })
    expect(await client().fetchQuery(gameListQuery('v2'))).toEqual({ v: 'v2', games: [MINES] })
    expect(server.sentVersion(0)).toBeUndefined()
    expect(storedGameList()).toEqual({ v: 'v2', games: [MINES] })
  })

  it('on a first visit, uses the call start-up sent before preLogin answered, once', async () => {
    const server = serverAnswers(
      { errcode: 0, msg: '', data: { v: 'v2', games: [MINES] } },
      { errcode: 0, msg: '', data: { v: 'v2', games: null } },
    )
    sendFirstGameListCall()
    expect(server.calls()).toBe(1)
    const queries = client()
    expect((await queries.fetchQuery(gameListQuery('v2'))).games).toEqual([MINES])
    expect(server.calls()).toBe(1)
    expect(storedGameList()).toEqual({ v: 'v2', games: [MINES] })
    // A later refresh asks again, with the version now held.
    await queries.refetchQueries({ queryKey: gameListQuery('v2').queryKey })
    expect(server.calls()).toBe(2)
    expect(server.sentVersion(1)).toBe('v2')
  })

  it('sends no early call when a list is stored: preLogin must say whether it is current', async () => {
    localStorage.setItem('panalo.gameList', JSON.stringify({ v: 'v1', games: [MINES] }))
    const server = serverAnswers()
    sendFirstGameListCall()
    expect(server.calls()).toBe(0)
  })

  it('makes no call at start-up when preLogin names the version already stored', async () => {
    localStorage.setItem('panalo.gameList', JSON.stringify({ v: 'v2', games: [MINES] }))
    const server = serverAnswers()
    expect((await client().fetchQuery(gameListQuery('v2'))).games).toEqual([MINES])
    expect(server.calls()).toBe(0)
  })

  it('fetches again when preLogin names another version, and later checks with the version held', async () => {
    localStorage.setItem('panalo.gameList', JSON.stringify({ v: 'v1', games: [] }))
    const server = serverAnswers(
      { errcode: 0, msg: '', data: { v: 'v2', games: [MINES] } },
      { errcode: 0, msg: '', data: { v: 'v2', games: null } },
    )
    const queries = client()
    expect((await queries.fetchQuery(gameListQuery('v2'))).games).toEqual([MINES])
    expect(server.sentVersion(0)).toBe('v1')
    // A later refresh asks the server, which answers null while the stored copy is current.
    await queries.refetchQueries({ queryKey: gameListQuery('v2').queryKey })
    expect(server.calls()).toBe(2)
    expect(server.sentVersion(1)).toBe('v2')
    expect(queries.getQueryData(gameListQuery('v2').queryKey)?.games).toEqual([MINES])
  })

  it('keeps showing the stored list offline, but not when the server refuses', async () => {
    localStorage.setItem('panalo.gameList', JSON.stringify({ v: 'v1', games: [MINES] }))
    serverAnswers(new TypeError('Failed to fetch'))
    expect((await client().fetchQuery(gameListQuery(undefined))).games).toEqual([MINES])
    serverAnswers({ errcode: 503, msg: 'Maintenance', data: null })
    await expect(client().fetchQuery(gameListQuery(undefined))).rejects.toThrow('Maintenance')
  })
})
