import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startThrowawayPostgres, type ThrowawayPostgres } from '../src/throwaway-postgres.ts'

async function count(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from notes')
    return rows[0]?.n ?? -1
  } finally {
    await client.end()
  }
}

describe('a throwaway PostgreSQL', () => {
  let server: ThrowawayPostgres
  beforeAll(async () => {
    server = await startThrowawayPostgres()
  }, 120_000)
  afterAll(async () => {
    await server?.destroy()
  })

  it('keeps committed rows through an immediate (crash) restart, and ends other backends on request', async () => {
    await server.createDatabase('notes')
    const url = server.databaseUrl('notes')
    const writer = new pg.Client({ connectionString: url })
    await writer.connect()
    await writer.query('create table notes (id int primary key)')
    await writer.query('insert into notes values (1), (2)')
    const ended = new Promise<Error>((resolve) => writer.on('error', resolve))
    expect(await server.terminateBackends('notes')).toBe(1)
    expect((await ended).message).toMatch(/terminat/)

    await server.restart('immediate')
    expect(await count(url)).toBe(2)
  }, 120_000)
})
