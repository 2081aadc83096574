import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { assertChromiumInstalled } from './helpers/chromium.ts'

/** Browser tests run against the production build; `npm run test:browser` builds it first. */
export default function setup(): void {
  assertChromiumInstalled()
  for (const built of ['../../server/dist/main.js', '../dist/index.html']) {
    if (!existsSync(fileURLToPath(new URL(built, import.meta.url)))) {
      throw new Error(`${built} is missing: run npm run build before the browser tests`)
    }
  }
}
