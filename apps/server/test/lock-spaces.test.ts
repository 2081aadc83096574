import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCK_SPACES, ONE_KEY_LOCKS } from '../src/platform/lock-spaces.ts'

const SRC = path.join(import.meta.dirname, '../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

describe('advisory lock spaces', () => {
  it('gives every kind of lock its own first key', () => {
    const values = Object.values(LOCK_SPACES)
    expect(new Set(values).size).toBe(values.length)
    const oneKey = Object.values(ONE_KEY_LOCKS)
    expect(new Set(oneKey).size).toBe(oneKey.length)
  })

  // A space declared where it is used is how two areas came to share 7_266_039.
  it('are declared only in platform/lock-spaces.ts', () => {
    const declaredElsewhere = sourceFiles(SRC)
      .filter((file) => !file.endsWith(path.join('platform', 'lock-spaces.ts')))
      .filter((file) => /const \w*LOCK\w* = \d/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
    expect(declaredElsewhere).toEqual([])
  })
})
