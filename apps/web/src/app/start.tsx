import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { createQueryClient } from '../api/query-client.ts'
import { initI18n } from '../i18n/i18n.ts'
import { listenForInstallPrompt } from '../lib/install-prompt.ts'
import { rememberInviteParams } from '../lib/invite-params.ts'
import { registerServiceWorkerWhenIdle } from '../lib/service-worker.ts'
import { App } from './app.tsx'
import { createAppRouter } from './router.tsx'
import { prefetchStartupQueries } from './startup.tsx'

/**
 * Starts the app once its code has loaded. It runs as four shorter tasks instead of one long one, so
 * a tap or a paint can come in between (decision 005): the code's own evaluation, the start-up
 * queries, building the router, the first render.
 */
export async function startApp(): Promise<void> {
  await yieldToBrowser()
  const queryClient = createQueryClient()
  prefetchStartupQueries(queryClient)
  listenForInstallPrompt()
  rememberInviteParams()
  await initI18n()
  await yieldToBrowser()
  const router = createAppRouter()
  await yieldToBrowser()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
  registerServiceWorkerWhenIdle()
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}
