import { describe, expect, it } from 'vitest'

import { jackpotBubbleVisible } from './bubble-rule.ts'

describe('the jackpot bubble’s visibility (SPEC.md §2)', () => {
  const on = { homeFloatShowStatus: 1 as const }
  it('shows only signed in, on a floating-bubble route, with the activity live and its float flag on', () => {
    expect(jackpotBubbleVisible({ signedIn: true, floatingRoute: true, activity: on })).toBe(true)
    expect(jackpotBubbleVisible({ signedIn: false, floatingRoute: true, activity: on })).toBe(false)
    expect(jackpotBubbleVisible({ signedIn: true, floatingRoute: false, activity: on })).toBe(false)
    expect(jackpotBubbleVisible({ signedIn: true, floatingRoute: true, activity: undefined })).toBe(false)
    expect(
      jackpotBubbleVisible({ signedIn: true, floatingRoute: true, activity: { homeFloatShowStatus: 0 } }),
    ).toBe(false)
  })
})
