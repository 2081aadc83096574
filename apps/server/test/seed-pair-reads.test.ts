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
 * A read call writes nothing (issue 39, decision 118): the seed pairs are committed at sign-up, so the
 * invite spin's, the spin wheel's, the jackpot's, the Originals' and the scratch cards' pages show them
 * at once; a player who has none reads blanks, and nothing is made until a draw needs the pair.
 */
describe('seed pair reads', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await writeInviteSpinSettings(t.database.db, DEFAULT_INVITE_SPIN_SETTINGS)
  })
  afterAll(() => t.close())

  const pairsOf = (userId: number, purpose: 'draws' | 'originals' | 'scratch' = 'draws') =>
    t.database.db
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.userId, userId), eq(seedPairs.purpose, purpose)))

  const reads = async (token: string) => ({
    invite: (await t.call('actInviteUser', {}, { token })).data,
    spin: (await t.call('turntableInfo', {}, { token })).data,
    jackpot: (await t.call('getJackpotDrawInfo', {}, { token })).data.fair,
    originals: (await t.call('originalsSeeds', { play: { mode: 'real' } }, { token })).data,
    nextCard: (await t.call('getScratchCardInfo', {}, { token })).data.nextServerSeedHash,
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
    const [originals] = await pairsOf(me.user.id, 'originals')
    expect(seen.originals).toMatchObject({ serverSeedHash: originals?.serverSeedHash, nextNonce: 0 })
    const [card] = await pairsOf(me.user.id, 'scratch')
    expect(seen.nextCard).toBe(card?.serverSeedHash)
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
    expect(seen.originals).toMatchObject({ ...blank, previous: null })
    expect(seen.nextCard).toBe('')
    for (const purpose of ['draws', 'originals', 'scratch'] as const)
      expect(await pairsOf(me.user.id, purpose)).toEqual([])

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
