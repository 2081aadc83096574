import {
  DEV_AGGREGATOR_API,
  type DevRoundAnswer,
  type DevSessionAnswer,
} from '@panalo/contract/dev-aggregator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

export const SECRET = 'dev-aggregator-test-secret-0123456789'

/**
 * The development aggregator (decision 022) over real HTTP: the server listens, the hubplay adapter
 * launches through the aggregator's signed launch API, and the aggregator's rounds reach the provider
 * wallet as signed HTTP calls to /provider/hubplay/….
 */
describe('the development game aggregator', () => {
  let t: TestApp
  let base: string

  beforeAll(async () => {
    t = await createTestApp({ env: { GAME_AGGREGATOR: 'dev', DEV_AGGREGATOR_SECRET: SECRET } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = t.services.localAddress.url()
  })
  afterAll(() => t.close())

  async function post(path: string, body: unknown) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  async function launch(code: string, funds = 100_000) {
    const player = await registerPlayer(t)
    if (funds > 0) await fundPlayer(t.database.db, player.user.id, funds)
    const gameId = await gameIdOf(t.database.db, code)
    const started = await t.call('startGame', { gameId }, { token: player.token })
    expect(started.errcode).toBe(0)
    const url = new URL(started.data.url)
    const session = url.searchParams.get('session') ?? ''
    return { player, gameId, url, session }
  }

  async function balanceOf(userId: number) {
    return (await t.services.walletBalances.balances(userId)).coin
  }

  it('launches a HubPlay slot on its own page and plays it through the signed wallet', async () => {
    const { player, url, session } = await launch('sarimanok-riches')
    expect(url.pathname).toBe('/dev-aggregator/play/hp-sarimanok-riches')
    const opened = await post(DEV_AGGREGATOR_API.session, { session })
    expect(opened.status).toBe(200)
    const sheet = opened.json as unknown as DevSessionAnswer
    expect(sheet).toMatchObject({ mode: 'real', balance: 100_000 })
    expect(sheet.game).toMatchObject({
      name: 'Sarimanok Riches',
      engine: 'slots',
      art: '/games/sarimanok-riches.svg',
    })
    expect(sheet.game.rtp).toBeGreaterThanOrEqual(9_450)

    const stake = sheet.game.stakes[0] ?? 0
    let balance = 100_000
    for (let round = 0; round < 5; round += 1) {
      const played = await post(DEV_AGGREGATOR_API.play, { session, stake })
      expect(played.status).toBe(200)
      const answer = played.json as unknown as DevRoundAnswer
      expect(answer.stake).toBe(stake)
      expect(answer.net).toBe(answer.win - stake)
      balance += answer.net
      expect(answer.balance).toBe(balance)
    }
    expect(await balanceOf(player.user.id)).toBe(balance)
    const records = await t.call('betRecord', { page: 1, pageSize: 10 }, { token: player.token })
    expect(records.data.records).toHaveLength(5)
    expect(records.data.records[0]).toMatchObject({
      provider: 'hubplay',
      state: 'closed',
      balanceAfter: balance,
    })
    await expectLedgerConsistent(t.database.db)
  })
})
