import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { useMutation } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'
import { useOpsPage } from '../../../ui/paged-table.tsx'

export const useAuditLogQuery = (input: OpsCallInput<'auditLog'>) =>
  useOpsPage(['auditLog'], 'auditLog', input)

export function useAuditVerifyMutation() {
  return useMutation({ mutationFn: () => opsCall('auditVerify', {}) })
}
