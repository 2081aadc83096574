import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

/** How often the desk asks for new threads and messages: the player's side is live, the desk polls. */
export const DESK_POLL_MS = 2_000

export const chatKeys = {
  inbox: ['chat', 'inbox'] as const,
  thread: (threadId: number) => ['chat', 'thread', threadId] as const,
  context: (threadId: number) => ['chat', 'context', threadId] as const,
  canned: ['chat', 'canned'] as const,
  agents: ['chat', 'agents'] as const,
  report: ['chat', 'report'] as const,
}

export const useInboxQuery = () =>
  useQuery({
    queryKey: chatKeys.inbox,
    queryFn: () => opsCall('serviceInbox', {}),
    refetchInterval: DESK_POLL_MS,
  })

/** The latest page of a thread, polled; older pages are asked for once each (`useOlderMessages`). */
export const useThreadQuery = (threadId: number) =>
  useQuery({
    queryKey: chatKeys.thread(threadId),
    queryFn: () => opsCall('serviceThread', { threadId }),
    refetchInterval: DESK_POLL_MS,
  })

export const olderMessages = (threadId: number, before: number) =>
  opsCall('serviceThread', { threadId, before })

export const useContextQuery = (threadId: number) =>
  useQuery({
    queryKey: chatKeys.context(threadId),
    queryFn: () => opsCall('serviceContext', { threadId }),
    staleTime: 30_000,
  })

export const useCannedQuery = () =>
  useQuery({ queryKey: chatKeys.canned, queryFn: () => opsCall('serviceCannedList', {}), staleTime: 60_000 })

export const useAgentsQuery = () =>
  useQuery({ queryKey: chatKeys.agents, queryFn: () => opsCall('serviceAgents', {}), staleTime: 60_000 })

/** The support report (leads and admin), polled less often than the inbox: it is an overview. */
export const useSupportReportQuery = () =>
  useQuery({
    queryKey: chatKeys.report,
    queryFn: () => opsCall('serviceReport', {}),
    refetchInterval: 10_000,
  })

function useDeskMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  keys: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}

// The report counts who holds what: a take, release or reply changes it too.
const THREAD_KEYS = [chatKeys.inbox, ['chat', 'thread'], chatKeys.report] as const

export const useReplyMutation = () =>
  useDeskMutation((input: OpsCallInput<'serviceReply'>) => opsCall('serviceReply', input), THREAD_KEYS)
export const useTakeMutation = () =>
  useDeskMutation((input: OpsCallInput<'serviceTake'>) => opsCall('serviceTake', input), THREAD_KEYS)
export const useHandOverMutation = () =>
  useDeskMutation((input: OpsCallInput<'serviceHandOver'>) => opsCall('serviceHandOver', input), THREAD_KEYS)
export const useReleaseMutation = () =>
  useDeskMutation((input: OpsCallInput<'serviceRelease'>) => opsCall('serviceRelease', input), THREAD_KEYS)
export const useCannedSaveMutation = () =>
  useDeskMutation(
    (input: OpsCallInput<'serviceCannedSave'>) => opsCall('serviceCannedSave', input),
    [chatKeys.canned],
  )
export const useCannedDeleteMutation = () =>
  useDeskMutation((id: number) => opsCall('serviceCannedDelete', { id }), [chatKeys.canned])
