import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { TAPPABLE } from '../../lib/free-spot.ts'
import { VipBadge } from './vip-badge.tsx'

describe('VipBadge', () => {
  afterEach(cleanup)

  it('is among what the jackpot bubble and its tip never cover (decision 113)', () => {
    render(<VipBadge level={2} showType={1} />)
    expect(screen.getByTestId('vip-badge').matches(TAPPABLE)).toBe(true)
  })
})
