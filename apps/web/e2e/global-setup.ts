import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { CHROMIUM_ENDPOINT, launchChromiumServer } from './helpers/chromium.ts'
import { TEMPLATE_DATABASE } from './helpers/server.ts'

const ADMIN_ENTRY = fileURLToPath(new URL('../../server/dist/admin.js', import.meta.url))

/**
 * Browser tests run against the production build; `npm run test:browser` builds it first. On
 * PostgreSQL (TEST_DATABASE_URL) the migrations run once, into a template every test server's
 * database is copied from, instead of once per server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of ['../../server/dist/main.js', '../dist/index.html']) {
    if (!existsSync(fileURLToPath(new URL(built, import.meta.url)))) {
      throw new Error(`${built} is missing: run npm run build before the browser tests`)
    }
  }
  // One Chromium for the whole run; each test file connects to it (helpers/chromium.ts).
  const chromium = await launchChromiumServer()
  project.provide(CHROMIUM_ENDPOINT, chromium.wsEndpoint())
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    project.provide(TEMPLATE_DATABASE, '')
    return () => chromium.close()
  }
  const name = `panalo_e2e_template_${randomBytes(6).toString('hex')}`
  await runSql(serverUrl, `create database ${pg.escapeIdentifier(name)}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  // The CLI applies the migrations before any command; ledger:check on an empty ledger only reads.
  await migrate(url.toString())
  project.provide(TEMPLATE_DATABASE, name)
  return async () => {
    await chromium.close()
    // The test servers' databases are named after the template (helpers/server.ts); each drop writes a
    // checkpoint, cheap now that nothing else is writing.
    const { rows } = await runSql<{ datname: string }>(
      serverUrl,
      `select datname from pg_database where starts_with(datname, '${name}_')`,
    )
    for (const { datname } of rows) {
      await runSql(serverUrl, `drop database if exists ${pg.escapeIdentifier(datname)} with (force)`)
    }
    await runSql(serverUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
  }
}

async function runSql<Row extends pg.QueryResultRow = never>(
  serverUrl: string,
  sql: string,
): Promise<{ rows: Row[] }> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query<Row>(sql)
  } finally {
    await client.end()
  }
}

function migrate(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }
    delete env.PANALO_DATA_DIR
    const child = spawn(process.execPath, [ADMIN_ENTRY, 'ledger:check'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`migrating the browser tests' template failed: ${output}`)),
    )
  })
}
