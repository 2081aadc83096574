import type { KycSide } from '@panalo/contract/ops/calls/kyc'
import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'
import { useStaffImageQuery } from '../../../api/staff-image.ts'
import { useOpsPage } from '../../../ui/paged-table.tsx'

export const kycKeys = {
  all: ['kyc'] as const,
  photo: (id: number, side: KycSide) => ['kyc', 'photo', id, side] as const,
}

export const useKycQueueQuery = (input: OpsCallInput<'kycQueue'>) =>
  useOpsPage(['kyc', 'queue'], 'kycQueue', input)

/** A photo as a data URL; kept only while shown, so no copy of an ID outlives the view. */
export const useKycPhotoQuery = (id: number, side: KycSide) =>
  useStaffImageQuery(kycKeys.photo(id, side), () => opsCall('kycPhoto', { id, side }))

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['kyc', 'queue'] }),
  })
}

export const useKycApproveMutation = () => useInvalidating((id: number) => opsCall('kycApprove', { id }))
export const useKycRefuseMutation = () =>
  useInvalidating((input: { id: number; reason: string }) => opsCall('kycRefuse', input))
