import './ui/global.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { createQueryClient } from './api/query-client.ts'
import { App } from './app/app.tsx'
import { createAppRouter } from './app/router.tsx'
import { sendStartupCalls } from './app/startup.tsx'
import { initI18n } from './i18n/i18n.ts'
import { chromeIntentUrl, isInAppBrowser } from './lib/device.ts'
import { listenForInstallPrompt } from './lib/install-prompt.ts'
import { rememberInviteParams } from './lib/invite-params.ts'
import { registerServiceWorkerWhenIdle } from './lib/service-worker.ts'
import { applyTheme, storedTheme } from './lib/theme.ts'

// In-app browsers of social and video apps hand over to Chrome on Android (SPEC.md §4).
const intent = isInAppBrowser() ? chromeIntentUrl(new URL(window.location.href)) : null
if (intent) window.location.replace(intent)

// The theme of the last visit applies before the first paint; the server's arrives during start-up.
const lastTheme = storedTheme()
if (lastTheme) applyTheme(lastTheme, { remember: false })

// Start-up runs as four shorter tasks instead of one long one, so a tap or a paint can come in between
// (decision 005): the code's own evaluation, the start-up calls, building the router, the first render.
await yieldToBrowser()
const queryClient = createQueryClient()
sendStartupCalls(queryClient)
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

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}
