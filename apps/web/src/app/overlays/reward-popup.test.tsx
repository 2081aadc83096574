import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { enqueueRewards, useOverlayQueue } from '../../lib/overlay-store.ts'
import { RewardPopup } from './reward-popup.tsx'

describe('the reward popup', () => {
  beforeAll(async () => {
    await initI18n()
    await loadPageTexts()
  })
  afterEach(() => {
    cleanup()
    useOverlayQueue.setState({ queue: [] })
  })

  it('shows each claim’s awards in turn, a tap at a time, then nothing', () => {
    render(<RewardPopup />)
    expect(screen.queryByTestId('reward-popup')).toBeNull()
    act(() => {
      enqueueRewards([
        { id: 2001, count: 5_000 },
        { id: 2002, count: 120 },
      ])
      enqueueRewards([{ id: 60001, count: 1 }], 18_00)
      enqueueRewards([])
    })
    expect(screen.getByTestId('reward-popup').textContent).toContain('TAP THE SCREEN TO CONTINUE')
    expect(screen.getAllByTestId('award-item').map((item) => item.textContent)).toEqual([
      '50 bonus coins',
      '★120 points',
    ])
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getAllByTestId('award-item').map((item) => item.textContent)).toEqual(['◆1 diamond'])
    expect(screen.getByTestId('reward-popup').textContent).toContain(
      '18 bonus coins wait for your first deposit.',
    )
    fireEvent.click(screen.getByRole('button'))
    expect(screen.queryByTestId('reward-popup')).toBeNull()
  })

  it('shows coins to the centavo: a ₱2.70 rebate does not read ₱2', () => {
    render(<RewardPopup />)
    act(() => enqueueRewards([{ id: 2001, count: 2_70 }], 90))
    expect(screen.getAllByTestId('award-item').map((item) => item.textContent)).toEqual(['2.70 bonus coins'])
    expect(screen.getByTestId('reward-popup').textContent).toContain(
      '0.90 bonus coins wait for your first deposit.',
    )
  })

  it('counts one bonus coin as one: "1 bonus coin", "1.50 bonus coins"', () => {
    render(<RewardPopup />)
    act(() => enqueueRewards([{ id: 2001, count: 1_00 }]))
    expect(screen.getAllByTestId('award-item').map((item) => item.textContent)).toEqual(['1 bonus coin'])
    fireEvent.click(screen.getByRole('button'))
    act(() => enqueueRewards([{ id: 2001, count: 1_50 }]))
    expect(screen.getAllByTestId('award-item').map((item) => item.textContent)).toEqual(['1.50 bonus coins'])
  })
})
