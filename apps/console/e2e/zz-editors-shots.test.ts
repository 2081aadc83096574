import { describe, it } from 'vitest'

import { serverAndBrowser } from '../../web/e2e/helpers/suite.ts'
import { enrolStaff, shot } from './helpers/staff.ts'

describe('editors screenshots (temporary)', () => {
  const suite = serverAndBrowser()
  it('shoots the new editors', async () => {
    const { server, browser } = suite
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', serviceWorkers: 'block' })
    const page = await context.newPage()
    await enrolStaff(page, server, 'ma.shots', 'marketing')
    await page.getByRole('button', { name: 'Reward settings' }).click()
    for (const [tab, name] of [['Lottery', 'lottery'], ['Invite spin', 'invite-spin'], ['Red versus blue', 'red-blue'], ['Diamond shop', 'diamond-shop2'], ['Tasks', 'tasks2'], ['VIP ladder and gifts', 'vip2']] as const) {
      await page.getByRole('tab', { name: tab }).click()
      await page.getByTestId('reward-preview').waitFor()
      if (name === 'red-blue') {
        await page.getByRole('button', { name: /Add a period/ }).click()
        await page.getByLabel('Pool the winning camp shares, period 1 (pesos)').fill('12500.50')
      }
      if (name === 'lottery') await page.getByLabel('Ticket price in points (empty: coupons only)').fill('')
      await shot(page, `editors-${name}`)
    }
  })
})
