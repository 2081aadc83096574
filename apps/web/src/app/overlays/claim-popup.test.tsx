import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as Client from '../../api/client.ts'
import { createQueryClient } from '../../api/query-client.ts'
import { usePromotionClaimMutation } from '../../features/promotions/api/use-promotions-query.ts'
import { useSignInMutation } from '../../features/activities/api/use-sign-in-query.ts'
import { useTaskClaimMutation } from '../../features/activities/api/use-tasks-query.ts'
import { useAgentClaimMutation } from '../../features/agents/api/use-agent-query.ts'
import { jackpotKeys } from '../../features/jackpot/api/use-jackpot-info-query.ts'
import { JackpotPanel } from '../../features/jackpot/jackpot-panel.tsx'
import { useReceiveMailMutation } from '../../features/mail/api/use-receive-mail-mutation.ts'
import { useRebateClaimMutation } from '../../features/vip/api/use-rebate-query.ts'
import { useVipClaimMutation } from '../../features/vip/api/use-vip-claim-mutation.ts'
import { initI18n, loadPageTexts } from '../../i18n/i18n.ts'
import { useOverlayQueue } from '../../lib/overlay-store.ts'
import { RewardPopup } from './reward-popup.tsx'

/** Every call goes to this stand-in: it answers each claim with 50 coins, 18 of them held. */
const calls = vi.hoisted(() => ({ apiCall: vi.fn() }))
vi.mock('../../api/client.ts', async (actual) => ({
  ...(await actual<typeof Client>()),
  apiCall: calls.apiCall,
}))

const CLAIM_ANSWER = { items: [{ id: 2001, count: 50_00 }], heldCoins: 18_00 }

function renderWithClient(node: ReactNode) {
  const client = createQueryClient()
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  )
  return client
}

/** The popup a claim left: its items and its held line, then a tap closes it. */
async function expectClaimPopup() {
  const popup = await screen.findByTestId('reward-popup')
  expect(popup.textContent).toContain('TAP THE SCREEN TO CONTINUE')
  expect(screen.getAllByTestId('award-item').map((item) => item.textContent)).toEqual(['50 bonus coins'])
  expect(screen.getByTestId('reward-popup-held').textContent).toBe(
    '18 bonus coins wait for your first deposit.',
  )
  fireEvent.click(screen.getByRole('button', { name: /TAP THE SCREEN/ }))
  expect(screen.queryByTestId('reward-popup')).toBeNull()
}

/**
 * Each claim hook the pages use, with what it sends. The claims made inside a page after an animation
 * (the spin wheel, the invite spin's exchange, points, diamonds, the scratch card) enqueue the same
 * answer from the page and are walked in the browser tests (e2e/jackpot, invite-spin, points, diamonds).
 */
const HOOK_CLAIMS: { name: string; call: string; use: () => () => void }[] = [
  {
    name: 'daily check-in',
    call: 'loginBonus3UserReceive',
    use: () => useMutate(useSignInMutation(), undefined),
  },
  { name: 'a task', call: 'receiveTaskAward', use: () => useMutate(useTaskClaimMutation(), 7) },
  ...(
    [
      ['a VIP level gift', 'receiveVipBonusUser', { kind: 'level', level: 2 }],
      ['the VIP daily award', 'appVipUserReceiveDaily', { kind: 'daily' }],
      ['the VIP weekly award', 'appVipUserReceiveSignInAward', { kind: 'weekly' }],
      ['a VIP weekly task', 'receiveVipTask', { kind: 'task', id: 3 }],
      ['every VIP task', 'receiveVipTaskUnReceiveBonus', { kind: 'allTasks' }],
    ] as const
  ).map(([name, call, claim]) => ({ name, call, use: () => useMutate(useVipClaimMutation(), claim) })),
  {
    name: 'every rebate',
    call: 'betBonusReceive',
    use: () => useMutate(useRebateClaimMutation(), undefined),
  },
  {
    name: 'one game type’s rebate',
    call: 'betBonusByTypeReceive',
    use: () => useMutate(useRebateClaimMutation(), 'slots'),
  },
  { name: 'a mail’s attachments', call: 'receiveMail', use: () => useMutate(useReceiveMailMutation(), 9) },
  {
    name: 'the invite commission',
    call: 'appAgent5UserReceive',
    use: () => useMutate(useAgentClaimMutation(), 'commission'),
  },
  {
    name: 'the valid invites',
    call: 'appAgent5UserInviteValidReceive',
    use: () => useMutate(useAgentClaimMutation(), 'invites'),
  },
  ...(
    [
      ['the sign-up bonus', { call: 'signUpBonusReceive' }],
      ['the bank bonus', { call: 'bankBonusReceive' }],
      ['a follow reward', { call: 'followRewardsReceive', channelId: 'facebook' }],
      ['a fund award', { call: 'receiveAddupAwardById', id: 4 }],
    ] as const
  ).map(([name, claim]) => ({
    name,
    call: claim.call,
    use: () => useMutate(usePromotionClaimMutation(), claim),
  })),
]

