import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): every function in the file is compiled as it loads. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Marks the entry chunk and the other chunks start-up runs (by name) for eager compilation. V8 otherwise compiles a function on the main
 * thread the first time it is called, so building the router and the first render each paid for
 * compiling the code they called; with the hint it is compiled off the main thread while the file
 * downloads (docs/decisions/005). Only for start-up chunks: lazy pages keep lazy compilation.
 */
export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'panalo-compile-hints',
    apply: 'build',
    generateBundle: {
      // After minification and the other plugins: the hint must stay the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || chunkNames.includes(chunk.name))) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          // One line more at the top: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
          const mapFile = bundle[`${chunk.fileName}.map`]
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string }
            map.mappings = `;${map.mappings}`
            mapFile.source = JSON.stringify(map)
          }
        }
      },
    },
  }
}
