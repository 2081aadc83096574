import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

import { launchChromium } from './chromium.ts'
import { startServer, type StartOptions, type TestServer } from './server.ts'

/**
 * A test file's own server (with a fresh database) and its connection to the run's Chromium: opened before its tests,
 * stopped after them. Read `suite.server` and `suite.browser` inside the tests.
 */
export function serverAndBrowser(
  env: Record<string, string> = {},
  options: StartOptions = {},
): { server: TestServer; browser: Browser } {
  const suite = {} as { server: TestServer; browser: Browser }
  beforeAll(async () => {
    suite.server = await startServer(env, options)
    suite.browser = await launchChromium()
  })
  afterAll(async () => {
    await suite.browser?.close()
    await suite.server?.stop()
  })
  return suite
}
