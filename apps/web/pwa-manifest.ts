import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The web app manifest (vite.config.ts builds it into manifest.webmanifest). The Android wrapper's
 * android/twa-manifest.json repeats its name, colours, icons and start URL for Bubblewrap, and a
 * test keeps the two the same (src/app/android-wrapper.test.ts).
 */
export const PWA_MANIFEST = {
  id: '/',
  name: 'Panalo',
  short_name: 'Panalo',
  description: 'Games, daily rewards and jackpots for players in the Philippines. 21+ only.',
  lang: 'en-US',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0F0B1E',
  theme_color: '#0F0B1E',
  categories: ['games', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>
