import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { DEFAULT_SPIN_SETTINGS, writeSpinSettings } from '../src/modules/draws/spin-settings.ts'
import { DEFAULT_JACKPOT_SETTINGS, writeJackpotSettings } from '../src/modules/jackpot/jackpot-settings.ts'
import { grantCredit } from '../src/modules/rewards/award-engine.service.ts'
import { grantedAt, grantedKeys } from '../src/modules/rewards/award-records.service.ts'
import { DEFAULT_WAGERING, writeWageringSettings } from '../src/modules/rewards/wagering-settings.ts'
import { depositPaid, FAST_WEBHOOKS } from './helpers/deposits.ts'
import {
  emptyJackpotPool,
  forceJackpotCell,
  forceWheelSector,
  jackpotCellOf,
} from './helpers/forced-draws.ts'
import { expectLedgerConsistent, queryRows, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { requestId } from './helpers/wallet.ts'

let nextKey = 0
const key = (prefix: string) => `${prefix}-${process.pid}-${++nextKey}-${Date.now()}`

/**
 * The award engine owns its records (decision 110): a jackpot tier's win, a spin-wheel prize, an
 * operator's wallet:credit and a staff member's cash credit are awards, listed by /reward/record
 * (activityAwardGetLog) under their own source, each under its own wagering rule (0× by default for
 * the jackpot and credits), paid once however often they are submitted, on PGlite or PostgreSQL.
 */
describe('the reward record lists every award', () => {
  let t: TestApp
  let finance: TestStaff
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
    finance = await signedInStaff(t, 'finance')
  }, 60_000)
  afterAll(() => t.close())
  afterEach(async () => {
    await writeJackpotSettings(t.database.db, DEFAULT_JACKPOT_SETTINGS)
    await writeSpinSettings(t.database.db, DEFAULT_SPIN_SETTINGS)
    await writeWageringSettings(t.database.db, DEFAULT_WAGERING)
    await expectLedgerConsistent(t.database.db)
  })

  async function player() {
    const session = await registerPlayer(t)
    return { token: session.token, userId: session.user.id }
  }

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  /** Only the mega jackpot's cell can come up, from a pool emptied so its Section's minimum is paid. */
  async function forceMega(): Promise<number> {
    await forceJackpotCell(t.database.db, jackpotCellOf(AWARD_ITEM.jackpotMega))
    await emptyJackpotPool(t, 'mega')
    return DEFAULT_JACKPOT_SETTINGS.sections.mega.min
  }

  const record = async (token: string) =>
    (await t.call('activityAwardGetLog', { pageNum: 1, pageSize: 50 }, { token })).data

  it('lists a jackpot win, a wheel prize, an operator credit and a staff credit, each by its source', async () => {
    const { token, userId } = await player()
    // ₱1,000 earns two jackpot chances and the day's spins.
    await depositPaid(t, token, 1_000_00)
    expect((await t.call('receiveDrawChance', {}, { token })).errcode).toBe(0)
    const mega = await forceMega()
    const coins = (await playerBalances(t.database.db, userId)).coin
    const win = await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })
    expect(win.data).toMatchObject({ propId: AWARD_ITEM.jackpotMega, bonus: mega })
    expect((await playerBalances(t.database.db, userId)).coin).toBe(coins + mega)

    await forceWheelSector(t.database.db, 3)
    const spin = await t.call('turntableSpin', { requestId: requestId('sp') }, { token })
    expect(spin.errcode).toBe(0)
    const wheelItems = spin.data.items

    const credited = await run(
      'wallet:credit',
      String(userId),
      '120.50',
      '--reason',
      'Goodwill for a slow payout',
    )
    expect(credited).toMatchObject({ ok: true })
    expect(credited.output).toMatch(/^Credited ₱120\.50/)

    const cash = await opsCall(
      t,
      'playerAdjust',
      { userId, requestId: key('cash'), kind: 'cash', amount: 75_00, reason: 'Refund of a lost deposit' },
      { cookie: finance.cookie },
    )
    expect(cash.data.adjustment).toMatchObject({ state: 'done' })

    const answer = await record(token)
    expect(answer.total).toBe(4)
    expect(answer.list).toEqual([
      expect.objectContaining({
        source: 'credit',
        items: [{ id: AWARD_ITEM.coin, count: 75_00 }],
        reason: 'Refund of a lost deposit',
        heldCoins: 0,
        // Plain coins, not a bonus: the page says "coins".
        multiple: null,
      }),
      expect.objectContaining({
        source: 'credit',
        items: [{ id: AWARD_ITEM.coin, count: 120_50 }],
        reason: 'Goodwill for a slow payout',
      }),
      expect.objectContaining({ source: 'wheel', items: wheelItems, multiple: 5 }),
      expect.objectContaining({
        source: 'jackpot',
        items: [{ id: AWARD_ITEM.coin, count: mega }],
        heldCoins: 0,
        multiple: null,
        reason: null,
      }),
    ])
    // The jackpot and the credits are 0× by default: no bonus, no wagering added by them.
    const bonuses = (await t.call('bonusWageringList', {}, { token })).data.list
    expect(bonuses.map((bonus) => bonus.bonusType)).toEqual(['wheel'])
    // The coin detail keeps their kinds: a jackpot is a win, a credit an adjustment.
    const detail = (await t.call('appUserCoinDetail', {}, { token })).data.list
    expect(detail.filter((entry) => entry.type === 'win').map((entry) => entry.amount)).toEqual([mega])
    expect(
      detail
        .filter((entry) => entry.type === 'adjustment')
        .map((entry) => entry.amount)
        .sort((a, b) => a - b),
    ).toEqual([75_00, 120_50])
    // Another player's record is their own.
    expect((await record((await player()).token)).total).toBe(0)
  })

  it('applies each source’s own wagering rule: a jackpot at 2× opens a bonus, a credit at 0× none; neither is ever held', async () => {
    expect((await run('rewards:wagering', 'jackpot', '--multiple', '2')).ok).toBe(true)
    expect((await run('rewards:wagering', 'credit', '--held', 'yes')).output).toMatch(/never held/)
    const { token, userId } = await player()
    await depositPaid(t, token, 500_00)
    expect((await t.call('receiveDrawChance', {}, { token })).errcode).toBe(0)
    const mega = await forceMega()
    const bet = (await t.call('refreshData', {}, { token })).data.bet
    const win = await t.call('jackpotDraw', { requestId: requestId('jp') }, { token })
    expect(win.data.bonus).toBe(mega)
    expect((await t.call('bonusWageringList', {}, { token })).data.list).toMatchObject([
      { bonusType: 'jackpot', amount: mega, multiple: 2, requirement: 2 * mega, state: 'active' },
    ])
    expect((await t.call('refreshData', {}, { token })).data.bet).toBe(bet + 2 * mega)

    // A player who never deposited gets a credit at once (never held), with no wagering.
    const fresh = await player()
    expect((await run('wallet:credit', String(fresh.userId), '10')).ok).toBe(true)
    expect((await t.call('refreshData', {}, { token: fresh.token })).data).toMatchObject({
      coin: 10_00,
      bet: 0,
    })
    expect((await record(fresh.token)).list).toMatchObject([
      { source: 'credit', heldCoins: 0, multiple: null },
    ])
    expect((await record(token)).list[0]).toMatchObject({ source: 'jackpot', multiple: 2 })
    expect(
      await grantedKeys(t.database.db, { source: 'jackpot', userId, keys: [`draw-${win.data.id}`] }),
    ).toEqual(new Set([`draw-${win.data.id}`]))
    expect(await grantedAt(t.database.db, { source: 'jackpot', userId, key: 'draw-0' })).toBeNull()
  })

  it('a credit keyed twice pays once; the key with another amount is refused and moves nothing', async () => {
    const { token, userId } = await player()
    const creditKey = key('credit')
    expect((await run('wallet:credit', String(userId), '50', '--key', creditKey)).output).toMatch(/^Credited/)
    expect((await run('wallet:credit', String(userId), '50', '--key', creditKey)).output).toMatch(
      /^Already credited/,
    )
    const other = await run('wallet:credit', String(userId), '60', '--key', creditKey)
    expect(other.ok).toBe(false)
    expect((await run('wallet:credit', String(userId), '5', '--key', 'bad key!')).ok).toBe(false)
    expect((await t.call('refreshData', {}, { token })).data.coin).toBe(50_00)
    expect((await record(token)).total).toBe(1)
  })

  it(
    'a jackpot draw or a credit submitted many times at once pays once',
    async () => {
      const { token, userId } = await player()
      await depositPaid(t, token, 500_00)
      expect((await t.call('receiveDrawChance', {}, { token })).errcode).toBe(0)
      const mega = await forceMega()
      const coins = (await playerBalances(t.database.db, userId)).coin
      // The same draw request, double-submitted (and more): one win, the same answer to each.
      const id = requestId('jp')
      const draws = await settle(
        Array.from({ length: 6 }, () => t.call('jackpotDraw', { requestId: id }, { token })),
      )
      expect(draws.failed).toEqual([])
      const won = draws.ok.filter((answer) => answer.errcode === 0)
      expect(won.length).toBeGreaterThanOrEqual(1)
      expect(new Set(won.map((answer) => answer.data.id)).size).toBe(1)
      expect(
        draws.ok.every((answer) => [0, ERRORS.JACKPOT_DRAW_IN_PROGRESS.code].includes(answer.errcode)),
      ).toBe(true)
      expect((await playerBalances(t.database.db, userId)).coin).toBe(coins + mega)

      // One credit key from several operators' terminals and the engine directly, all at once.
      const creditKey = key('credit')
      const cli = await settle(
        Array.from({ length: 4 }, () => run('wallet:credit', String(userId), '30', '--key', creditKey)),
      )
      const engine = await settle(
        Array.from({ length: 4 }, () =>
          inTransaction(t.database.db, (tx) =>
            grantCredit(tx, { userId, key: creditKey, amount: 30_00, by: 'cli:test', reason: '' }),
          ),
        ),
      )
      expect(cli.failed).toEqual([])
      expect(engine.failed).toEqual([])
      expect(cli.ok.filter((answer) => answer.output.startsWith('Credited'))).toHaveLength(
        1 - engine.ok.filter((grant) => !grant.replayed).length,
      )
      // A staff cash credit double-submitted.
      const cash = { userId, requestId: key('cash'), kind: 'cash', amount: 20_00, reason: 'Refund' } as const
      const desk = await settle(
        Array.from({ length: 4 }, () => opsCall(t, 'playerAdjust', cash, { cookie: finance.cookie })),
      )
      expect(desk.failed).toEqual([])
      expect(desk.ok.map((answer) => answer.status)).toEqual([200, 200, 200, 200])

      expect((await playerBalances(t.database.db, userId)).coin).toBe(coins + mega + 30_00 + 20_00)
      const rows = await queryRows(
        t.database.db,
        sql`select count(*)::int as n from ledger_journals
             where idempotency_key in (${`adjustment:${creditKey}`}, ${`adjustment:desk-${cash.requestId}`})`,
      )
      expect(rows).toEqual([{ n: 2 }])
      expect((await record(token)).list.map((entry) => entry.source).sort()).toEqual([
        'credit',
        'credit',
        'jackpot',
      ])
    },
    TEST_DATABASE_URL ? 60_000 : 30_000,
  )
})
