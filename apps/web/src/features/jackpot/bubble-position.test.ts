import { describe, expect, it } from 'vitest'

import {
  defaultBubblePosition,
  positionFromSpot,
  restingBubblePosition,
  storedBubbleSpot,
} from './bubble-position.ts'

const phone = { width: 360, height: 740 }
const desktop = { width: 1280, height: 800 }
const SIZE = 64

describe('where the jackpot bubble sits', () => {
  it('starts on the column’s right side, on a phone and centred on a wide screen', () => {
    expect(defaultBubblePosition(phone, SIZE)).toEqual({ x: 284, y: 476 })
    // The column is 480 wide, from 400 to 880.
    expect(defaultBubblePosition(desktop, SIZE)).toEqual({ x: 804, y: 536 })
  })

  it('comes to rest against the nearer side, inside the screen, when a drag ends', () => {
    expect(restingBubblePosition({ x: 100, y: 300 }, phone, SIZE)).toEqual({ x: 12, y: 300 })
    expect(restingBubblePosition({ x: 200, y: 300 }, phone, SIZE)).toEqual({ x: 284, y: 300 })
    expect(restingBubblePosition({ x: 200, y: 900 }, phone, SIZE)).toEqual({ x: 284, y: 676 })
    expect(restingBubblePosition({ x: 500, y: -20 }, desktop, SIZE)).toEqual({ x: 412, y: 0 })
  })

  it('keeps the side and the height across pages and screens, and ignores what it cannot read', () => {
    const spot = storedBubbleSpot({ x: 12, y: 338 }, phone, SIZE)
    expect(spot).toEqual({ side: 'left', top: 0.5 })
    expect(positionFromSpot(spot, phone, SIZE)).toEqual({ x: 12, y: 338 })
    expect(positionFromSpot(spot, desktop, SIZE)).toEqual({ x: 412, y: 368 })
    expect(positionFromSpot({ side: 'right', top: 7 }, phone, SIZE)).toEqual({ x: 284, y: 676 })
    expect(positionFromSpot({ side: 'up', top: 0.5 }, phone, SIZE)).toBeUndefined()
    expect(positionFromSpot('left', phone, SIZE)).toBeUndefined()
    expect(positionFromSpot(undefined, phone, SIZE)).toBeUndefined()
  })
})
