import type { AfterLoginInfo } from '@panalo/contract/calls/profile'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '../query-client.ts'
import { signIn, signOut } from '../../lib/session.ts'
import { useAfterLoginQuery } from './use-after-login-query.ts'
import { useGameLikeMutation } from './use-game-like-mutation.ts'

const AFTER_LOGIN: AfterLoginInfo = {
  gameLikes: [],
  gameHistory: [],
  inviteCode: 'ABC123',
  aid: '',
  firstRechargeDone: false,
  activityMap: {},
  activityIds: [],
  hasTurntable: false,
  totalRecharge: 0,
  loginBonus3CanReceive: false,
}

/** A server whose after-login answer can be held back, as on a slow phone right after registering. */
function slowAfterLoginServer() {
  const liked = new Set<number>()
  let releaseFirst: () => void = () => undefined
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
  let afterLoginCalls = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const answer = (data: unknown) =>
        new Response(JSON.stringify({ errcode: 0, msg: '', data }), {
          headers: { 'content-type': 'application/json' },
        })
      if (url.endsWith('gameLike')) {
        const { gameId } = JSON.parse(String(init.body)) as { gameId: number }
        liked.add(gameId)
        return answer({ liked: true, gameLikes: [...liked] })
      }
      afterLoginCalls++
      if (afterLoginCalls === 1) await firstHeld
      return answer({ ...AFTER_LOGIN, gameLikes: [...liked] })
    }),
  )
  return { releaseFirst, afterLoginCalls: () => afterLoginCalls }
}

describe('a favourite set before the after-login info arrives', () => {
  afterEach(() => {
    cleanup()
    signOut('user')
    vi.unstubAllGlobals()
  })

  it('shows the heart as set once the server has it, not lost with the cancelled load', async () => {
    signIn('token')
    const server = slowAfterLoginServer()
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => ({ afterLogin: useAfterLoginQuery(), like: useGameLikeMutation() }), {
      wrapper,
    })
    await waitFor(() => expect(server.afterLoginCalls()).toBe(1))
    expect(result.current.afterLogin.data).toBeUndefined()

    await act(async () => {
      await result.current.like.mutateAsync({ gameId: 3, liked: true })
    })
    server.releaseFirst()
    await waitFor(() => expect(result.current.afterLogin.data?.gameLikes).toEqual([3]), { timeout: 2_000 })
  })
})
