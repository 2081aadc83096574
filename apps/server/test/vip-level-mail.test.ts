import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * The "VIP level reached" mail is an event of the level's rise (issue 39, item 5; decision 088): the
 * projector that raises the experience announces the level into the outbox and mail delivers it, so
 * a player who bets and never opens /vip gets it, once per level, whatever reads the level later.
 */
describe('the VIP level reached mail', () => {
  let t: TestApp
  let game = 0
  let seq = 0
  beforeAll(async () => {
    // The server's own projector loop, as in production (tests run without it by default).
    t = await createTestApp({ env: { TURNOVER_PROJECT_MS: '50' } })
    game = await gameIdOf(t.database.db, 'panalo-fortune')
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function bet(userId: number, amount: number) {
    const round = `vip-mail-${++seq}`
    const answer = await t.services.providerWallet.bet({
      providerId: 'originals',
      userId,
      transactionId: round,
      roundId: round,
      gameId: game,
      amount,
    })
    expect(answer.status).toBe('OK')
  }

  async function levelMails(token: string) {
    const answer = await t.call('getMail3', { pageNum: 1, pageSize: 50 }, { token })
    expect(answer.errcode).toBe(0)
    return answer.data.list.filter((mail) => mail.kind === 'vipLevel').map((mail) => mail.params)
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 15_000
    for (;;) {
      const value = await read()
      if (done(value) || Date.now() > deadline) return value
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('reaches a player who bets and never opens /vip, once per level', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(t.database.db, user.id, 10_000_00)
    // VIP 1 needs 1,000 experience: ₱1,000 of valid turnover, in two bets.
    await bet(user.id, 600_00)
    await bet(user.id, 400_00)
    expect(
      await until(
        () => levelMails(token),
        (mails) => mails.length > 0,
      ),
    ).toEqual([{ level: 1 }])

    // More play at the same level mails nothing; VIP 2 (5,000) mails level 2.
    await bet(user.id, 100_00)
    await bet(user.id, 3_900_00)
    expect(
      await until(
        () => levelMails(token),
        (mails) => mails.length > 1,
      ),
    ).toEqual([{ level: 2 }, { level: 1 }])

    // Ticks of the projector after that, and reading the level, send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await t.call('getVipInfo', {}, { token })).data.vip).toBe(2)
    expect(await levelMails(token)).toEqual([{ level: 2 }, { level: 1 }])
    const events = await queryRows(
      t.database.db,
      sql`select key, handled_at is not null as handled from outbox_events
           where topic = 'vip.levelReached' and user_id = ${user.id} order by key`,
    )
    expect(events).toEqual([
      { key: '1', handled: true },
      { key: '2', handled: true },
    ])
  })

  it('the read call writes nothing: getVipInfo of a risen player sends no mail by itself', async () => {
    const { token, user } = await registerPlayer(t)
    // Turnover written around the projector (no bet, no step): the level reads 1, and no event exists.
    await t.database.db.execute(
      sql`insert into turnover_days (user_id, day, game_type, stake, bets) values (${user.id}, current_date, 'slots', 100000, 1)`,
    )
    expect((await t.call('getVipInfo', {}, { token })).data.vip).toBe(1)
    expect(await levelMails(token)).toEqual([])
  })
})
