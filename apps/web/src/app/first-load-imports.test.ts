import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const CONTRACT = path.resolve(SRC, '../../../packages/contract/src')

/** The scripts `/` loads before anything is tapped: the entry and the app chunk it starts (main.tsx). */
const FIRST_LOAD = ['main.tsx', 'app/start.tsx'].map((file) => path.join(SRC, file))

/**
 * Libraries the first load must not carry (issue 40's 100 KB budget): zod's schemas cannot be
 * tree-shaken, so one value imported from a contract file that builds schemas brings ~25 KB gzip.
 */
const LOADED_ON_USE = ['zod', 'hls.js', 'uqr']

// Runtime imports and re-exports only: `import type`, `export type` and dynamic import() are skipped.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm

function resolveImport(specifier: string, importer: string): string {
  if (specifier.startsWith('@panalo/contract/')) return path.join(CONTRACT, `${specifier.slice(17)}.ts`)
  if (!specifier.startsWith('.')) return specifier
  const resolved = path.resolve(path.dirname(importer), specifier)
  return existsSync(resolved) ? resolved : `${resolved}.ts`
}

/** Every module reached from `entries` through static imports, with the chain that first reached it. */
function staticImportGraph(entries: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]))
  const queue = [...entries]
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (!/\.tsx?$/.test(file) || !path.isAbsolute(file)) continue
    const chain = reached.get(file) ?? []
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveImport(specifier, file)
      if (reached.has(target)) continue
      reached.set(target, [...chain, target])
      queue.push(target)
    }
  }
  return reached
}

describe('the first load of /', () => {
  const graph = staticImportGraph(FIRST_LOAD)

  it('reaches the app’s own modules (the walk follows imports)', () => {
    expect(graph.has(path.join(SRC, 'features/home/home-page.tsx'))).toBe(true)
    expect(graph.has('react-router')).toBe(true)
  })

  it.each(LOADED_ON_USE)('does not import %s', (library) => {
    const chain = [...graph].find(([module]) => module === library || module.startsWith(`${library}/`))
    expect(
      chain?.[1].map((module) => (path.isAbsolute(module) ? path.relative(SRC, module) : module)),
    ).toBeUndefined()
  })
})
