import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { SectorWheel } from './sector-wheel.tsx'

describe('SectorWheel', () => {
  afterEach(cleanup)

  it('draws a bonus-coin prize as our coin mark over its figure, never as pesos (decision 108)', () => {
    render(
      <SectorWheel
        labels={[{ text: '20', bonusCoin: true }, '50 pts', { text: '1.50', bonusCoin: true }]}
        angle={0}
        durationMs={0}
        size={240}
        testId="wheel"
      />,
    )
    const wheel = screen.getByTestId('wheel')
    const texts = [...wheel.querySelectorAll('text')].map((text) => text.textContent)
    expect(texts).toEqual(['20', '50 pts', '1.50'])
    expect(wheel.querySelectorAll('[data-testid="sector-bonus-coin"]')).toHaveLength(2)
    expect(wheel.textContent).not.toContain('₱')
  })
})
