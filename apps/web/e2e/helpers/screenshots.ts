import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { Locator, Page } from 'playwright-core'

/** Where the flows leave their pictures to be looked at; unset (as in CI), they take none. */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR

/**
 * A picture of the page (or of one thing on it) as `<SCREENSHOT_DIR>/<name>.png`, only when
 * SCREENSHOT_DIR is set: a full-page picture costs Chromium about as much CPU as loading a page, and
 * nobody looks at CI's.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOT_DIR) return
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage })
  else await target.screenshot({ path: file })
}
