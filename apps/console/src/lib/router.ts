import { useSyncExternalStore } from 'react'

/** The console's base path; every route lives under it. */
export const BASE = '/console'

const listeners = new Set<() => void>()
window.addEventListener('popstate', () => listeners.forEach((listener) => listener()))

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The path after /console ('/withdrawals', or '/' for the start page) and its query. */
function current(): string {
  const path = window.location.pathname.startsWith(BASE) ? window.location.pathname.slice(BASE.length) : '/'
  return `${path || '/'}${window.location.search}`
}

export function useLocation(): { path: string; search: URLSearchParams } {
  const location = useSyncExternalStore(subscribe, current)
  const [path = '/', query = ''] = location.split('?')
  return { path, search: new URLSearchParams(query) }
}

export function navigate(to: string): void {
  window.history.pushState(null, '', `${BASE}${to}`)
  listeners.forEach((listener) => listener())
}
