import { JACKPOT_TIERS, jackpotTierOf, type JackpotTier } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { JACKPOT_RESULT_TYPE, JACKPOT_WINNER_LIST_SIZE } from '@panalo/contract/calls/jackpot'
import { ACTIVITY_ID } from '@panalo/contract/enums'
import { and, eq, sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { jackpotChanceDays, jackpotDraws } from '../../db/schema/jackpot.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaDay, manilaMidnight } from '../../platform/manila-time.ts'
import { liveActivities } from '../activities/activities.service.ts'
import {
  drawChances,
  drawSeeded,
  holdSeedPair,
  rotateSeedPair,
  seedPairSheet,
  settleDraw,
} from '../draws/draws.service.ts'
import { maskNickname } from '../../platform/nickname.ts'
import type { PaidDepositsTotal } from '../deposits/deposits.service.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import { houseBalance, playerAccountBalance } from '../ledger/ledger-balances.service.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { JackpotShares } from '../provider-wallet/jackpot-accrual.service.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import { grantAwards, wageringRuleOf } from '../rewards/award-engine.service.ts'
import { turnoverDaysOf } from '../turnover/turnover.service.ts'
import { chanceState, sectionNow } from './jackpot-rules.ts'
import { readJackpotSettings } from './jackpot-settings.ts'
import { DRAW_CHANCE_HOUSE, payJackpot } from './jackpot-payout.ts'
import { bestWinOf, drawAnswer, drawsOf, latestWins, presentRow, winsByAmount } from './jackpot.queries.ts'

/**
 * The jackpot, LuckyJackpot 47 (docs/decisions/040-jackpot.md). A Manila day's deposits and valid
 * turnover earn draw chances; receiveDrawChance moves them onto the player's `drawChance` ledger
 * account; a draw spends one (the ledger refuses a second spend of the same chance), picks a cell of
 * the grid from the player's committed seed pair, and pays it: a jackpot from its pool (seeded from
 * promotions up to its Section's minimum when it holds less), any other prize through the award
 * engine (source `draw`). Each draw's journals are keyed by its id; a retried requestId answers the
 * first draw.
 */
export type JackpotService = ReturnType<typeof createJackpotService>

/** The rule a tier win is paid under (payJackpot grants it as source `jackpot`), for the rule sheet. */
async function jackpotWagering(executor: Executor) {
  const { multiple, expiryDays } = await wageringRuleOf(executor, 'jackpot')
  return { multiple, expiryDays }
}

export function createJackpotService({
  db,
  jackpotShares,
  paidDepositsTotal,
  now = () => new Date(),
}: {
  db: Db
  /** The shares the running bets pay, for the sweep a jackpot win runs first. */
  jackpotShares: JackpotShares
  paidDepositsTotal: PaidDepositsTotal
  now?: () => Date
}) {
  let houseOpened = false
  async function openChanceHouse(executor: Executor): Promise<void> {
    if (houseOpened) return
    await ledger.openHouseAccount(executor, { code: DRAW_CHANCE_HOUSE.house, asset: 'DRAW_CHANCE' })
    houseOpened = true
  }

  async function isOpen(executor: Executor): Promise<boolean> {
    return (await liveActivities(executor, now())).some(
      (activity) => activity.id === ACTIVITY_ID.luckyJackpot,
    )
  }

  async function pools(executor: Executor): Promise<Record<JackpotTier, number>> {
    const balances = await Promise.all(
      JACKPOT_TIERS.map(async (tier) => (await houseBalance(executor, HOUSE.jackpot(tier), 'PHP')) ?? 0),
    )
    return Object.fromEntries(JACKPOT_TIERS.map((tier, index) => [tier, balances[index] ?? 0])) as Record<
      JackpotTier,
      number
    >
  }

  /** Today's chances: what the day's deposits and turnover earned, and how many were received. */
  async function chancesToday(executor: Executor, userId: number, received?: number) {
    const today = manilaDay(now())
    const reads = [
      () => readJackpotSettings(executor),
      () =>
        paidDepositsTotal(executor, userId, {
          from: manilaMidnight(today),
          to: manilaMidnight(addDays(today, 1)),
        }),
      () => turnoverDaysOf(executor, userId, { from: today, to: today }),
      async () =>
        received ??
        (
          await executor
            .select({ received: jackpotChanceDays.received })
            .from(jackpotChanceDays)
            .where(and(eq(jackpotChanceDays.userId, userId), eq(jackpotChanceDays.day, today)))
        )[0]?.received ??
        0,
    ] as const
    // On the pool the reads go out together; in a transaction (receive) one after the other.
    const [settings, deposited, days, receivedToday] =
      executor === db
        ? await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()])
        : [await reads[0](), await reads[1](), await reads[2](), await reads[3]()]
    const turnover = days.reduce((sum, day) => sum + day.stake, 0)
    return {
      today,
      settings,
      ...chanceState(settings.chances, { deposited, turnover, received: receivedToday }),
    }
  }

  return {
    isOpen: () => isOpen(db),
    pools: () => pools(db),

    /** The award flag: a draw can be made now (a chance held, or one earned and not received). */
    async canReceiveDrawChance(userId: number): Promise<boolean> {
      const [open, held] = await Promise.all([isOpen(db), playerAccountBalance(db, userId, 'drawChance')])
      if (!open) return false
      if (held > 0) return true
      return (await chancesToday(db, userId)).pending > 0
    },

    async info(userId: number): Promise<CallOutput<'getJackpotDrawInfo'>> {
      // Independent reads of the pool, together (a call of a dozen reads one after the other was
      // 50–60 ms p99 on a loaded machine, decision 117).
      const [open, { settings, pending, needDeposit, needTyping }, balances, held, winners, fair, wagering] =
        await Promise.all([
          isOpen(db),
          chancesToday(db, userId),
          pools(db),
          playerAccountBalance(db, userId, 'drawChance'),
          latestWins(db, JACKPOT_WINNER_LIST_SIZE),
          seedPairSheet(db, userId),
          jackpotWagering(db),
        ])
      const chances = drawChances(settings.cells)
      const tierFields = (tier: JackpotTier) => ({
        [`${tier}Jackpot`]: balances[tier],
        [`${tier}JackpotSection`]: sectionNow(settings.sections[tier], balances[tier]),
      })
      return {
        open,
        total: JACKPOT_TIERS.reduce((sum, tier) => sum + balances[tier], 0),
        ...(Object.assign({}, ...JACKPOT_TIERS.map(tierFields)) as Pick<
          CallOutput<'getJackpotDrawInfo'>,
          `${JackpotTier}Jackpot` | `${JackpotTier}JackpotSection`
        >),
        canReceiveDrawChance: open && (held > 0 || pending > 0),
        drawChances: held,
        pendingChances: open ? pending : 0,
        needDeposit: open ? needDeposit : 0,
        needTyping: open ? needTyping : 0,
        rules: { ...settings.chances, jackpotWagering: wagering },
        cells: settings.cells.map((cell, index) => ({
          propId: cell.item.id,
          count: cell.item.count,
          type: jackpotTierOf(cell.item.id) ? JACKPOT_RESULT_TYPE.jackpot : JACKPOT_RESULT_TYPE.prize,
          chance: chances[index] ?? 0,
        })),
        jackpotWinnerList: winners.map((row) => ({
          id: row.id,
          nickname: maskNickname(row.nickname),
          propId: row.propId,
          amount: row.bonus,
          createTime: row.createdAt.toISOString(),
        })),
        fair,
      }
    },

    receive(userId: number): Promise<CallOutput<'receiveDrawChance'>> {
      return inTransaction(db, async (tx) => {
        if (!(await isOpen(tx))) throw new AppError('JACKPOT_CLOSED')
        await openChanceHouse(tx)
        const today = manilaDay(now())
        await tx.insert(jackpotChanceDays).values({ userId, day: today }).onConflictDoNothing()
        const [day] = await tx
          .select({ received: jackpotChanceDays.received })
          .from(jackpotChanceDays)
          .where(and(eq(jackpotChanceDays.userId, userId), eq(jackpotChanceDays.day, today)))
          .for('update')
        const received = day?.received ?? 0
        const state = await chancesToday(tx, userId, received)
        if (state.pending < 1) throw new AppError('JACKPOT_NO_DRAW_CHANCE')
        await ledger.post(tx, {
          idempotencyKey: `jackpot:chances:${userId}:${today}:${state.earned}`,
          kind: 'jackpot_chance',
          postings: [
            { account: DRAW_CHANCE_HOUSE, amount: -state.pending },
            { account: { userId, kind: 'drawChance' }, amount: state.pending },
          ],
          metadata: { day: today, earned: state.earned },
        })
        await tx
          .update(jackpotChanceDays)
          .set({ received: state.earned, updatedAt: sql`now()` })
          .where(and(eq(jackpotChanceDays.userId, userId), eq(jackpotChanceDays.day, today)))
        return { received: state.pending, drawChances: await playerAccountBalance(tx, userId, 'drawChance') }
      })
    },

    draw(userId: number, requestId: string): Promise<CallOutput<'jackpotDraw'>> {
      const key = { userId, scope: 'jackpotDraw', requestId, body: { requestId } }
      return oncePerRequest(
        db,
        key,
        async (tx) => {
          if (!(await isOpen(tx))) throw new AppError('JACKPOT_CLOSED')
          await openChanceHouse(tx)
          // Another draw of the player holds the pair: "not now", so the same request may come again.
          await holdSeedPair(tx, userId)
          if ((await playerAccountBalance(tx, userId, 'drawChance')) < 1)
            throw new AppError('JACKPOT_NO_DRAW_CHANCE')

          const settings = await readJackpotSettings(tx)
          const draw = await drawSeeded(tx, {
            source: 'jackpot',
            userId,
            choices: settings.cells.map((cell) => ({ weight: cell.weight, items: [cell.item] })),
          })
          const prize = settings.cells[draw.outcome]
          if (!prize) throw new AppError('JACKPOT_DRAW_FAILED')
          const tier = jackpotTierOf(prize.item.id)
          const [row] = await tx
            .insert(jackpotDraws)
            .values({
              id: draw.id,
              userId,
              propId: prize.item.id,
              count: prize.item.count,
              type: tier ? JACKPOT_RESULT_TYPE.jackpot : JACKPOT_RESULT_TYPE.prize,
              tier: tier ?? null,
            })
            .returning()
          if (!row) throw new AppError('JACKPOT_DRAW_FAILED')

          let update: Partial<typeof jackpotDraws.$inferInsert>
          if (tier) {
            const paid = await payJackpot(tx, jackpotShares, {
              userId,
              drawId: row.id,
              tier,
              amountFloat: draw.amountFloat,
            })
            update = { bonus: paid.amount, poolBefore: paid.poolBefore, section: paid.section }
          } else {
            await ledger.post(tx, {
              idempotencyKey: `jackpot:draw:${row.id}`,
              kind: 'jackpot_draw',
              postings: [
                { account: { userId, kind: 'drawChance' }, amount: -1 },
                { account: DRAW_CHANCE_HOUSE, amount: 1 },
              ],
              metadata: { drawId: row.id },
            })
            const grant = await grantAwards(tx, {
              source: 'draw',
              key: `jackpot-${row.id}`,
              userId,
              items: [prize.item],
            })
            update = { heldCoins: grant.heldCoins }
          }
          const [settled] = await tx
            .update(jackpotDraws)
            .set(update)
            .where(eq(jackpotDraws.id, row.id))
            .returning()
          if (!settled) throw new Error(`jackpot draw ${row.id} vanished`)
          await settleDraw(tx, 'jackpot', row.id, {
            tier: settled.tier,
            bonus: settled.bonus,
            section: settled.section,
            poolBefore: settled.poolBefore,
            heldCoins: settled.heldCoins,
          })
          return drawAnswer(tx, settled)
        },
        { notFinal: ['JACKPOT_DRAW_IN_PROGRESS'] },
      )
    },

    rotateSeed(userId: number, clientSeed: string | undefined): Promise<CallOutput<'jackpotRotateSeed'>> {
      return inTransaction(db, (tx) => rotateSeedPair(tx, userId, clientSeed))
    },

    async record(
      userId: number,
      page: { pageNum: number; pageSize: number },
    ): Promise<CallOutput<'getPersonJackpotDrawAwardLog'>> {
      const { rows, total } = await drawsOf(db, userId, {
        offset: (page.pageNum - 1) * page.pageSize,
        limit: page.pageSize,
      })
      return { list: rows.map((row) => presentRow(row)), pages: Math.ceil(total / page.pageSize), total }
    },

    async rank(
      userId: number,
      page: { pageNum: number; pageSize: number },
    ): Promise<CallOutput<'getJackpotRank'>> {
      const offset = (page.pageNum - 1) * page.pageSize
      const { rows, total } = await winsByAmount(db, { offset, limit: page.pageSize })
      const best = await bestWinOf(db, userId)
      return {
        allRank: {
          list: rows.map((row, index) => ({ ...presentRow(row, maskNickname), rank: offset + index + 1 })),
          pages: Math.ceil(total / page.pageSize),
          total,
        },
        personRank: best ? { ...presentRow(best.row), rank: best.rank } : null,
      }
    },

    /** For the operator: the latest jackpot wins with full nicknames. */
    winners: (limit: number) => latestWins(db, limit),
  }
}
