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
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: PWA_MANIFEST,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Game thumbnails load lazily as the lobby scrolls; precaching would fetch all of them at once.
        globIgnores: ['builds/**', 'games/**'],
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
        // Answers carrying player data are never cached: no runtime caching at all.
        runtimeCaching: [],
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
