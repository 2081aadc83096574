/**
 * `npm run typecheck`: every TypeScript project of the repository, checked by TypeScript 7 (the native
 * compiler, installed as `typescript7`; decision 080). The editors and typescript-eslint keep
 * TypeScript 6, whose API they need. Two projects at a time, each on one thread: on a two-core machine
 * that keeps both cores busy without the checkers of one project fighting over them.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const PROJECTS = [
  'packages/contract',
  'packages/contract/test',
  'packages/fair',
  'packages/fair/test',
  'packages/catalogue',
  'apps/server',
  'apps/web',
  'apps/web/tsconfig.node.json',
  'apps/console',
  'apps/console/tsconfig.node.json',
  'bench',
  'bench/test',
  'scripts',
]
const AT_ONCE = 2

const ROOT = path.resolve(import.meta.dirname, '..')
// The package exports no bin path; its launcher sits beside its package.json.
const TSC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')),
  'bin/tsc',
)

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', project, '--singleThreaded', '--pretty'], { cwd: ROOT })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ project, ok: code === 0, output }))
  })
}

const waiting = [...PROJECTS]
let failed = 0
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = waiting.shift(); project; project = waiting.shift()) {
      const started = Date.now()
      const result = await check(project)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${project} (${seconds} s)`)
      if (!result.ok) {
        failed++
        process.stdout.write(result.output)
      }
    }
  }),
)
if (failed) {
  console.log(`${failed} of ${PROJECTS.length} projects have type errors`)
  process.exitCode = 1
}
