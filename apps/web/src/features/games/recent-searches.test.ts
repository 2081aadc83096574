import { beforeEach, describe, expect, it } from 'vitest'

import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches.ts'

describe('recent searches', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the last 8, newest first, each once whatever its case', () => {
    for (const term of ['mines', 'baccarat', 'color', 'sabong', 'koi', 'perya', 'crash', 'plinko', 'dragon'])
      rememberSearch(term)
    expect(readRecentSearches()).toEqual([
      'dragon',
      'plinko',
      'crash',
      'perya',
      'koi',
      'sabong',
      'color',
      'baccarat',
    ])
    rememberSearch('  KOI  ')
    expect(readRecentSearches().slice(0, 2)).toEqual(['KOI', 'dragon'])
    expect(readRecentSearches()).toHaveLength(8)
  })

  it('ignores a single letter, and survives junk in storage', () => {
    rememberSearch('m')
    expect(readRecentSearches()).toEqual([])
    localStorage.setItem('panalo.recentSearches', '{"not":"a list"}')
    expect(readRecentSearches()).toEqual([])
    localStorage.setItem('panalo.recentSearches', '["ok", 3, null]')
    expect(readRecentSearches()).toEqual(['ok'])
  })

  it('clears', () => {
    rememberSearch('mines')
    clearRecentSearches()
    expect(readRecentSearches()).toEqual([])
  })
})
