import type { Plugin, Rollup } from 'vite'

/**
 * Links the chunk of a dynamically imported module, the chunks it imports and their CSS from index.html, so the
 * browser fetches them in parallel with the entry instead of only once the entry has run and asked
 * for them. The entry sends the start-up calls meanwhile (docs/decisions/005).
 */
export function preloadDynamicEntryPlugin(modulePath: string): Plugin {
  return {
    name: 'panalo-preload-dynamic-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = bundle ? withImports(bundle, modulePath) : []
        if (chunks.length === 0) throw new Error(`No chunk loads ${modulePath} to preload`)
        const css = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
        return [
          ...css.map((href) => ({
            tag: 'link',
            // Fetched now but not render-blocking: the cover paints without it; the import applies it.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...chunks.map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
        ]
      },
    },
  }
}

/** The chunk that loads the module dynamically imported, and the chunks it imports, except the entry's own. */
function withImports(bundle: Rollup.OutputBundle, modulePath: string): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const start = chunks.find(
    (chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(modulePath)),
  )
  if (!start) return []
  const loadedByEntry = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
  )
  const found = new Map<string, Rollup.OutputChunk>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName) || loadedByEntry.has(chunk.fileName)) return
    found.set(chunk.fileName, chunk)
    for (const fileName of chunk.imports) {
      const imported = bundle[fileName]
      if (imported?.type === 'chunk') visit(imported)
    }
  }
  visit(start)
  return [...found.values()]
}
