import { BUILD_MANIFEST_PATH, BUILD_POLL_DEFAULT_MS } from '@panalo/contract/constants'

/**
 * Notices a newer deployment: polls /builds/latest.json (with a timestamp so no cache answers) and
 * remembers when its version differs from this build's. The router then turns the next navigation
 * into a full page load (SPEC.md §4).
 */
let newerBuild = false
let timer: ReturnType<typeof setInterval> | undefined

export function isNewerBuildAvailable(): boolean {
  return newerBuild
}

export async function checkForNewerBuild(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${BUILD_MANIFEST_PATH}?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return newerBuild
    const manifest = (await response.json()) as { version?: unknown }
    if (typeof manifest.version === 'string' && manifest.version !== __BUILD_ID__) newerBuild = true
  } catch {
    // Offline or a deploy in progress: try again at the next tick.
  }
  return newerBuild
}

export function startBuildPolling(intervalMs: number = BUILD_POLL_DEFAULT_MS): void {
  if (import.meta.env.DEV) return
  clearInterval(timer)
  timer = setInterval(() => void checkForNewerBuild(), intervalMs)
}
