import { writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Writes /builds/latest.json ({ version, builtAt }) so running apps can tell that a newer build is
 * out, and pre-compresses every text file of the build (.br and .gz) so the server never compresses
 * static files per request.
 */
export function buildManifestPlugin(buildId: string): Plugin {
  let config: ResolvedConfig
  return {
    name: 'panalo-build-manifest',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle(_options, bundle) {
      const outDir = config.build.outDir
      await mkdir(path.join(outDir, 'builds'), { recursive: true })
      await writeFile(
        path.join(outDir, 'builds', 'latest.json'),
        JSON.stringify({ version: buildId, builtAt: new Date().toISOString() }),
      )
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(fileName)) continue
        const source = item.type === 'chunk' ? item.code : item.source
        const buffer = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source)
        if (buffer.byteLength < 512) continue
        const target = path.join(outDir, fileName)
        await writeFile(
          `${target}.br`,
          brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
        await writeFile(`${target}.gz`, gzipSync(buffer, { level: 9 }))
      }
    },
  }
}
