import type { KycSide } from '@panalo/contract/ops/calls/kyc'
import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

export const kycKeys = {
  all: ['kyc'] as const,
  queue: (input: OpsCallInput<'kycQueue'>) => ['kyc', 'queue', input] as const,
  photo: (id: number, side: KycSide) => ['kyc', 'photo', id, side] as const,
}

export function useKycQueueQuery(input: OpsCallInput<'kycQueue'>) {
  return useQuery({
    queryKey: kycKeys.queue(input),
    queryFn: () => opsCall('kycQueue', input),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  })
}

/** A photo as a data URL; kept only while shown (gcTime 0), so no copy of an ID outlives the view. */
export function useKycPhotoQuery(id: number, side: KycSide) {
  return useQuery({
    queryKey: kycKeys.photo(id, side),
    queryFn: async () => {
      const photo = await opsCall('kycPhoto', { id, side })
      return `data:${photo.contentType};base64,${photo.base64}`
    },
    staleTime: Infinity,
    gcTime: 0,
  })
}

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
