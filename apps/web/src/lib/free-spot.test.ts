import { describe, expect, it } from 'vitest'

import { freeTop, type Box } from './free-spot.ts'

const spot = { left: 280, width: 64, height: 64, preferred: 500, min: 60, max: 616 }

describe('freeTop', () => {
  it('keeps the preferred height when nothing is there', () => {
    expect(freeTop([], spot)).toBe(500)
  })

  it('moves to the nearest height clear of a button, with a gap', () => {
    const button: Box = { left: 270, top: 480, width: 80, height: 44 }
    const top = freeTop([button], spot)
    expect(top).not.toBeNull()
    // Clear of it by 4 px above (at most 412) or below (at least 528), in 8 px steps from 500: 532.
    expect(top).toBe(532)
  })

  it('ignores what is beside it, not under it', () => {
    expect(freeTop([{ left: 16, top: 480, width: 200, height: 44 }], spot)).toBe(500)
  })

  it('answers null when every height is covered', () => {
    expect(freeTop([{ left: 0, top: 0, width: 360, height: 740 }], spot)).toBeNull()
  })

  it('clamps the preferred height into the range', () => {
    expect(freeTop([], { ...spot, preferred: 900 })).toBe(616)
  })
})
