import type { Workbox } from 'workbox-window'

/**
 * Registers the service worker at the site root. A new version installs in the background and waits;
 * it takes over at the next navigation (see applyPendingUpdate), and the page reloads when it does,
 * so nobody is switched to new code in the middle of a page.
 */
let waiting: Workbox | undefined
let reloadTo: string | undefined
let reloading = false

/**
 * Registers the worker once the page has loaded and the browser is idle: installing it downloads every
 * precached file, which must not compete with the first visit's own requests and rendering.
 */
export function registerServiceWorkerWhenIdle(): void {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void registerServiceWorker(), { timeout: 5_000 })
      : setTimeout(() => void registerServiceWorker(), 1_000)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const hadController = navigator.serviceWorker.controller !== null
  // Loaded here, not with the app: nothing needs it before the page is idle.
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    waiting = workbox
  })
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install also takes control; only a replacement needs the reload.
    if (!hadController || reloading) return
    reloading = true
    window.location.assign(reloadTo ?? window.location.href)
  })
  try {
    await workbox.register()
  } catch {
    // A browser that refuses service workers (a private mode, a policy, an automated browser) runs
    // the app without one: nothing is precached and no update waits. Not an error the player has.
  }
}

/** True when a newer service worker is installed and waiting to take over. */
export function hasPendingUpdate(): boolean {
  return waiting !== undefined
}

/** Lets the waiting worker take over; its controllerchange then loads `url` afresh. */
export function applyPendingUpdate(url: string): void {
  reloadTo = url
  waiting?.messageSkipWaiting()
}
