import { beforeEach, describe, expect, it } from 'vitest'

import { readDaysByName, readNameList } from './start-up-storage.ts'

describe('the start-up chain’s storage', () => {
  beforeEach(() => localStorage.clear())

  it('reads what the chain writes', () => {
    localStorage.setItem('list', JSON.stringify(['download', 'signIn']))
    localStorage.setItem('days', JSON.stringify({ download: '2026-11-29', signIn: '2026-11-28' }))
    expect(readNameList(localStorage, 'list')).toEqual(['download', 'signIn'])
    expect(readDaysByName(localStorage, 'days')).toEqual({ download: '2026-11-29', signIn: '2026-11-28' })
  })

  it('reads nothing kept when the key is missing', () => {
    expect(readNameList(localStorage, 'list')).toEqual([])
    expect(readDaysByName(localStorage, 'days')).toEqual({})
  })

  // A '1' in the session key made `new Set(1)` throw on the home page: the lobby showed its error page.
  it.each(['1', '"download"', 'true', '{"download":1}', 'not json', '[', 'null'])(
    'reads %s as nothing kept rather than failing',
    (stored) => {
      localStorage.setItem('list', stored)
      localStorage.setItem('days', stored)
      expect(readNameList(localStorage, 'list')).toEqual([])
      expect(() => new Set(readNameList(localStorage, 'list'))).not.toThrow()
      expect(readDaysByName(localStorage, 'days')).toEqual({})
    },
  )

  it('keeps the well-formed entries of a list or a map that holds others', () => {
    localStorage.setItem('list', JSON.stringify(['download', 7, null, 'notice']))
    localStorage.setItem('days', JSON.stringify({ download: '2026-11-29', notice: 3, signIn: 'soon' }))
    expect(readNameList(localStorage, 'list')).toEqual(['download', 'notice'])
    expect(readDaysByName(localStorage, 'days')).toEqual({ download: '2026-11-29' })
  })
})
