import type { FiguresPeriod } from '@panalo/contract/ops/calls/figures'
import { useQuery } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

export function useFiguresQuery(period: FiguresPeriod, from: string) {
  return useQuery({
    queryKey: ['figures', period, from],
    queryFn: () => opsCall('figures', { period, from }),
    // Today moves while the page is open; closed days do not.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  })
}
