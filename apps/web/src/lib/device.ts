import { PLATFORM } from '@panalo/contract/enums'

import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts'

/** A random id for this browser, kept in local storage and sent with preLogin. */
export function deviceId(): string {
  let id = readStorage(STORAGE_KEYS.deviceId)
  if (!id) {
    id = crypto.randomUUID()
    writeStorage(STORAGE_KEYS.deviceId, id)
  }
  return id
}

export function isMobile(userAgent = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)
}

export function platform(): (typeof PLATFORM)[keyof typeof PLATFORM] {
  return isMobile() ? PLATFORM.mobile : PLATFORM.desktop
}

export function operatingSystem(userAgent = navigator.userAgent): string {
  const android = /Android ([\d.]+)/.exec(userAgent)
  if (android) return `Android ${android[1]}`
  const ios = /OS (\d+)[._](\d+)/.exec(userAgent)
  if (/iPhone|iPad|iPod/.test(userAgent) && ios) return `iOS ${ios[1]}.${ios[2]}`
  if (/Windows/.test(userAgent)) return 'Windows'
  if (/Mac OS X/.test(userAgent)) return 'macOS'
  if (/Linux/.test(userAgent)) return 'Linux'
  return 'unknown'
}

export function deviceModel(userAgent = navigator.userAgent): string {
  const android = /Android [\d.]+; ([^;)]+)/.exec(userAgent)
  if (android?.[1]) return android[1].trim()
  if (/iPhone/.test(userAgent)) return 'iPhone'
  if (/iPad/.test(userAgent)) return 'iPad'
  return 'browser'
}

/** In-app browsers of social and video apps, where installing and payments work badly. */
const IN_APP_BROWSER =
  /FBAN|FBAV|FB_IAB|Instagram|Messenger|Line\/|musical_ly|Bytedance|TikTok|Twitter|Snapchat/i

export function isInAppBrowser(userAgent = navigator.userAgent): boolean {
  return IN_APP_BROWSER.test(userAgent)
}

/** Opens the same page in Chrome on Android (SPEC.md §4); null where no intent applies. */
export function chromeIntentUrl(url: URL, userAgent = navigator.userAgent): string | null {
  if (!/Android/i.test(userAgent)) return null
  const scheme = url.protocol.replace(':', '')
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;end`
}

/** True when running as an installed app (home-screen PWA). */
export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true
}

/** Where the tab remembers that the Android wrapper launched it. */
const WRAPPER_LAUNCH_KEY = 'panalo.androidWrapper'

/**
 * True inside Panalo's Android wrapper (SPEC.md: the app also runs in a native wrapper): a WebView
 * wrapper adds `PanaloApp/<version>` to its user agent (docs/decisions/033-start-up-popups.md); the
 * Trusted Web Activity (android/twa-manifest.json) runs in Chrome with Chrome's user agent, and is
 * known by its start URL (`?source=twa`) or its `android-app://` referrer on the page it opens with,
 * which the tab remembers for the pages after it.
 */
export function isNativeApp(
  userAgent = navigator.userAgent,
  launch: { search: string; referrer: string } = {
    search: window.location.search,
    referrer: document.referrer,
  },
): boolean {
  if (/\bPanaloApp\//.test(userAgent)) return true
  const launched =
    new URLSearchParams(launch.search).get('source') === 'twa' || launch.referrer.startsWith('android-app://')
  try {
    if (launched) sessionStorage.setItem(WRAPPER_LAUNCH_KEY, '1')
    return launched || sessionStorage.getItem(WRAPPER_LAUNCH_KEY) === '1'
  } catch {
    // Storage refused (a private mode): only the launching page knows.
    return launched
  }
}
