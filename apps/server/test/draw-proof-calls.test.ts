import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { drawJackpotCell, jackpotAmountIn } from '@panalo/fair/jackpot'
import { commitServerSeed } from '@panalo/fair/outcome'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { seedPairs } from '../src/db/schema/draws.ts'
import { HOUSE } from '../src/modules/ledger/ledger-accounts.types.ts'
import { houseBalance } from '../src/modules/ledger/ledger-balances.service.ts'
import * as ledger from '../src/modules/ledger/ledger.service.ts'
import {
  DEFAULT_JACKPOT_SETTINGS,
  readJackpotSettings,
  writeJackpotSettings,
} from '../src/modules/jackpot/jackpot-settings.ts'
import { sweepJackpotAccrual } from '../src/modules/provider-wallet/jackpot-accrual.service.ts'
import { deliverSandbox, FAST_WEBHOOKS, sandboxEvent } from './helpers/deposits.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { requestId } from './helpers/wallet.ts'

const GCASH = 1

/**
 * The proofs of jackpot draws and spins over HTTP (decision 055): a player's own draw with its seeds,
 * nonce and weights, redrawn with packages/fair once the pair is rotated; the server seed never shown
 * before; another player's draw and unknown ids refused alike with 9035; the spin record.
 */
describe('draw proof calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
  })
  afterAll(() => t.close())
  afterEach(async () => {
    await writeJackpotSettings(t.database.db, DEFAULT_JACKPOT_SETTINGS)
    await expectLedgerConsistent(t.database.db)
  })

  /** A player who deposited `amount` (₱500 a jackpot chance, ₱100 a spin), chances received. */
  async function player(amount: number) {
    const session = await registerPlayer(t)
    const token = session.token
    const opened = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount }, { token })
    expect(opened.errcode).toBe(0)
    const delivered = await deliverSandbox(t, sandboxEvent({ orderId: opened.data.orderId, amount }))
    expect(delivered.json.outcome).toBe('credited')
    await t.call('receiveDrawChance', {}, { token })
    return { token, userId: session.user.id }
  }

  async function activeSeed(userId: number) {
    const [pair] = await t.database.db
      .select({ serverSeed: seedPairs.serverSeed })
      .from(seedPairs)
      .where(and(eq(seedPairs.userId, userId), eq(seedPairs.purpose, 'draws'), eq(seedPairs.active, true)))
    return pair?.serverSeed ?? ''
  }

  it('shows a draw’s seeds without the server seed until rotated, then a proof that redraws it', async () => {
    const { token, userId } = await player(1_000_00)
    const draws = []
    for (let n = 0; n < 2; n++)
      draws.push((await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })).data)
    const first = draws[0]
    if (!first) throw new Error('no draw')

    const hidden = await t.call('getDrawProof', { kind: 'jackpot', id: first.id }, { token })
    expect(hidden.errcode).toBe(0)
    expect(hidden.data).toMatchObject({
      kind: 'jackpot',
      id: first.id,
      serverSeed: null,
      serverSeedHash: first.serverSeedHash,
      clientSeed: first.clientSeed,
      nonce: first.nonce,
      outcome: first.cell,
      weights: DEFAULT_JACKPOT_SETTINGS.cells.map((cell) => cell.weight),
    })
    // The seed in use appears nowhere in the answer.
    expect(JSON.stringify(hidden)).not.toContain(await activeSeed(userId))

    expect((await t.call('jackpotRotateSeed', {}, { token })).errcode).toBe(0)
    for (const draw of draws) {
      const proof = (await t.call('getDrawProof', { kind: 'jackpot', id: draw.id }, { token })).data
      const serverSeed = proof.serverSeed ?? ''
      expect(commitServerSeed(serverSeed)).toBe(proof.serverSeedHash)
      expect(
        drawJackpotCell({ serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce }, proof.weights ?? [])
          .cell,
      ).toBe(proof.outcome)
      expect(proof.items).toEqual([{ id: draw.propId, count: draw.count }])
    }
  })

  it('proves a jackpot’s amount: its Section and what the pool held place it', async () => {
    const settings = await readJackpotSettings(t.database.db)
    const mega = settings.cells.findIndex((cell) => cell.item.id === AWARD_ITEM.jackpotMega)
    await writeJackpotSettings(t.database.db, {
      ...settings,
      cells: settings.cells.map((cell, at) => ({ ...cell, weight: at === mega ? 1 : 0 })),
    })
    await sweepJackpotAccrual(t.database.db, t.services.jackpotShares)
    await ledger.post(t.database.db, {
      idempotencyKey: `test:proof-fill:${Date.now()}`,
      kind: 'adjustment',
      postings: [
        { account: { house: HOUSE.jackpot('mega'), asset: 'PHP' }, amount: 20_000_00 },
        { account: { house: HOUSE.adjustments, asset: 'PHP' }, amount: -20_000_00 },
      ],
    })
    const pool = (await houseBalance(t.database.db, HOUSE.jackpot('mega'), 'PHP')) ?? 0
    const { token } = await player(500_00)
    const win = (await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })).data
    expect(win.type).toBe(2)
    await t.call('jackpotRotateSeed', {}, { token })
    const proof = (await t.call('getDrawProof', { kind: 'jackpot', id: win.id }, { token })).data
    expect(proof.jackpot).toMatchObject({ tier: 'mega', bonus: win.bonus, section: settings.sections.mega })
    const { amountFloat } = drawJackpotCell(
      { serverSeed: proof.serverSeed ?? '', clientSeed: proof.clientSeed, nonce: proof.nonce },
      proof.weights ?? [],
    )
    const section = proof.jackpot?.section ?? { min: 0, max: 0 }
    expect(proof.jackpot?.poolBefore).toBeGreaterThanOrEqual(pool)
    expect(Math.min(jackpotAmountIn(amountFloat, section), proof.jackpot?.poolBefore ?? 0)).toBe(win.bonus)
  })

  it('lists the player’s spins and proves each, the seed shown only after rotating', async () => {
    const { token, userId } = await player(200_00)
    const spins = []
    for (let n = 0; n < 2; n++)
      spins.push((await t.call('turntableSpin', { requestId: requestId('sp') }, { token })).data)
    const record = (await t.call('turntableRecord', {}, { token })).data
    expect(record.list.map((row) => row.id)).toEqual(spins.map((spin) => spin.id).reverse())
    expect(record.list[0]?.items).toEqual(spins[1]?.items)

    const spin = spins[0]
    if (!spin) throw new Error('no spin')
    const hidden = await t.call('getDrawProof', { kind: 'spin', id: spin.id }, { token })
    expect(hidden.data).toMatchObject({ kind: 'spin', serverSeed: null, outcome: spin.sector, jackpot: null })
    expect(JSON.stringify(hidden)).not.toContain(await activeSeed(userId))

    await t.call('jackpotRotateSeed', {}, { token })
    const proof = (await t.call('getDrawProof', { kind: 'spin', id: spin.id }, { token })).data
    expect(commitServerSeed(proof.serverSeed ?? '')).toBe(spin.serverSeedHash)
    expect(
      drawJackpotCell(
        { serverSeed: proof.serverSeed ?? '', clientSeed: proof.clientSeed, nonce: proof.nonce },
        proof.weights ?? [],
      ).cell,
    ).toBe(spin.sector)
    expect(proof.items).toEqual(spin.items)
  })

  it('refuses another player’s draw or spin and unknown ids alike, with 9035', async () => {
    const owner = await player(700_00)
    const draw = (await t.call('jackpotDraw', { requestId: requestId('jp') }, { token: owner.token })).data
    const spin = (await t.call('turntableSpin', { requestId: requestId('sp') }, { token: owner.token })).data
    const other = await player(100_00)
    for (const input of [
      { kind: 'jackpot', id: draw.id },
      { kind: 'spin', id: spin.id },
      { kind: 'spin', id: draw.id + 1_000_000 },
      { kind: 'jackpot', id: 999_999_999_999_999 },
    ] as const) {
      const answer = await t.call('getDrawProof', input, { token: other.token })
      expect(answer.errcode).toBe(ERRORS.DRAW_PROOF_NOT_FOUND.code)
    }
    expect((await t.call('turntableRecord', {}, { token: other.token })).data).toEqual({ list: [] })
  })

  it('answers 401 signed out and VALIDATION to bad input', async () => {
    expect((await t.call('getDrawProof', { kind: 'jackpot', id: 1 }, {})).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
    expect((await t.call('turntableRecord', {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    const { token } = await player(100_00)
    for (const input of [
      { kind: 'dice', id: 1 },
      { kind: 'jackpot', id: 0 },
      { kind: 'jackpot', id: -1 },
      { kind: 'jackpot', id: 1.5 },
      { kind: 'spin', id: '7' },
      { kind: 'spin', id: 10 ** 16 },
      { kind: 'spin' },
    ]) {
      // @ts-expect-error: hostile input on purpose
      const answer = await t.call('getDrawProof', input, { token })
      expect(answer.errcode).toBe(ERRORS.VALIDATION.code)
    }
  })
})
