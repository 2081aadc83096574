import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The operator console (decision 064), built like the player app: React's API on Preact through
 * preact/compat (decision 005), but its own bundle, document and base path, so nothing of it reaches a
 * player's phone. Served by the server at /console; `npm run dev` serves it here and proxies /ops.
 */
const REACT = fileURLToPath(new URL('./src/lib/react-on-preact.js', import.meta.url))

export default defineConfig({
  base: '/console/',
  resolve: {
    alias: [
      { find: /^react$/, replacement: REACT },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    ],
  },
  plugins: [react({ refreshExclude: /./ })],
  build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0 },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/ops/': 'http://localhost:8080' },
  },
})
