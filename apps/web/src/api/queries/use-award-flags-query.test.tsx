import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '../query-client.ts'
import { signIn, signOut } from '../../lib/session.ts'
import { FLAGS_REFRESH_MS, useAwardFlagsQuery } from './use-award-flags-query.ts'

/** A server whose customer-service reply arrives after the page has loaded its flags. */
function flagsServer() {
  let replyWaiting = false
  let calls = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls++
      return new Response(JSON.stringify({ errcode: 0, msg: '', data: { serviceReplyFlag: replyWaiting } }), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return { reply: () => (replyWaiting = true), calls: () => calls }
}

describe('the award flags', () => {
  afterEach(() => {
    cleanup()
    signOut('user')
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('pick up a reply that arrives while the player stays on one page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn('token')
    const server = flagsServer()
    const client = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useAwardFlagsQuery(), { wrapper })
    await waitFor(() => expect(result.current.data?.serviceReplyFlag).toBe(false))

    server.reply()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLAGS_REFRESH_MS)
    })
    await waitFor(() => expect(result.current.data?.serviceReplyFlag).toBe(true))
    expect(server.calls()).toBe(2)
  })
})
