import { commitServerSeed } from '@panalo/fair/outcome'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedPairs } from '../src/db/schema/draws.ts'
import {
  writeInviteSpinSettings,
  DEFAULT_INVITE_SPIN_SETTINGS,
} from '../src/modules/invite-spin/invite-spin-settings.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { requestId } from './helpers/wallet.ts'

/**
 * A read call writes nothing (issue 39): the draws' seed pair is committed at sign-up, so the invite
 * spin's, the spin wheel's and the jackpot's pages show it at once; a player who has none (signed up
 * before) reads blanks, and nothing is made until a draw needs the pair.
 */
describe('seed pair reads', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await writeInviteSpinSettings(t.database.db, DEFAULT_INVITE_SPIN_SETTINGS)
  })
  afterAll(() => t.close())

  const pairsOf = (userId: number) =>
    t.database.db
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.userId, userId), eq(seedPairs.purpose, 'draws')))

  const reads = async (token: string) => ({
    invite: (await t.call('actInviteUser', {}, { token })).data,
    spin: (await t.call('turntableInfo', {}, { token })).data,
    jackpot: (await t.call('getJackpotDrawInfo', {}, { token })).data.fair,
  })

  it('shows the pair made at sign-up, which the first invite spin then uses', async () => {
    const me = await registerPlayer(t)
    const [pair] = await pairsOf(me.user.id)
    if (!pair) throw new Error('sign-up made no seed pair')
    const seen = await reads(me.token)
    expect(seen.invite).toMatchObject({
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nextNonce: 0,
    })
    expect(seen.spin.serverSeedHash).toBe(pair.serverSeedHash)
    expect(seen.jackpot.serverSeedHash).toBe(pair.serverSeedHash)
    expect(commitServerSeed(pair.serverSeed)).toBe(pair.serverSeedHash)
    const spun = await t.call('actInviteUserSpin', { requestId: requestId('is') }, { token: me.token })
    expect(spun.data.serverSeedHash).toBe(pair.serverSeedHash)
    expect(await pairsOf(me.user.id)).toHaveLength(1)
  })

  it('answers blanks to a player without a pair and writes none; the first spin makes it', async () => {
    const me = await registerPlayer(t)
    await t.database.db.delete(seedPairs).where(eq(seedPairs.userId, me.user.id))
    const blank = { serverSeedHash: '', clientSeed: '', nextNonce: 0 }
    const seen = await reads(me.token)
    expect(seen.invite).toMatchObject(blank)
    expect(seen.spin).toMatchObject({ serverSeedHash: '', clientSeed: '', nextNonce: 0 })
    expect(seen.jackpot).toMatchObject({ ...blank, previous: null })
    expect(await pairsOf(me.user.id)).toEqual([])

    const spun = await t.call('actInviteUserSpin', { requestId: requestId('is') }, { token: me.token })
    expect(spun.errcode).toBe(0)
    const [made] = await pairsOf(me.user.id)
    expect(spun.data.serverSeedHash).toBe(made?.serverSeedHash)
    expect((await t.call('actInviteUser', {}, { token: me.token })).data).toMatchObject({
      serverSeedHash: made?.serverSeedHash,
      nextNonce: 1,
    })
  })
})
