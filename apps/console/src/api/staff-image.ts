import { useQuery } from '@tanstack/react-query'

/**
 * A staff-only image (an ID photo, a ticket's screenshot) as a data URL. Fetched once per view and
 * dropped from the cache as soon as nothing shows it (gcTime 0), so no copy outlives the view; every
 * fetch is a view the server audits.
 */
export function useStaffImageQuery(
  queryKey: readonly unknown[],
  load: () => Promise<{ contentType: string; base64: string }>,
) {
  return useQuery({
    queryKey,
    queryFn: async () => {
      const image = await load()
      return `data:${image.contentType};base64,${image.base64}`
    },
    staleTime: Infinity,
    gcTime: 0,
  })
}
