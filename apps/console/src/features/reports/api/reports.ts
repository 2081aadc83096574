import { useQuery } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

export function useMarketingReportQuery(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'marketing', from, to],
    queryFn: () => opsCall('marketingReport', { from, to }),
    enabled,
    // Today moves while the page is open; closed days do not.
    staleTime: 60_000,
  })
}
