import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'

/** Daily totals of bets, wins and net per game type. */
export function useBetReportQuery(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['betRecordReport', range.from, range.to],
    staleTime: STALE.short,
    queryFn: () => apiCall('betRecordReport', range),
  })
}
