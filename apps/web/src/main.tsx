import './ui/global.css'

import { sendStartupCalls } from './api/startup-calls.ts'
import { chromeIntentUrl, isInAppBrowser } from './lib/device.ts'
import { applyTheme, storedTheme } from './lib/theme.ts'

/**
 * The first script: small, so the start-up calls go out while the app's code (app/start.tsx, fetched
 * in parallel through the modulepreload link the build adds) is still downloading (decision 005).
 */

// In-app browsers of social and video apps hand over to Chrome on Android (SPEC.md §4).
const intent = isInAppBrowser() ? chromeIntentUrl(new URL(window.location.href)) : null
if (intent) window.location.replace(intent)

// The theme of the last visit applies before the first paint; the server's arrives during start-up.
const lastTheme = storedTheme()
if (lastTheme) applyTheme(lastTheme, { remember: false })

sendStartupCalls()
// Not awaited at the top level: the app's code imports this script's modules, and would wait forever
// for a module still evaluating.
void import('./app/start.tsx').then(({ startApp }) => startApp())
