import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

export const auditLogKey = (input: OpsCallInput<'auditLog'>) => ['auditLog', input] as const

export function useAuditLogQuery(input: OpsCallInput<'auditLog'>) {
  return useQuery({
    queryKey: auditLogKey(input),
    queryFn: () => opsCall('auditLog', input),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  })
}

export function useAuditVerifyMutation() {
  return useMutation({ mutationFn: () => opsCall('auditVerify', {}) })
}
