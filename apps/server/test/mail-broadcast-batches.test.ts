import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  composeBroadcast,
  deliverBroadcast,
  sendDueBroadcasts,
  type BroadcastTarget,
} from '../src/modules/mail/mail-broadcast.service.ts'
import { vipStatus } from '../src/modules/vip/vip.service.ts'
import { queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const BATCH = 2

/**
 * A broadcast to a large audience goes out in batches (decision 105): the request sends one batch,
 * the mail-broadcasts job the rest from where it stopped, every player once whatever reruns.
 */
describe('broadcasts in batches', () => {
  let t: TestApp
  let seq = 0
  const vipLevelOf = async (executor: Parameters<typeof vipStatus>[0], userId: number) =>
    (await vipStatus(executor, userId)).vip
  beforeAll(async () => {
    t = await createTestApp()
    for (let index = 0; index < 5; index++) await insertPlayer(t.database.db)
  }, 180_000)
  afterAll(() => t.close())

  const players = async () =>
    (await queryRows(t.database.db, sql`select id from users order by id`)).map((row) => Number(row.id))
  const mailedIds = async (broadcastId: number) =>
    (
      await queryRows(
        t.database.db,
        sql`select user_id from mails where broadcast_id = ${broadcastId} order by user_id`,
      )
    ).map((row) => Number(row.user_id))
  const compose = async (target: BroadcastTarget) =>
    (
      await composeBroadcast(t.database.db, {
        key: `batches-${process.pid}-${++seq}`,
        title: 'Hello everyone',
        body: 'A broadcast to all.',
        attachments: [],
        target,
        sentBy: 'test',
      })
    ).broadcast

  it('sends one batch now and leaves the rest `sending`; the job finishes it, once per player across reruns', async () => {
    const everyone = await players()
    expect(everyone.length).toBeGreaterThan(2 * BATCH)
    const broadcast = await compose({ all: true })
    const first = await deliverBroadcast(t.database.db, broadcast.id, vipLevelOf, {
      batchSize: BATCH,
      maxBatches: 1,
    })
    expect(first).toMatchObject({
      state: 'sending',
      recipients: BATCH,
      deliveredThrough: everyone[BATCH - 1],
    })
    expect(await mailedIds(broadcast.id)).toEqual(everyone.slice(0, BATCH))

    // The job (two workers at once, then a rerun) carries on from the cursor.
    const runs = await Promise.all([
      sendDueBroadcasts(t.database.db, vipLevelOf, { batchSize: BATCH }),
      sendDueBroadcasts(t.database.db, vipLevelOf, { batchSize: BATCH }),
    ])
    expect(runs.flatMap((run) => run.sent)).toContain(broadcast.id)
    expect((await sendDueBroadcasts(t.database.db, vipLevelOf, { batchSize: BATCH })).sent).toEqual([])
    expect(await mailedIds(broadcast.id)).toEqual(everyone)
    const [row] = await queryRows(
      t.database.db,
      sql`select state, recipients, sent_at from mail_broadcasts where id = ${broadcast.id}`,
    )
    expect(row).toMatchObject({ state: 'sent' })
    expect(Number(row?.recipients)).toBe(everyone.length)
    expect(row?.sent_at).not.toBeNull()
  })

  it('a rerun that lost its place mails no one twice and counts each player once', async () => {
    const everyone = await players()
    const broadcast = await compose({ vipLevels: [0] })
    await deliverBroadcast(t.database.db, broadcast.id, vipLevelOf, { batchSize: BATCH, maxBatches: 2 })
    // As if the worker died after mailing but before its cursor stuck: it starts from the first player.
    await t.database.db.execute(
      sql`update mail_broadcasts set delivered_through = null where id = ${broadcast.id}`,
    )
    const sent = await deliverBroadcast(t.database.db, broadcast.id, vipLevelOf, { batchSize: BATCH })
    expect(sent?.state).toBe('sent')
    expect(sent?.recipients).toBe(everyone.length)
    expect(await mailedIds(broadcast.id)).toEqual(everyone)
    // A sent broadcast is not delivered again.
    expect(await deliverBroadcast(t.database.db, broadcast.id, vipLevelOf)).toBeUndefined()
  })

  it('a listed audience larger than a batch goes out in batches too, only the listed players', async () => {
    const everyone = await players()
    const listed = everyone.slice(1, 1 + 2 * BATCH + 1)
    const broadcast = await compose({ userIds: [...listed].reverse() })
    const { sent, sending } = await sendDueBroadcasts(t.database.db, vipLevelOf, { batchSize: BATCH })
    expect(sending).toEqual([])
    expect(sent).toContain(broadcast.id)
    expect(await mailedIds(broadcast.id)).toEqual(listed)
  })
})
