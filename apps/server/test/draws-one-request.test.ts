import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_SPIN_SETTINGS, writeSpinSettings } from '../src/modules/draws/spin-settings.ts'
import { DEFAULT_JACKPOT_SETTINGS, writeJackpotSettings } from '../src/modules/jackpot/jackpot-settings.ts'
import { playerAccountBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { deliverSandbox, FAST_WEBHOOKS, sandboxEvent } from './helpers/deposits.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { requestId } from './helpers/wallet.ts'

const GCASH = 1
const COPIES = 12

type DrawCall = Extract<CallName, 'turntableSpin' | 'jackpotDraw' | 'actInviteUserSpin'>

/**
 * One request id sent twelve times at once to each seeded draw (the hostile run's finding): every
 * copy answers the first outcome, byte for byte, and the draw is made and paid once (decisions 060,
 * 089, 107, 110). On PostgreSQL, where the copies really race on their own connections.
 */
describe.skipIf(!TEST_DATABASE_URL)(
  'a seeded draw sent twelve times with one request id (PostgreSQL)',
  () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
      // One outcome each, so what the player holds afterwards is known: ₱5 coins on the wheel, the
      // jackpot grid's coin cell.
      await writeSpinSettings(t.database.db, {
        ...DEFAULT_SPIN_SETTINGS,
        sectors: DEFAULT_SPIN_SETTINGS.sectors.map((sector) => ({
          ...sector,
          weight: sector.item.id === AWARD_ITEM.coin && sector.item.count === 5_00 ? 1 : 0,
        })),
      })
      await writeJackpotSettings(t.database.db, {
        ...DEFAULT_JACKPOT_SETTINGS,
        cells: DEFAULT_JACKPOT_SETTINGS.cells.map((cell) => ({
          ...cell,
          weight: cell.item.id === AWARD_ITEM.coin ? 1 : 0,
        })),
      })
    })
    afterAll(() => t.close())

    async function deposit(token: string, amount: number) {
      const opened = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount }, { token })
      expect(opened.errcode).toBe(0)
      const delivered = await deliverSandbox(t, sandboxEvent({ orderId: opened.data.orderId, amount }))
      expect(delivered.json.outcome).toBe('credited')
    }

    /** The player's figures one draw may change: seeded draws, grants, journals, balances. */
    async function countsOf(userId: number, source: string) {
      const [draws] = await queryRows(
        t.database.db,
        sql`select count(*)::int as n from seeded_draws where user_id = ${userId} and source = ${source}`,
      )
      const [grants] = await queryRows(
        t.database.db,
        sql`select count(*)::int as n from award_grants where user_id = ${userId}`,
      )
      const [journals] = await queryRows(
        t.database.db,
        sql`select count(distinct p.journal_id)::int as n
            from ledger_postings p join ledger_accounts a on a.id = p.account_id
           where a.owner_user_id = ${userId}`,
      )
      return {
        draws: Number(draws?.n),
        grants: Number(grants?.n),
        journals: Number(journals?.n),
        coin: (await playerBalances(t.database.db, userId)).coin,
        chances: await playerAccountBalance(t.database.db, userId, 'drawChance'),
      }
    }

    async function race(call: DrawCall, token: string) {
      const id = requestId(call)
      const answers = await Promise.all(
        Array.from({ length: COPIES }, () => t.call(call, { requestId: id }, { token })),
      )
      const again = await t.call(call, { requestId: id }, { token })
      return { answers: [...answers, again], id }
    }

    /** Every copy, and one more after, answers the very same body: errcode and data, in the same order. */
    function expectOneAnswer(answers: { errcode: number; data: unknown }[]) {
      for (const answer of answers) expect(answer.errcode).toBe(0)
      const bodies = new Set(answers.map((answer) => JSON.stringify(answer)))
      expect([...bodies]).toHaveLength(1)
    }

    it.each([
      // call, seeded_draws source, grants and journals of one paid draw
      ['turntableSpin', 'spin', 1, 1],
      ['jackpotDraw', 'jackpot', 1, 2],
      ['actInviteUserSpin', 'inviteSpin', 0, 0],
    ] as const)(
      '%s: twelve copies of one request answer one outcome, one draw made and paid once',
      async (call, source, grants, journals) => {
        const session = await registerPlayer(t)
        const { token } = session
        const userId = session.user.id
        if (call === 'turntableSpin') await deposit(token, 500_00)
        if (call === 'jackpotDraw') {
          await deposit(token, 1_000_00)
          expect((await t.call('receiveDrawChance', {}, { token })).errcode).toBe(0)
        }
        const before = await countsOf(userId, source)

        const { answers } = await race(call, token)
        expectOneAnswer(answers)

        const after = await countsOf(userId, source)
        expect(after.draws - before.draws).toBe(1)
        expect(after.grants - before.grants).toBe(grants)
        expect(after.journals - before.journals).toBe(journals)
        // The player holds what the one answer says, once.
        const [answer] = answers
        if (answer?.errcode !== 0) throw new Error('no answer')
        if (call === 'turntableSpin') {
          const spun = answer.data as { items: { id: number; count: number }[]; heldCoins: number }
          expect(spun.items).toEqual([{ id: AWARD_ITEM.coin, count: 5_00 }])
          expect(after.coin - before.coin).toBe(5_00 - spun.heldCoins)
        } else if (call === 'jackpotDraw') {
          const drawn = answer.data as {
            propId: number
            count: number
            heldCoins: number
            drawChances: number
          }
          expect(drawn.propId).toBe(AWARD_ITEM.coin)
          expect(after.coin - before.coin).toBe(drawn.count - drawn.heldCoins)
          expect(after.chances).toBe(drawn.drawChances)
          expect(before.chances - after.chances).toBe(1)
        } else {
          const spun = answer.data as { added: number; campaign: { progress: number } }
          expect(spun.campaign.progress).toBe(spun.added)
          expect(after.coin).toBe(before.coin)
        }
        await expectLedgerConsistent(t.database.db)
      },
      60_000,
    )
  },
)
