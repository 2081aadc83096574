import { existsSync } from 'node:fs'

import { chromium, type Browser, type BrowserContext } from 'playwright-core'

/** Debian's Chromium; browser tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

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
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium (or set CHROME_PATH).`,
    )
  }
}

export function launchChromium(): Promise<Browser> {
  assertChromiumInstalled()
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** A phone-sized context (360×740), with the age notice already accepted unless a test wants it. */
export async function phoneContext(
  browser: Browser,
  options: { ageNoticeAccepted?: boolean; serviceWorkers?: boolean } = {},
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
  return context
}
