import { ERRORS } from '@panalo/contract/errors'
import { describe, expect, it } from 'vitest'

import { EN_US_PAGES } from '../i18n/locales/en-US-pages.ts'
import { EN_US } from '../i18n/locales/en-US.ts'
import { FIL_PH_PAGES } from '../i18n/locales/fil-PH-pages.ts'
import { FIL_PH } from '../i18n/locales/fil-PH.ts'
import { PATHS } from '../lib/paths.ts'
import { guardNamed } from './guards.ts'
import { routeObject } from './router.tsx'
import { ROUTES } from './routes.ts'

describe('the route table', () => {
  it('has one route per path and name, each from PATHS', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length)
    for (const route of ROUTES) expect(PATHS[route.name]).toBe(route.path)
  })

  it('names the floating-bubble routes of SPEC.md §2', () => {
    const bubble = ROUTES.filter((route) => route.floatingBubble).map((route) => route.path)
    expect(bubble.sort()).toEqual(
      [
        PATHS.bonusEvent,
        PATHS.bonusTasks,
        PATHS.bonusReward,
        PATHS.bonusRecord,
        PATHS.member,
        PATHS.index,
        PATHS.vipLevel,
        PATHS.agent,
        PATHS.gameStart,
      ].sort(),
    )
  })

  it('throws for an unknown guard name when the route is built', () => {
    expect(() => guardNamed('vip-only')).toThrow('Unknown route middleware: vip-only')
    const route = ROUTES[0]
    if (!route) throw new Error('the table is empty')
    expect(() => routeObject({ ...route, guard: 'nope' as 'auth' })).toThrow(/Unknown route middleware/)
  })

  it('sends a guest on an auth route to login and back afterwards', () => {
    const redirect = guardNamed('auth')(new URL('http://localhost/member?tab=2'))
    expect(redirect?.status).toBe(302)
    expect(redirect?.headers.get('location')).toBe('/auth/login?redirect=%2Fmember%3Ftab%3D2')
  })
})

describe('translations', () => {
  const keys = (object: object, prefix = ''): string[] =>
    Object.entries(object).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )

  it('give Filipino every English key, in the same part', () => {
    expect(keys(FIL_PH).sort()).toEqual(keys(EN_US).sort())
    expect(keys(FIL_PH_PAGES).sort()).toEqual(keys(EN_US_PAGES).sort())
  })

  it('put no key in both parts', () => {
    const shell = new Set(keys(EN_US))
    for (const key of keys(EN_US_PAGES)) expect(shell).not.toContain(key)
  })

  it('have a message for every error in the catalogue; the platform’s (any page) in the shell part', () => {
    const shell = new Set(keys(EN_US))
    const english = new Set([...shell, ...keys(EN_US_PAGES)])
    for (const entry of Object.values(ERRORS)) {
      expect(english).toContain(entry.key)
      // The three-digit errors can meet the player anywhere, before any page's texts have loaded.
      if (entry.code < 1000) expect(shell).toContain(entry.key)
    }
  })
})
