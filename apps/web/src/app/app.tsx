import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'

import type { AppRouter } from './router.tsx'
import { StartupGate } from './startup.tsx'

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StartupGate router={router}>
        <RouterProvider router={router} />
      </StartupGate>
    </QueryClientProvider>
  )
}
