import type { AwardFlags } from '@panalo/contract/activity'
import type { ChatMessage } from '@panalo/contract/calls/service'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

import { apiCall } from '../../../api/client.ts'
import { awardFlagsKey } from '../../../api/queries/use-award-flags-query.ts'

/** A message the player wrote that the server has not stored yet (or refused). */
export interface PendingMessage {
  clientMessageId: string
  text: string
  failed: boolean
}

/** Merges messages by id, oldest first: the long poll and a send may both bring the same one. */
export function mergeMessages(
  known: readonly ChatMessage[],
  arriving: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]))
  for (const message of arriving) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

const RETRY_AFTER_ERROR_MS = 3_000

/**
 * The chat while its window is open (decision 057): the latest messages, then a long poll
 * (serviceChatWait) after the newest, again and again, so an agent's answer shows within a second;
 * after a failure the poll waits 3 s and says it is reconnecting. Sending keeps the client's id, so a
 * retry stores the message once.
 */
export function useChat(lineId: number | undefined) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [pending, setPending] = useState<PendingMessage[]>([])
  const [hasMore, setHasMore] = useState(false)
  const [status, setStatus] = useState<'loading' | 'live' | 'reconnecting' | 'failed'>('loading')
  const newest = useRef(0)
  const queryClient = useQueryClient()

  const receive = useCallback(
    (arriving: readonly ChatMessage[]) => {
      if (arriving.length === 0) return
      newest.current = Math.max(newest.current, ...arriving.map((message) => message.id))
      setMessages((known) => mergeMessages(known, arriving))
      // The open window shows the agent's reply: the chat's red dot goes now. The server counts it
      // read once the window asks past it (the next long poll), or at once for the history.
      if (arriving.some((message) => message.from === 'agent'))
        queryClient.setQueryData<AwardFlags>(
          awardFlagsKey,
          (flags) => flags && { ...flags, serviceReplyFlag: false },
        )
    },
    [queryClient],
  )

  useEffect(() => {
    const stop = new AbortController()
    const { signal } = stop
    void (async () => {
      try {
        const first = await apiCall('serviceChatHistory', {}, { signal })
        receive(first.messages)
        setHasMore(first.hasMore)
      } catch {
        if (!signal.aborted) setStatus('failed')
        return
      }
      setStatus('live')
      while (!signal.aborted) {
        try {
          const { messages: arriving } = await apiCall(
            'serviceChatWait',
            { afterId: newest.current },
            { signal },
          )
          receive(arriving)
          setStatus('live')
        } catch {
          if (signal.aborted) return
          setStatus('reconnecting')
          await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_ERROR_MS))
        }
      }
    })()
    return () => stop.abort()
  }, [receive])

  const loadEarlier = useCallback(async () => {
    const oldest = messages[0]?.id
    if (oldest === undefined) return
    const page = await apiCall('serviceChatHistory', { beforeId: oldest })
    setMessages((known) => mergeMessages(known, page.messages))
    setHasMore(page.hasMore)
  }, [messages])

  const send = useCallback(
    async (text: string, clientMessageId: string = crypto.randomUUID()) => {
      if (lineId === undefined) return
      setPending((list) => [
        ...list.filter((message) => message.clientMessageId !== clientMessageId),
        { clientMessageId, text, failed: false },
      ])
      try {
        const { message } = await apiCall('serviceChatSend', { lineId, clientMessageId, text })
        receive([message])
        setPending((list) => list.filter((entry) => entry.clientMessageId !== clientMessageId))
      } catch (error) {
        setPending((list) =>
          list.map((entry) =>
            entry.clientMessageId === clientMessageId ? { ...entry, failed: true } : entry,
          ),
        )
        throw error
      }
    },
    [lineId, receive],
  )

  return { messages, pending, hasMore, status, loadEarlier, send }
}
