import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

import { PWA_MANIFEST } from './pwa-manifest.ts'
import { buildManifestPlugin } from './vite-plugins/build-manifest.ts'
import { callMetaPlugin } from './vite-plugins/call-meta.ts'
import { compileHintsPlugin } from './vite-plugins/compile-hints.ts'
import { errorCodesPlugin } from './vite-plugins/error-codes.ts'
import { preloadDynamicEntryPlugin } from './vite-plugins/preload-start.ts'

/**
 * The app is written against React's API and types, and runs on Preact through preact/compat: about
 * 60 KB gzip less on the first visit (docs/decisions/005). Dev, build and unit tests all resolve these.
 */
const REACT = fileURLToPath(new URL('./src/lib/react-on-preact.js', import.meta.url))
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: REACT },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
]

const BUILD_ID = process.env.PANALO_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`

/**
 * Chunks not precached (fetched on first use, then kept by the runtime rule): the live stream's
 * player, the Originals and their fairness checks, the lottery, diamonds, identity, feedback, the
 * legal texts, chat and the other pages a player seldom opens on a first visit.
 */
const ON_USE_CHUNKS = [
  'hls',
  'schemas',
  'dev-*',
  'panalo-fortune',
  'originals-page',
  'outcome',
  'fairness-panel',
  'fair-pages',
  'lottery*',
  'draw-numbers',
  'diamond*',
  'scratch-card*',
  'address-form',
  'kyc-page',
  'feedback*',
  'image-picker',
  'prepare-image',
  'redblue*',
  'live-page',
  'chat-window',
  'launched-chat',
  'invite-spin-page',
  'jackpot-modal',
  'jackpot-panel',
  'jackpot-page',
  'slots-tournament-page',
  'content-document',
  'terms-of-use-page',
  'privacy-policy-page',
  'about-us-page',
  'faq-page',
  'self-limits-page',
  'safebox-page',
  'report-page',
  'bet-records-page',
  'social-callback-page',
  'maintenance-page',
]

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  resolve: { alias: REACT_ON_PREACT },
  plugins: [
    // React Fast Refresh cannot re-render Preact components, so an edit reloads the page in dev.
    react({ refreshExclude: /./ }),
    callMetaPlugin(),
    errorCodesPlugin(),
    buildManifestPlugin(BUILD_ID),
    compileHintsPlugin(['app']),
    preloadDynamicEntryPlugin('/src/app/start.tsx'),
    VitePWA({
      strategies: 'generateSW',
      // The app registers the worker itself (src/lib/service-worker.ts) to control when updates apply.
      injectRegister: false,
      registerType: 'prompt',
      // The install icons come with the manifest when installing; only the small ones are precached.
      includeAssets: ['favicon.svg', 'icons/icon-192.png', 'icons/maskable-192.png'],
      includeManifestIcons: false,
      manifest: PWA_MANIFEST,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // A first visit downloads the precache too, on prepaid data (issue 40: ≤ 600 KB in all): the
        // shell and the pages a player opens first. Game thumbnails load as the lobby scrolls; the
        // rest below is fetched when first used and kept by the runtime rule for hashed assets.
        globIgnores: [
          'builds/**',
          'games/**',
          'icons/*-512.png',
          ...ON_USE_CHUNKS.map((name) => `assets/${name}-*`),
        ],
        navigateFallback: '/index.html',
        // Server routes are never answered from the shell.
        navigateFallbackDenylist: [
          /^\/app\//,
          /^\/provider\//,
          /^\/payments\//,
          /^\/docs/,
          /^\/health/,
          /^\/ready/,
          /^\/metrics/,
          /^\/\.well-known\//,
          /^\/dev\//,
          /^\/chat-frame/,
        ],
        // Answers carrying player data are never cached; only the build's hashed files, once fetched.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 300 } },
          },
        ],
        skipWaiting: false,
        clientsClaim: false,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Two files for start-up, not two dozen shared slivers (fewer requests on the first visit,
          // six at a time over HTTP/1.1): the entry with what it imports (`boot`), which sends the
          // start-up calls, and `app`, everything app/start.tsx imports, fetched in parallel with it.
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            { name: 'app', test: /\/src\/app\/start\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/app/': 'http://localhost:8080',
      '/dev/': 'http://localhost:8080',
      '/payments/': 'http://localhost:8080',
      '/provider/': 'http://localhost:8080',
    },
  },
})
