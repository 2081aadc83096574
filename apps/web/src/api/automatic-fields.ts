import { CHANNEL } from '@panalo/contract/constants'
import type { AutomaticFields } from '@panalo/contract/request-fields'

import { platform } from '../lib/device.ts'

export const APP_ID = 'panalo-web'
export const APP_WEB_NAME = 'panalo'
export const APP_VERSION = __BUILD_ID__

/** The referrer the app was opened from, captured once: later navigations are in-app. */
const openedFrom = typeof document === 'undefined' ? '' : document.referrer.slice(0, 2048)

/** The fields every request body carries (SPEC.md §7). */
export function automaticFields(): AutomaticFields {
  return {
    appId: APP_ID,
    channel: CHANNEL,
    clientReferrer: openedFrom,
    platform: platform(),
    appVersion: APP_VERSION,
    appWebName: APP_WEB_NAME,
  }
}
