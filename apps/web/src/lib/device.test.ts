import { describe, expect, it } from 'vitest'

import { chromeIntentUrl, deviceModel, isInAppBrowser, isNativeApp, operatingSystem } from './device.ts'

const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]'
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
const TIKTOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 musical_ly_34.1.0'

describe('device details', () => {
  it('recognises in-app browsers of social and video apps', () => {
    expect(isInAppBrowser(FACEBOOK_ANDROID)).toBe(true)
    expect(isInAppBrowser(TIKTOK_IOS)).toBe(true)
    expect(isInAppBrowser(CHROME_ANDROID)).toBe(false)
  })

  it('builds a Chrome intent for the same page on Android only', () => {
    const url = new URL('https://panalo.ph/game/start?gameId=7')
    expect(chromeIntentUrl(url, FACEBOOK_ANDROID)).toBe(
      'intent://panalo.ph/game/start?gameId=7#Intent;scheme=https;package=com.android.chrome;end',
    )
    expect(chromeIntentUrl(url, TIKTOK_IOS)).toBeNull()
  })

  it('names the operating system and the model', () => {
    expect(operatingSystem(CHROME_ANDROID)).toBe('Android 13')
    expect(operatingSystem(TIKTOK_IOS)).toBe('iOS 17.4')
    expect(deviceModel(CHROME_ANDROID)).toBe('Pixel 7')
  })
})

describe('isNativeApp', () => {
  const chrome =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
  const browsing = { search: '', referrer: '' }

  it('knows the WebView wrapper by its user agent', () => {
    expect(isNativeApp(`${chrome} PanaloApp/2.1.0`, browsing)).toBe(true)
    expect(isNativeApp(chrome, browsing)).toBe(false)
  })

  it('knows the Trusted Web Activity by its start URL or referrer, and remembers it for the tab', () => {
    sessionStorage.clear()
    expect(isNativeApp(chrome, { search: '?source=pwa', referrer: 'https://www.google.com/' })).toBe(false)
    expect(isNativeApp(chrome, { search: '?source=twa', referrer: '' })).toBe(true)
    // The next page of the same tab has neither.
    expect(isNativeApp(chrome, browsing)).toBe(true)
    sessionStorage.clear()
    expect(isNativeApp(chrome, { search: '', referrer: 'android-app://ph.panalo.app/' })).toBe(true)
    sessionStorage.clear()
  })
})
