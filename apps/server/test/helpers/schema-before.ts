import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { SCHEMA_FOLDERS } from '../../src/config.ts'

/**
 * The migrations before `tag`, for tests that migrate a database as it was before that migration: a
 * copy of the folder whose journal stops there. The caller removes the folder.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'panalo-migrations-before-'))
  cpSync(SCHEMA_FOLDERS.migrations, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((entry) => entry.tag < tag)
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

/**
 * The database functions a schema from before a migration can take, for tests that migrate a
 * database as it was before that migration and fill it as the old code did: today's function files,
 * less those naming a table that the migration or a later one creates. Such a file (a trigger on
 * `users` keeping a later table, say) would make the old schema's own writes fail. The upgrade then
 * applies every migration and every function, as a deploy does. Answers a folder, removed at exit.
 */
export function functionsBefore(tag: string): string {
  const later = readdirSync(SCHEMA_FOLDERS.migrations)
    .filter((file) => file.endsWith('.sql') && file.replace(/\.sql$/, '') >= tag)
    .map((file) => readFileSync(path.join(SCHEMA_FOLDERS.migrations, file), 'utf8'))
  const laterTables = later.flatMap((text) =>
    [...text.matchAll(/create table (?:if not exists )?"?(\w+)"?/gi)].map((match) => match[1] as string),
  )
  const folder = mkdtempSync(path.join(tmpdir(), 'panalo-functions-before-'))
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
  for (const file of readdirSync(SCHEMA_FOLDERS.functions).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(path.join(SCHEMA_FOLDERS.functions, file), 'utf8')
    if (laterTables.some((table) => new RegExp(`\\b${table}\\b`, 'i').test(text))) continue
    cpSync(path.join(SCHEMA_FOLDERS.functions, file), path.join(folder, file))
  }
  return folder
}
