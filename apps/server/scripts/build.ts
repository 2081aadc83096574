import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

/**
 * Bundles the server and the workspace packages it imports into dist/main.js (and the operator CLI
 * into dist/admin.js). npm packages stay external: they are installed beside it, and PGlite loads its
 * WASM from its own package folder.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
await rm(`${root}/dist`, { recursive: true, force: true })
await build({
  entryPoints: { main: `${root}/src/main.ts`, admin: `${root}/src/admin/cli.ts` },
  outdir: `${root}/dist`,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  splitting: true,
  logLevel: 'warning',
  // Bundle our own workspace packages (TypeScript sources); leave every npm package external.
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@panalo/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
console.log('server built: apps/server/dist/main.js')