/** What runs the claim: the mutation with its argument. */
function useMutate<Arg>(mutation: { mutate: (arg: Arg) => void }, arg: Arg): () => void {
  return () => mutation.mutate(arg)
}

/** Makes one claim once drawn, beside the popup, as the app's root layout holds it. */
function ClaimWith({ use }: { use: () => () => void }) {
  const run = use()
  const ran = useRef(false)
  useEffect(() => {
    if (ran.current) return
    ran.current = true
    run()
  })
  return <RewardPopup />
}

describe('the reward popup after every claim (issue 40)', () => {
  beforeAll(async () => {
    await initI18n()
    await loadPageTexts()
  })
  afterEach(() => {
    cleanup()
    useOverlayQueue.setState({ queue: [] })
    calls.apiCall.mockReset()
  })

  for (const claim of HOOK_CLAIMS)
    it(`shows the popup with the held line for ${claim.name} (${claim.call})`, async () => {
      calls.apiCall.mockImplementation((name: string) =>
        name === claim.call ? Promise.resolve(CLAIM_ANSWER) : new Promise(() => {}),
      )
      await act(async () => {
        renderWithClient(<ClaimWith use={claim.use} />)
      })
      await expectClaimPopup()
      expect(calls.apiCall.mock.calls.filter(([name]) => name === claim.call)).toHaveLength(1)
    })

  it('shows the popup, not a dialog of its own, for a jackpot draw’s coins, even over the modal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      calls.apiCall.mockImplementation((name: string) =>
        name === 'jackpotDraw'
          ? Promise.resolve({
              id: 1,
              propId: 2001,
              count: 50_00,
              type: 1,
              bonus: 0,
              cell: 3,
              heldCoins: 18_00,
              drawChances: 0,
              serverSeedHash: 'h',
              clientSeed: 'c',
              nonce: 0,
            })
          : new Promise(() => {}),
      )
      const section = { min: 100_00, max: 200_00 }
      const client = createQueryClient()
      client.setQueryData(jackpotKeys.info(), {
        open: true,
        total: 0,
        megaJackpot: 0,
        megaJackpotSection: section,
        majorJackpot: 0,
        majorJackpotSection: section,
        minorJackpot: 0,
        minorJackpotSection: section,
        miniJackpot: 0,
        miniJackpotSection: section,
        canReceiveDrawChance: true,
        drawChances: 1,
        pendingChances: 0,
        needDeposit: 0,
        needTyping: 0,
        rules: {
          depositPerChance: 500_00,
          turnoverPerChance: 0,
          maxPerDay: 3,
          jackpotWagering: { multiple: 0, expiryDays: null },
        },
        cells: Array.from({ length: 10 }, (_, index) =>
          index === 0
            ? { propId: 11001, count: 1, type: 2, chance: 0.01 }
            : { propId: 2001, count: 50_00, type: 1, chance: 0.11 },
        ),
        jackpotWinnerList: [],
        fair: { serverSeedHash: 'h', clientSeed: 'c', nextNonce: 0, previous: null },
      })
      await act(async () => {
        render(
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <JackpotPanel />
              <RewardPopup />
            </MemoryRouter>
          </QueryClientProvider>,
        )
      })
      fireEvent.click(screen.getByTestId('jackpot-spin'))
      await act(async () => {
        await vi.advanceTimersByTimeAsync(12_000)
      })
      expect(screen.queryByTestId('jackpot-result')).toBeNull()
      await expectClaimPopup()
    } finally {
      vi.useRealTimers()
    }
  }, 20_000)
})
