import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export interface RoundRecord {
  id: number
  stake: number
  win: number | null
}

/** The balance chip of an Originals page, in hundredths, once the open-round call has answered. */
export async function waitForGameBalance(page: Page): Promise<number> {
  await page.getByTestId('balance').waitFor()
  await expect.poll(() => page.getByTestId('balance').getAttribute('data-hundredths')).toMatch(/^\d+$/)
  return Number(await page.getByTestId('balance').getAttribute('data-hundredths'))
}

/** Spins Panalo Fortune once and waits until the round has played back. */
export async function spinFortune(page: Page): Promise<void> {
  const fortune = page.getByTestId('fortune')
  const before = await fortune.getAttribute('data-round')
  const button = page.getByTestId('spin-button')
  await expect.poll(() => button.isEnabled()).toBe(true)
  // Taps within 300 ms of the last are ignored as double taps (SPEC.md §5).
  await page.waitForTimeout(350)
  await button.click()
  await expect.poll(() => fortune.getAttribute('data-round'), { timeout: 30_000 }).not.toBe(before)
  await expect.poll(() => button.isEnabled()).toBe(true)
}

/** The newest rounds of a game, read with the page's own session, in exact hundredths. */
export async function recentRounds(page: Page, play: unknown, game: string): Promise<RoundRecord[]> {
  return page.evaluate(
    async ({ play, game }) => {
      const token = localStorage.getItem('panalo.token')
      const response = await fetch('/app/v1/originalsRecentRounds', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          appId: 'panalo-web',
          channel: 'WEB',
          clientReferrer: '',
          platform: 0,
          appVersion: 'e2e',
          appWebName: 'panalo',
          play,
          game,
        }),
      })
      const answer = (await response.json()) as { data: { rounds: RoundRecord[] } }
      return answer.data.rounds
    },
    { play, game },
  )
}
