import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Writes /builds/latest.json ({ version, builtAt }) so running apps can tell that a newer build is
 * out, and pre-compresses every text file of the build and of public/ (.br and .gz) so the server
 * never compresses static files per request.
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
        const source = item.type === 'chunk' ? item.code : item.source
        await writeCompressed(path.join(outDir, fileName), Buffer.from(source))
      }
      // public/ is copied as it is, outside the bundle: the game thumbnails and the favicon are SVG.
      for (const fileName of await readdir(config.publicDir, { recursive: true })) {
        const target = path.join(outDir, fileName)
        if (COMPRESSIBLE.test(fileName)) await writeCompressed(target, await readFile(target))
      }
    },
  }
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/

async function writeCompressed(target: string, buffer: Buffer): Promise<void> {
  if (!COMPRESSIBLE.test(target) || buffer.byteLength < 512) return
  await writeFile(
    `${target}.br`,
    brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  await writeFile(`${target}.gz`, gzipSync(buffer, { level: 9 }))
}
