import { describe, expect, it } from 'vitest'

import twa from '../../../../android/twa-manifest.json'
import { PWA_MANIFEST } from '../../pwa-manifest.ts'

/**
 * The Android wrapper is a Trusted Web Activity built by Bubblewrap from android/twa-manifest.json:
 * what the launcher, the splash screen and the system bars show must be what the installed web app
 * shows (apps/web/pwa-manifest.ts), and its start URL must be one of the app's.
 */
describe('android/twa-manifest.json', () => {
  it('has the web app’s name, colours, display and orientation', () => {
    expect(twa.name).toBe(PWA_MANIFEST.name)
    expect(twa.launcherName).toBe(PWA_MANIFEST.short_name)
    expect(twa.display).toBe(PWA_MANIFEST.display)
    expect(twa.orientation).toBe(PWA_MANIFEST.orientation)
    expect(twa.backgroundColor).toBe(PWA_MANIFEST.background_color)
    for (const colour of [
      twa.themeColor,
      twa.themeColorDark,
      twa.navigationColor,
      twa.navigationColorDark,
      twa.navigationDividerColor,
      twa.navigationDividerColorDark,
    ])
      expect(colour).toBe(PWA_MANIFEST.theme_color)
  })

  it('takes its icons and web manifest from the site it opens, the web app’s largest icons', () => {
    const site = `https://${twa.host}`
    const largest = (purpose: string) =>
      PWA_MANIFEST.icons
        .filter((icon) => icon.purpose === purpose)
        .sort((a, b) => b.sizes.localeCompare(a.sizes))[0]?.src
    expect(twa.iconUrl).toBe(`${site}${largest('any')}`)
    expect(twa.maskableIconUrl).toBe(`${site}${largest('maskable')}`)
    expect(twa.webManifestUrl).toBe(`${site}/manifest.webmanifest`)
  })

  it('starts inside the app’s scope, marked as the wrapper’s launch', () => {
    const start = new URL(twa.startUrl, `https://${twa.host}`)
    expect(start.pathname.startsWith(PWA_MANIFEST.scope)).toBe(true)
    expect(start.pathname).toBe(new URL(PWA_MANIFEST.start_url, 'https://x').pathname)
    expect(start.searchParams.get('source')).toBe('twa')
    expect(twa.packageId).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/)
  })
})
