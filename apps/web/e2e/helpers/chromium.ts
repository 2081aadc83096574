import { existsSync } from 'node:fs'

import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser tests' one Chromium (started by global-setup.ts), to connect to. */
    e2eChromiumEndpoint: string
  }
}

/** The key under which the global setup provides that Chromium's endpoint. */
export const CHROMIUM_ENDPOINT = 'e2eChromiumEndpoint'

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell): the same engine as
 * /usr/bin/chromium without the desktop browser around it, which is what Playwright itself drives
 * for headless runs. Measured here on the same pages it took about 30 % less CPU per page load and
 * half as much to start and to sit idle (bench/results/browser-tests-cpu.md); the browser phase is
 * CPU-bound on two cores. Browser tests never download a browser of their own.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium-headless-shell (or set CHROME_PATH).`,
    )
  }
}

/**
 * The browser of a test file: a connection to the run's one Chromium, which global-setup.ts starts,
 * rather than a Chromium of the file's own (starting one costs about as much CPU as a short flow).
 * Each file still works in contexts of its own, and closing the connection closes them.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.connect(inject(CHROMIUM_ENDPOINT))
}

/** The run's one Chromium, for global-setup.ts. */
export function launchChromiumServer() {
  assertChromiumInstalled()
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * A phone-sized context (360×740), with the age notice already accepted and today's start-up popups
 * already seen, unless a test wants them: most flows test something else than the start of a visit.
 */
export async function phoneContext(
  browser: Browser,
  options: { ageNoticeAccepted?: boolean; serviceWorkers?: boolean; startUpPopups?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // Most flows test the app, not the worker; the offline flow turns it on.
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  })
  if (options.ageNoticeAccepted !== false) {
    await context.addInitScript(() =>
      localStorage.setItem('panalo.ageNoticeAccepted', '2026-01-01T00:00:00.000Z'),
    )
  }
  if (options.startUpPopups !== true) await context.addInitScript(skipStartUpPopups)
  return context
}

/** Marks every start-up popup seen this session and today (the keys of app/use-start-up-chain.ts). */
export function skipStartUpPopups(): void {
  const all = ['download', 'firstDepositTips', 'notice', 'firstDeposit', 'inviteSpin', 'signIn']
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  sessionStorage.setItem('panalo.startUp.session', JSON.stringify(all))
  localStorage.setItem(
    'panalo.startUp.day',
    JSON.stringify(Object.fromEntries(all.map((name) => [name, today]))),
  )
}
