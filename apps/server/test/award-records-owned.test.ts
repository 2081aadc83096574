import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The award engine owns its records (docs/decisions/110-award-engine-owns-its-records.md): no other
 * module reads `award_grants` or `bonus_grants`, by Drizzle (npm run lint:deps refuses the schema
 * import) or by raw SQL (this test), and none builds a grant's stored key. They ask the engine's
 * read APIs (modules/rewards/award-records.service.ts).
 */

const SRC = path.resolve(import.meta.dirname, '../src')

/** Where the tables may be named: the engine, its schema, the migrations, and the SQL functions of decision 106. */
const ALLOWED = [
  /^modules\/rewards\//,
  /^db\/schema\/rewards\.ts$/,
  // The wagering figure and the projector's step are SQL functions over every requirement, bonuses
  // included (decision 106); they belong to the database, not to a module.
  /^db\/functions\/wagering_(apply|left)\.sql$/,
  // The engine's "granted?" for the other SQL functions (the agents' rollups, decision 111).
  /^db\/functions\/award_granted\.sql$/,
]

const TABLE_USE = /\b(from|join|update|into|exists\s*\(\s*select[^)]*from)\s+(award_grants|bonus_grants)\b/i
const SCHEMA_USE = /\b(awardGrants|bonusGrants)\b|db\/schema\/rewards(\.ts)?['"]/
/** A stored grant key written out by hand: `award:<source>:` in a string or template. */
const KEY_BUILT = /['"`]award:/

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(full)
    return /\.(ts|sql)$/.test(entry.name) ? [full] : []
  })
}

describe('the award engine owns its records', () => {
  it('no module outside rewards names award_grants or bonus_grants, imports their schema or builds a grant key', () => {
    const offenders: string[] = []
    for (const file of files(SRC)) {
      const relative = path.relative(SRC, file).split(path.sep).join('/')
      if (ALLOWED.some((pattern) => pattern.test(relative))) continue
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, index) => {
        const code = line.replace(/\/\/.*$|^\s*\*.*$|^\s*--.*$/, '')
        if (TABLE_USE.test(code) || SCHEMA_USE.test(code) || KEY_BUILT.test(code))
          offenders.push(`${relative}:${index + 1}: ${line.trim()}`)
      })
    }
    expect(offenders).toEqual([])
  })

  it('the check sees a raw read, a schema import and a hand-built key', () => {
    expect(TABLE_USE.test('select 1 from award_grants g where g.key = $1')).toBe(true)
    expect(TABLE_USE.test('  join bonus_grants b on b.grant_id = g.id')).toBe(true)
    expect(SCHEMA_USE.test("import { awardGrants } from '../../db/schema/rewards.ts'")).toBe(true)
    expect(KEY_BUILT.test('const prefix = `award:sign-in:${userId}:`')).toBe(true)
    expect(KEY_BUILT.test("where g.key = 'award:' || source")).toBe(true)
  })
})
