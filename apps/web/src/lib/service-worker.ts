import { Workbox } from 'workbox-window'

/**
 * Registers the service worker at the site root. A new version installs in the background and waits;
 * it takes over at the next navigation (see applyPendingUpdate), and the page reloads when it does,
 * so nobody is switched to new code in the middle of a page.
 */
let waiting: Workbox | undefined
let reloadTo: string | undefined
let reloading = false

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const hadController = navigator.serviceWorker.controller !== null
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
  void workbox.register()
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
